import type { DeliveryChannel } from '../../../shared/leads/lead-model.ts';
import type { LeadRow } from '../../db/schema.ts';

/** One notification of one lead on one channel; `deliveryId` is stable across retries. */
export interface LeadNotification {
  deliveryId: string;
  lead: LeadRow;
  /** The lead in the admin inbox. */
  adminUrl: string;
}

export function adminLeadUrl(siteUrl: string, leadId: string): string {
  return `${siteUrl}/admin/leads/${leadId}`;
}

/** A send that left part of its message out on purpose (a recipient's cap): the delivery is recorded as skipped, with why. */
export interface DeliveryWithheld {
  withheld: string;
}

/** Sends one lead on one channel; throws (with a message free of personal data) when it did not arrive. */
export interface DeliveryChannelSender {
  channel: DeliveryChannel;
  send(notification: LeadNotification): Promise<void | DeliveryWithheld>;
  close?(): void;
}

/** Short, log-safe description of a failed send: the error's code or message, never the lead. */
export function describeDeliveryError(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 300);
  const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
  const code = (error as Error & { code?: string }).code;
  const detail = cause?.code ?? cause?.message;
  const text = [code && code !== 'ERR_GENERIC' ? `${code}:` : '', error.message, detail && !error.message.includes(detail) ? `(${detail})` : '']
    .filter(Boolean)
    .join(' ');
  return text.slice(0, 300);
}

/** A refusal that trying again cannot change (an HTTP 4xx): the delivery fails at once, without retries. */
export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError';
}

/** Not now: the delivery is due again at `until` (e.g. the next calling hours), and no attempt is used up. */
export class DeferDelivery extends Error {
  override name = 'DeferDelivery';
  constructor(readonly until: Date) {
    super(`Deferred until ${until.toISOString()}`);
  }
}
