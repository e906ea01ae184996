-- A lead that passed the abuse checks, stored in one round trip (issue 11, point 6): the duplicate check,
-- the contact and its outbox rows. Concurrent repeats queue on the advisory lock; in a PL/pgSQL function
-- each statement takes a fresh snapshot, so the one that waited sees the row the first one committed and
-- exactly one of them is notified. Same rules as before, see src/server/features/demo-request/abuse-checks.ts.
CREATE OR REPLACE FUNCTION accept_contact(
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
) RETURNS TABLE (contact_id uuid, contact_created_at timestamptz, duplicate boolean)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_duplicate boolean;
  v_id uuid;
  v_created_at timestamptz;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('contact:' || lower(p_email) || E'\n' || coalesce(p_message, ''), 0));
  SELECT EXISTS (
    SELECT 1 FROM contacts c
    WHERE c.created_at > now() - make_interval(mins => p_duplicate_window_minutes)
      AND NOT c.is_spam
      AND lower(c.email) = lower(p_email)
      AND c.message IS NOT DISTINCT FROM p_message
  ) INTO v_duplicate;
  INSERT INTO contacts (first_name, last_name, email, phone, company, industry, message, source, transcript, is_spam)
  VALUES (p_first_name, p_last_name, p_email, p_phone, p_company, p_industry, p_message, p_source, p_transcript, false)
  RETURNING contacts.id, contacts.created_at INTO v_id, v_created_at;
  IF NOT v_duplicate THEN
    INSERT INTO lead_deliveries (contact_id, channel) SELECT v_id, channel FROM jsonb_array_elements_text(p_channels) AS channel;
  END IF;
  RETURN QUERY SELECT v_id, v_created_at, v_duplicate;
END
$$;
