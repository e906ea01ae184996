import type { DeliveryChannel } from '../../../shared/leads/lead-model.ts';
import type { DeliveryChannelSender, LeadNotification } from '../outbox/index.ts';
import { signWebhook } from './standard-webhooks.ts';

export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * An outbox channel that POSTs an event to the owner's CRM (LEAD_WEBHOOK_URL), signed per Standard Webhooks: the
 * channel's feature writes the payload (lead.created, lead.call_completed, meeting.booked…). Any 2xx counts as received.
 */
export function createWebhookChannel(options: {
  url: string;
  secret: string;
  now?: () => number;
  channel: DeliveryChannel;
  payload: (notification: LeadNotification) => Promise<unknown>;
  /**
   * The webhook id, when one outbox row sends successive events (a meeting booked, then changed): the same across
   * retries of one event, different for the next. Default: the delivery's id.
   */
  idOf?: (payload: unknown) => string;
}): DeliveryChannelSender {
  const now = options.now ?? Date.now;
  return {
    channel: options.channel,
    async send(notification) {
      const payload = await options.payload(notification);
      const body = JSON.stringify(payload);
      // The id stays the same across retries, so the receiver can ignore one it has already processed.
      const id = options.idOf?.(payload) ?? `msg_${notification.deliveryId}`;
      const timestamp = Math.floor(now() / 1000);
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'HarborlineLeads/1.0',
            'webhook-id': id,
            'webhook-timestamp': String(timestamp),
            'webhook-signature': signWebhook(options.secret, id, timestamp, body),
          },
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        });
      } catch (error) {
        if (error instanceof Error && error.name === 'TimeoutError') {
          throw new Error(`No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`, { cause: error });
        }
        throw error;
      }
      // Read (and drop) the answer so the connection is released.
      await response.arrayBuffer().catch(() => undefined);
      if (response.status < 200 || response.status >= 300) throw new Error(`The receiver answered HTTP ${response.status}`);
    },
  };
}
