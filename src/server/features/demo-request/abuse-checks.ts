import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CallBackPromise, ContactSubmission } from '../../../shared/demo-request/contact-schema.ts';
import type { DeliveryChannel } from '../../../shared/leads/lead-model.ts';
import type { CallBackConfig } from '../../config.ts';
import type { Database } from '../../db/connection.ts';
import { recordCallConsent, scheduleCallBack } from '../call-back/call-back-repository.ts';
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
  /** Set when the visitor ticked "Call me now" and the lead is notified. */
  callBack?: CallBackPromise;
}

/** Where the consent came from (stored as evidence) and how call-backs are set up. */
export interface CallBackContext {
  ip: string;
  settings: CallBackConfig;
}

/**
 * Stores a valid submission with the abuse verdict: spam is kept for review and never notified; a
 * repeat of a recent submission is kept and not notified twice. Concurrent repeats are serialised
 * by a transaction-scoped advisory lock on the e-mail and message, so exactly one of them notifies.
 */
export async function acceptContact(
  db: Database,
  submission: ContactSubmission,
  options: { minFillTimeMs: number; channels: readonly DeliveryChannel[] },
  callBack?: CallBackContext,
): Promise<AcceptedContact> {
  const { channels } = options;
  const spamReason = spamReasonOf(submission, options.minFillTimeMs);
  const consent = submission.callConsent;
  if (spamReason) {
    return db.transaction(async (tx) => {
      const row = await insertContact(tx, submission, { isSpam: true, notify: false, channels });
      if (consent) await recordCallConsent(tx, row.id, consent, callBack?.ip ?? null);
      return { row, spamReason, duplicate: false };
    });
  }
  return db.transaction(async (tx) => {
    const lockKey = `contact:${submission.email.toLowerCase()}\n${messageOf(submission) ?? ''}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`);
    const duplicate = await findRecentDuplicate(tx, submission);
    const row = await insertContact(tx, submission, { isSpam: false, notify: !duplicate, channels });
    if (!consent) return { row, spamReason: null, duplicate };
    await recordCallConsent(tx, row.id, consent, callBack?.ip ?? null);
    // A repeat of a recent request is not called again (the first one was).
    const promise = duplicate || !callBack ? undefined : await scheduleCallBack(tx, row, callBack.settings);
    return { row, spamReason: null, duplicate, callBack: promise };
  });
}
