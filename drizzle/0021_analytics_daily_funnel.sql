CREATE TABLE "analytics_daily_funnel" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"visits" integer NOT NULL,
	"engaged_visits" integer NOT NULL,
	"page_views" integer NOT NULL,
	CONSTRAINT "analytics_daily_funnel_day_dimension_key_pk" PRIMARY KEY("day","dimension","key"),
	CONSTRAINT "analytics_daily_funnel_dimension_known" CHECK ("analytics_daily_funnel"."dimension" IN ('source', 'landingPage'))
);
--> statement-breakpoint
-- Written by hand: the days rolled up before this table existed, from their visit rollups.
INSERT INTO "analytics_daily_funnel" ("day", "dimension", "key", "visits", "engaged_visits", "page_views")
SELECT "day", 'source', coalesce(nullif("utm_source", ''), nullif("referrer_host", ''), '(direct)'), sum("visits"), sum("engaged_visits"), sum("page_views")
FROM "analytics_daily_visits" GROUP BY 1, 3
UNION ALL
SELECT "day", 'landingPage', "landing_page", sum("visits"), sum("engaged_visits"), sum("page_views")
FROM "analytics_daily_visits" GROUP BY 1, 3;
