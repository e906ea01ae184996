import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ContactSubmission } from '../../../shared/demo-request/contact-schema.ts';
import type { Database } from '../../db/connection.ts';
import { contacts, type ContactRow } from '../../db/schema.ts';
import { insertContact } from './contact-repository.ts';

/** A person needs longer than this from opening the page to sending the form; scripts do not. */
export const DEFAULT_MIN_FILL_TIME_MS = 2_000;
/** The same e-mail and message again within this window is stored but not notified again. */
export const DUPLICATE_WINDOW_MINUTES = 10;

export type SpamReason = 'honeypot' | 'too-fast';

/**
 * Why a submission looks automated, if it does: the hidden honeypot field has a value, or the
 * browser says it was sent sooner after page load than a person could. A missing elapsed time
 * counts as human (see docs/decisions/0004-spam-protection.md).
 */
export function spamReasonOf(submission: Pick<ContactSubmission, 'website' | 'elapsedMs'>, minFillTimeMs: number): SpamReason | null {
  if (submission.website !== undefined && submission.website.trim() !== '') return 'honeypot';
  if (submission.elapsedMs !== undefined && submission.elapsedMs < minFillTimeMs) return 'too-fast';
  return null;
}

const messageOf = (submission: ContactSubmission) => (submission.message === '' ? null : submission.message);

/** A notified (not spam) contact with the same e-mail (any case) and message in the last minutes. */
async function findRecentDuplicate(db: Database, submission: ContactSubmission): Promise<boolean> {
  const message = messageOf(submission);
  const [match] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        gt(contacts.createdAt, sql`now() - make_interval(mins => ${DUPLICATE_WINDOW_MINUTES})`),
        eq(contacts.isSpam, false),
        sql`lower(${contacts.email}) = lower(${submission.email})`,
        message === null ? isNull(contacts.message) : eq(contacts.message, message),
      ),
    )
    .orderBy(desc(contacts.createdAt))
    .limit(1);
  return match !== undefined;
}

export interface AcceptedContact {
  row: ContactRow;
  spamReason: SpamReason | null;
  duplicate: boolean;
}

/**
 * Stores a valid submission with the abuse verdict: spam is kept for review and never notified; a
 * repeat of a recent submission is kept and not notified twice. Concurrent repeats are serialised
 * by a transaction-scoped advisory lock on the e-mail and message, so exactly one of them notifies.
 */
export async function acceptContact(db: Database, submission: ContactSubmission, minFillTimeMs: number): Promise<AcceptedContact> {
  const spamReason = spamReasonOf(submission, minFillTimeMs);
  if (spamReason) {
    const row = await insertContact(db, submission, { isSpam: true, notify: false });
    return { row, spamReason, duplicate: false };
  }
  return db.transaction(async (tx) => {
    const lockKey = `contact:${submission.email.toLowerCase()}\n${messageOf(submission) ?? ''}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`);
    const duplicate = await findRecentDuplicate(tx, submission);
    const row = await insertContact(tx, submission, { isSpam: false, notify: !duplicate });
    return { row, spamReason: null, duplicate };
  });
}
