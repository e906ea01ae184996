import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { AnalyticsEventRow } from '../../db/schema.ts';

/**
 * Writes a batch of events as one INSERT of one JSON parameter (json_to_recordset): a thousand rows cost PostgreSQL
 * one short statement to parse, where a VALUES list would carry eleven thousand parameters.
 */
export async function insertEvents(db: Pick<Database, 'execute'>, batch: readonly AnalyticsEventRow[]): Promise<void> {
  if (batch.length === 0) return;
  const rows = JSON.stringify(
    batch.map((event) => ({
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
  await db.execute(sql`
    insert into analytics_events (occurred_at, name, path, visitor_hash, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content, answered)
    select occurred_at, name, path, visitor_hash, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content, answered
    from json_to_recordset(${rows}::json) as event(occurred_at timestamptz, name text, path text, visitor_hash text, referrer_host text,
      utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text, answered boolean)`);
}
