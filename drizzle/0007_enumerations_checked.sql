-- The code has only ever stored NULL for no industry; an empty string from a hand-made import becomes NULL too.
UPDATE "contacts" SET "industry" = NULL WHERE "industry" = '';--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_industry_known" CHECK ("contacts"."industry" IN ('real-estate', 'healthcare', 'legal', 'ecommerce', 'other'));--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_source_known" CHECK ("contacts"."source" IN ('demo', 'investor', 'chat'));--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_status_known" CHECK ("contacts"."status" IN ('new', 'contacted', 'qualified', 'won', 'lost'));--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_channel_known" CHECK ("lead_deliveries"."channel" IN ('email', 'webhook', 'callback', 'call-email', 'call-webhook'));--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_status_known" CHECK ("lead_deliveries"."status" IN ('pending', 'delivered', 'failed', 'skipped'));