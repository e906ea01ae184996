import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { BookingPass } from '../../../shared/booking/booking-schema.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import type { ServerConfig } from '../../config/config.ts';
import type { Database } from '../../db/connection.ts';
import { perClientLimit } from '../../security/lead-rate-limit.ts';
import { BOOKING_TEXT } from '../../../shared/content/booking.ts';
import type { BookingGuard } from './booking-limits.ts';
import { registerBookingPageRoutes } from './booking-page-routes.ts';
import { registerBookingRoutes } from './booking-routes.ts';
import { newLeadPass } from './booking-links.ts';
import { registerMailLinkRoutes } from './mail-link-routes.ts';
import { registerMeetingChangeRoutes } from './meeting-change-routes.ts';
import type { MeetingChannel } from './meeting-repository.ts';
import { answerToolCalls, type ToolCallsAnswer } from './voice-tools.ts';

export interface Booking {
  /** The booking tokens lead intake hands to the visitor with the 201: the API's and the booking page link's. */
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
  /** Whether staff are e-mailed when bookings spike (the "booking-alert" channel: e-mail set up). */
  alertStaffByEmail: boolean;
  /** The prerendered booking page with its empty slot (the built /book), if there is a build. */
  /** The booking page's prerendered shell in each language. */
  pageShells?: Partial<Record<Locale, string>>;
}

/** Reading the free slots (the thank-you page, the booking page and its "Later dates") costs less than a change. */
export const READS_PER_CHANGE = 6;

/**
 * Meetings with sales: registers GET /api/booking/slots, POST /api/booking (book), PUT /api/booking (move), POST /api/booking/cancel
 * and the booking page (GET and POST /book), each limited per client, and gives lead intake and the call-back their part.
 */
export function installBooking(app: FastifyInstance, deps: BookingDeps): Booking {
  const { db, settings, now } = deps;
  const guard: BookingGuard = {
    limits: settings.limits,
    defaultPhoneCountry: settings.defaultPhoneCountry,
    alertStaffByEmail: deps.alertStaffByEmail,
    onSpike: (bookings) => app.log.warn({ bookingsInTheLastHour: bookings }, 'meetings are being booked fast: is a script filling the calendar?'),
  };
  const shared = { db, availability: settings.availability, now, effects: { channels: deps.channels }, guard, onNewsQueued: deps.wakeOutbox };
  // Per client, with the lead form's store (registered first in app.ts): plenty for a person, a wall for a script.
  const { perMinute, perDay } = settings.rateLimit;
  const readLimit = perClientLimit(app, 'booking-reads', { perMinute: perMinute * READS_PER_CHANGE, perDay: perDay * READS_PER_CHANGE }, BOOKING_TEXT.rateLimited);
  const changeLimit = perClientLimit(app, 'booking-changes', settings.rateLimit, BOOKING_TEXT.rateLimited);
  void app.register(async (api) => {
    api.addHook('onRequest', async function bookingRateLimit(request, reply) {
      await (request.method === 'GET' ? readLimit : changeLimit).call(this, request, reply);
    });
    registerBookingRoutes(api, { ...shared, tokenSecret: settings.tokenSecret });
    registerMeetingChangeRoutes(api, { ...shared, tokenSecret: settings.tokenSecret });
  });
  registerBookingPageRoutes(app, { ...shared, tokenSecret: settings.tokenSecret, shells: deps.pageShells ?? {}, readLimit, changeLimit });
  registerMailLinkRoutes(app, { db, now, effects: shared.effects, onNewsQueued: deps.wakeOutbox, tokenSecret: settings.tokenSecret, shells: deps.pageShells ?? {}, readLimit, changeLimit });
  return {
    passFor: (leadId) => newLeadPass(settings.tokenSecret, leadId, now()),
    answerToolCalls: (message, log) => answerToolCalls(shared, message, log),
  };
}
