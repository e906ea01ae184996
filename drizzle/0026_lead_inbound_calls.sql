CREATE TABLE "lead_inbound_calls" (
	"provider_call_id" text PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"phone_e164" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_inbound_calls" ADD CONSTRAINT "lead_inbound_calls_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_inbound_calls_phone_idx" ON "lead_inbound_calls" USING btree ("phone_e164","received_at");--> statement-breakpoint
CREATE INDEX "lead_inbound_calls_lead_idx" ON "lead_inbound_calls" USING btree ("lead_id");