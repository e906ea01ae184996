ALTER TABLE "analytics_daily_leads" ADD COLUMN "call_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_leads" ADD COLUMN "answered_by_person" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_leads" ADD COLUMN "voicemails" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_leads" ADD COLUMN "transferred" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_leads" ADD COLUMN "meetings_from_call" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The lead rollup is derived from the leads alone: emptied, every day with leads is rolled up again (leadDaysToRollUp
-- finds days with leads and no rollup), so the sales line's new columns are true for the past too.
DELETE FROM "analytics_daily_leads";
