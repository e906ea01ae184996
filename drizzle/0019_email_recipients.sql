CREATE TABLE "email_recipient_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"address_key" text NOT NULL,
	"meeting_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_recipient_messages_version_unique" UNIQUE("address_key","meeting_id","sequence")
);
--> statement-breakpoint
CREATE TABLE "email_recipients" (
	"address_key" text PRIMARY KEY NOT NULL,
	"confirmed_at" timestamp with time zone,
	"suppressed_at" timestamp with time zone,
	"suppression_reason" text,
	"suppressed_lead_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_recipients_reason_known" CHECK ("email_recipients"."suppression_reason" IN ('not-me', 'unsubscribe')),
	CONSTRAINT "email_recipients_reason_with_suppression" CHECK (("email_recipients"."suppressed_at" is null) = ("email_recipients"."suppression_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD COLUMN "generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_recipient_messages" ADD CONSTRAINT "email_recipient_messages_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_recipients" ADD CONSTRAINT "email_recipients_suppressed_lead_id_leads_id_fk" FOREIGN KEY ("suppressed_lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_recipient_messages_address_sent_idx" ON "email_recipient_messages" USING btree ("address_key","sent_at");--> statement-breakpoint
CREATE INDEX "email_recipients_suppressed_idx" ON "email_recipients" USING btree ("suppressed_at" DESC NULLS LAST) WHERE "email_recipients"."suppressed_at" is not null;