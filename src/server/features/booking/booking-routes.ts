import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  bookingRequestSchema,
  bookingSlotsQuerySchema,
  bookingTokenSchema,
  type BookedMeeting,
  type BookingConflict,
  type BookingSlots,
  type MeetingBooked,
  type MeetingSlot,
} from '../../../shared/booking/booking-schema.ts';
import type { MeetingAvailability } from '../../config/meeting-availability.ts';
import type { Database } from '../../db/connection.ts';
import { HttpError } from '../../http-errors.ts';
import { parseOr400 } from '../../parse-request.ts';
import { leadOfBookingToken } from './booking-links.ts';
import { clientNetworkOf } from '../../security/client-network.ts';
import type { BookingGuard, BookingLimitReason } from './booking-limits.ts';
import type { TimeSpan } from './free-slots.ts';
import { bookMeeting, findFreeSlots, upcomingMeetingOf, type BookingEffects } from './meeting-repository.ts';
import type { MeetingRow } from '../../db/schema.ts';

export const BOOKING_SLOTS_PATH = '/api/booking/slots';
export const BOOKING_PATH = '/api/booking';
const BOOKING_BODY_LIMIT_BYTES = 2 * 1024;

export const INVALID_BOOKING_TOKEN = 'This booking link is not valid or has expired. Please send the form again to book a meeting.';
export const SLOT_TAKEN = 'Sorry, that time was just taken. Please pick another one.';
export const NOT_OFFERED = 'That time is not one we offer. Please pick one of the times shown.';
export const ALREADY_BOOKED = 'You already have a meeting booked with us.';
export const BOOKING_LIMIT_MESSAGES: Record<BookingLimitReason, string> = {
  contact: 'A meeting is already booked for this e-mail address or phone number. Use the link in its invitation to change it.',
  network: 'We cannot book more meetings online from your network today. Please call or e-mail our sales team.',
};
/** The 409 of a booking the limits refuse (booking-limits.ts): the reason, and no word of anyone else's meeting. */
export const bookingLimitBody = (reason: BookingLimitReason): BookingConflict => ({ error: BOOKING_LIMIT_MESSAGES[reason], code: 'booking-limit', reason });
export const TOKEN_NOT_IN_ADDRESS = 'Send the booking token in the Authorization header (Bearer), not in the address.';

export interface BookingRouteDeps {
  db: Database;
  availability: MeetingAvailability;
  tokenSecret: string;
  now: () => Date;
  /** The channels each booking's news is queued on, and the outbox's wake-up. */
  effects: BookingEffects;
  /** What one person and one network may hold of the calendar. */
  guard: BookingGuard;
  wakeOutbox: () => void;
}

export const slotOf = (span: TimeSpan): MeetingSlot => ({ start: span.start.toISOString(), end: span.end.toISOString() });

export const bookedMeetingOf = (meeting: MeetingRow): BookedMeeting => ({
  id: meeting.id,
  status: meeting.status,
  start: meeting.startsAt.toISOString(),
  end: meeting.endsAt.toISOString(),
  timeZone: meeting.timeZone,
});

/** The lead a valid API token names; 403 for a forged, expired or revoked one, or a booking page link's token. */
export async function leadOfToken(deps: Pick<BookingRouteDeps, 'db' | 'tokenSecret'>, token: string, now: Date): Promise<string> {
  const leadId = await leadOfBookingToken(deps.db, deps.tokenSecret, token, 'api', now);
  if (!leadId) throw new HttpError(403, INVALID_BOOKING_TOKEN);
  return leadId;
}

/** The token of a read: `Authorization: Bearer <token>`; a token in the query string is refused, not read. */
function bearerTokenOf(request: FastifyRequest): string {
  if (Object.hasOwn((request.query ?? {}) as object, 'bookingToken')) throw new HttpError(400, TOKEN_NOT_IN_ADDRESS);
  const parsed = bookingTokenSchema.safeParse(/^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '')?.[1]);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]!.message);
  return parsed.data;
}

const slotTakenBody = (nextSlots: readonly TimeSpan[]): BookingConflict => ({ error: SLOT_TAKEN, code: 'slot-taken', nextSlots: nextSlots.map(slotOf) });

/** A time the calendar refused: taken meanwhile, or not one we offer. */
export type RefusedTime = { kind: 'slot-taken'; nextSlots: readonly TimeSpan[] } | { kind: 'not-offered' };

/**
 * How every JSON route that books or moves a meeting (the visitor's book and move, staff's move) answers a refused
 * time: taken is a 409 with the next free times, not offered a 400 at the field. The other outcomes are each route's own.
 */
export function answerRefusedTime(reply: FastifyReply, refusal: RefusedTime) {
  if (refusal.kind === 'slot-taken') return reply.code(409).send(slotTakenBody(refusal.nextSlots));
  throw new HttpError(400, NOT_OFFERED, { start: NOT_OFFERED });
}

/** GET /api/booking/slots and POST /api/booking: the thank-you page's booking, for the lead its token names. */
export function registerBookingRoutes(app: FastifyInstance, deps: BookingRouteDeps) {
  const leadOf = (token: string, now: Date) => leadOfToken(deps, token, now);

  app.get(BOOKING_SLOTS_PATH, async (request, reply) => {
    const query = parseOr400(bookingSlotsQuerySchema, request.query);
    const now = deps.now();
    const leadId = await leadOf(bearerTokenOf(request), now);
    const [slots, meeting] = await Promise.all([
      findFreeSlots(deps.db, deps.availability, now, { day: query.day }),
      upcomingMeetingOf(deps.db, leadId, now),
    ]);
    const body: BookingSlots = {
      timeZone: deps.availability.timeZone,
      meetingMinutes: deps.availability.meetingMinutes,
      slots: slots.map(slotOf),
      ...(meeting ? { meeting: bookedMeetingOf(meeting) } : {}),
    };
    // Slots change with every booking: never from a cache.
    return reply.header('cache-control', 'no-store').send(body);
  });

  app.post(BOOKING_PATH, { bodyLimit: BOOKING_BODY_LIMIT_BYTES }, async (request, reply) => {
    const booking = parseOr400(bookingRequestSchema, request.body);
    const now = deps.now();
    const leadId = await leadOf(booking.bookingToken, now);
    const meetingRequest = { leadId, start: new Date(booking.start), bookedVia: booking.via, clientNetwork: clientNetworkOf(request.ip) };
    const outcome = await bookMeeting(deps.db, deps.availability, meetingRequest, now, deps.effects, deps.guard);
    switch (outcome.kind) {
      case 'booked': {
        request.log.info({ meetingId: outcome.meeting.id }, 'meeting booked');
        if (deps.effects.channels.length > 0) deps.wakeOutbox();
        const body: MeetingBooked = { meeting: bookedMeetingOf(outcome.meeting) };
        return reply.code(201).send(body);
      }
      case 'slot-taken':
      case 'not-offered':
        return answerRefusedTime(reply, outcome);
      case 'already-booked': {
        const body: BookingConflict = { error: ALREADY_BOOKED, code: 'already-booked', meeting: bookedMeetingOf(outcome.meeting) };
        return reply.code(409).send(body);
      }
      case 'booking-limit':
        return reply.code(409).send(bookingLimitBody(outcome.reason));
      case 'unknown-lead':
        throw new HttpError(403, INVALID_BOOKING_TOKEN);
    }
  });
}
