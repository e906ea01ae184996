import type { ContactSubmission } from '../../../shared/demo-request/contact-schema.ts';
import type { DeliveryChannel } from '../../../shared/leads/lead-model.ts';
import type { Database } from '../../db/connection.ts';
import { contacts, type ContactRow } from '../../db/schema.ts';
import { enqueueLeadDeliveries } from '../leads/outbox-repository.ts';

const emptyToNull = (value: string) => (value === '' ? null : value);

export interface InsertContactOptions {
  /** Caught by the abuse checks: stored for review, never notified. */
  isSpam: boolean;
  /** Whether the sales team is told about this contact (false for spam and for duplicates). */
  notify: boolean;
  /** The channels configured on this server: a notified contact gets one outbox row on each. */
  channels: readonly DeliveryChannel[];
}

/** Stores the contact and, when it is to be notified, its outbox rows in the same transaction. */
export async function insertContact(db: Database, submission: ContactSubmission, options: InsertContactOptions): Promise<ContactRow> {
  return db.transaction(async (tx) => {
    const row = await insertContactRow(tx, submission, options);
    if (options.notify) await enqueueLeadDeliveries(tx, row.id, options.channels);
    return row;
  });
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
