/**
 * The attempts of a lead's AI call-back (issue 38): each call placed is one attempt, and how it ended is one outcome
 * class. A voicemail is an attempt, not a conversation; only `answered-by-person` counts as one.
 */
export const CALL_ATTEMPT_OUTCOMES = ['answered-by-person', 'voicemail', 'no-answer', 'busy', 'failed'] as const;
export type CallAttemptOutcome = (typeof CALL_ATTEMPT_OUTCOMES)[number];

/** The outcomes after which another attempt may be planned. */
export const RETRIED_OUTCOMES: readonly CallAttemptOutcome[] = ['voicemail', 'no-answer', 'busy'];

/** The provider's `endedReason`s that mean a person was on the line (the assistant spoke with someone). */
const ANSWERED_REASONS = new Set([
  'customer-ended-call',
  'assistant-ended-call',
  'assistant-said-end-call-phrase',
  'assistant-ended-call-after-message-spoken',
  'assistant-ended-call-with-hangup-task',
  'assistant-forwarded-call',
  'customer-ended-call-before-warm-transfer',
  'customer-ended-call-after-warm-transfer-attempt',
  'customer-ended-call-during-transfer',
  'exceeded-max-duration',
  'silence-timed-out',
]);

/** The outcome class of an `endedReason` (the end-of-call report's); anything unknown is a failure, never retried. */
export function outcomeOfEndedReason(endedReason: string | null | undefined): CallAttemptOutcome {
  if (endedReason === 'voicemail') return 'voicemail';
  if (endedReason === 'customer-did-not-answer') return 'no-answer';
  if (endedReason === 'customer-busy') return 'busy';
  if (endedReason && ANSWERED_REASONS.has(endedReason)) return 'answered-by-person';
  return 'failed';
}

export const CALL_ATTEMPT_OUTCOME_LABELS: Record<CallAttemptOutcome, string> = {
  'answered-by-person': 'Answered by a person',
  voicemail: 'Voicemail left',
  'no-answer': 'No answer',
  busy: 'Busy',
  failed: 'Failed',
};

/** One attempt, as the admin API and the lead's page show it. */
export interface CallAttempt {
  number: number;
  phone: string;
  providerCallId: string | null;
  placedAt: string;
  startedAt: string | null;
  endedAt: string | null;
  endedReason: string | null;
  /** Null while the call is under way (or its report never came). */
  outcome: CallAttemptOutcome | null;
  /** The attempt planned after this one ended; null when none is (see `retryNote`). */
  nextAttemptAt: string | null;
  /** Why no further attempt follows, or why a planned one was called off, in the staff's words. */
  retryNote: string | null;
}

/** The lead's attempts, oldest first, and the next one planned (null when none). */
export interface LeadCallAttempts {
  attempts: CallAttempt[];
  nextAttemptAt: string | null;
}
