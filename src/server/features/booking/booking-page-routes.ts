import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, onRequestAsyncHookHandler } from 'fastify';
import { bookingTokenSchema } from '../../../shared/booking/booking-schema.ts';
import { BOOKING_PAGE_PATH, type BookingPageIntent } from '../../../shared/content/booking.ts';
import { LOCALES, localizedPath, splitLocalizedPath, type Locale } from '../../../shared/i18n/locales.ts';
import { z } from '../../../shared/zod.ts';
import { eq } from 'drizzle-orm';
import { leads } from '../../db/schema.ts';
import { HttpError } from '../../http-errors.ts';
import { clientNetworkOf } from '../../security/client-network.ts';
import { bookedMeetingOf, slotOf, type BookingRouteDeps } from './booking-routes.ts';
import { leadOfBookingToken } from './booking-links.ts';
import { bookingPageHtml, type BookingPageView, type PageNotice } from './booking-page.ts';
import { bookMeeting, cancelMeeting, findFreeSlots, moveMeeting, upcomingMeetingOf, type BookingOutcome, type ChangeOutcome } from './meeting-repository.ts';

const PAGE_BODY_LIMIT_BYTES = 2 * 1024;

export interface BookingPageDeps extends BookingRouteDeps {
  /** The prerendered page with its slot in each language (dist/client/book/index.html, es/book/…), absent without a build. */
  shells: Partial<Record<Locale, string>>;
  /** Per client: reading the page, and booking, moving or cancelling with it. */
  readLimit: onRequestAsyncHookHandler;
  changeLimit: onRequestAsyncHookHandler;
}

type Done = 'booked' | 'moved' | 'cancelled';

// The token is checked apart (tokenOf): a repeated or malformed one is a bad link, never a 500.
const pageQuerySchema = z.object({
  token: z.unknown().optional(),
  intent: z.enum(['change', 'cancel']).optional().catch(undefined),
  done: z.enum(['booked', 'moved', 'cancelled']).optional().catch(undefined),
  from: z.iso.date().optional().catch(undefined),
});

const pageFormSchema = z.object({
  token: z.unknown().optional(),
  action: z.enum(['book', 'move', 'cancel']).catch('book'),
  start: z.string().optional(),
});

const startSchema = z.iso.datetime({ offset: true });

/** The view with a notice on top (a confirmation page has none to show). */
const withNotice = (view: BookingPageView, notice: PageNotice): BookingPageView =>
  view.kind === 'pick' || view.kind === 'meeting' ? { ...view, notice } : view;

type PageReader = ReturnType<typeof pageReader>;

/** What the page reads: the lead its token names, the lead's language, and the free slots or the meeting to show. */
function pageReader(deps: BookingPageDeps) {
  /** The page's token and its lead; only a booking page link's token (or one signed before purposes existed) opens the page. */
  const tokenOf = async (given: unknown, now: Date): Promise<{ token: string; leadId: string } | null> => {
    const parsed = bookingTokenSchema.safeParse(given);
    const leadId = parsed.success ? await leadOfBookingToken(deps.db, deps.tokenSecret, parsed.data, 'page', now) : null;
    return leadId ? { token: parsed.data!, leadId } : null;
  };
  /** The page speaks the lead's language; without a lead (a bad link, too many requests), the language of its address. */
  const localeOf = async (leadId: string | null, fallback: Locale): Promise<Locale> => {
    if (!leadId) return fallback;
    const [row] = await deps.db.select({ language: leads.language }).from(leads).where(eq(leads.id, leadId));
    return row?.language ?? fallback;
  };

  /** The free slots, or the meeting, as the page shows them now. */
  const currentView = async (token: string, leadId: string, now: Date, ask: { intent?: BookingPageIntent; done?: Done; from?: string }): Promise<BookingPageView> => {
    const held = await upcomingMeetingOf(deps.db, leadId, now);
    const meeting = held ? bookedMeetingOf(held) : undefined;
    if (meeting && ask.intent === 'cancel') return { kind: 'confirm-cancel', token, meeting };
    if (meeting && ask.intent !== 'change') return { kind: 'meeting', token, meeting, done: ask.done === 'cancelled' ? undefined : ask.done };
    const slots = (await findFreeSlots(deps.db, deps.availability, now)).map(slotOf);
    return { kind: 'pick', token, timeZone: deps.availability.timeZone, slots, moving: meeting, cancelled: !meeting && ask.done === 'cancelled', from: ask.from };
  };

  /** The few free slots a refusal offers, as a form to book one of them at once. */
  const offered = async (token: string, leadId: string, now: Date, nextSlots: ReturnType<typeof slotOf>[], moving: boolean): Promise<BookingPageView> => {
    const held = moving ? await upcomingMeetingOf(deps.db, leadId, now) : undefined;
    return { kind: 'pick', token, timeZone: deps.availability.timeZone, slots: nextSlots, moving: held ? bookedMeetingOf(held) : undefined, notice: 'slot-taken', offeredOnly: true };
  };

  return { tokenOf, localeOf, currentView, offered };
}

