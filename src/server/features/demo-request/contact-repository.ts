import { eq, sql } from 'drizzle-orm';
import type { ContactSubmission } from '../../../shared/demo-request/contact-schema.ts';
import type { DeliveryChannel } from '../../../shared/leads/lead-model.ts';
import type { Database } from '../../db/connection.ts';
import { contacts, type ContactRow } from '../../db/schema.ts';
import { relayedTranscriptOf } from '../assistant/index.ts';
import { enqueueLeadDeliveries } from '../leads/index.ts';

const emptyToNull = <T extends string>(value: T | '') => (value === '' ? null : value);

export interface InsertContactOptions {
  /** Caught by the abuse checks: stored for review, never notified. */
  isSpam: boolean;
  /** Whether the sales team is told about this contact (false for spam and for duplicates). */
  notify: boolean;
  /** The channels configured on this server: a notified contact gets one outbox row on each. */
  channels: readonly DeliveryChannel[];
}

/** A stored lead, as the route and the call-back scheduling need it. */
export type StoredContact = Pick<ContactRow, 'id' | 'createdAt' | 'source' | 'phone'>;

/**
 * Stores a lead that passed the abuse checks with one statement (drizzle/0005_accept_contact.sql): a repeat
 * of a notified lead with the same e-mail (any case) and message within the window is stored and marked
 * duplicate; any other gets one outbox row on each configured channel. Inside a transaction, the advisory
 * lock the function takes is held until that transaction ends.
 */
export async function acceptLead(
  db: Pick<Database, 'execute'>,
  submission: ContactSubmission,
  options: { channels: readonly DeliveryChannel[]; duplicateWindowMinutes: number },
): Promise<{ contact: StoredContact; duplicate: boolean }> {
  const transcript = submission.transcript?.length ? JSON.stringify(submission.transcript) : null;
  const result = (await db.execute(sql`select contact_id, contact_created_at, duplicate from accept_contact(
    ${submission.firstName}, ${submission.lastName}, ${submission.email}, ${emptyToNull(submission.phone)},
    ${submission.company}, ${emptyToNull(submission.industry)}, ${emptyToNull(submission.message)}, ${submission.source},
    ${transcript}::jsonb, ${JSON.stringify(options.channels)}::jsonb, ${options.duplicateWindowMinutes}::integer)`)) as unknown as {
    rows: { contact_id: string; contact_created_at: Date | string; duplicate: boolean }[];
  };
  const [stored] = result.rows;
  if (!stored) throw new Error('accept_contact returned no row');
  return {
    contact: { id: stored.contact_id, createdAt: new Date(stored.contact_created_at), source: submission.source, phone: emptyToNull(submission.phone) },
    duplicate: stored.duplicate,
  };
}

/** Stores the contact and, when it is to be notified, its outbox rows in the same transaction. */
export async function insertContact(db: Database, submission: ContactSubmission, options: InsertContactOptions): Promise<ContactRow> {
  return db.transaction(async (tx) => {
    const row = await insertContactRow(tx, submission, options);
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
  contactId: string,
  conversationToken: string | undefined,
): Promise<void> {
  if (!conversationToken) return;
  const relayed = await relayedTranscriptOf(tx, conversationToken);
  if (relayed.length > 0) await tx.update(contacts).set({ relayedTranscript: relayed }).where(eq(contacts.id, contactId));
}

export async function insertContactRow(
  db: Pick<Database, 'insert'>,
  submission: ContactSubmission,
  options: Pick<InsertContactOptions, 'isSpam'>,
): Promise<ContactRow> {
  const [row] = await db
    .insert(contacts)
    .values({
      firstName: submission.firstName,
      lastName: submission.lastName,
      email: submission.email,
      phone: emptyToNull(submission.phone),
      company: submission.company,
      industry: emptyToNull(submission.industry),
      message: emptyToNull(submission.message),
      source: submission.source,
      transcript: submission.transcript?.length ? submission.transcript : null,
      isSpam: options.isSpam,
    })
    .returning();
  if (!row) throw new Error('Insert returned no row');
  return row;
}
