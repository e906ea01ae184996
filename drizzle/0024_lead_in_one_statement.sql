CREATE INDEX "analytics_events_page_view_visitor_idx" ON "analytics_events" USING btree ("visitor_hash","occurred_at","id") WHERE "analytics_events"."name" = 'page_view';--> statement-breakpoint
-- A lead is one statement again (issue 35, docs/decisions/0010): its language and its visit's attribution were an
-- UPDATE after accept_lead() and a read of analytics_events before it. Both are written by the INSERT now. The
-- 11-argument accept_lead stays for this release: an instance still running the previous build during the upgrade
-- keeps storing leads with it (and its own UPDATE) until it restarts. A later migration drops it.
-- A lead that passed the spam checks, stored in one round trip: where its visit began, the duplicate check, the lead
-- and its outbox rows. Concurrent repeats queue on the advisory lock; in a PL/pgSQL function each statement takes a
-- fresh snapshot, so the one that waited sees the row the first one committed and exactly one of them is notified
-- (called by src/server/features/lead-intake/lead-repository.ts, storeLead).
-- The visit: the first page view since p_visit_since (today, UTC) of the network's visitor hash; when none is stored
-- yet, p_buffered_landing, the same page view still in the server's write buffer (analytics' visit-attribution.ts).
CREATE FUNCTION accept_lead(
  p_first_name text,
  p_last_name text,
  p_email text,
  p_phone text,
  p_company text,
  p_industry text,
  p_message text,
  p_source text,
  p_language text,
  p_transcript jsonb,
  p_channels jsonb,
  p_duplicate_window_minutes integer,
  p_visitor_hash text,
  p_visit_since timestamptz,
  p_buffered_landing jsonb
) RETURNS TABLE (lead_id uuid, lead_created_at timestamptz, duplicate boolean)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_landing jsonb;
  v_duplicate boolean;
  v_id uuid;
  v_created_at timestamptz;
BEGIN
  IF p_visitor_hash IS NOT NULL THEN
    SELECT jsonb_build_object('landing_page', e.path, 'referrer_host', e.referrer_host, 'utm_source', e.utm_source,
      'utm_medium', e.utm_medium, 'utm_campaign', e.utm_campaign, 'utm_term', e.utm_term, 'utm_content', e.utm_content)
    INTO v_landing
    FROM analytics_events e
    WHERE e.visitor_hash = p_visitor_hash AND e.name = 'page_view' AND e.occurred_at >= p_visit_since
    ORDER BY e.occurred_at, e.id
    LIMIT 1;
  END IF;
  v_landing := coalesce(v_landing, p_buffered_landing, '{}'::jsonb);
  PERFORM pg_advisory_xact_lock(hashtextextended('lead:' || lower(p_email) || E'\n' || coalesce(p_message, ''), 0));
  SELECT EXISTS (
    SELECT 1 FROM leads l
    WHERE l.created_at > now() - make_interval(mins => p_duplicate_window_minutes)
      AND NOT l.is_spam
      AND lower(l.email) = lower(p_email)
      AND l.message IS NOT DISTINCT FROM p_message
  ) INTO v_duplicate;
  INSERT INTO leads (first_name, last_name, email, phone, company, industry, message, source, language, transcript, is_spam,
    landing_page, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content)
  VALUES (p_first_name, p_last_name, p_email, p_phone, p_company, p_industry, p_message, p_source, p_language, p_transcript, false,
    nullif(v_landing->>'landing_page', ''), lower(nullif(v_landing->>'referrer_host', '')), nullif(v_landing->>'utm_source', ''),
    nullif(v_landing->>'utm_medium', ''), nullif(v_landing->>'utm_campaign', ''), nullif(v_landing->>'utm_term', ''),
    nullif(v_landing->>'utm_content', ''))
  RETURNING leads.id, leads.created_at INTO v_id, v_created_at;
  IF NOT v_duplicate THEN
    INSERT INTO lead_deliveries (lead_id, channel) SELECT v_id, channel FROM jsonb_array_elements_text(p_channels) AS channel;
  END IF;
  RETURN QUERY SELECT v_id, v_created_at, v_duplicate;
END
$$;
