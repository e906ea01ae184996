import { eq, sql } from 'drizzle-orm';
import type { LeadAttribution } from '../../../shared/analytics/analytics-events.ts';
import type { LeadSubmission } from '../../../shared/leads/lead-schema.ts';
import type { DeliveryChannel } from '../../../shared/leads/lead-model.ts';
import type { Database } from '../../db/connection.ts';
import { leads, type LeadRow } from '../../db/schema.ts';
import type { LeadVisit } from '../analytics/index.ts';
import { relayedTranscriptOf } from '../assistant/index.ts';
import { enqueueLeadDeliveries } from '../outbox/index.ts';

const emptyToNull = <T extends string>(value: T | '') => (value === '' ? null : value);

export interface InsertLeadOptions {
  /** Caught by the abuse checks: stored for review, never notified. */
  isSpam: boolean;
  /** Whether the sales team is told about this lead (false for spam and for duplicates). */
  notify: boolean;
  /** The channels configured on this server: a notified lead gets one outbox row on each. */
  channels: readonly DeliveryChannel[];
}

/** A stored lead, as the route and the call-back scheduling need it. */
export type StoredLead = Pick<LeadRow, 'id' | 'createdAt' | 'source' | 'phone' | 'language'>;

/** A buffered landing page view as accept_lead reads a stored one: the columns of `leads` it fills. */
const landingColumnsOf = (attribution: LeadAttribution | undefined) =>
  attribution
    ? JSON.stringify({
        landing_page: attribution.landingPage,
        referrer_host: attribution.referrerHost,
        utm_source: attribution.utm?.source,
        utm_medium: attribution.utm?.medium,
        utm_campaign: attribution.utm?.campaign,
        utm_term: attribution.utm?.term,
        utm_content: attribution.utm?.content,
      })
    : null;

/**
 * Stores a lead that passed the abuse checks with one statement, `accept_lead()` (drizzle/0024_lead_in_one_statement.sql,
 * first written as 0005): a repeat of a notified lead with the same e-mail (any case) and message within the window is
 * stored and marked duplicate; any other gets one outbox row on each configured channel. The lead's language and its
 * visit's attribution (the first page view of `visit` today, see analytics' LeadVisit) are written by the same
 * statement. Inside a transaction, the advisory lock the function takes is held until that transaction ends.
 */
export async function storeLead(
  db: Pick<Database, 'execute'>,
  submission: LeadSubmission,
  options: { channels: readonly DeliveryChannel[]; duplicateWindowMinutes: number; visit?: LeadVisit },
): Promise<{ lead: StoredLead; duplicate: boolean }> {
  const transcript = submission.transcript?.length ? JSON.stringify(submission.transcript) : null;
  const { visit } = options;
  const result = (await db.execute(sql`select lead_id, lead_created_at, duplicate from accept_lead(
    ${submission.firstName}, ${submission.lastName}, ${submission.email}, ${emptyToNull(submission.phone)},
    ${submission.company}, ${emptyToNull(submission.industry)}, ${emptyToNull(submission.message)}, ${submission.source},
    ${submission.language}, ${transcript}::jsonb, ${JSON.stringify(options.channels)}::jsonb, ${options.duplicateWindowMinutes}::integer,
    ${visit?.visitorHash ?? null}, ${visit?.since.toISOString() ?? null}::timestamptz, ${landingColumnsOf(visit?.buffered)}::jsonb)`)) as unknown as {
    rows: { lead_id: string; lead_created_at: Date | string; duplicate: boolean }[];
  };
  const [stored] = result.rows;
  if (!stored) throw new Error('accept_lead returned no row');
  return {
    lead: {
      id: stored.lead_id,
      createdAt: new Date(stored.lead_created_at),
      source: submission.source,
      phone: emptyToNull(submission.phone),
      language: submission.language,
    },
    duplicate: stored.duplicate,
  };
}

/** Stores the lead and, when it is to be notified, its outbox rows in the same transaction. */
export async function insertLead(db: Database, submission: LeadSubmission, options: InsertLeadOptions): Promise<LeadRow> {
  return db.transaction(async (tx) => {
    const row = await insertLeadRow(tx, submission, options);
    if (options.notify) await enqueueLeadDeliveries(tx, row.id, options.channels);
    return row;
  });
}

/**
 * Copies the live chat turns our server relayed in the lead's conversation onto the lead, in the lead's
 * transaction: the transcript staff may read as what our assistant said. What the browser reports stays in
 * `transcript`, apart.
 */
export async function attachRelayedTranscript(
  tx: Pick<Database, 'select' | 'update'>,
  leadId: string,
  conversationToken: string | undefined,
): Promise<void> {
  if (!conversationToken) return;
  const relayed = await relayedTranscriptOf(tx, conversationToken);
  if (relayed.length > 0) await tx.update(leads).set({ relayedTranscript: relayed }).where(eq(leads.id, leadId));
}

export async function insertLeadRow(
  db: Pick<Database, 'insert'>,
  submission: LeadSubmission,
  options: Pick<InsertLeadOptions, 'isSpam'>,
): Promise<LeadRow> {
  const [row] = await db
    .insert(leads)
    .values({
      firstName: submission.firstName,
      lastName: submission.lastName,
      email: submission.email,
      phone: emptyToNull(submission.phone),
      company: submission.company,
      industry: emptyToNull(submission.industry),
      message: emptyToNull(submission.message),
      source: submission.source,
      language: submission.language,
      transcript: submission.transcript?.length ? submission.transcript : null,
      isSpam: options.isSpam,
    })
    .returning();
  if (!row) throw new Error('Insert returned no row');
  return row;
}
