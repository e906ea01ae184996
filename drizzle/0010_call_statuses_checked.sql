-- Rows written before these checks may hold a status only the provider knew: a placed call is then "queued",
-- an event's unknown status becomes null (the same rules the code follows from now on, issue 23 point 3).
UPDATE "lead_calls" SET "status" = 'queued' WHERE "status" NOT IN ('scheduled', 'not-called', 'queued', 'ringing', 'in-progress', 'forwarding', 'ended');--> statement-breakpoint
UPDATE "lead_call_events" SET "status" = NULL WHERE "status" NOT IN ('queued', 'ringing', 'in-progress', 'forwarding', 'ended');--> statement-breakpoint
ALTER TABLE "lead_call_events" ADD CONSTRAINT "lead_call_events_type_known" CHECK ("lead_call_events"."type" IN ('status-update', 'end-of-call-report'));--> statement-breakpoint
ALTER TABLE "lead_call_events" ADD CONSTRAINT "lead_call_events_status_known" CHECK ("lead_call_events"."status" IN ('queued', 'ringing', 'in-progress', 'forwarding', 'ended'));--> statement-breakpoint
ALTER TABLE "lead_calls" ADD CONSTRAINT "lead_calls_status_known" CHECK ("lead_calls"."status" IN ('scheduled', 'not-called', 'queued', 'ringing', 'in-progress', 'forwarding', 'ended'));