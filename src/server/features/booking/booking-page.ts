import type { BookedMeeting, MeetingSlot } from '../../../shared/booking/booking-schema.ts';
import { meetingWhen, slotDays, timeZoneLabel, type SlotDay } from '../../../shared/booking/slot-display.ts';
import { BOOKING_PAGE_PATH, BOOKING_PAGE_SLOT, bookingPageHref } from '../../../shared/content/booking.ts';
import { BOOKING_WORDS } from '../../../shared/content/booking-words.ts';
import { LOCALE_INFO, localizedPath, type Locale } from '../../../shared/i18n/locales.ts';
import { siteConfig } from '../../../shared/site-config.ts';
import { escapeHtml } from '../mail-and-webhooks/index.ts';

/**
 * The booking page's body (GET and POST /book), as HTML the server puts into the prerendered shell: plain links and
 * forms, so it works without JavaScript. Times are in the company's zone, named, since there is no browser zone here.
 * Every value from outside (the token, times) is escaped. Links to the page itself are never prerendered by the
 * browser (data-no-prerender): what it shows changes with every booking.
 */

/** Free days shown at once; "Later dates" pages on. */
export const DAYS_PER_PAGE = 3;

export type PageNotice = 'slot-taken' | 'already-booked' | 'not-offered' | 'choose-time' | 'no-meeting' | 'booking-limit-contact' | 'booking-limit-network';

const noticeText = (notice: PageNotice, locale: Locale): string => {
  const text = BOOKING_WORDS[locale];
  const notices: Record<PageNotice, string> = {
    'slot-taken': text.slotTaken,
    'already-booked': text.alreadyBooked,
    'not-offered': text.notOffered,
    'choose-time': text.chooseTime,
    'no-meeting': text.noMeeting,
    'booking-limit-contact': text.bookingLimitContact,
    'booking-limit-network': text.bookingLimitNetwork,
  };
  return notices[notice];
};

export type BookingPageView =
  | { kind: 'invalid-link' }
  /** /book opened without a token (typed or bookmarked): the page needs the link from the e-mail. */
  | { kind: 'missing-link' }
  | { kind: 'rate-limited' }
  | { kind: 'meeting'; token: string; meeting: BookedMeeting; done?: 'booked' | 'moved'; notice?: PageNotice }
  | { kind: 'confirm-cancel'; token: string; meeting: BookedMeeting }
  | {
      kind: 'pick';
      token: string;
      timeZone: string;
      slots: MeetingSlot[];
      /** The meeting being moved (change), if any. */
      moving?: BookedMeeting;
      /** Shown first: the meeting was just cancelled. */
      cancelled?: boolean;
      notice?: PageNotice;
      /** The first local date shown (YYYY-MM-DD); the earliest when absent. */
      from?: string;
      /** The slots are the few a refusal offered, not the whole calendar: link to all of them. */
      offeredOnly?: boolean;
    };

const attr = escapeHtml;
const html = escapeHtml;

const when = (meeting: Pick<MeetingSlot, 'start'>, timeZone: string, locale: Locale) => {
  const at = new Date(meeting.start);
  return BOOKING_WORDS[locale].when(meetingWhen(at, timeZone, locale), timeZoneLabel(timeZone, at, locale));
};

const card = (body: string) => `<div class="card mx-auto grid max-w-2xl gap-4">${body}</div>`;
const heading = (level: 1 | 2, text: string) => `<h${level} class="${level === 1 ? 'text-3xl' : 'text-2xl'} font-bold tracking-tight text-navy-900">${html(text)}</h${level}>`;
const noticeOf = (notice: PageNotice | undefined, locale: Locale) =>
  notice ? `<p class="rounded-lg bg-amber-50 px-3 py-2 font-medium text-slate-900" data-testid="booking-notice">${html(noticeText(notice, locale))}</p>` : '';
const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${attr(value)}">`;

