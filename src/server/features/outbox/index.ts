/**
 * The outbox: a durable queue of deliveries that knows no feature. Features queue deliveries in their own transactions,
 * register the channels that send them (installOutbox's register) and wake it; it leases, retries and records each.
 */
export { installOutbox, type Outbox } from './outbox.ts';
export { deliveriesOf, enqueueLeadDeliveries, queueDelivery, requeueDelivery } from './outbox-repository.ts';
export { DeferDelivery, PermanentDeliveryError, type DeliveryChannelSender, type DeliveryWithheld, type LeadNotification } from './delivery-channel.ts';
