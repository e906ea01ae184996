import { NEW_LEAD_CHANNELS, type DeliveryChannel } from '../../../shared/leads/lead-model.ts';
import type { LeadNotificationConfig } from '../../config/config.ts';
import { createEmailChannel, createWebhookChannel } from '../mail-and-webhooks/index.ts';
import type { Outbox } from '../outbox/index.ts';
import { leadEmailHtml, leadEmailSubject, leadEmailText, leadWebhookPayload } from './lead-message.ts';

/**
 * The new-lead channels with configuration. The rule every channel follows: an
 * outbox row is written only for a channel listed here, so no delivery waits for a channel that cannot send.
 */
export function newLeadChannels(config: LeadNotificationConfig): DeliveryChannel[] {
  return NEW_LEAD_CHANNELS.filter((channel) => config[channel] !== undefined);
}

/** How a new lead reaches sales: a readable e-mail with every field and a link to the lead in the admin, and lead.created for the CRM. */
export function registerNewLeadChannels(outbox: Pick<Outbox, 'register'>, config: LeadNotificationConfig): void {
  if (config.email) {
    outbox.register(
      createEmailChannel({
        ...config.email,
        channel: 'email',
        compose: async (notification) => ({
          subject: leadEmailSubject(notification.lead),
          text: leadEmailText(notification),
          html: leadEmailHtml(notification),
          messageKey: `lead-${notification.deliveryId}`,
        }),
      }),
    );
  }
  if (config.webhook) {
    outbox.register(createWebhookChannel({ ...config.webhook, channel: 'webhook', payload: async (notification) => leadWebhookPayload(notification) }));
  }
}
