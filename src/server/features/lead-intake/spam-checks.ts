import type { LeadSubmission } from '../../../shared/leads/lead-schema.ts';

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
export function spamReasonOf(submission: Pick<LeadSubmission, 'website' | 'elapsedMs'>, minFillTimeMs: number): SpamReason | null {
  if (submission.website !== undefined && submission.website.trim() !== '') return 'honeypot';
  if (submission.elapsedMs !== undefined && submission.elapsedMs < minFillTimeMs) return 'too-fast';
  return null;
}
