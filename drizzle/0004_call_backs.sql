CREATE TABLE "call_consents" (
	"contact_id" uuid PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"version" text NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"page" text
);
--> statement-breakpoint
CREATE TABLE "lead_call_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid NOT NULL,
	"provider_call_id" text NOT NULL,
	"type" text NOT NULL,
	"event_key" text NOT NULL,
	"status" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_call_events_once" UNIQUE("provider_call_id","type","event_key")
);
--> statement-breakpoint
CREATE TABLE "lead_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid NOT NULL,
	"phone_e164" text,
	"time_zone" text,
	"scheduled_for" timestamp with time zone,
	"status" text NOT NULL,
	"reason" text,
	"provider_call_id" text,
	"placed_at" timestamp with time zone,
	"ended_reason" text,
	"duration_seconds" integer,
	"summary" text,
	"structured_data" jsonb,
	"transcript" text,
	"recording_url" text,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_calls_contact_id_unique" UNIQUE("contact_id"),
	CONSTRAINT "lead_calls_provider_call_id_unique" UNIQUE("provider_call_id")
);
--> statement-breakpoint
ALTER TABLE "call_consents" ADD CONSTRAINT "call_consents_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_call_events" ADD CONSTRAINT "lead_call_events_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_calls" ADD CONSTRAINT "lead_calls_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_call_events_contact_idx" ON "lead_call_events" USING btree ("contact_id","received_at");--> statement-breakpoint
CREATE INDEX "lead_calls_phone_idx" ON "lead_calls" USING btree ("phone_e164","created_at");