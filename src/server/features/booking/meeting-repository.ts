import { and, asc, eq, gt, gte, lt, ne, sql } from 'drizzle-orm';
import type { MeetingBookedVia } from '../../../shared/booking/booking-schema.ts';
import type { DeliveryChannel } from '../../../shared/leads/lead-model.ts';
import type { MeetingAvailability } from '../../config/meeting-availability.ts';
import type { Database } from '../../db/connection.ts';
import { leads, meetings, type MeetingRow } from '../../db/schema.ts';
import { queueDelivery } from '../outbox/index.ts';
import { alertStaffOfSpike, bookerOf, bookingLimitReached, lockBooker, UNGUARDED, type BookingGuard, type BookingLimitReason } from './booking-limits.ts';
import { blockedSpanOf, freeSlots, isFreeSlot, localDateOf, type FreeSlotQuery, type TimeSpan } from './free-slots.ts';

type Reader = Pick<Database, 'select'>;

/** How many free slots a refused booking offers instead. */
export const NEXT_SLOTS_OFFERED = 3;
/** Meetings that can matter to a slot's day (its cap, its neighbours' buffers): those within this of its start. */
const AROUND_A_SLOT_MS = 36 * 3_600_000;
/** PostgreSQL's exclusion_violation: two booked meetings' blocked spans overlap. */
const EXCLUSION_VIOLATION = '23P01';

export interface MeetingRequest {
  leadId: string;
  start: Date;
  bookedVia: MeetingBookedVia;
  /** The call-back the meeting was booked in (voice). */
  leadCallId?: string;
  /** The booking visitor's network (client-network.ts); none for a booking made in a call. */
  clientNetwork?: string | null;
}

/** The outbox channels a meeting's changes go out on: the invitation e-mail and the CRM webhook, each when set up. */
export type MeetingChannel = Extract<DeliveryChannel, 'meeting-invite' | 'meeting-webhook'>;

/** What a booking, move or cancel does besides the row: queue its news on the configured channels. */
export interface BookingEffects {
  channels: readonly MeetingChannel[];
}

/** In the meeting's own transaction: the news goes out (and is retried) exactly when the change is committed. */
async function queueMeetingNews(tx: Parameters<typeof queueDelivery>[0], leadId: string, effects: BookingEffects, now: Date) {
  // A meeting's news is its state when sent: news queued during a send goes out after it.
  for (const channel of effects.channels) await queueDelivery(tx, leadId, channel, now, { latestState: true });
}

export type BookingOutcome =
  | { kind: 'booked'; meeting: MeetingRow }
  | { kind: 'slot-taken'; nextSlots: TimeSpan[] }
  | { kind: 'already-booked'; meeting: MeetingRow }
  /** The slot is free, but this person (another lead with their e-mail or phone) or their network has its share. */
  | { kind: 'booking-limit'; reason: BookingLimitReason }
  | { kind: 'not-offered' }
  | { kind: 'unknown-lead' };

/** Booked meetings that can touch the slots offered from `now` on (their blocked spans reach past now's day). */
async function bookedMeetings(db: Reader, availability: MeetingAvailability, now: Date, exceptId?: string): Promise<TimeSpan[]> {
  const from = new Date(now.getTime() - 86_400_000);
  const until = new Date(now.getTime() + (availability.daysAhead + 1) * 86_400_000);
  return db
    .select({ start: meetings.startsAt, end: meetings.endsAt })
    .from(meetings)
    .where(and(eq(meetings.status, 'booked'), gt(meetings.endsAt, from), lt(meetings.startsAt, until), exceptId ? ne(meetings.id, exceptId) : undefined));
}

/** The lead's next booked meeting that has not ended. */
export async function upcomingMeetingOf(db: Reader, leadId: string, now: Date): Promise<MeetingRow | undefined> {
  const [meeting] = await db
    .select()
    .from(meetings)
    .where(and(eq(meetings.leadId, leadId), eq(meetings.status, 'booked'), gte(meetings.endsAt, now)))
    .orderBy(asc(meetings.startsAt))
    .limit(1);
  return meeting;
}

