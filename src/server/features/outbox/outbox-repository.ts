import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { DeliveryChannel } from '../../../shared/leads/lead-model.ts';
import type { Database } from '../../db/connection.ts';
import { leadDeliveries, type LeadDeliveryRow } from '../../db/schema.ts';

/** A database or an open transaction: anything that can run the outbox's statements. */
type Executor = Pick<Database, 'insert' | 'update' | 'select'>;

const afterMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/**
 * Called inside the lead's insert transaction: the lead and its notifications commit together. One
 * row per configured channel and none for a channel without configuration, which could never be sent.
 */
export async function enqueueLeadDeliveries(tx: Executor, leadId: string, channels: readonly DeliveryChannel[]): Promise<void> {
  if (channels.length === 0) return;
  await tx.insert(leadDeliveries).values(channels.map((channel) => ({ leadId, channel })));
}

/**
 * Takes up to `limit` due deliveries for this instance. SKIP LOCKED lets concurrent instances pass over
 * rows another one is claiming, and moving next_attempt_at to the end of a lease hides the rows from
 * everyone until this instance records the outcome, or crashes and the lease runs out.
 */
export async function claimDueDeliveries(
  db: Database,
  options: { channels: readonly DeliveryChannel[]; limit: number; leaseMs: number },
): Promise<LeadDeliveryRow[]> {
  if (options.channels.length === 0 || options.limit <= 0) return [];
  const due = db
    .select({ id: leadDeliveries.id })
    .from(leadDeliveries)
    .where(
      and(
        eq(leadDeliveries.status, 'pending'),
        inArray(leadDeliveries.channel, [...options.channels]),
        lte(leadDeliveries.nextAttemptAt, sql`now()`),
      ),
    )
    .orderBy(asc(leadDeliveries.nextAttemptAt))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(leadDeliveries)
    .set({
      attempts: sql`${leadDeliveries.attempts} + 1`,
      claimToken: randomUUID(),
      nextAttemptAt: afterMs(options.leaseMs),
      updatedAt: sql`now()`,
    })
    .where(inArray(leadDeliveries.id, due))
    .returning();
}

const heldBy = (delivery: Pick<LeadDeliveryRow, 'id' | 'claimToken'>) =>
  and(eq(leadDeliveries.id, delivery.id), eq(leadDeliveries.claimToken, delivery.claimToken ?? ''), eq(leadDeliveries.status, 'pending'));

/** What recording a finished send did: closed the row, queued it again for news that came during the send, or nothing (the claim was lost). */
export type SettledAs = 'settled' | 'requeued' | 'lost';

/**
 * Closes a claimed delivery as `status` (delivered, skipped, failed), unless news was queued while it was sending
 * (its generation moved on): then it is due again at once with fresh attempts, so that news goes out too.
 */
async function settle(db: Database, delivery: LeadDeliveryRow, status: 'delivered' | 'skipped' | 'failed', lastError: string | null): Promise<SettledAs> {
  const unchanged = sql`${leadDeliveries.generation} = ${delivery.generation}`;
  const rows = await db
    .update(leadDeliveries)
    .set({
      status: sql`case when ${unchanged} then ${status} else 'pending' end`,
      attempts: sql`case when ${unchanged} then ${leadDeliveries.attempts} else 0 end`,
      nextAttemptAt: sql`case when ${unchanged} then ${leadDeliveries.nextAttemptAt} else now() end`,
      ...(status === 'delivered' ? { deliveredAt: sql`now()` } : {}),
      lastError,
      claimToken: null,
      updatedAt: sql`now()`,
    })
    .where(heldBy(delivery))
    .returning({ status: leadDeliveries.status });
  if (!rows[0]) return 'lost';
  return rows[0].status === 'pending' ? 'requeued' : 'settled';
}

/** Records a success, unless the claim was lost meanwhile (then its new holder records the outcome). */
export async function markDelivered(db: Database, delivery: LeadDeliveryRow): Promise<SettledAs> {
  return settle(db, delivery, 'delivered', null);
}

