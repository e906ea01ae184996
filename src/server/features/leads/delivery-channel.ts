import type { DeliveryChannel } from '../../../shared/leads/lead-model.ts';
import type { LeadNotification } from './lead-message.ts';

/** Sends one lead on one channel; throws (with a message free of personal data) when it did not arrive. */
export interface DeliveryChannelSender {
  channel: DeliveryChannel;
  send(notification: LeadNotification): Promise<void>;
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