/** The free slots now, earliest first; a meeting being moved (`exceptMeetingId`) does not take its own time. */
export async function findFreeSlots(db: Reader, availability: MeetingAvailability, now: Date, query: FreeSlotQuery = {}, exceptMeetingId?: string): Promise<TimeSpan[]> {
  return freeSlots(availability, now, await bookedMeetings(db, availability, now, exceptMeetingId), query);
}

/** A meeting by its id, whatever its status. */
export async function meetingById(db: Reader, meetingId: string): Promise<MeetingRow | undefined> {
  const [meeting] = await db.select().from(meetings).where(eq(meetings.id, meetingId));
  return meeting;
}


const advisoryLock = (tx: Pick<Database, 'execute'>, key: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);

/**
 * The locks a change takes, always in this order (so two changes never wait on each other in a circle): the lead's
 * (one upcoming meeting per lead), a new booking's booker's (its mailbox, number and network: booking-limits.ts), then
 * the local day's of the new time (the daily cap, the slot). Bookings on other days go ahead in parallel; a meeting
 * whose buffers reach into the next day is held to it by the exclusion constraint.
 */
const lockLead = (tx: Pick<Database, 'execute'>, leadId: string) => advisoryLock(tx, `booking:lead:${leadId}`);
const lockDay = (tx: Pick<Database, 'execute'>, availability: MeetingAvailability, start: Date) =>
  advisoryLock(tx, `booking:day:${localDateOf(start, availability.timeZone)}`);

async function lockForChange(tx: Pick<Database, 'execute'>, availability: MeetingAvailability, leadId: string, start: Date) {
  await lockLead(tx, leadId);
  await lockDay(tx, availability, start);
}

/** The booked meetings near a start (read under its day's lock): enough to decide whether the start is free. */
async function bookedMeetingsAround(db: Reader, start: Date, exceptId?: string): Promise<TimeSpan[]> {
  return db
    .select({ start: meetings.startsAt, end: meetings.endsAt })
    .from(meetings)
    .where(
      and(
        eq(meetings.status, 'booked'),
        gt(meetings.endsAt, new Date(start.getTime() - AROUND_A_SLOT_MS)),
        lt(meetings.startsAt, new Date(start.getTime() + AROUND_A_SLOT_MS)),
        exceptId ? ne(meetings.id, exceptId) : undefined,
      ),
    );
}

/** Drizzle wraps the driver's error: the code may sit a cause or two down. */
function isExclusionViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === EXCLUSION_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The free slots a refused request is offered: the first ones at or after the time asked for, else the earliest. */
function nextSlotsFrom(availability: MeetingAvailability, now: Date, booked: readonly TimeSpan[], start: Date): TimeSpan[] {
  const later = freeSlots(availability, now, booked, { from: start, limit: NEXT_SLOTS_OFFERED });
  return later.length > 0 ? later : freeSlots(availability, now, booked, { limit: NEXT_SLOTS_OFFERED });
}

/** The next free slots as the database has them now (read after the locks are released). */
async function nextSlotsAfter(db: Reader, availability: MeetingAvailability, now: Date, start: Date): Promise<TimeSpan[]> {
  return nextSlotsFrom(availability, now, await bookedMeetings(db, availability, now), start);
}

type BookingDecision = Exclude<BookingOutcome, { kind: 'slot-taken' | 'not-offered' }> | { kind: 'slot-taken' };

