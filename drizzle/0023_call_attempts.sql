CREATE TABLE "booking_short_links" (
	"code" text PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"token_generation" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"lead_call_id" uuid NOT NULL,
	"attempt_number" integer NOT NULL,
	"phone_e164" text NOT NULL,
	"provider_call_id" text,
	"placed_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_reason" text,
	"outcome" text,
	"next_attempt_at" timestamp with time zone,
	"retry_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_attempts_provider_call_id_unique" UNIQUE("provider_call_id"),
	CONSTRAINT "call_attempts_lead_number" UNIQUE("lead_id","attempt_number"),
	CONSTRAINT "call_attempts_outcome_known" CHECK ("call_attempts"."outcome" IN ('answered-by-person', 'voicemail', 'no-answer', 'busy', 'failed')),
	CONSTRAINT "call_attempts_number_positive" CHECK ("call_attempts"."attempt_number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "booking_short_links" ADD CONSTRAINT "booking_short_links_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_attempts" ADD CONSTRAINT "call_attempts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_attempts" ADD CONSTRAINT "call_attempts_lead_call_id_lead_calls_id_fk" FOREIGN KEY ("lead_call_id") REFERENCES "public"."lead_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_short_links_lead_idx" ON "booking_short_links" USING btree ("lead_id","expires_at");--> statement-breakpoint
CREATE INDEX "call_attempts_placed_at_idx" ON "call_attempts" USING btree ("placed_at");--> statement-breakpoint
-- Every call placed before attempts were kept becomes its lead's first attempt (outcome classes: shared/leads/call-attempts.ts).
INSERT INTO "call_attempts" ("lead_id", "lead_call_id", "attempt_number", "phone_e164", "provider_call_id", "placed_at", "ended_at", "ended_reason", "outcome")
SELECT "lead_id", "id", 1, "phone_e164", "provider_call_id", "placed_at", "ended_at", "ended_reason",
  CASE
    WHEN "ended_reason" IS NULL THEN NULL
    WHEN "ended_reason" = 'voicemail' THEN 'voicemail'
    WHEN "ended_reason" = 'customer-did-not-answer' THEN 'no-answer'
    WHEN "ended_reason" = 'customer-busy' THEN 'busy'
    WHEN "ended_reason" IN ('customer-ended-call', 'assistant-ended-call', 'assistant-said-end-call-phrase', 'assistant-ended-call-after-message-spoken',
      'assistant-ended-call-with-hangup-task', 'assistant-forwarded-call', 'customer-ended-call-before-warm-transfer',
      'customer-ended-call-after-warm-transfer-attempt', 'customer-ended-call-during-transfer', 'exceeded-max-duration', 'silence-timed-out') THEN 'answered-by-person'
    ELSE 'failed'
  END
FROM "lead_calls"
WHERE "placed_at" IS NOT NULL AND "phone_e164" IS NOT NULL;
