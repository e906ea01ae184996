import type { FastifyInstance } from 'fastify';
import type { LeadNotificationConfig } from '../../config.ts';
import type { Database } from '../../db/connection.ts';
import type { DeliveryChannelSender } from './delivery-channel.ts';
import { createEmailChannel } from './email-channel.ts';
import { createOutboxWorker, type OutboxWorker } from './outbox-worker.ts';
import { createWebhookChannel } from './webhook-channel.ts';

export function createDeliveryChannels(config: LeadNotificationConfig): DeliveryChannelSender[] {
  return [
    ...(config.email ? [createEmailChannel(config.email)] : []),
    ...(config.webhook ? [createWebhookChannel(config.webhook)] : []),
  ];
}

/**
 * Runs the lead outbox worker for the app's lifetime: it starts when the app is ready, and closing the
 * app (tests, SIGTERM) waits for the deliveries in flight before the database is closed.
 */
export function installLeadNotifications(
  fastify: FastifyInstance,
  deps: { db: Database; config: LeadNotificationConfig; siteUrl: string },
): OutboxWorker {
  const senders = createDeliveryChannels(deps.config);
  const worker = createOutboxWorker({
    db: deps.db,
    senders,
    siteUrl: deps.siteUrl,
    pollMs: deps.config.pollMs,
    retryScheduleMs: deps.config.retryScheduleMs,
    leaseMs: deps.config.leaseMs,
    log: fastify.log,
  });
  fastify.addHook('onReady', async () => {
    fastify.log.info({ channels: senders.map((sender) => sender.channel) }, 'lead notifications started');
    worker.start();
  });
  fastify.addHook('onClose', () => worker.stop());
  return worker;
}
