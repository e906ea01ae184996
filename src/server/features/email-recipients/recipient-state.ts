import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { SuppressedAddress, SuppressionReason } from '../../../shared/leads/suppression-model.ts';
import type { Database } from '../../db/connection.ts';
import { emailRecipients, type EmailRecipientRow } from '../../db/schema.ts';
import { emailAddressKey } from './address-key.ts';

type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'insert' | 'update'>;

/** What we know of an address: nothing yet (undefined), confirmed by its owner, or suppressed. */
export async function recipientOf(db: Reader, email: string): Promise<EmailRecipientRow | undefined> {
  const [row] = await db.select().from(emailRecipients).where(eq(emailRecipients.addressKey, emailAddressKey(email)));
  return row;
}

/** True when the address's owner asked us to stop: no mail goes to it, from any lead. */
export async function isEmailSuppressed(db: Reader, email: string): Promise<boolean> {
  return Boolean((await recipientOf(db, email))?.suppressedAt);
}

/** True when the address's owner followed an invitation's "Confirm" link (and has not asked us to stop since). */
export async function isEmailConfirmed(db: Reader, email: string): Promise<boolean> {
  const recipient = await recipientOf(db, email);
  return Boolean(recipient?.confirmedAt && !recipient.suppressedAt);
}

/** The owner confirmed the address (the first confirmation's time is kept). */
export async function confirmEmail(db: Writer, email: string): Promise<void> {
  await db
    .insert(emailRecipients)
    .values({ addressKey: emailAddressKey(email), confirmedAt: sql`now()` })
    .onConflictDoUpdate({
      target: emailRecipients.addressKey,
      set: { confirmedAt: sql`coalesce(${emailRecipients.confirmedAt}, now())`, updatedAt: sql`now()` },
    });
}

/** The owner asked us to stop: the address joins the suppression list (an entry already there keeps its first reason). */
export async function suppressEmail(db: Writer, email: string, why: { reason: SuppressionReason; leadId: string }): Promise<void> {
  await db
    .insert(emailRecipients)
    .values({ addressKey: emailAddressKey(email), suppressedAt: sql`now()`, suppressionReason: why.reason, suppressedLeadId: why.leadId })
    .onConflictDoUpdate({
      target: emailRecipients.addressKey,
      set: { suppressedAt: sql`now()`, suppressionReason: why.reason, suppressedLeadId: why.leadId, updatedAt: sql`now()` },
      setWhere: sql`${emailRecipients.suppressedAt} is null`,
    });
}

/** The suppression list, the latest first. */
export async function suppressionList(db: Reader): Promise<SuppressedAddress[]> {
  const rows = await db.select().from(emailRecipients).where(isNotNull(emailRecipients.suppressedAt)).orderBy(desc(emailRecipients.suppressedAt));
  return rows.map((row) => ({
    address: row.addressKey,
    reason: row.suppressionReason!,
    suppressedAt: row.suppressedAt!.toISOString(),
    leadId: row.suppressedLeadId,
  }));
}

/** Staff take an address off the list (by its key, as the list shows it); false when it was not on it. */
export async function unsuppressAddress(db: Pick<Database, 'update'>, addressKey: string): Promise<boolean> {
  const rows = await db
    .update(emailRecipients)
    .set({ suppressedAt: null, suppressionReason: null, suppressedLeadId: null, updatedAt: sql`now()` })
    .where(and(eq(emailRecipients.addressKey, addressKey), isNotNull(emailRecipients.suppressedAt)))
    .returning({ addressKey: emailRecipients.addressKey });
  return rows.length > 0;
}
