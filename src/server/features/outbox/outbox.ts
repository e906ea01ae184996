import type { FastifyInstance } from 'fastify';
import type { DeliveryChannel } from '../../../shared/leads/lead-model.ts';
import type { LeadNotificationConfig } from '../../config/config.ts';
import type { Database } from '../../db/connection.ts';
import type { DeliveryChannelSender } from './delivery-channel.ts';
import { createOutboxWorker } from './outbox-worker.ts';

/** The outbox as the features see it: they register the channels they send on, and wake it after queuing a delivery. */
export interface Outbox {
  /** Adds the sender of one channel; only while the app is being built, once per channel. */
  register: (sender: DeliveryChannelSender) => void;
  /** The channels this server can send on (the admin offers Retry on these only). */
  channels: () => DeliveryChannel[];
  /** Look for due deliveries now instead of at the next poll (a delivery was queued or put back). */
  wakeOutbox: () => void;
}

/**
 * The durable queue of deliveries, which knows no channel of its own: the worker starts when the app is ready with
 * the channels the features registered, and closing the app (tests, SIGTERM) waits for the deliveries in flight
 * before the database is closed.
 */
export function installOutbox(
  fastify: FastifyInstance,
  deps: { db: Database; siteUrl: string; settings: Pick<LeadNotificationConfig, 'pollMs' | 'retryScheduleMs' | 'leaseMs'> },
): Outbox {
  const senders: DeliveryChannelSender[] = [];
  let started = false;
  const worker = createOutboxWorker({
    db: deps.db,
    senders,
    siteUrl: deps.siteUrl,
    pollMs: deps.settings.pollMs,
    retryScheduleMs: deps.settings.retryScheduleMs,
    leaseMs: deps.settings.leaseMs,
    log: fastify.log,
  });
  fastify.addHook('onReady', async () => {
    started = true;
    fastify.log.info({ channels: senders.map((sender) => sender.channel) }, 'lead notifications started');
    worker.start();
  });
  fastify.addHook('onClose', () => worker.stop());
  return {
    register(sender) {
      if (started) throw new Error(`The outbox channel "${sender.channel}" was registered after the outbox started.`);
      if (senders.some((registered) => registered.channel === sender.channel)) {
        throw new Error(`The outbox channel "${sender.channel}" is registered twice.`);
      }
      senders.push(sender);
    },
    channels: () => senders.map((sender) => sender.channel),
    wakeOutbox: () => worker.wake(),
  };
}
