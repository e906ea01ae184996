ALTER TABLE "leads" ADD COLUMN "booking_token_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "booking_links_revoked_at" timestamp with time zone;