/** Records that the channel chose not to send (e.g. a cap on the recipient), with the reason staff see. */
export async function markSkipped(db: Database, delivery: LeadDeliveryRow, reason: string): Promise<SettledAs> {
  return settle(db, delivery, 'skipped', reason);
}

/** Schedules the next attempt after `retryInMs`, or gives up (failed) when that is null. */
export async function markAttemptFailed(db: Database, delivery: LeadDeliveryRow, error: string, retryInMs: number | null): Promise<void> {
  if (retryInMs === null) {
    await settle(db, delivery, 'failed', error);
    return;
  }
  await db
    .update(leadDeliveries)
    .set({ status: 'pending', lastError: error, claimToken: null, nextAttemptAt: afterMs(retryInMs), updatedAt: sql`now()` })
    .where(heldBy(delivery));
}

/**
 * Puts a delivery (back) in the queue, due at `dueAt`: a call-back scheduled for the next calling hours,
 * or placed again from the admin. A row that is already pending is left as it is. `latestState`: the channel's
 * message tells the lead's state as it is when sent (a meeting's invitation and CRM event), so news queued while one
 * is being sent must go out after it, not be marked done with it: the row's generation is raised, and a send in
 * flight is followed by another (see settle).
 */
export async function queueDelivery(
  tx: Executor,
  leadId: string,
  channel: DeliveryChannel,
  dueAt: Date,
  options: { latestState?: boolean } = {},
): Promise<void> {
  await tx
    .insert(leadDeliveries)
    .values({ leadId, channel, nextAttemptAt: dueAt })
    .onConflictDoUpdate({
      target: [leadDeliveries.leadId, leadDeliveries.channel],
      set: { status: 'pending', attempts: 0, nextAttemptAt: dueAt, lastError: null, claimToken: null, updatedAt: sql`now()` },
      setWhere: ne(leadDeliveries.status, 'pending'),
    });
  if (!options.latestState) return;
  await tx
    .update(leadDeliveries)
    .set({ generation: sql`${leadDeliveries.generation} + 1` })
    .where(and(eq(leadDeliveries.leadId, leadId), eq(leadDeliveries.channel, channel)));
}

/** Not now (outside calling hours): due again at `dueAt`, without using up an attempt. */
export async function deferDelivery(db: Database, delivery: LeadDeliveryRow, dueAt: Date): Promise<void> {
  await db
    .update(leadDeliveries)
    .set({ attempts: sql`${leadDeliveries.attempts} - 1`, claimToken: null, nextAttemptAt: dueAt, updatedAt: sql`now()` })
    .where(heldBy(delivery));
}

/** Pending deliveries of channels this instance has no configuration for are recorded as skipped. */
export async function skipUnconfiguredDeliveries(db: Database, channels: readonly DeliveryChannel[]): Promise<number> {
  if (channels.length === 0) return 0;
  const rows = await db
    .update(leadDeliveries)
    .set({ status: 'skipped', lastError: 'The channel is not configured.', updatedAt: sql`now()` })
    .where(and(eq(leadDeliveries.status, 'pending'), inArray(leadDeliveries.channel, [...channels]), sql`${leadDeliveries.claimToken} is null`))
    .returning({ id: leadDeliveries.id });
  return rows.length;
}

/**
 * A manual retry from the inbox: a failed or skipped delivery of a configured channel starts over with
 * the full schedule.
 */
export async function requeueDelivery(db: Database, deliveryId: string, configured: readonly DeliveryChannel[]): Promise<LeadDeliveryRow | undefined> {
  if (configured.length === 0) return undefined;
  const [row] = await db
    .update(leadDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lastError: null, claimToken: null, updatedAt: sql`now()` })
    .where(
      and(eq(leadDeliveries.id, deliveryId), inArray(leadDeliveries.status, ['failed', 'skipped']), inArray(leadDeliveries.channel, [...configured])),
    )
    .returning();
  return row;
}

export async function deliveriesOf(db: Database, leadId: string): Promise<LeadDeliveryRow[]> {
  return db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId)).orderBy(asc(leadDeliveries.channel));
}
