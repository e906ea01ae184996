CREATE TABLE "meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"lead_call_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_from" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"booked_via" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "meetings_status_known" CHECK ("meetings"."status" IN ('booked', 'cancelled')),
	CONSTRAINT "meetings_booked_via_known" CHECK ("meetings"."booked_via" IN ('web', 'chat', 'voice')),
	CONSTRAINT "meetings_ends_after_start" CHECK ("meetings"."ends_at" > "meetings"."starts_at"),
	CONSTRAINT "meetings_blocked_covers_meeting" CHECK ("meetings"."blocked_from" <= "meetings"."starts_at" and "meetings"."blocked_until" >= "meetings"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "lead_deliveries" DROP CONSTRAINT "lead_deliveries_channel_known";--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_lead_call_id_lead_calls_id_fk" FOREIGN KEY ("lead_call_id") REFERENCES "public"."lead_calls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meetings_lead_idx" ON "meetings" USING btree ("lead_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_starts_at_idx" ON "meetings" USING btree ("starts_at") WHERE "meetings"."status" = 'booked';--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_channel_known" CHECK ("lead_deliveries"."channel" IN ('email', 'webhook', 'callback', 'call-email', 'call-webhook', 'call-cap-alert', 'meeting-invite', 'meeting-webhook'));--> statement-breakpoint
-- Written by hand (drizzle-kit cannot express it): two booked meetings never overlap, buffers included (decision 0019).
-- A GiST index over a range needs no extension; PGlite and PostgreSQL both enforce it.
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_no_overlap" EXCLUDE USING gist (tstzrange("blocked_from", "blocked_until", '[)') WITH &&) WHERE ("status" = 'booked');
