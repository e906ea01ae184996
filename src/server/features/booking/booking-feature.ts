import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { BookingPass } from '../../../shared/booking/booking-schema.ts';
import type { ServerConfig } from '../../config/config.ts';
import type { Database } from '../../db/connection.ts';
import { registerBookingRoutes } from './booking-routes.ts';
import { issueBookingToken } from './booking-token.ts';
import { registerMeetingChangeRoutes } from './meeting-change-routes.ts';
import type { MeetingChannel } from './meeting-repository.ts';
import { answerToolCalls, type ToolCallsAnswer } from './voice-tools.ts';

export interface Booking {
  /** The booking token lead intake hands to the visitor with the 201. */
  passFor(leadId: string): BookingPass;
  /** The call-back assistant's tools (`tool-calls` messages on POST /api/voice/events). */
  answerToolCalls(message: unknown, log: FastifyBaseLogger): Promise<ToolCallsAnswer>;
}

export interface BookingDeps {
  db: Database;
  settings: ServerConfig['booking'];
  now: () => Date;
  /** Where every booking, move and cancel is announced: "meeting-invite" with e-mail set up, "meeting-webhook" with the webhook. */
  channels: readonly MeetingChannel[];
  /** Wakes the outbox worker after queued news. */
  wakeOutbox: () => void;
}

/** Meetings with sales: registers GET /api/booking/slots, POST /api/booking (book), PUT /api/booking (move) and POST /api/booking/cancel, and gives lead intake and the call-back their part. */
export function installBooking(app: FastifyInstance, deps: BookingDeps): Booking {
  const { db, settings, now } = deps;
  const shared = { db, availability: settings.availability, now, effects: { channels: deps.channels }, onNewsQueued: deps.wakeOutbox };
  registerBookingRoutes(app, { ...shared, tokenSecret: settings.tokenSecret });
  registerMeetingChangeRoutes(app, { ...shared, tokenSecret: settings.tokenSecret });
  return {
    passFor: (leadId) => issueBookingToken(settings.tokenSecret, leadId, now()),
    answerToolCalls: (message, log) => answerToolCalls(shared, message, log),
  };
}
