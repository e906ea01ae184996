import { sql } from 'drizzle-orm';
import { ENGAGEMENT_EVENT_NAMES } from '../../../shared/analytics/analytics-events.ts';
import { OTHER_NAME } from '../../../shared/analytics/analytics-report.ts';
import type { AnalyticsBounds } from '../../config/analytics-bounds.ts';
import type { Database } from '../../db/connection.ts';
import { analyticsRolledDays } from '../../db/schema.ts';
import { utcDayOf } from './visitor-hash.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rollups of several instances (or a rollup and the dashboard's refresh of today) take turns. */
const ROLLUP_LOCK_ID = 7_341_925;

export const addDays = (day: string, days: number): string => utcDayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
const startOf = (day: string) => `${day}T00:00:00.000Z`;

const engagementList = sql.raw(ENGAGEMENT_EVENT_NAMES.map((name) => `'${name}'`).join(', '));

/** How much of what visitors wrote a day's rollup keeps by name. */
export type RollupBounds = Pick<AnalyticsBounds, 'maxNamesPerDay' | 'maxRollupRowsPerDay'>;

/**
 * Replaces the rollups of one UTC day with what its raw events say, in one transaction. A visit is a visitor's
 * page views that day; it is attributed to its first page view (page, referrer's host, UTM parameters), and it is
 * engaged when the visitor opened the chat, asked, called or started a form. Running it twice changes nothing.
 *
 * Referrer hosts and UTM values are the visitor's words, so the day keeps by name only the `maxNamesPerDay` of each
 * with the most visits (ties by name), the rest become "(other)": a script that sends a thousand names after midnight
 * cannot push real sources out, as "the first N names" would let it. Past `maxRollupRowsPerDay` rows, the least
 * visited rows of the day are folded into one "(other)" row, so a day's rollup has a ceiling whatever was sent.
 */
