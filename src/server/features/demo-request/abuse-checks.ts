import type { CallBackPromise, ContactSubmission } from '../../../shared/demo-request/contact-schema.ts';
import type { DeliveryChannel } from '../../../shared/leads/lead-model.ts';
import type { CallBackConfig } from '../../config.ts';
import type { Database } from '../../db/connection.ts';
import { promiseToVisitor, recordCallConsent, scheduleCallBack } from '../call-back/index.ts';
import { acceptLead, attachRelayedTranscript, insertContact, type StoredContact } from './contact-repository.ts';

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

export interface AcceptedContact {
  row: StoredContact;
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
 * repeat of a recent submission is kept and not notified twice (see acceptLead). A lead is one statement in
 * a transaction; the live chat turns our server relayed, and with call consent the consent and the call-back,
 * join it there.
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
      await attachRelayedTranscript(tx, row.id, submission.conversationToken);
      if (consent) await recordCallConsent(tx, row.id, consent, callBack?.ip ?? null);
      return { row, spamReason, duplicate: false };
    });
  }
  // In a transaction although it is one statement: only the COMMIT, sent once the statement has answered, makes it
  // stick. A lone statement held up by a network partition would be stored when the network heals, after the
  // visitor was told to try again; so would one that missed PGlite's deadline (see pglite-deadlines.ts).
  return db.transaction(async (tx) => {
    const { contact, duplicate } = await acceptLead(tx, submission, { channels, duplicateWindowMinutes: DUPLICATE_WINDOW_MINUTES });
    await attachRelayedTranscript(tx, contact.id, submission.conversationToken);
    if (!consent) return { row: contact, spamReason: null, duplicate };
    await recordCallConsent(tx, contact.id, consent, callBack?.ip ?? null);
    // A repeat of a recent request is not called again (the first one was).
    const promise = duplicate || !callBack ? undefined : promiseToVisitor(await scheduleCallBack(tx, contact, callBack.settings, callBack.ip));
    return { row: contact, spamReason: null, duplicate, callBack: promise };
  });
}