function meetingView(view: Extract<BookingPageView, { kind: 'meeting' }>, locale: Locale): string {
  const text = BOOKING_WORDS[locale];
  const title = view.done === 'booked' ? text.bookedTitle : view.done === 'moved' ? text.movedTitle : text.heldTitle;
  return card(
    heading(1, title) +
      noticeOf(view.notice, locale) +
      `<p class="text-lg font-semibold text-navy-900" data-testid="booking-when">${html(when(view.meeting, view.meeting.timeZone, locale))}</p>` +
      (view.done ? `<p class="text-slate-700">${html(text.invitationOnItsWay)}</p>` : '') +
      `<div class="flex flex-wrap gap-3"><a class="btn-primary" data-no-prerender href="${attr(bookingPageHref(view.token, 'change', locale))}">${html(text.changeTime)}</a>` +
      `<a class="btn-secondary" data-no-prerender href="${attr(bookingPageHref(view.token, 'cancel', locale))}">${html(text.cancelMeeting)}</a></div>`,
  );
}

function confirmCancelView(view: Extract<BookingPageView, { kind: 'confirm-cancel' }>, locale: Locale): string {
  const text = BOOKING_WORDS[locale];
  return card(
    heading(1, text.cancelQuestion(when(view.meeting, view.meeting.timeZone, locale))) +
      `<form method="post" action="${localizedPath(BOOKING_PAGE_PATH, locale)}" class="flex flex-wrap gap-3">${hidden('token', view.token)}${hidden('action', 'cancel')}` +
      `<button type="submit" class="btn-primary">${html(text.cancelConfirm)}</button>` +
      `<a class="btn-secondary" data-no-prerender href="${attr(bookingPageHref(view.token, undefined, locale))}">${html(text.cancelKeep)}</a></form>`,
  );
}

/** The days to show from `from` on, and the date a "Later dates" link starts at. */
export function pageOfDays(days: readonly SlotDay[], from: string | undefined): { shown: SlotDay[]; next?: string } {
  const first = from ? days.findIndex((day) => day.date >= from) : 0;
  if (first === -1) return { shown: [] };
  const shown = days.slice(first, first + DAYS_PER_PAGE);
  return { shown, next: days[first + DAYS_PER_PAGE]?.date };
}

function dayFieldset(day: SlotDay, index: number): string {
  const choices = day.choices
    .map(
      (choice, slotIndex) =>
        `<label class="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 font-medium text-navy-900 has-checked:border-ocean-700 has-checked:bg-ocean-50">` +
        `<input type="radio" name="start" value="${attr(choice.slot.start)}" class="size-4 accent-ocean-700"${index === 0 && slotIndex === 0 ? ' required' : ''}>${html(choice.time)}</label>`,
    )
    .join('');
  return `<fieldset class="grid gap-2"><legend class="mb-2 font-semibold text-navy-900">${html(day.label)}</legend><div class="grid grid-cols-2 gap-2 sm:grid-cols-4">${choices}</div></fieldset>`;
}

