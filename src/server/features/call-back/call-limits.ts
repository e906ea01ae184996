import { and, count, eq, gt, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { CallBackConfig } from '../../config/config.ts';
import type { Database } from '../../db/connection.ts';
export { clientNetworkOf } from '../../security/client-network.ts';
import { callAttempts, callCapAlerts, doNotCallNumbers, leadCalls } from '../../db/schema.ts';
import { queueDelivery } from '../outbox/index.ts';
import { localDateKey, startOfLocalDay } from './calling-hours.ts';
import { CANNOT_CALL_AUTOMATICALLY, refusalWords, type CallRefusal } from './phone-number.ts';

type Executor = Pick<Database, 'insert' | 'update' | 'select' | 'execute'>;

/** The same number is called at most once in this window, whichever lead it belongs to. */
export const SAME_NUMBER_WINDOW_DAYS = 30;
/** Call-backs arranged for one client address (an IPv6 /64 counts as one) in 24 hours. */
export const MAX_CALLS_PER_NETWORK_PER_DAY = 2;

export const CALL_REFUSALS = {
  unavailable: {
    staff: 'Call-backs are not set up on this site, so no call was placed.',
    visitor: refusalWords((words) => words.unavailable),
  },
  doNotCall: {
    staff: 'This number is on the do-not-call list.',
    // The visitor is not told which list: whether a number asked not to be called is nobody else's business.
    visitor: CANNOT_CALL_AUTOMATICALLY,
  },
  recentlyCalled: {
    staff: `This number was already called (or is about to be) in the last ${SAME_NUMBER_WINDOW_DAYS} days.`,
    visitor: refusalWords((words) => words.recentlyCalled),
  },
  networkLimit: {
    staff: `${MAX_CALLS_PER_NETWORK_PER_DAY} call-backs were already arranged from this visitor's network in the last 24 hours.`,
    visitor: refusalWords((words) => words.networkLimit),
  },
  dailyCap: (cap: number) => ({
    staff: `The daily call-back cap (CALLBACK_MAX_PER_DAY = ${cap}) was reached, so call-backs stopped for today.`,
    visitor: refusalWords((words) => words.dailyCap),
  }),
} satisfies Record<string, CallRefusal | ((cap: number) => CallRefusal)>;

/** Serialises the decisions about one key (a number, a network, the daily cap) across transactions and instances. */
export async function lockFor(tx: Pick<Database, 'execute'>, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export async function isOnDoNotCallList(tx: Pick<Database, 'select'>, e164: string): Promise<boolean> {
  const [row] = await tx.select({ phone: doNotCallNumbers.phoneE164 }).from(doNotCallNumbers).where(eq(doNotCallNumbers.phoneE164, e164));
  return row !== undefined;
}

/** Another lead's call to this number that was placed (or is still to be) within the window. */
export async function numberCalledRecently(tx: Pick<Database, 'select'>, e164: string, exceptLeadId: string): Promise<boolean> {
  const [match] = await tx
    .select({ id: leadCalls.id })
    .from(leadCalls)
    .where(
      and(
        eq(leadCalls.phoneE164, e164),
        ne(leadCalls.leadId, exceptLeadId),
        ne(leadCalls.status, 'not-called'),
        gt(sql`coalesce(${leadCalls.placedAt}, ${leadCalls.createdAt})`, sql`now() - make_interval(days => ${SAME_NUMBER_WINDOW_DAYS})`),
      ),
    )
    .limit(1);
  return match !== undefined;
}

/** Call-backs arranged (not refused) for visitors of this network in the last 24 hours. */
export async function callsFromNetworkToday(tx: Pick<Database, 'select'>, network: string): Promise<number> {
  const [row] = await tx
    .select({ calls: count() })
    .from(leadCalls)
    .where(and(eq(leadCalls.clientNetwork, network), ne(leadCalls.status, 'not-called'), gt(leadCalls.createdAt, sql`now() - interval '24 hours'`)));
  return row?.calls ?? 0;
}

const DAILY_CAP_LOCK = 'call-back:daily-cap';

/**
 * Calls placed since midnight in the company's time zone, every attempt counted (call_attempts.placed_at); with
 * `promised`, also the new leads' calls still scheduled for before the next midnight, so a visitor is not told
 * "in a minute" for a call the cap will stop.
 */
async function callsToday(tx: Pick<Database, 'select'>, now: Date, settings: CallBackConfig, promised: boolean): Promise<number> {
  const [placed] = await tx
    .select({ calls: count() })
    .from(callAttempts)
    .where(gte(callAttempts.placedAt, startOfLocalDay(now, settings.siteTimeZone)));
  if (!promised) return placed?.calls ?? 0;
  const [due] = await tx
    .select({ calls: count() })
    .from(leadCalls)
    .where(and(isNull(leadCalls.placedAt), eq(leadCalls.status, 'scheduled'), lt(leadCalls.scheduledFor, startOfLocalDay(now, settings.siteTimeZone, 1))));
  return (placed?.calls ?? 0) + (due?.calls ?? 0);
}

/**
 * The daily cap was reached: the staff hear of it once that day, by e-mail when e-mail is set up (an outbox row
 * on the lead that hit the cap, so it is retried like any delivery).
 */
async function alertStaffOfCap(tx: Executor, leadId: string, now: Date, settings: CallBackConfig) {
  const [first] = await tx
    .insert(callCapAlerts)
    .values({ day: localDateKey(now, settings.siteTimeZone), leadId })
    .onConflictDoNothing()
    .returning({ day: callCapAlerts.day });
  if (first && settings.alertStaffByEmail) await queueDelivery(tx, leadId, 'call-cap-alert', now);
}

/**
 * Whether the day's cap leaves room for one more call, checked under the cap's lock: at scheduling, counting the
 * calls promised for today; when placing, the calls placed. When it does not, the staff are alerted (once a day).
 */
export async function dailyCapRefusal(
  tx: Executor,
  leadId: string,
  settings: CallBackConfig,
  now: Date,
  count: 'promised' | 'placed',
): Promise<CallRefusal | null> {
  await lockFor(tx, DAILY_CAP_LOCK);
  if ((await callsToday(tx, now, settings, count === 'promised')) < settings.maxPerDay) return null;
  await alertStaffOfCap(tx, leadId, now, settings);
  return CALL_REFUSALS.dailyCap(settings.maxPerDay);
}
