import { asc, desc, eq, sql } from 'drizzle-orm';
import { outcomeOfEndedReason, RETRIED_OUTCOMES, type LeadCallAttempts } from '../../../shared/leads/call-attempts.ts';
import type { CallBackConfig } from '../../config/config.ts';
import type { Database } from '../../db/connection.ts';
import { callAttempts, leadCalls, type CallAttemptRow, type LeadCallRow } from '../../db/schema.ts';
import { queueDelivery } from '../outbox/index.ts';
import { dailyCapRefusal } from './call-limits.ts';
import type { CallRefusal } from './phone-number.ts';
import { planNextAttempt } from './retries/retry-plan.ts';
import { whyNotCallAgain } from './retries/retry-stops.ts';

type Executor = Pick<Database, 'insert' | 'update' | 'select' | 'execute'>;

export async function latestAttemptOf(db: Pick<Database, 'select'>, leadId: string): Promise<CallAttemptRow | undefined> {
  const [row] = await db.select().from(callAttempts).where(eq(callAttempts.leadId, leadId)).orderBy(desc(callAttempts.attemptNumber)).limit(1);
  return row;
}

export async function firstAttemptOf(db: Pick<Database, 'select'>, leadId: string): Promise<CallAttemptRow | undefined> {
  const [row] = await db.select().from(callAttempts).where(eq(callAttempts.leadId, leadId)).orderBy(asc(callAttempts.attemptNumber)).limit(1);
  return row;
}

/**
 * Claims one of the day's calls for the lead's next attempt before the provider is asked (the attempt's placed_at is
 * what the cap counts), under the cap's lock, so two workers never both take the last one. An attempt that claimed
 * its call but was never placed (a timeout, a crash) keeps its claim and is returned again. A retry counts the calls
 * promised to new leads today too: it never takes a call a visitor was told to expect.
 */
