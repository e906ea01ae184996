import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { leadAttributionOf } from '../../../shared/leads/call-result.ts';
import type { LeadSource } from '../../../shared/leads/lead-schema.ts';
import {
  DELIVERY_CHANNELS,
  NEW_LEAD_CHANNELS,
  LEADS_PAGE_SIZE,
  type DeliveryChannel,
  type DeliveryStatus,
  type LeadDetail,
  type LeadFilter,
  type LeadList,
  type LeadStatus,
  type LeadSummary,
} from '../../../shared/leads/lead-model.ts';
import type { Database } from '../../db/connection.ts';
import { leadNotes, leads, type LeadRow } from '../../db/schema.ts';
import { callResultOf } from '../call-back/index.ts';
import { deliveriesOf } from '../outbox/index.ts';

/** `%`, `_` and `\` typed into the search box are matched literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function filterConditions(filter: LeadFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(leads.isSpam, filter.spam === 'only')];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(
      or(
        ilike(leads.firstName, pattern),
        ilike(leads.lastName, pattern),
        ilike(sql`${leads.firstName} || ' ' || ${leads.lastName}`, pattern),
        ilike(leads.email, pattern),
        ilike(leads.company, pattern),
      ),
    );
  }
  if (filter.industry) conditions.push(eq(leads.industry, filter.industry));
  if (filter.status) conditions.push(eq(leads.status, filter.status));
  if (filter.source) conditions.push(eq(leads.source, filter.source));
  if (filter.from) conditions.push(gte(leads.createdAt, new Date(filter.from)));
  if (filter.to) conditions.push(lt(leads.createdAt, new Date(filter.to)));
  return and(...conditions);
}

const newestFirst = [desc(leads.createdAt), desc(leads.id)];

function toSummary(row: LeadRow): LeadSummary {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    company: row.company,
    industry: row.industry,
    source: row.source as LeadSource,
    language: row.language,
    status: row.status as LeadStatus,
    isSpam: row.isSpam,
  };
}

export async function listLeads(db: Database, filter: LeadFilter): Promise<LeadList> {
  const where = filterConditions(filter);
  const page = filter.page ?? 1;
  const [totals] = await db.select({ total: count() }).from(leads).where(where);
  const rows = await db
    .select()
    .from(leads)
    .where(where)
    .orderBy(...newestFirst)
    .limit(LEADS_PAGE_SIZE)
    .offset((page - 1) * LEADS_PAGE_SIZE);
  return { leads: rows.map(toSummary), total: totals?.total ?? 0, page, pageSize: LEADS_PAGE_SIZE };
}

/** Every lead matching the filter, newest first, for the CSV export. */
export async function leadsForExport(db: Database, filter: LeadFilter): Promise<LeadRow[]> {
  return db.select().from(leads).where(filterConditions(filter)).orderBy(...newestFirst);
}

/** The lead with its deliveries; `configured` are the channels this server can send on. */
export async function leadDetail(db: Database, id: string, configured: readonly DeliveryChannel[]): Promise<LeadDetail | null> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  if (!row) return null;
  const [deliveries, notes] = await Promise.all([
    deliveriesOf(db, id),
    db.select().from(leadNotes).where(eq(leadNotes.leadId, id)).orderBy(asc(leadNotes.createdAt)),
  ]);
  return {
    ...toSummary(row),
    phone: row.phone,
    message: row.message,
    relayedTranscript: row.relayedTranscript,
    browserTranscript: row.transcript,
    bookingLinksRevokedAt: row.bookingLinksRevokedAt?.toISOString() ?? null,
    callResult: callResultOf(row),
    attribution: leadAttributionOf(row),
    deliveries: deliveries.map((delivery) => ({
      id: delivery.id,
      channel: delivery.channel as DeliveryChannel,
      status: delivery.status as DeliveryStatus,
      attempts: delivery.attempts,
      nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt.toISOString() : null,
      lastError: delivery.lastError,
      deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
    })),
    // Every lead is announced on the new-lead channels, so those show even when unconfigured; call
    // channels only concern leads that have rows on them.
    unconfiguredChannels: DELIVERY_CHANNELS.filter(
      (channel) =>
        !configured.includes(channel) &&
        ((NEW_LEAD_CHANNELS as readonly DeliveryChannel[]).includes(channel) || deliveries.some((delivery) => delivery.channel === channel)),
    ),
    notes: notes.map((note) => ({ id: note.id, authorName: note.authorName, body: note.body, createdAt: note.createdAt.toISOString() })),
  };
}

export async function setLeadStatus(db: Database, id: string, status: LeadStatus): Promise<boolean> {
  const rows = await db.update(leads).set({ status }).where(eq(leads.id, id)).returning({ id: leads.id });
  return rows.length > 0;
}

export async function addLeadNote(db: Database, id: string, author: { userId: string; username: string }, body: string): Promise<boolean> {
  const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, id));
  if (!lead) return false;
  await db.insert(leadNotes).values({ leadId: id, authorId: author.userId, authorName: author.username, body });
  return true;
}

/** Erasure: the lead, its notes and its deliveries (both by cascade). */
export async function deleteLead(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(leads).where(eq(leads.id, id)).returning({ id: leads.id });
  return rows.length > 0;
}
