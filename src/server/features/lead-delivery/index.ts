/** The lead outbox and its channels, as other features use them (call-back, admin, demo request). */
export { deliveriesOf, enqueueLeadDeliveries, queueDelivery, requeueDelivery } from './outbox-repository.ts';
export type { EmailBatch, EmailContent } from './email-channel.ts';
export { escapeHtml, type LeadNotification } from './lead-message.ts';
export { DeferDelivery, PermanentDeliveryError, type DeliveryChannelSender } from './delivery-channel.ts';
