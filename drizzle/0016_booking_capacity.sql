CREATE TABLE "booking_spike_alerts" (
	"hour" text PRIMARY KEY NOT NULL,
	"lead_id" uuid,
	"bookings" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_deliveries" DROP CONSTRAINT "lead_deliveries_channel_known";--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "client_network" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "phone_key" text;--> statement-breakpoint
ALTER TABLE "booking_spike_alerts" ADD CONSTRAINT "booking_spike_alerts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meetings_client_network_idx" ON "meetings" USING btree ("client_network","created_at");--> statement-breakpoint
CREATE INDEX "meetings_email_key_idx" ON "meetings" USING btree ("email_key") WHERE "meetings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "meetings_phone_key_idx" ON "meetings" USING btree ("phone_key") WHERE "meetings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "meetings_created_at_idx" ON "meetings" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_channel_known" CHECK ("lead_deliveries"."channel" IN ('email', 'webhook', 'callback', 'call-email', 'call-webhook', 'call-cap-alert', 'meeting-invite', 'meeting-webhook', 'booking-alert'));