export async function claimAttempt(
  db: Database,
  call: LeadCallRow & { phoneE164: string },
  settings: CallBackConfig,
  now: Date,
): Promise<{ attempt: CallAttemptRow } | { refusal: CallRefusal }> {
  return db.transaction(async (tx) => {
    const latest = await latestAttemptOf(tx, call.leadId);
    if (latest && !latest.providerCallId && !latest.outcome) return { attempt: latest };
    const attemptNumber = (latest?.attemptNumber ?? 0) + 1;
    const refusal = await dailyCapRefusal(tx, call.leadId, settings, now, attemptNumber === 1 ? 'placed' : 'promised');
    if (refusal) return { refusal };
    const [attempt] = await tx
      .insert(callAttempts)
      .values({ leadId: call.leadId, leadCallId: call.id, attemptNumber, phoneE164: call.phoneE164, placedAt: now })
      .returning();
    await tx.update(leadCalls).set({ placedAt: sql`coalesce(${leadCalls.placedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: sql`now()` }).where(eq(leadCalls.id, call.id));
    return { attempt: attempt! };
  });
}

export async function markAttemptPlaced(db: Database, attemptId: string, providerCallId: string) {
  await db.update(callAttempts).set({ providerCallId, updatedAt: sql`now()` }).where(eq(callAttempts.id, attemptId));
}

/** An attempt the provider refused (a 4xx): it failed, and nothing follows it. */
export async function markAttemptFailed(db: Database, attemptId: string, note: string, now: Date) {
  await db.update(callAttempts).set({ outcome: 'failed', endedAt: now, retryNote: note, updatedAt: sql`now()` }).where(eq(callAttempts.id, attemptId));
}

/**
 * A planned retry that will not be made after all (the lead booked, staff took over, the cap…): the attempt before it
 * says why, and the lead's call is ended again, as it was before the retry was planned. One transaction: the admin
 * never shows the reason beside a retry that still looks planned.
 */
export async function callOffRetry(db: Pick<Database, 'transaction'>, leadId: string, previous: CallAttemptRow, note: string) {
  await db.transaction(async (tx) => {
    await tx.update(callAttempts).set({ nextAttemptAt: null, retryNote: note, updatedAt: sql`now()` }).where(eq(callAttempts.id, previous.id));
    await tx.update(leadCalls).set({ status: 'ended', scheduledFor: null, updatedAt: sql`now()` }).where(eq(leadCalls.leadId, leadId));
  });
}

const dateOf = (text: string | undefined) => {
  const time = Date.parse(text ?? '');
  return Number.isFinite(time) ? new Date(time) : null;
};

/**
 * The end-of-call report of an attempt (in the report's transaction, once per call): how it ended, and, when it
 * reached nobody (no answer, busy, voicemail), the next attempt planned (retry-plan.ts) unless something says not to
 * call again (retry-stops.ts). A planned attempt is the lead's call scheduled again and its `callback` delivery due then.
 */
export async function recordAttemptEnd(
  tx: Executor,
  call: LeadCallRow,
  report: { endedReason?: string; startedAt?: string; endedAt?: string },
  options: { settings: CallBackConfig; now: Date },
): Promise<void> {
  if (!call.providerCallId) return;
  const [attempt] = await tx.select().from(callAttempts).where(eq(callAttempts.providerCallId, call.providerCallId));
  if (!attempt) return;
  const outcome = outcomeOfEndedReason(report.endedReason);
  const endedAt = dateOf(report.endedAt) ?? options.now;
  let next: { at: Date } | { stop: string } | null = null;
  if (RETRIED_OUTCOMES.includes(outcome)) {
    const first = (await firstAttemptOf(tx, call.leadId)) ?? attempt;
    const { settings } = options;
    const timeZone = call.timeZone ?? settings.siteTimeZone;
    next = planNextAttempt({ attemptNumber: attempt.attemptNumber, endedAt: options.now, firstPlacedAt: first.placedAt, timeZone, hours: settings.hours, retries: settings.retries });
    const stop = 'at' in next ? await whyNotCallAgain(tx, call.leadId, attempt.phoneE164, first.placedAt) : null;
    if (stop) next = { stop };
  }
  await tx
    .update(callAttempts)
    .set({
      outcome,
      endedReason: report.endedReason ?? null,
      startedAt: dateOf(report.startedAt),
      endedAt,
      nextAttemptAt: next && 'at' in next ? next.at : null,
      retryNote: next && 'stop' in next ? next.stop : null,
      updatedAt: sql`now()`,
    })
    .where(eq(callAttempts.id, attempt.id));
  if (next && 'at' in next) {
    await tx.update(leadCalls).set({ status: 'scheduled', scheduledFor: next.at, updatedAt: sql`now()` }).where(eq(leadCalls.id, call.id));
    await queueDelivery(tx, call.leadId, 'callback', next.at);
  }
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The lead's attempts as the admin shows them, and the next one planned. */
export async function leadCallAttempts(db: Pick<Database, 'select'>, leadId: string): Promise<LeadCallAttempts> {
  const [rows, [call]] = await Promise.all([
    db.select().from(callAttempts).where(eq(callAttempts.leadId, leadId)).orderBy(asc(callAttempts.attemptNumber)),
    db.select({ status: leadCalls.status, scheduledFor: leadCalls.scheduledFor }).from(leadCalls).where(eq(leadCalls.leadId, leadId)),
  ]);
  const planned = call?.status === 'scheduled' && rows.length > 0 ? call.scheduledFor : null;
  return {
    attempts: rows.map((row) => ({
      number: row.attemptNumber,
      phone: row.phoneE164,
      providerCallId: row.providerCallId,
      placedAt: row.placedAt.toISOString(),
      startedAt: iso(row.startedAt),
      endedAt: iso(row.endedAt),
      endedReason: row.endedReason,
      outcome: row.outcome,
      nextAttemptAt: iso(row.nextAttemptAt),
      retryNote: row.retryNote,
    })),
    nextAttemptAt: iso(planned),
  };
}
