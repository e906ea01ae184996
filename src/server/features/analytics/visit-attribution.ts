import { and, asc, eq, gte } from 'drizzle-orm';
import type { LeadAttribution } from '../../../shared/analytics/analytics-events.ts';
import type { Database } from '../../db/connection.ts';
import { analyticsEvents, type AnalyticsEventRow } from '../../db/schema.ts';
import type { EventBuffer } from './event-buffer.ts';
import type { VisitorHasher } from './visitor-hash.ts';

type Landing = Pick<AnalyticsEventRow, 'path' | 'referrerHost' | 'utmSource' | 'utmMedium' | 'utmCampaign' | 'utmTerm' | 'utmContent'>;

const attributionOf = (landing: Landing): LeadAttribution => {
  const utm = {
    ...(landing.utmSource ? { source: landing.utmSource } : {}),
    ...(landing.utmMedium ? { medium: landing.utmMedium } : {}),
    ...(landing.utmCampaign ? { campaign: landing.utmCampaign } : {}),
    ...(landing.utmTerm ? { term: landing.utmTerm } : {}),
    ...(landing.utmContent ? { content: landing.utmContent } : {}),
  };
  return {
    landingPage: landing.path,
    ...(landing.referrerHost ? { referrerHost: landing.referrerHost } : {}),
    ...(Object.keys(utm).length > 0 ? { utm } : {}),
  };
};

export type AttributionLookup = (address: string, at: Date) => Promise<LeadAttribution | undefined>;

/**
 * Where the visit that is sending a lead began: the first page view today (UTC) of the same visitor hash, from the
 * database or, if it is that recent, from the write buffer. Nothing is kept in the browser for it. A visitor who
 * opted out (GPC, DNT) sent no page view, so their lead carries no attribution; nor does a visit begun before
 * midnight, whose hash was salted differently.
 */
export function createAttributionLookup(db: Database, hasher: VisitorHasher, buffer: EventBuffer<AnalyticsEventRow>): AttributionLookup {
  return async (address, at) => {
    const visitorHash = hasher.visitorOf(address, at);
    const dayStart = new Date(`${at.toISOString().slice(0, 10)}T00:00:00Z`);
    const [stored] = await db
      .select()
      .from(analyticsEvents)
      .where(and(gte(analyticsEvents.occurredAt, dayStart), eq(analyticsEvents.visitorHash, visitorHash), eq(analyticsEvents.name, 'page_view')))
      .orderBy(asc(analyticsEvents.occurredAt), asc(analyticsEvents.id))
      .limit(1);
    const landing = stored ?? buffer.find((event) => event.visitorHash === visitorHash && event.name === 'page_view' && event.occurredAt >= dayStart);
    return landing ? attributionOf(landing) : undefined;
  };
}
