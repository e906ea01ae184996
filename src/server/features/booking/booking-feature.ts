import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { BookingPass } from '../../../shared/booking/booking-schema.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import type { LeadNotificationConfig, ServerConfig } from '../../config/config.ts';
import type { Database } from '../../db/connection.ts';
import { perClientLimit } from '../../security/lead-rate-limit.ts';
import { BOOKING_TEXT } from '../../../shared/content/booking.ts';
import type { Outbox } from '../outbox/index.ts';
import { meetingChannels, registerBookingChannels } from './booking-channels.ts';
import type { BookingGuard } from './booking-limits.ts';
import { registerBookingPageRoutes } from './booking-page-routes.ts';
import { registerBookingRoutes } from './booking-routes.ts';
import { newLeadPass } from './booking-links.ts';
import { registerMailLinkRoutes } from './mail-link-routes.ts';
import { registerMeetingChangeRoutes } from './meeting-change-routes.ts';
import { registerShortLinkRoutes, shortBookingLinkFor } from './short-links.ts';
import type { MeetingChannel } from './meeting-repository.ts';
import { answerToolCalls, type ToolCallsAnswer } from './voice-tools.ts';

export interface Booking {
  /** The booking tokens lead intake hands to the visitor with the 201: the API's and the booking page link's. */
  passFor(leadId: string): BookingPass;
  /** The call-back assistant's tools (`tool-calls` messages on POST /api/voice/events). */
  answerToolCalls(message: unknown, log: FastifyBaseLogger): Promise<ToolCallsAnswer>;
  /** The lead's booking page as a short address (`<site>/b/<code>`) a voicemail can say; null for no such lead. */
  shortLinkFor(leadId: string): Promise<string | null>;
  /** Where every booking, move and cancel is announced (staff moves and cancels too): "meeting-invite" with e-mail set up, "meeting-webhook" with the webhook. */
  newsChannels: readonly MeetingChannel[];
}

export interface BookingDeps {
  db: Database;
  settings: ServerConfig['booking'];
  now: () => Date;
  /** The sales inbox and the CRM webhook: where a meeting's news and the staff's spike alert go, each when set up. */
  notifications: LeadNotificationConfig;
  /** The site's address, for the links in the invitation e-mail. */
  siteUrl: string;
  outbox: Pick<Outbox, 'register' | 'wakeOutbox'>;
  /** The prerendered booking page with its empty slot (the built /book), if there is a build. */
  /** The booking page's prerendered shell in each language. */
  pageShells?: Partial<Record<Locale, string>>;
}

/** Reading the free slots (the thank-you page, the booking page and its "Later dates") costs less than a change. */
export const READS_PER_CHANGE = 6;

/**
 * Meetings with sales: registers its outbox channels, GET /api/booking/slots, POST /api/booking (book), PUT /api/booking (move), POST /api/booking/cancel
 * and the booking page (GET and POST /book), each limited per client, and gives lead intake and the call-back their part.
 */
export function installBooking(app: FastifyInstance, deps: BookingDeps): Booking {
  const { db, settings, now } = deps;
  const { wakeOutbox } = deps.outbox;
  registerBookingChannels(deps.outbox, {
    db,
    notifications: deps.notifications,
    links: { siteUrl: deps.siteUrl, tokenSecret: settings.tokenSecret },
    limits: settings.limits,
  });
  const newsChannels = meetingChannels(deps.notifications);
  const guard: BookingGuard = {
    limits: settings.limits,
    defaultPhoneCountry: settings.defaultPhoneCountry,
    // The "booking-alert" channel: e-mail set up.
    alertStaffByEmail: deps.notifications.email !== undefined,
    onSpike: (bookings) => app.log.warn({ bookingsInTheLastHour: bookings }, 'meetings are being booked fast: is a script filling the calendar?'),
  };
  const shared = { db, availability: settings.availability, now, effects: { channels: newsChannels }, guard, wakeOutbox };
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
  // A short code is easier to guess than a token: it is held to the limit on changes, not the one on reads.
  const shortLinkLimit = perClientLimit(app, 'booking-short-links', settings.rateLimit, BOOKING_TEXT.rateLimited);
  registerShortLinkRoutes(app, { db, tokenSecret: settings.tokenSecret, now, limit: shortLinkLimit });
  registerMailLinkRoutes(app, { db, now, effects: shared.effects, wakeOutbox, tokenSecret: settings.tokenSecret, shells: deps.pageShells ?? {}, readLimit, changeLimit });
  return {
    passFor: (leadId) => newLeadPass(settings.tokenSecret, leadId, now()),
    answerToolCalls: (message, log) => answerToolCalls(shared, message, log),
    shortLinkFor: (leadId) => shortBookingLinkFor(db, deps.siteUrl, leadId, now()),
    newsChannels,
  };
}
