import type { FastifyInstance, FastifyReply } from 'fastify';
import { bookingCancelSchema, bookingRequestSchema, type MeetingBooked } from '../../../shared/booking/booking-schema.ts';
import { HttpError } from '../../http-errors.ts';
import { parseOr400 } from '../../parse-request.ts';
import { answerRefusedTime, BOOKING_PATH, bookedMeetingOf, leadOfToken, type BookingRouteDeps } from './booking-routes.ts';
import { cancelMeeting, moveMeeting, type ChangeOutcome } from './meeting-repository.ts';

export const BOOKING_CANCEL_PATH = '/api/booking/cancel';
export const NO_MEETING = 'You have no upcoming meeting with us to change.';

/** PUT /api/booking moves the lead's upcoming meeting, POST /api/booking/cancel cancels it; both with the booking token. */
export function registerMeetingChangeRoutes(app: FastifyInstance, deps: BookingRouteDeps) {
  const answer = (outcome: ChangeOutcome, reply: FastifyReply) => {
    switch (outcome.kind) {
      case 'moved':
      case 'cancelled': {
        if (deps.effects.channels.length > 0) deps.wakeOutbox();
        const body: MeetingBooked = { meeting: bookedMeetingOf(outcome.meeting) };
        return reply.code(200).send(body);
      }
      case 'slot-taken':
      case 'not-offered':
        return answerRefusedTime(reply, outcome);
      case 'no-meeting':
        throw new HttpError(404, NO_MEETING);
    }
  };

  app.put(BOOKING_PATH, { bodyLimit: 2048 }, async (request, reply) => {
    const move = parseOr400(bookingRequestSchema, request.body);
    const now = deps.now();
    const leadId = await leadOfToken(deps, move.bookingToken, now);
    return answer(await moveMeeting(deps.db, deps.availability, { leadId, start: new Date(move.start) }, now, deps.effects), reply);
  });

  app.post(BOOKING_CANCEL_PATH, { bodyLimit: 2048 }, async (request, reply) => {
    const { bookingToken } = parseOr400(bookingCancelSchema, request.body);
    const now = deps.now();
    const leadId = await leadOfToken(deps, bookingToken, now);
    return answer(await cancelMeeting(deps.db, leadId, now, deps.effects), reply);
  });
}
