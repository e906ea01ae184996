CREATE TABLE "assistant_unanswered_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_key" text NOT NULL,
	"question_text" text NOT NULL,
	"asked_on" date NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_unanswered_questions_key_day" UNIQUE("question_key","asked_on")
);
--> statement-breakpoint
CREATE INDEX "assistant_unanswered_questions_day_idx" ON "assistant_unanswered_questions" USING btree ("asked_on");