function pickView(view: Extract<BookingPageView, { kind: 'pick' }>, locale: Locale): string {
  const text = BOOKING_WORDS[locale];
  const days = slotDays(view.slots, view.timeZone, locale);
  const { shown, next } = view.offeredOnly ? { shown: days, next: undefined } : pageOfDays(days, view.from);
  const intent = view.moving ? 'change' : undefined;
  const level = view.cancelled ? 2 : 1;
  const intro = view.moving ? text.changeIntro(when(view.moving, view.moving.timeZone, locale)) : text.pickIntro;
  const zone = timeZoneLabel(view.timeZone, new Date(view.slots[0]?.start ?? Date.now()), locale);
  const pager = [
    next ? `<a class="btn-secondary" data-no-prerender href="${attr(`${bookingPageHref(view.token, intent, locale)}&from=${next}`)}">${html(text.laterDates)}</a>` : '',
    view.from || view.offeredOnly ? `<a class="btn-secondary" data-no-prerender href="${attr(bookingPageHref(view.token, intent, locale))}">${html(text.earliestDates)}</a>` : '',
    view.moving ? `<a class="btn-secondary" data-no-prerender href="${attr(bookingPageHref(view.token, undefined, locale))}">${html(text.keepTime)}</a>` : '',
  ].join('');
  const form =
    shown.length === 0
      ? `<p class="text-slate-700">${html(text.noSlots)}</p>`
      : `<form method="post" action="${localizedPath(BOOKING_PAGE_PATH, locale)}" class="grid gap-6">${hidden('token', view.token)}${hidden('action', view.moving ? 'move' : 'book')}` +
        shown.map(dayFieldset).join('') +
        `<button type="submit" class="btn-primary justify-self-start">${html(view.moving ? text.submitMove : text.submit)}</button></form>`;
  const cancelled = view.cancelled ? card(heading(1, text.cancelledTitle) + `<p class="text-slate-700">${html(text.cancelledText)}</p>`) : '';
  return (
    cancelled +
    `<div class="card mx-auto mt-8 grid max-w-2xl gap-4 first:mt-0">` +
    heading(level, view.moving ? text.changeTitle : text.pickTitle) +
    noticeOf(view.notice, locale) +
    `<p class="text-slate-700">${html(intro)}</p>` +
    `<p class="text-sm font-medium text-slate-700" data-testid="booking-zone">${html(text.timesIn(zone))}</p>` +
    form +
    (pager ? `<div class="flex flex-wrap gap-3">${pager}</div>` : '') +
    `</div>`
  );
}

function linkProblemView(locale: Locale, missing: boolean): string {
  const text = BOOKING_WORDS[locale];
  return card(
    heading(1, missing ? text.missingTokenTitle : text.invalidTokenTitle) +
      `<p class="text-slate-700">${html(missing ? text.missingToken : text.invalidToken)}</p>` +
      `<ul class="grid gap-2 font-semibold"><li><a class="text-ocean-700 underline" href="tel:${attr(siteConfig.salesPhone.e164)}">${html(text.callSales)}</a></li>` +
      `<li><a class="text-ocean-700 underline" href="mailto:${attr(siteConfig.salesEmail)}">${html(text.emailSales)}</a></li></ul>` +
      `<a class="btn-primary justify-self-start" href="${attr(`${localizedPath('/', locale)}#contact`)}">${html(text.demoFormLink)}</a>`,
  );
}

/** The page body for a view. */
export function bookingPageBody(view: BookingPageView, locale: Locale = 'en'): string {
  const text = BOOKING_WORDS[locale];
  switch (view.kind) {
    case 'invalid-link':
    case 'missing-link':
      return linkProblemView(locale, view.kind === 'missing-link');
    case 'rate-limited':
      return card(heading(1, text.rateLimitedTitle) + `<p class="text-slate-700">${html(text.rateLimited)}</p>`);
    case 'meeting':
      return meetingView(view, locale);
    case 'confirm-cancel':
      return confirmCancelView(view, locale);
    case 'pick':
      return pickView(view, locale);
  }
}

/** Used when there is no built shell (the dev server without a build): the body in a bare, valid document. */
const bareShell = (locale: Locale) =>
  `<!DOCTYPE html><html lang="${LOCALE_INFO[locale].htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<meta name="robots" content="noindex"><title>${html(siteConfig.companyName)}</title></head><body><main id="main">${BOOKING_PAGE_SLOT}</main></body></html>`;

/** A server-rendered body in the booking page's prerendered shell of its language (the site's header, footer and stylesheet). */
export function inBookingPageShell(shell: string | undefined, body: string, locale: Locale = 'en'): string {
  const page = shell?.includes(BOOKING_PAGE_SLOT) ? shell : bareShell(locale);
  return page.replace(BOOKING_PAGE_SLOT, () => body);
}

/** The whole booking page. */
export function bookingPageHtml(shell: string | undefined, view: BookingPageView, locale: Locale = 'en'): string {
  return inBookingPageShell(shell, bookingPageBody(view, locale), locale);
}
