CREATE TABLE "analytics_daily_leads" (
	"day" date NOT NULL,
	"landing_page" text NOT NULL,
	"referrer_host" text NOT NULL,
	"utm_source" text NOT NULL,
	"utm_medium" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"leads" integer NOT NULL,
	"call_backs_requested" integer NOT NULL,
	"calls_placed" integer NOT NULL,
	"calls_answered" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_daily_leads_day_idx" ON "analytics_daily_leads" USING btree ("day");