import { sql } from 'drizzle-orm';
import { ANALYTICS_BOUND_DEFAULTS } from '../../src/server/config/analytics-bounds.ts';
import type { Database } from '../../src/server/db/connection.ts';
import { analyticsReport } from '../../src/server/features/analytics/report-queries.ts';
import { leadDaysToRollUp, rollUpLeadDay } from '../../src/server/features/analytics/lead-rollups.ts';
import { addDays, rollUpDayIfChanged, writeDailyFunnel } from '../../src/server/features/analytics/rollups.ts';
import { utcDayOf } from '../../src/server/features/analytics/visitor-hash.ts';

export interface SeededYear {
  days: number;
  visitsPerDay: number;
  rollupRows: number;
  rawEventsToday: number;
  leads: number;
  calls: number;
  range: { from: string; to: string };
}

const VISITS_PER_DAY = 10_000;
const LANDING_PAGES = 10;
const SOURCES = 30;
const LEADS_PER_DAY = 200;

/**
 * A year of the dashboard's data at 10,000 visits a day: 300 attribution rows, 40 pages and 7 events per day of
 * rollups, 200 leads a day (half with a call-back, placed 20 to 140 s after the form) and their daily rollup, 20
 * unanswered questions a day, and today's 30,000 raw events (10,000 visitors, three events each) that the dashboard
 * rolls up as it answers.
 */
export async function seedYearOfAnalytics(db: Database, now: Date, days = 365): Promise<SeededYear> {
  const to = utcDayOf(now);
  const from = addDays(to, -(days - 1));
  const perRow = Math.floor(VISITS_PER_DAY / (LANDING_PAGES * SOURCES));
  const extra = VISITS_PER_DAY - perRow * LANDING_PAGES * SOURCES;
  await db.execute(sql`
    insert into analytics_daily_visits (day, landing_page, referrer_host, utm_source, utm_medium, utm_campaign, visits, engaged_visits, page_views)
    select d::date, '/page-' || lp, case when s % 3 = 0 then 'site' || s || '.example' else '' end,
      case when s % 3 = 1 then 'source' || s else '' end, case when s % 3 = 1 then 'cpc' else '' end, case when s % 3 = 1 then 'campaign' || (s % 5) else '' end,
      ${perRow} + case when (lp - 1) * ${SOURCES} + s <= ${extra} then 1 else 0 end, ${perRow} / 5, ${perRow} * 3
    from generate_series(${from}::date, ${addDays(to, -1)}::date, interval '1 day') d, generate_series(1, ${LANDING_PAGES}) lp, generate_series(1, ${SOURCES}) s`);
  await writeDailyFunnel(db, from, addDays(to, -1));
  await db.execute(sql`
    insert into analytics_daily_pages (day, path, views, visitors)
    select d::date, '/page-' || p, 750, 500 from generate_series(${from}::date, ${addDays(to, -1)}::date, interval '1 day') d, generate_series(1, 40) p`);
  await db.execute(sql`
    insert into analytics_daily_events (day, name, outcome, count, visitors)
    select d::date, e.name, e.outcome, 400, 300 from generate_series(${from}::date, ${addDays(to, -1)}::date, interval '1 day') d,
      (values ('page_view', ''), ('chat_opened', ''), ('question_asked', 'answered'), ('question_asked', 'declined'), ('voice_call_started', ''), ('demo_form_started', ''), ('lead_sent', '')) e(name, outcome)`);
  await db.execute(sql`
    insert into analytics_events (occurred_at, name, path, visitor_hash, utm_source, referrer_host)
    select ${`${to}T00:00:00Z`}::timestamptz + (v * interval '8 seconds') + (k * interval '1 second'),
      case when k = 2 then 'chat_opened' else 'page_view' end, '/page-' || (v % 10), md5(v::text),
      case when v % 3 = 1 then 'source' || (v % 30) end, case when v % 3 = 0 then 'site' || (v % 30) || '.example' end
    from generate_series(1, ${VISITS_PER_DAY}) v, generate_series(0, 2) k`);
  await db.execute(sql`
    insert into leads (first_name, last_name, email, company, source, created_at, landing_page, referrer_host, utm_source, utm_medium, utm_campaign)
    select 'Bench', 'Lead', 'lead' || n || '@example.com', 'Bench Co', 'demo',
      ${`${from}T00:00:00Z`}::timestamptz + (n * interval '1 day' / ${LEADS_PER_DAY}),
      '/page-' || (n % 10), case when n % 3 = 0 then 'site' || (n % 30) || '.example' end,
      case when n % 3 = 1 then 'source' || (n % 30) end, case when n % 3 = 1 then 'cpc' end, case when n % 3 = 1 then 'campaign' || (n % 5) end
    from generate_series(0, ${days * LEADS_PER_DAY - 1}) n`);
  await db.execute(sql`insert into call_consents (lead_id, text, version) select id, 'Call me', 'bench' from leads where hashtext(id::text) % 2 = 0`);
  await db.execute(sql`
    insert into lead_calls (lead_id, status, placed_at, ended_reason, duration_seconds)
    select l.id, 'ended', l.created_at + ((20 + abs(hashtext(l.id::text)) % 120) * interval '1 second'),
      case when abs(hashtext(l.id::text)) % 4 = 0 then 'customer-did-not-answer' else 'customer-ended-call' end,
      case when abs(hashtext(l.id::text)) % 4 = 0 then 0 else 95 end
    from leads l join call_consents c on c.lead_id = l.id`);
  await db.execute(sql`
    insert into assistant_unanswered_questions (question_key, question_text, asked_on, count)
    select 'q' || q, 'Question number ' || q, d::date, 1 + q % 7 from generate_series(${from}::date, ${to}::date, interval '1 day') d, generate_series(1, 20) q`);
  for (const day of await leadDaysToRollUp(db, now)) await rollUpLeadDay(db, day, ANALYTICS_BOUND_DEFAULTS);
  await db.execute(sql`analyze`);
  const count = async (table: string) =>
    ((await db.execute(sql.raw(`select count(*)::int as count from ${table}`))) as unknown as { rows: { count: number }[] }).rows[0]!.count;
  return {
    days,
    visitsPerDay: VISITS_PER_DAY,
    rollupRows: (await count('analytics_daily_visits')) + (await count('analytics_daily_funnel')) + (await count('analytics_daily_pages')) + (await count('analytics_daily_events')),
    rawEventsToday: await count('analytics_events'),
    leads: await count('leads'),
    calls: await count('lead_calls'),
    // The dashboard's year: the last 365 days (with more seeded, the previous period has data too).
    range: { from: addDays(to, -364), to },
  };
}

/**
 * Times what GET /api/admin/analytics does for the range on a quiet day: roll up today's raw events when any arrived
 * since the last rollup (the first run) and today's leads, then the whole report (this period and the one before).
 * Returns each run's milliseconds.
 */
export async function timeDashboard(db: Database, range: { from: string; to: string }, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await rollUpDayIfChanged(db, range.to, new Date(), ANALYTICS_BOUND_DEFAULTS);
    await rollUpLeadDay(db, range.to, ANALYTICS_BOUND_DEFAULTS);
    const report = await analyticsReport(db, range, ANALYTICS_BOUND_DEFAULTS);
    times.push(performance.now() - started);
    if (report.totals.visits < 364 * VISITS_PER_DAY) throw new Error(`The report counts ${report.totals.visits} visits: the seed did not land.`);
  }
  return times;
}
