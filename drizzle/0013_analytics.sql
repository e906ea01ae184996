CREATE TABLE "analytics_daily_events" (
	"day" date NOT NULL,
	"name" text NOT NULL,
	"outcome" text NOT NULL,
	"count" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_daily_events_day_name_outcome_pk" PRIMARY KEY("day","name","outcome")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_pages" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_daily_pages_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_visits" (
	"day" date NOT NULL,
	"landing_page" text NOT NULL,
	"referrer_host" text NOT NULL,
	"utm_source" text NOT NULL,
	"utm_medium" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"visits" integer NOT NULL,
	"engaged_visits" integer NOT NULL,
	"page_views" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"visitor_hash" text NOT NULL,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"answered" boolean,
	CONSTRAINT "analytics_events_name_known" CHECK ("analytics_events"."name" IN ('page_view', 'chat_opened', 'question_asked', 'voice_call_started', 'demo_form_started', 'lead_sent', 'call_back_requested'))
);
--> statement-breakpoint
CREATE TABLE "analytics_rolled_days" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_content" text;--> statement-breakpoint
CREATE INDEX "analytics_daily_visits_day_idx" ON "analytics_daily_visits" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_events_occurred_at_idx" ON "analytics_events" USING btree ("occurred_at");