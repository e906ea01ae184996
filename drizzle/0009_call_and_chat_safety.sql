CREATE TABLE "assistant_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"provider_chat_id" text,
	"live_turns" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_turn_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_conversations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "assistant_live_usage" (
	"day" text PRIMARY KEY NOT NULL,
	"turns" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_turns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_turns_role_known" CHECK ("assistant_turns"."role" IN ('user', 'assistant'))
);
--> statement-breakpoint
CREATE TABLE "call_cap_alerts" (
	"day" text PRIMARY KEY NOT NULL,
	"contact_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "do_not_call_numbers" (
	"phone_e164" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"note" text,
	"added_by" text,
	"contact_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "do_not_call_numbers_source_known" CHECK ("do_not_call_numbers"."source" IN ('staff', 'call-outcome'))
);
--> statement-breakpoint
ALTER TABLE "lead_deliveries" DROP CONSTRAINT "lead_deliveries_channel_known";--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "relayed_transcript" jsonb;--> statement-breakpoint
ALTER TABLE "lead_calls" ADD COLUMN "client_network" text;--> statement-breakpoint
ALTER TABLE "assistant_turns" ADD CONSTRAINT "assistant_turns_conversation_id_assistant_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."assistant_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_cap_alerts" ADD CONSTRAINT "call_cap_alerts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "do_not_call_numbers" ADD CONSTRAINT "do_not_call_numbers_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_conversations_last_turn_idx" ON "assistant_conversations" USING btree ("last_turn_at");--> statement-breakpoint
CREATE INDEX "assistant_turns_conversation_idx" ON "assistant_turns" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_calls_client_network_idx" ON "lead_calls" USING btree ("client_network","created_at");--> statement-breakpoint
CREATE INDEX "lead_calls_placed_at_idx" ON "lead_calls" USING btree ("placed_at");--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_channel_known" CHECK ("lead_deliveries"."channel" IN ('email', 'webhook', 'callback', 'call-email', 'call-webhook', 'call-cap-alert'));