export async function rollUpDay(db: Database, day: string, now: Date, bounds: RollupBounds): Promise<void> {
  const { maxNamesPerDay: maxNames, maxRollupRowsPerDay: maxRows } = bounds;
  const from = startOf(day);
  const to = startOf(addDays(day, 1));
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK_ID})`);
    await tx.execute(sql`delete from analytics_daily_visits where day = ${day}::date`);
    await tx.execute(sql`delete from analytics_daily_pages where day = ${day}::date`);
    await tx.execute(sql`delete from analytics_daily_events where day = ${day}::date`);
    await tx.execute(sql`delete from analytics_daily_funnel where day = ${day}::date`);
    await tx.execute(sql`
      insert into analytics_daily_visits (day, landing_page, referrer_host, utm_source, utm_medium, utm_campaign, visits, engaged_visits, page_views)
      with day_events as (
        select * from analytics_events where occurred_at >= ${from}::timestamptz and occurred_at < ${to}::timestamptz
      ),
      landings as (
        select distinct on (visitor_hash) visitor_hash, path, referrer_host, utm_source, utm_medium, utm_campaign
        from day_events where name = 'page_view' order by visitor_hash, occurred_at, id
      ),
      per_visitor as (
        select visitor_hash, count(*) filter (where name = 'page_view') as page_views, bool_or(name in (${engagementList})) as engaged
        from day_events group by visitor_hash
      ),
      visits as (
        select l.path, coalesce(l.referrer_host, '') as referrer_host, coalesce(l.utm_source, '') as utm_source,
          coalesce(l.utm_medium, '') as utm_medium, coalesce(l.utm_campaign, '') as utm_campaign, p.engaged, p.page_views
        from landings l join per_visitor p using (visitor_hash)
      ),
      named as (
        select kind, value from (
          select kind, value, row_number() over (partition by kind order by count(*) desc, value) as place
          from visits cross join lateral (values ('referrer', referrer_host), ('source', utm_source), ('medium', utm_medium), ('campaign', utm_campaign)) as name(kind, value)
          where value <> '' group by kind, value
        ) ranked where place <= ${maxNames}
      ),
      grouped as (
        select path, referrer_host, utm_source, utm_medium, utm_campaign,
          count(*) as visits, count(*) filter (where engaged) as engaged_visits, sum(page_views) as page_views
        from (
          select path,
            case when referrer_host = '' or ('referrer', referrer_host) in (select kind, value from named) then referrer_host else ${OTHER_NAME} end as referrer_host,
            case when utm_source = '' or ('source', utm_source) in (select kind, value from named) then utm_source else ${OTHER_NAME} end as utm_source,
            case when utm_medium = '' or ('medium', utm_medium) in (select kind, value from named) then utm_medium else ${OTHER_NAME} end as utm_medium,
            case when utm_campaign = '' or ('campaign', utm_campaign) in (select kind, value from named) then utm_campaign else ${OTHER_NAME} end as utm_campaign,
            engaged, page_views
          from visits
        ) bounded
        group by 1, 2, 3, 4, 5
      ),
      ranked as (
        select *, row_number() over (order by visits desc, path, referrer_host, utm_source, utm_medium, utm_campaign) as place from grouped
      )
      select ${day}::date, path, referrer_host, utm_source, utm_medium, utm_campaign, visits, engaged_visits, page_views from ranked where place < ${maxRows}
      union all
      select ${day}::date, ${OTHER_NAME}, ${OTHER_NAME}, ${OTHER_NAME}, ${OTHER_NAME}, ${OTHER_NAME}, sum(visits), sum(engaged_visits), sum(page_views)
      from ranked where place >= ${maxRows} having count(*) > 0`);
    await writeDailyFunnel(tx, day, day);
    await tx.execute(sql`
      insert into analytics_daily_pages (day, path, views, visitors)
      with pages as (
        select path, count(*) as views, count(distinct visitor_hash) as visitors from analytics_events
        where occurred_at >= ${from}::timestamptz and occurred_at < ${to}::timestamptz and name = 'page_view'
        group by path
      ),
      ranked as (select *, row_number() over (order by path = ${OTHER_NAME}, views desc, path) as place from pages)
      select ${day}::date, path, views, visitors from ranked where place < ${maxRows} and path <> ${OTHER_NAME}
      union all
      select ${day}::date, ${OTHER_NAME}, sum(views), sum(visitors) from ranked where place >= ${maxRows} or path = ${OTHER_NAME} having count(*) > 0`);
    await tx.execute(sql`
      insert into analytics_daily_events (day, name, outcome, count, visitors)
      select ${day}::date, name, case when answered then 'answered' when not answered then 'declined' else '' end as outcome,
        count(*), count(distinct visitor_hash)
      from analytics_events
      where occurred_at >= ${from}::timestamptz and occurred_at < ${to}::timestamptz
      group by 2, 3`);
    await tx
      .insert(analyticsRolledDays)
      .values({ day, rolledAt: now })
      .onConflictDoUpdate({ target: analyticsRolledDays.day, set: { rolledAt: now } });
  });
}

/** Sums the visit rollups of the days from `from` to `to` by source and by landing page (analytics_daily_funnel). */
export async function writeDailyFunnel(db: Pick<Database, 'execute'>, from: string, to: string): Promise<void> {
  const days = sql`day between ${from}::date and ${to}::date`;
  await db.execute(sql`
    insert into analytics_daily_funnel (day, dimension, key, visits, engaged_visits, page_views)
    select day, 'source', coalesce(nullif(utm_source, ''), nullif(referrer_host, ''), '(direct)'), sum(visits), sum(engaged_visits), sum(page_views)
    from analytics_daily_visits where ${days} group by 1, 3
    union all
    select day, 'landingPage', landing_page, sum(visits), sum(engaged_visits), sum(page_views)
    from analytics_daily_visits where ${days} group by 1, 3`);
}

/**
 * Rolls up a day again only when an event arrived since its last rollup (or it has none): the dashboard asks for
 * today on every load, and a page reload with nothing new costs no rollup. Events are stamped when accepted and
 * written within a second, so the check looks a few seconds further back.
 */
export async function rollUpDayIfChanged(db: Database, day: string, now: Date, bounds: RollupBounds): Promise<boolean> {
  const result = (await db.execute(sql`
    select coalesce((select rolled_at from analytics_rolled_days where day = ${day}::date) is null
      or exists (select 1 from analytics_events where occurred_at >= (select rolled_at from analytics_rolled_days where day = ${day}::date) - interval '5 seconds'
        and occurred_at < ${startOf(addDays(day, 1))}::timestamptz), true) as changed`)) as unknown as { rows: { changed: boolean }[] };
  if (!result.rows[0]?.changed) return false;
  await rollUpDay(db, day, now, bounds);
  return true;
}

/**
 * The days to roll up now: yesterday and today (events still arrive until midnight, and a little after from the
 * buffer), and every earlier day that has raw events but was never rolled up (the server was down at midnight).
 */
export async function daysToRollUp(db: Database, now: Date): Promise<string[]> {
  const today = utcDayOf(now);
  const yesterday = addDays(today, -1);
  const result = (await db.execute(sql`
    select distinct to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD') as day from analytics_events
    where occurred_at < ${startOf(yesterday)}::timestamptz
      and (occurred_at at time zone 'UTC')::date not in (select day from analytics_rolled_days)
    order by 1`)) as unknown as { rows: { day: string }[] };
  return [...result.rows.map((row) => row.day), yesterday, today];
}

/** Deletes raw events older than `retentionDays` whole days, only from days already rolled up; returns how many. */
export async function deleteExpiredEvents(db: Database, now: Date, retentionDays: number): Promise<number> {
  const cutoff = startOf(addDays(utcDayOf(now), -retentionDays));
  const deleted = (await db.execute(sql`
    delete from analytics_events where occurred_at < ${cutoff}::timestamptz
      and (occurred_at at time zone 'UTC')::date in (select day from analytics_rolled_days)`)) as unknown as { rowCount?: number; affectedRows?: number };
  return deleted.rowCount ?? deleted.affectedRows ?? 0;
}

/** Rolls up every day that needs it, then applies the retention; returns what it did. */
export async function runAnalyticsMaintenance(
  db: Database,
  now: Date,
  retentionDays: number,
  bounds: RollupBounds,
): Promise<{ rolledUp: string[]; deleted: number }> {
  const days = await daysToRollUp(db, now);
  for (const day of days) await rollUpDay(db, day, now, bounds);
  return { rolledUp: days, deleted: await deleteExpiredEvents(db, now, retentionDays) };
}