/** The decision under the lead's, the booker's and the day's locks: short, so a burst of requests for one slot queues briefly. */
async function decideBooking(
  db: Database,
  availability: MeetingAvailability,
  request: MeetingRequest,
  now: Date,
  effects: BookingEffects,
  guard: BookingGuard,
): Promise<BookingDecision> {
  return db.transaction(async (tx) => {
    // lockForChange's order, with the booker's locks between the lead's and the day's.
    await lockLead(tx, request.leadId);
    const [lead] = await tx.select({ isSpam: leads.isSpam, email: leads.email, phone: leads.phone }).from(leads).where(eq(leads.id, request.leadId));
    if (!lead || lead.isSpam) return { kind: 'unknown-lead' } as const;
    const held = await upcomingMeetingOf(tx, request.leadId, now);
    if (held) return { kind: 'already-booked', meeting: held } as const;
    const booker = bookerOf(lead, request.clientNetwork ?? null, guard);
    await lockBooker(tx, booker);
    const limit = await bookingLimitReached(tx, booker, now, guard.limits);
    if (limit) return { kind: 'booking-limit', reason: limit } as const;
    await lockDay(tx, availability, request.start);
    if (!isFreeSlot(availability, now, await bookedMeetingsAround(tx, request.start), request.start)) return { kind: 'slot-taken' } as const;
    const end = new Date(request.start.getTime() + availability.meetingMinutes * 60_000);
    const blocked = blockedSpanOf({ start: request.start, end }, availability);
    const [meeting] = await tx
      .insert(meetings)
      .values({
        leadId: request.leadId,
        leadCallId: request.leadCallId ?? null,
        startsAt: request.start,
        endsAt: end,
        blockedFrom: blocked.start,
        blockedUntil: blocked.end,
        timeZone: availability.timeZone,
        bookedVia: request.bookedVia,
        clientNetwork: booker.clientNetwork,
        emailKey: booker.emailKey,
        phoneKey: booker.phoneKey,
        createdAt: now,
        // The database's clock, like every later change's: the lead's latest meeting (its news) is the last updated.
        updatedAt: sql`now()`,
      })
      .returning();
    await queueMeetingNews(tx, request.leadId, effects, now);
    await alertStaffOfSpike(tx, request.leadId, now, guard);
    return { kind: 'booked', meeting: meeting! } as const;
  });
}

/**
 * Books a meeting for a lead at a free slot's start, or says why not: the time is not one we offer at all, the slot is
 * no longer free (with the next free ones), the lead holds an upcoming meeting already (move it instead), or the lead
 * is unknown. A slot already taken is answered from a read without a lock; otherwise the decision is made under the
 * lead's and the day's locks (lockForChange), so the daily cap and one-meeting-per-lead hold under concurrent requests,
 * and the database's exclusion constraint (meetings_no_overlap) refuses an overlap whatever writes it.
 */
export async function bookMeeting(
  db: Database,
  availability: MeetingAvailability,
  request: MeetingRequest,
  now: Date,
  effects: BookingEffects = { channels: [] },
  guard: BookingGuard = UNGUARDED,
): Promise<BookingOutcome> {
  // Off the grid, outside the hours, too soon, too far ahead, a date off: no booking could ever make it free.
  if (!isFreeSlot(availability, now, [], request.start)) return { kind: 'not-offered' };
  const held = await upcomingMeetingOf(db, request.leadId, now);
  if (held) return { kind: 'already-booked', meeting: held };
  const booked = await bookedMeetings(db, availability, now);
  if (!isFreeSlot(availability, now, booked, request.start)) return { kind: 'slot-taken', nextSlots: nextSlotsFrom(availability, now, booked, request.start) };
  let decision: BookingDecision;
  try {
    decision = await decideBooking(db, availability, request, now, effects, guard);
  } catch (error) {
    if (!isExclusionViolation(error)) throw error;
    decision = { kind: 'slot-taken' };
  }
  if (decision.kind !== 'slot-taken') return decision;
  return { kind: 'slot-taken', nextSlots: await nextSlotsAfter(db, availability, now, request.start) };
}

export type ChangeOutcome =
  | { kind: 'moved' | 'cancelled'; meeting: MeetingRow }
  | { kind: 'slot-taken'; nextSlots: TimeSpan[] }
  | { kind: 'not-offered' }
  | { kind: 'no-meeting' };

/**
 * Moves the lead's upcoming meeting to another free slot (its own old time does not count as taken), raising its
 * SEQUENCE and queueing the updated invitation; refused like a booking when the new time is not free. With `meetingId`
 * (staff name the meeting), the lead's upcoming meeting must be that one.
 */
