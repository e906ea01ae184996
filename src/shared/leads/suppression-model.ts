/**
 * Addresses we no longer e-mail, whoever's lead names them: how one came onto the list (the owner answered an
 * invitation with "this wasn't me", or used their mail client's one-click unsubscribe).
 */
export const SUPPRESSION_REASONS = ['not-me', 'unsubscribe'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/** The reasons as staff read them in the admin. */
export const SUPPRESSION_REASON_LABELS: Record<SuppressionReason, string> = {
  'not-me': 'Said “this wasn’t me” (the meeting was cancelled)',
  unsubscribe: 'Unsubscribed from their mail client',
};

/** One entry of the suppression list, as the admin API sends it. */
export interface SuppressedAddress {
  /** The address as the caps and the list compare it (lowercase, without a +tag; Gmail without dots). */
  address: string;
  reason: SuppressionReason;
  suppressedAt: string;
  /** The lead whose e-mail was answered, while it is kept. */
  leadId: string | null;
}
