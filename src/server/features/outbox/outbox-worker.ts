import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DELIVERY_CHANNELS, type DeliveryChannel } from '../../../shared/leads/lead-model.ts';
import type { Database } from '../../db/connection.ts';
import { leads, type LeadDeliveryRow } from '../../db/schema.ts';
import { adminLeadUrl, DeferDelivery, describeDeliveryError, PermanentDeliveryError, type DeliveryChannelSender } from './delivery-channel.ts';
import { claimDueDeliveries, deferDelivery, markAttemptFailed, markDelivered, markSkipped, skipUnconfiguredDeliveries } from './outbox-repository.ts';
import { nextRetryDelayMs } from './retry-schedule.ts';

const MAX_POLL_BACKOFF_MS = 30_000;

export interface OutboxWorkerOptions {
  db: Database;
  /** The channels' senders, read when the worker starts. */
  senders: readonly DeliveryChannelSender[];
  siteUrl: string;
  pollMs: number;
  retryScheduleMs: readonly number[];
  leaseMs: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Deliveries in flight at once on this instance. */
  concurrency?: number;
}

export interface OutboxWorker {
  start(): void;
  /** Look for due deliveries now instead of at the next poll (after a manual retry). */
  wake(): void;
  /** Stops polling and waits for the deliveries in flight to finish and be recorded. */
  stop(): Promise<void>;
}

/** How long stop() waits for deliveries in flight; the server must exit within 10 s of SIGTERM. */
export const SHUTDOWN_DRAIN_MS = 7_000;

/** Sends one claimed delivery on its channel and records the outcome: delivered, deferred, or failed with its next try. */
async function deliverOne(
  options: Pick<OutboxWorkerOptions, 'db' | 'log' | 'siteUrl' | 'retryScheduleMs'>,
  sender: DeliveryChannelSender,
  delivery: LeadDeliveryRow,
  lead: typeof leads.$inferSelect,
): Promise<void> {
  const { db, log } = options;
  const where = { deliveryId: delivery.id, leadId: lead.id, channel: delivery.channel, attempt: delivery.attempts };
  let outcome: Awaited<ReturnType<DeliveryChannelSender['send']>>;
  try {
    outcome = await sender.send({ deliveryId: delivery.id, lead, adminUrl: adminLeadUrl(options.siteUrl, lead.id) });
  } catch (error) {
    if (error instanceof DeferDelivery) {
      await deferDelivery(db, delivery, error.until).catch((recordError: unknown) =>
        log.error({ ...where, err: recordError }, 'could not defer a lead delivery; it is retried when its lease ends'),
      );
      return;
    }
    const message = describeDeliveryError(error);
    const retryInMs = error instanceof PermanentDeliveryError ? null : nextRetryDelayMs(options.retryScheduleMs, delivery.attempts);
    try {
      await markAttemptFailed(db, delivery, message, retryInMs);
    } catch (recordError) {
      log.error({ ...where, err: recordError }, 'could not record a failed lead delivery; it is retried when its lease ends');
    }
    if (retryInMs === null) log.error({ ...where, error: message }, 'lead delivery failed for good; retry it from the leads inbox');
    else log.warn({ ...where, error: message, retryInMs }, 'lead delivery failed, will retry');
    return;
  }
  try {
    const settled = outcome ? await markSkipped(db, delivery, outcome.withheld) : await markDelivered(db, delivery);
    if (outcome) log.info({ ...where, withheld: outcome.withheld }, 'lead delivery withheld from its recipient');
    else log.info(where, 'lead delivered');
    if (settled === 'requeued') log.info(where, 'news queued during the send: sending again');
  } catch (error) {
    // The lead arrived; if this is not recorded it is sent again after the lease (at least once).
    log.error({ ...where, err: error }, 'could not record a lead delivery');
  }
}

/**
 * Delivers the lead outbox: polls for due deliveries, claims them, sends each on its channel and
 * records the outcome with the retry schedule. Runs inside every server instance.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, log } = options;
  const concurrency = options.concurrency ?? 8;
  // Read when the worker starts: the features register their channels while the app is built.
  let senders = new Map<DeliveryChannel, DeliveryChannelSender>();
  let enabled: DeliveryChannel[] = [];
  let unconfigured: DeliveryChannel[] = [];
  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let running = false;
  let again = false;
  /** Polls failed in a row (database unreachable): the wait grows so the log is not flooded. */
  let failedPolls = 0;

  const schedule = (delayMs: number) => {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), delayMs);
  };

  const tick = async () => {
    if (ticking) {
      again = true;
      return;
    }
    timer = undefined;
    ticking = (async () => {
      if (unconfigured.length > 0) await skipUnconfiguredDeliveries(db, unconfigured);
      const claimed = await claimDueDeliveries(db, { channels: enabled, limit: concurrency - inFlight.size, leaseMs: options.leaseMs });
      if (claimed.length === 0) return;
      const rows = await db.select().from(leads).where(inArray(leads.id, [...new Set(claimed.map((row) => row.leadId))]));
      const byId = new Map(rows.map((lead) => [lead.id, lead]));
      for (const delivery of claimed) {
        const promise = deliver(delivery, byId.get(delivery.leadId)).finally(() => {
          inFlight.delete(promise);
          schedule(0);
        });
        inFlight.add(promise);
      }
    })();
    try {
      await ticking;
      failedPolls = 0;
    } catch (error) {
      failedPolls += 1;
      log.error({ err: error, failedPolls }, 'lead outbox poll failed');
    } finally {
      ticking = undefined;
      // Each finished delivery looks again at once, so a backlog drains at full concurrency.
      const wait = failedPolls > 0 ? Math.min(options.pollMs * 2 ** failedPolls, MAX_POLL_BACKOFF_MS) : options.pollMs;
      schedule(again && failedPolls === 0 ? 0 : wait);
      again = false;
    }
  };

  const deliver = async (delivery: LeadDeliveryRow, lead: (typeof leads.$inferSelect) | undefined) => {
    const sender = senders.get(delivery.channel);
    // Deleted while queued (the row went with it), or a channel this instance does not serve.
    if (lead && sender) await deliverOne(options, sender, delivery, lead);
  };

  return {
    start() {
      if (running) return;
      running = true;
      senders = new Map(options.senders.map((sender) => [sender.channel, sender]));
      enabled = [...senders.keys()];
      unconfigured = DELIVERY_CHANNELS.filter((channel) => !senders.has(channel));
      schedule(0);
    },
    wake() {
      if (ticking) again = true;
      else schedule(0);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await ticking?.catch(() => undefined);
      // Wait for sends in flight, but not past the process's shutdown deadline: a send cut short stays
      // claimed under its lease and is retried after the lease expires (delivery is at least once).
      let drainTimer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        Promise.all(inFlight),
        new Promise<void>((resolve) => (drainTimer = setTimeout(resolve, SHUTDOWN_DRAIN_MS))),
      ]);
      clearTimeout(drainTimer);
      for (const sender of options.senders) sender.close?.();
    },
  };
}
