import { CALL_ATTEMPT_OUTCOME_LABELS } from '../../../../shared/leads/call-attempts.ts';

/** The words of the lead page's call attempts (issue 38): every call placed, how it ended, and the next one planned. */
export const CALL_ATTEMPTS_COPY = {
  title: 'Call attempts',
  nextAttempt: 'Next attempt planned',
  noNextAttempt: 'No further attempt is planned.',
  attempt: (number: number) => `Attempt ${number}`,
  placed: 'placed',
  underWay: 'under way',
  outcomes: CALL_ATTEMPT_OUTCOME_LABELS,
  thenPlanned: 'next planned',
} as const;
