CREATE TABLE "lead_call_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"provider_call_id" text NOT NULL,
	"destination" text NOT NULL,
	"taken_by" text,
	"outcome" text DEFAULT 'dialing' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lead_call_transfers_provider_call_id_unique" UNIQUE("provider_call_id"),
	CONSTRAINT "lead_call_transfers_outcome_known" CHECK ("lead_call_transfers"."outcome" IN ('dialing', 'connected', 'not-answered', 'caller-left'))
);
--> statement-breakpoint
ALTER TABLE "lead_call_events" DROP CONSTRAINT "lead_call_events_type_known";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "company_size" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "monthly_call_volume" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "current_tools" text[];--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "buying_timeline" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "decision_maker" boolean;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "interest_level" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "do_not_call" boolean;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "call_result_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_call_transfers" ADD CONSTRAINT "lead_call_transfers_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_call_transfers_lead_idx" ON "lead_call_transfers" USING btree ("lead_id","requested_at");--> statement-breakpoint
CREATE INDEX "lead_call_transfers_requested_idx" ON "lead_call_transfers" USING btree ("requested_at");--> statement-breakpoint
ALTER TABLE "lead_call_events" ADD CONSTRAINT "lead_call_events_type_known" CHECK ("lead_call_events"."type" IN ('status-update', 'end-of-call-report', 'transfer-update'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_buying_timeline_known" CHECK ("leads"."buying_timeline" IN ('now', 'this-month', 'this-quarter', 'later', 'unsure'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_interest_level_known" CHECK ("leads"."interest_level" IN ('high', 'medium', 'low', 'none'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_call_counts_sane" CHECK ("leads"."company_size" >= 0 AND "leads"."monthly_call_volume" >= 0);