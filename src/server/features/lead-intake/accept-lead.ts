import type { CallBackPromise, LeadSubmission } from '../../../shared/leads/lead-schema.ts';
import type { DeliveryChannel } from '../../../shared/leads/lead-model.ts';
import type { CallBackConfig } from '../../config/config.ts';
import type { Database } from '../../db/connection.ts';
import type { LeadVisit } from '../analytics/index.ts';
import { promiseToVisitor, recordCallConsent, scheduleCallBack } from '../call-back/index.ts';
import { attachRelayedTranscript, insertLead, storeLead, type StoredLead } from './lead-repository.ts';
import { DUPLICATE_WINDOW_MINUTES, spamReasonOf, type SpamReason } from './spam-checks.ts';

export interface LeadIntakeResult {
  row: StoredLead;
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
 * repeat of a recent submission is kept and not notified twice (see storeLead). A lead is one statement in
 * a transaction; the live chat turns our server relayed, and with call consent the consent and the call-back,
 * join it there.
 */
export async function acceptLead(
  db: Database,
  submission: LeadSubmission,
  /** visit: the visit that sent the lead (analytics), whose start (its attribution) is stored on the lead. */
  options: { minFillTimeMs: number; channels: readonly DeliveryChannel[]; visit?: LeadVisit },
  callBack?: CallBackContext,
): Promise<LeadIntakeResult> {
  const { channels } = options;
  const spamReason = spamReasonOf(submission, options.minFillTimeMs);
  const consent = submission.callConsent;
  if (spamReason) {
    return db.transaction(async (tx) => {
      const row = await insertLead(tx, submission, { isSpam: true, notify: false, channels });
      await attachRelayedTranscript(tx, row.id, submission.conversationToken);
      if (consent) await recordCallConsent(tx, row.id, consent, callBack?.ip ?? null);
      return { row, spamReason, duplicate: false };
    });
  }
  // In a transaction although it is one statement: only the COMMIT, sent once the statement has answered, makes it
  // stick. A lone statement held up by a network partition would be stored when the network heals, after the
  // visitor was told to try again; so would one that missed PGlite's deadline (see pglite-deadlines.ts).
  return db.transaction(async (tx) => {
    const { lead, duplicate } = await storeLead(tx, submission, { channels, duplicateWindowMinutes: DUPLICATE_WINDOW_MINUTES, visit: options.visit });
    await attachRelayedTranscript(tx, lead.id, submission.conversationToken);
    if (!consent) return { row: lead, spamReason: null, duplicate };
    await recordCallConsent(tx, lead.id, consent, callBack?.ip ?? null);
    // A repeat of a recent request is not called again (the first one was).
    const promise = duplicate || !callBack ? undefined : promiseToVisitor(await scheduleCallBack(tx, lead, callBack.settings, callBack.ip), lead.language);
    return { row: lead, spamReason: null, duplicate, callBack: promise };
  });
}
