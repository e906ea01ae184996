-- One name for the record (issue 23): a contact is a lead, in the database too. Renames keep every row and
-- relation; accept_contact is recreated as accept_lead because a PL/pgSQL body names its tables at run time.
ALTER TABLE "contacts" RENAME TO "leads";--> statement-breakpoint
ALTER TABLE "leads" RENAME CONSTRAINT "contacts_pkey" TO "leads_pkey";--> statement-breakpoint
ALTER TABLE "leads" RENAME CONSTRAINT "contacts_industry_known" TO "leads_industry_known";--> statement-breakpoint
ALTER TABLE "leads" RENAME CONSTRAINT "contacts_source_known" TO "leads_source_known";--> statement-breakpoint
ALTER TABLE "leads" RENAME CONSTRAINT "contacts_status_known" TO "leads_status_known";--> statement-breakpoint
ALTER INDEX "contacts_created_at_idx" RENAME TO "leads_created_at_idx";--> statement-breakpoint
ALTER INDEX "contacts_email_lower_created_at_idx" RENAME TO "leads_email_lower_created_at_idx";--> statement-breakpoint
ALTER TABLE "contact_notes" RENAME TO "lead_notes";--> statement-breakpoint
ALTER TABLE "lead_notes" RENAME COLUMN "contact_id" TO "lead_id";--> statement-breakpoint
ALTER TABLE "lead_notes" RENAME CONSTRAINT "contact_notes_pkey" TO "lead_notes_pkey";--> statement-breakpoint
ALTER TABLE "lead_notes" RENAME CONSTRAINT "contact_notes_contact_id_contacts_id_fk" TO "lead_notes_lead_id_leads_id_fk";--> statement-breakpoint
ALTER TABLE "lead_notes" RENAME CONSTRAINT "contact_notes_author_id_users_id_fk" TO "lead_notes_author_id_users_id_fk";--> statement-breakpoint
ALTER INDEX "contact_notes_contact_idx" RENAME TO "lead_notes_lead_idx";--> statement-breakpoint
ALTER TABLE "lead_deliveries" RENAME COLUMN "contact_id" TO "lead_id";--> statement-breakpoint
ALTER TABLE "lead_deliveries" RENAME CONSTRAINT "lead_deliveries_contact_id_contacts_id_fk" TO "lead_deliveries_lead_id_leads_id_fk";--> statement-breakpoint
ALTER TABLE "lead_deliveries" RENAME CONSTRAINT "lead_deliveries_contact_channel_unique" TO "lead_deliveries_lead_channel_unique";--> statement-breakpoint
ALTER TABLE "call_consents" RENAME COLUMN "contact_id" TO "lead_id";--> statement-breakpoint
ALTER TABLE "call_consents" RENAME CONSTRAINT "call_consents_contact_id_contacts_id_fk" TO "call_consents_lead_id_leads_id_fk";--> statement-breakpoint
ALTER TABLE "lead_calls" RENAME COLUMN "contact_id" TO "lead_id";--> statement-breakpoint
ALTER TABLE "lead_calls" RENAME CONSTRAINT "lead_calls_contact_id_contacts_id_fk" TO "lead_calls_lead_id_leads_id_fk";--> statement-breakpoint
ALTER TABLE "lead_calls" RENAME CONSTRAINT "lead_calls_contact_id_unique" TO "lead_calls_lead_id_unique";--> statement-breakpoint
ALTER TABLE "do_not_call_numbers" RENAME COLUMN "contact_id" TO "lead_id";--> statement-breakpoint
ALTER TABLE "do_not_call_numbers" RENAME CONSTRAINT "do_not_call_numbers_contact_id_contacts_id_fk" TO "do_not_call_numbers_lead_id_leads_id_fk";--> statement-breakpoint
ALTER TABLE "call_cap_alerts" RENAME COLUMN "contact_id" TO "lead_id";--> statement-breakpoint
ALTER TABLE "call_cap_alerts" RENAME CONSTRAINT "call_cap_alerts_contact_id_contacts_id_fk" TO "call_cap_alerts_lead_id_leads_id_fk";--> statement-breakpoint
ALTER TABLE "lead_call_events" RENAME COLUMN "contact_id" TO "lead_id";--> statement-breakpoint
ALTER TABLE "lead_call_events" RENAME CONSTRAINT "lead_call_events_contact_id_contacts_id_fk" TO "lead_call_events_lead_id_leads_id_fk";--> statement-breakpoint
ALTER INDEX "lead_call_events_contact_idx" RENAME TO "lead_call_events_lead_idx";--> statement-breakpoint
DROP FUNCTION accept_contact(text, text, text, text, text, text, text, text, jsonb, jsonb, integer);--> statement-breakpoint
-- A lead that passed the spam checks, stored in one round trip: the duplicate check, the lead and its outbox
-- rows. Concurrent repeats queue on the advisory lock; in a PL/pgSQL function each statement takes a fresh
-- snapshot, so the one that waited sees the row the first one committed and exactly one of them is notified
-- (docs/decisions/0010; called by src/server/features/lead-intake/lead-repository.ts, storeLead).
CREATE FUNCTION accept_lead(
  p_first_name text,
  p_last_name text,
  p_email text,
  p_phone text,
  p_company text,
  p_industry text,
  p_message text,
  p_source text,
  p_transcript jsonb,
  p_channels jsonb,
  p_duplicate_window_minutes integer
) RETURNS TABLE (lead_id uuid, lead_created_at timestamptz, duplicate boolean)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_duplicate boolean;
  v_id uuid;
  v_created_at timestamptz;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('lead:' || lower(p_email) || E'\n' || coalesce(p_message, ''), 0));
  SELECT EXISTS (
    SELECT 1 FROM leads l
    WHERE l.created_at > now() - make_interval(mins => p_duplicate_window_minutes)
      AND NOT l.is_spam
      AND lower(l.email) = lower(p_email)
      AND l.message IS NOT DISTINCT FROM p_message
  ) INTO v_duplicate;
  INSERT INTO leads (first_name, last_name, email, phone, company, industry, message, source, transcript, is_spam)
  VALUES (p_first_name, p_last_name, p_email, p_phone, p_company, p_industry, p_message, p_source, p_transcript, false)
  RETURNING leads.id, leads.created_at INTO v_id, v_created_at;
  IF NOT v_duplicate THEN
    INSERT INTO lead_deliveries (lead_id, channel) SELECT v_id, channel FROM jsonb_array_elements_text(p_channels) AS channel;
  END IF;
  RETURN QUERY SELECT v_id, v_created_at, v_duplicate;
END
$$;
