CREATE TABLE "analytics_daily_intake" (
	"day" date PRIMARY KEY NOT NULL,
	"received" bigint NOT NULL,
	"dropped" bigint NOT NULL
);
