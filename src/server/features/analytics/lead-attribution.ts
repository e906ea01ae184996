import { eq } from 'drizzle-orm';
import type { LeadAttribution } from '../../../shared/analytics/analytics-events.ts';
import type { Database } from '../../db/connection.ts';
import { leads } from '../../db/schema.ts';

/**
 * Writes the visit's attribution onto a new lead, in the lead's transaction: the page the visit landed on, the
 * referrer's host and the UTM parameters, as the visitor's browser reported them with the form. A lead is personal
 * data given with consent; the attribution joins it to the visit's source and, through its call, to the outcome.
 */
export async function attachLeadAttribution(tx: Pick<Database, 'update'>, leadId: string, attribution: LeadAttribution | undefined): Promise<void> {
  if (!attribution) return;
  const { landingPage, referrerHost, utm } = attribution;
  if (!landingPage && !referrerHost && !utm) return;
  await tx
    .update(leads)
    .set({
      landingPage: landingPage ?? null,
      referrerHost: referrerHost?.toLowerCase() ?? null,
      utmSource: utm?.source ?? null,
      utmMedium: utm?.medium ?? null,
      utmCampaign: utm?.campaign ?? null,
      utmTerm: utm?.term ?? null,
      utmContent: utm?.content ?? null,
    })
    .where(eq(leads.id, leadId));
}
