ALTER TABLE "contacts" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "is_spam" boolean DEFAULT false NOT NULL;