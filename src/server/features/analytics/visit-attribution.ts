import type { LeadAttribution } from '../../../shared/analytics/analytics-events.ts';
import type { AnalyticsEventRow } from '../../db/schema.ts';
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

/**
 * The visit a lead is sent from, as the lead's own statement (accept_lead, drizzle/0024) finds where it began: the
 * visitor's first page view since `since`, today's start (UTC), by its hash in `analytics_events`, or else
 * `buffered`, that page view if it is still waiting in the write buffer. Stored page views come first: the buffer
 * holds only newer ones.
 */
export interface LeadVisit {
  visitorHash: string;
  since: Date;
  buffered?: LeadAttribution;
}

export type LeadVisitLookup = (address: string, at: Date) => LeadVisit;

/**
 * Where the visit that is sending a lead began, without a query of its own: the lead's statement reads the stored page
 * views. Nothing is kept in the browser for it. A visitor who opted out (GPC, DNT) sent no page view, so their lead
 * carries no attribution; nor does a visit begun before midnight, whose hash was salted differently.
 */
export function createLeadVisitLookup(hasher: VisitorHasher, buffer: EventBuffer<AnalyticsEventRow>): LeadVisitLookup {
  return (address, at) => {
    const visitorHash = hasher.visitorOf(address, at);
    const since = new Date(`${at.toISOString().slice(0, 10)}T00:00:00Z`);
    const buffered = buffer.find((event) => event.visitorHash === visitorHash && event.name === 'page_view' && event.occurredAt >= since);
    return { visitorHash, since, ...(buffered ? { buffered: attributionOf(buffered) } : {}) };
  };
}