/** How the page answers: the page with a status, a 303 back to the page, and what a booking, move or cancel came to. */
function pageAnswers(deps: BookingPageDeps, read: PageReader) {
  const send = (reply: FastifyReply, status: number, view: BookingPageView, locale: Locale) =>
    reply.code(status).type('text/html; charset=utf-8').send(bookingPageHtml(deps.shells[locale], view, locale));
  const seeOther = (reply: FastifyReply, token: string, locale: Locale, done?: Done) =>
    reply.redirect(`${localizedPath(BOOKING_PAGE_PATH, locale)}?${new URLSearchParams({ token, ...(done ? { done } : {}) })}`, 303);

  const answerChange = async (reply: FastifyReply, token: string, leadId: string, locale: Locale, now: Date, outcome: BookingOutcome | ChangeOutcome, moving: boolean) => {
    switch (outcome.kind) {
      case 'booked':
      case 'moved':
      case 'cancelled':
        if (deps.effects.channels.length > 0) deps.wakeOutbox();
        reply.log.info({ meetingId: outcome.meeting.id }, `meeting ${outcome.kind} on the booking page`);
        return seeOther(reply, token, locale, outcome.kind);
      case 'slot-taken':
        return send(reply, 409, await read.offered(token, leadId, now, outcome.nextSlots.map(slotOf), moving), locale);
      case 'already-booked':
        return send(reply, 409, { kind: 'meeting', token, meeting: bookedMeetingOf(outcome.meeting), notice: 'already-booked' }, locale);
      case 'booking-limit':
        return send(reply, 409, withNotice(await read.currentView(token, leadId, now, {}), `booking-limit-${outcome.reason}`), locale);
      case 'not-offered':
        return send(reply, 400, withNotice(await read.currentView(token, leadId, now, { intent: moving ? 'change' : undefined }), 'not-offered'), locale);
      case 'no-meeting':
        return seeOther(reply, token, locale);
      case 'unknown-lead':
        return send(reply, 403, { kind: 'invalid-link' }, locale);
    }
  };

  return { send, answerChange };
}

/** A limiter that answers in JSON, made to answer a visitor without JavaScript with a page instead. */
function asPage(limit: onRequestAsyncHookHandler, send: ReturnType<typeof pageAnswers>['send']): onRequestAsyncHookHandler {
  return async function pageRateLimit(request, reply) {
    try {
      await limit.call(this, request, reply);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 429) throw error;
      return send(reply, 429, { kind: 'rate-limited' }, splitLocalizedPath(request.url.split('?')[0]!).locale);
    }
  };
}

/**
 * GET /book and POST /book: the booking page that works without JavaScript, linked from the thank-you panel and the
 * invitation e-mail. GET only reads (mail scanners follow links), so cancelling is a button on a confirmation page;
 * POST books, moves or cancels and answers 303 to the page that says so. The token is in the query and the form, so
 * the page is never cached and never sends a Referer; logs keep the path only (logging.ts).
 */
export function registerBookingPageRoutes(app: FastifyInstance, deps: BookingPageDeps) {
  const read = pageReader(deps);
  const { send, answerChange } = pageAnswers(deps, read);

  void app.register(async (page) => {
    // Form posts are parsed here only: the API stays JSON-only.
    await page.register(formbody, { bodyLimit: PAGE_BODY_LIMIT_BYTES });
    page.addHook('onSend', async (_request, reply) => {
      // After the site's headers: the token is in this page's address, so it goes to no other page or site as a Referer.
      reply.header('referrer-policy', 'no-referrer').header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    });

    // /book and its twin in every other language (/es/book): the same page, in the lead's language whichever is asked.
    for (const pathLocale of LOCALES) {
      const path = localizedPath(BOOKING_PAGE_PATH, pathLocale);
      page.get(path, { onRequest: asPage(deps.readLimit, send) }, async (request, reply) => {
        const query = pageQuerySchema.parse(request.query ?? {});
        const now = deps.now();
        if (query.token === undefined) return send(reply, 403, { kind: 'missing-link' }, pathLocale);
        const valid = await read.tokenOf(query.token, now);
        const locale = await read.localeOf(valid?.leadId ?? null, pathLocale);
        if (!valid) return send(reply, 403, { kind: 'invalid-link' }, locale);
        return send(reply, 200, await read.currentView(valid.token, valid.leadId, now, query), locale);
      });

      page.post(path, { onRequest: asPage(deps.changeLimit, send), bodyLimit: PAGE_BODY_LIMIT_BYTES }, async (request, reply) => {
        const form = pageFormSchema.safeParse(request.body ?? {});
        const now = deps.now();
        const valid = form.success ? await read.tokenOf(form.data.token, now) : null;
        const locale = await read.localeOf(valid?.leadId ?? null, pathLocale);
        if (!form.success || !valid) return send(reply, 403, { kind: 'invalid-link' }, locale);
        const { token, leadId } = valid;
        const { action, start } = form.data;
        if (action === 'cancel') return answerChange(reply, token, leadId, locale, now, await cancelMeeting(deps.db, leadId, now, deps.effects), false);
        const moving = action === 'move';
        if (!startSchema.safeParse(start).success) {
          return send(reply, 400, withNotice(await read.currentView(token, leadId, now, { intent: moving ? 'change' : undefined }), 'choose-time'), locale);
        }
        const at = new Date(start!);
        const outcome = moving
          ? await moveMeeting(deps.db, deps.availability, { leadId, start: at }, now, deps.effects)
          : await bookMeeting(deps.db, deps.availability, { leadId, start: at, bookedVia: 'web', clientNetwork: clientNetworkOf(request.ip) }, now, deps.effects, deps.guard);
        return answerChange(reply, token, leadId, locale, now, outcome, moving);
      });
    }
  });
}