export async function moveMeeting(
  db: Database,
  availability: MeetingAvailability,
  change: { leadId: string; start: Date; meetingId?: string },
  now: Date,
  effects: BookingEffects,
): Promise<ChangeOutcome> {
  if (!isFreeSlot(availability, now, [], change.start)) return { kind: 'not-offered' };
  let decision: Exclude<ChangeOutcome, { kind: 'slot-taken' | 'not-offered' }> | { kind: 'slot-taken' };
  try {
    decision = await db.transaction(async (tx) => {
      await lockForChange(tx, availability, change.leadId, change.start);
      const held = await upcomingMeetingOf(tx, change.leadId, now);
      if (!held || (change.meetingId && held.id !== change.meetingId)) return { kind: 'no-meeting' } as const;
      if (!isFreeSlot(availability, now, await bookedMeetingsAround(tx, change.start, held.id), change.start)) return { kind: 'slot-taken' } as const;
      const end = new Date(change.start.getTime() + availability.meetingMinutes * 60_000);
      const blocked = blockedSpanOf({ start: change.start, end }, availability);
      const [meeting] = await tx
        .update(meetings)
        .set({
          startsAt: change.start,
          endsAt: end,
          blockedFrom: blocked.start,
          blockedUntil: blocked.end,
          sequence: sql`${meetings.sequence} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(meetings.id, held.id))
        .returning();
      await queueMeetingNews(tx, change.leadId, effects, now);
      return { kind: 'moved', meeting: meeting! } as const;
    });
  } catch (error) {
    if (!isExclusionViolation(error)) throw error;
    decision = { kind: 'slot-taken' };
  }
  if (decision.kind !== 'slot-taken') return decision;
  return { kind: 'slot-taken', nextSlots: await nextSlotsAfter(db, availability, now, change.start) };
}

/**
 * Cancels the lead's upcoming meeting (only if it is `meetingId`, when given): its time is free again, and the
 * cancellation (METHOD:CANCEL) is queued.
 */
export async function cancelMeeting(db: Database, leadId: string, now: Date, effects: BookingEffects, meetingId?: string): Promise<ChangeOutcome> {
  return db.transaction(async (tx) => {
    await lockLead(tx, leadId);
    const held = await upcomingMeetingOf(tx, leadId, now);
    if (!held || (meetingId && held.id !== meetingId)) return { kind: 'no-meeting' } as const;
    const [meeting] = await tx
      .update(meetings)
      .set({ status: 'cancelled', cancelledAt: now, sequence: sql`${meetings.sequence} + 1`, updatedAt: sql`now()` })
      .where(eq(meetings.id, held.id))
      .returning();
    await queueMeetingNews(tx, leadId, effects, now);
    return { kind: 'cancelled', meeting: meeting! } as const;
  });
}

/** A change staff make name the meeting: one that does not exist is answered apart from one that cannot change. */
export type StaffChangeOutcome = ChangeOutcome | { kind: 'unknown-meeting' };

/**
 * Staff move a meeting by its id: the same move as the visitor's (its lead's locks, the free-slot rule, SEQUENCE raised,
 * the news queued), refused as 'no-meeting' when the meeting is cancelled or over.
 */
export async function moveMeetingById(
  db: Database,
  availability: MeetingAvailability,
  change: { meetingId: string; start: Date },
  now: Date,
  effects: BookingEffects,
): Promise<StaffChangeOutcome> {
  const meeting = await meetingById(db, change.meetingId);
  if (!meeting) return { kind: 'unknown-meeting' };
  return moveMeeting(db, availability, { leadId: meeting.leadId, start: change.start, meetingId: meeting.id }, now, effects);
}

/** Staff cancel a meeting by its id: the visitor's cancel for the meeting's lead, if it is still that lead's upcoming one. */
export async function cancelMeetingById(db: Database, meetingId: string, now: Date, effects: BookingEffects): Promise<StaffChangeOutcome> {
  const meeting = await meetingById(db, meetingId);
  if (!meeting) return { kind: 'unknown-meeting' };
  return cancelMeeting(db, meeting.leadId, now, effects, meeting.id);
}
