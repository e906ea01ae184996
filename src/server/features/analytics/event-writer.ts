import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { AnalyticsEventRow } from '../../db/schema.ts';

/** What a batch came to: rows written, and events dropped because their day had reached the ceiling. */
export interface WrittenBatch {
  written: number;
  dropped: number;
}

/**
 * Writes a batch of events as one statement of one JSON parameter (json_to_recordset): a thousand rows cost PostgreSQL
 * one short statement to parse, where a VALUES list would carry eleven thousand parameters.
 *
 * The same statement holds each UTC day to `maxPerDay` raw events, whichever instance writes them: it adds the batch
 * to the day's count in analytics_daily_intake (the upsert locks that row until the statement's transaction ends, so
 * instances take turns), and writes only the events that fit under the ceiling, in the order they were accepted;
 * the others are counted as dropped.
 */
export async function insertEvents(db: Pick<Database, 'execute'>, batch: readonly AnalyticsEventRow[], maxPerDay: number): Promise<WrittenBatch> {
  if (batch.length === 0) return { written: 0, dropped: 0 };
  const rows = JSON.stringify(
    batch.map((event, index) => ({
      ord: index,
      occurred_at: event.occurredAt.toISOString(),
      name: event.name,
      path: event.path,
      visitor_hash: event.visitorHash,
      referrer_host: event.referrerHost ?? null,
      utm_source: event.utmSource ?? null,
      utm_medium: event.utmMedium ?? null,
      utm_campaign: event.utmCampaign ?? null,
      utm_term: event.utmTerm ?? null,
      utm_content: event.utmContent ?? null,
      answered: event.answered ?? null,
    })),
  );
  const result = (await db.execute(sql`
    with batch as (
      select event.*, (event.occurred_at at time zone 'UTC')::date as day,
        row_number() over (partition by (event.occurred_at at time zone 'UTC')::date order by event.ord) as position
      from json_to_recordset(${rows}::json) as event(ord int, occurred_at timestamptz, name text, path text, visitor_hash text, referrer_host text,
        utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text, answered boolean)
    ),
    sizes as (select day, count(*) as size from batch group by day),
    intake as (
      insert into analytics_daily_intake as counted (day, received, dropped)
      select day, size, greatest(size - ${maxPerDay}, 0) from sizes
      on conflict (day) do update set received = counted.received + excluded.received,
        dropped = counted.dropped + least(excluded.received, greatest(counted.received + excluded.received - ${maxPerDay}, 0))
      returning day, received
    ),
    written as (
      insert into analytics_events (occurred_at, name, path, visitor_hash, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content, answered)
      select b.occurred_at, b.name, b.path, b.visitor_hash, b.referrer_host, b.utm_source, b.utm_medium, b.utm_campaign, b.utm_term, b.utm_content, b.answered
      from batch b join intake i using (day) join sizes s using (day)
      where i.received - s.size + b.position <= ${maxPerDay}
      returning 1
    )
    select (select count(*) from written)::int as written`)) as unknown as { rows: { written: number }[] };
  const written = result.rows[0]?.written ?? 0;
  return { written, dropped: batch.length - written };
}
