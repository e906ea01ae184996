import { and, count, eq, gt, gte, or, sql } from 'drizzle-orm';
import type { CountryCode } from 'libphonenumber-js/max';
import type { BookingLimits } from '../../config/config.ts';
import type { Database } from '../../db/connection.ts';
import { bookingSpikeAlerts, meetings } from '../../db/schema.ts';
import { queueDelivery } from '../outbox/index.ts';
import { emailKeyOf, phoneKeyOf } from './booking-identity.ts';

type Executor = Pick<Database, 'insert' | 'update' | 'select' | 'execute'>;

/** Why a booking is refused although the slot is free: the person holds a meeting already, or their network used its share. */
export type BookingLimitReason = 'contact' | 'network';

/** The limits a booking is held to, and whether the staff hear of a spike by e-mail. */
export interface BookingGuard {
  limits: BookingLimits;
  defaultPhoneCountry: CountryCode;
  alertStaffByEmail: boolean;
  /** Told of each alert (once an hour at most), for the log. */
  onSpike?: (bookingsInTheLastHour: number) => void;
}

/** No limit but the calendar's own: for code that books for staff or in tests of the calendar itself. */
export const UNGUARDED: BookingGuard = {
  limits: { perNetworkPerDay: Number.MAX_SAFE_INTEGER, upcomingPerNetwork: Number.MAX_SAFE_INTEGER, alertPerHour: Number.MAX_SAFE_INTEGER },
  defaultPhoneCountry: 'US',
  alertStaffByEmail: false,
};

/** Who is booking, as the limits count them: the person's mailbox and number, and the network the request came from. */
export interface Booker {
  emailKey: string;
  phoneKey: string | null;
  /** Null for a booking made in a call (the call-back's own per-network limit held it). */
  clientNetwork: string | null;
}

export const bookerOf = (lead: { email: string; phone: string | null }, clientNetwork: string | null, guard: BookingGuard): Booker => ({
  emailKey: emailKeyOf(lead.email),
  phoneKey: phoneKeyOf(lead.phone, guard.defaultPhoneCountry),
  clientNetwork,
});

const advisoryLock = (tx: Pick<Database, 'execute'>, key: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);

/** The booker's locks, after the lead's and before the day's (meeting-repository.ts): two leads of one person queue. */
export async function lockBooker(tx: Pick<Database, 'execute'>, booker: Booker) {
  await advisoryLock(tx, `booking:email:${booker.emailKey}`);
  if (booker.phoneKey) await advisoryLock(tx, `booking:phone:${booker.phoneKey}`);
  if (booker.clientNetwork) await advisoryLock(tx, `booking:network:${booker.clientNetwork}`);
}

const countOf = async (rows: Promise<{ value: number }[]>) => (await rows)[0]?.value ?? 0;

/**
 * Whether the booker may take one more meeting, read under lockBooker: one upcoming meeting per mailbox and per number
 * (whichever lead row holds it), and per network at most `upcomingPerNetwork` upcoming and `perNetworkPerDay` booked
 * in 24 hours, cancelled ones included (booking and cancelling in a loop would mail a stranger each time).
 */
export async function bookingLimitReached(tx: Pick<Database, 'select'>, booker: Booker, now: Date, limits: BookingLimits): Promise<BookingLimitReason | null> {
  const upcoming = and(eq(meetings.status, 'booked'), gte(meetings.endsAt, now));
  const samePerson = or(eq(meetings.emailKey, booker.emailKey), booker.phoneKey ? eq(meetings.phoneKey, booker.phoneKey) : undefined);
  if ((await countOf(tx.select({ value: count() }).from(meetings).where(and(upcoming, samePerson)))) > 0) return 'contact';
  if (!booker.clientNetwork) return null;
  const fromNetwork = eq(meetings.clientNetwork, booker.clientNetwork);
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const bookedToday = await countOf(tx.select({ value: count() }).from(meetings).where(and(fromNetwork, gt(meetings.createdAt, dayAgo))));
  if (bookedToday >= limits.perNetworkPerDay) return 'network';
  const heldNow = await countOf(tx.select({ value: count() }).from(meetings).where(and(fromNetwork, upcoming)));
  return heldNow >= limits.upcomingPerNetwork ? 'network' : null;
}

/** The clock hour a spike alert is counted in: one alert per hour at most. */
const hourKeyOf = (now: Date) => now.toISOString().slice(0, 13);

/**
 * After a booking, in its transaction: when `alertPerHour` meetings have been booked in the last hour, the staff hear
 * of it once that hour, by e-mail when e-mail is set up (an outbox row on the booking's lead), and in the log always.
 * People do not book a small team's calendar that fast; a script filling it does.
 */
export async function alertStaffOfSpike(tx: Executor, leadId: string, now: Date, guard: BookingGuard): Promise<number | null> {
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const lastHour = await countOf(tx.select({ value: count() }).from(meetings).where(gt(meetings.createdAt, hourAgo)));
  if (lastHour < guard.limits.alertPerHour) return null;
  const [first] = await tx
    .insert(bookingSpikeAlerts)
    .values({ hour: hourKeyOf(now), leadId, bookings: lastHour })
    .onConflictDoNothing()
    .returning({ hour: bookingSpikeAlerts.hour });
  if (!first) return null;
  guard.onSpike?.(lastHour);
  if (guard.alertStaffByEmail) await queueDelivery(tx, leadId, 'booking-alert', now);
  return lastHour;
}
