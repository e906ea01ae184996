import type { ReactNode } from 'react';
import type { BookedMeeting, MeetingSlot } from '../../../shared/booking/booking-schema.ts';
import { SlotDayFieldset } from '../../../shared/booking/SlotDayFieldset.tsx';
import { meetingWhen, slotDays, timeZoneLabel, type SlotDay } from '../../../shared/booking/slot-display.ts';
import { BOOKING_PAGE_PATH, bookingPageHref } from '../../../shared/content/booking.ts';
import { BOOKING_WORDS } from '../../../shared/content/booking-words.ts';
import { localizedPath, type Locale } from '../../../shared/i18n/locales.ts';
import { siteConfig } from '../../../shared/site-config.ts';

/**
 * The booking page's body (GET and POST /book) as React components, rendered on the server into the prerendered
 * shell: plain links and forms, so it works without JavaScript. Times are in the company's zone, named, since there
 * is no browser zone here. Links to the page itself are never prerendered by the browser (data-no-prerender): what
 * it shows changes with every booking.
 */

/** Free days shown at once; "Later dates" pages on. */
const DAYS_PER_PAGE = 3;

export type PageNotice = 'slot-taken' | 'already-booked' | 'not-offered' | 'choose-time' | 'no-meeting' | 'booking-limit-contact' | 'booking-limit-network';

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

type Props<Kind extends BookingPageView['kind']> = { view: Extract<BookingPageView, { kind: Kind }>; locale: Locale };

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

const when = (meeting: Pick<MeetingSlot, 'start'>, timeZone: string, locale: Locale) => {
  const at = new Date(meeting.start);
  return BOOKING_WORDS[locale].when(meetingWhen(at, timeZone, locale), timeZoneLabel(timeZone, at, locale));
};

const Card = ({ children }: { children: ReactNode }) => <div className="card mx-auto grid max-w-2xl gap-4">{children}</div>;

function Heading({ level, children }: { level: 1 | 2; children: string }) {
  const Tag = level === 1 ? 'h1' : 'h2';
  return <Tag className={`${level === 1 ? 'text-3xl' : 'text-2xl'} font-bold tracking-tight text-navy-900`}>{children}</Tag>;
}

function Notice({ notice, locale }: { notice: PageNotice | undefined; locale: Locale }) {
  if (!notice) return null;
  return (
    <p className="rounded-lg bg-amber-50 px-3 py-2 font-medium text-slate-900" data-testid="booking-notice">
      {noticeText(notice, locale)}
    </p>
  );
}

/** A link to the booking page itself, which the browser must not prerender. */
const PageLink = ({ href, className = 'btn-secondary', children }: { href: string; className?: string; children: string }) => (
  <a className={className} data-no-prerender="" href={href}>
    {children}
  </a>
);

/** A plain form posting to the booking page of the language, with the token and what it asks for. */
function PageForm({ token, action, locale, className, children }: { token: string; action: string; locale: Locale; className: string; children: ReactNode }) {
  return (
    <form method="post" action={localizedPath(BOOKING_PAGE_PATH, locale)} className={className}>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="action" value={action} />
      {children}
    </form>
  );
}

function MeetingView({ view, locale }: Props<'meeting'>) {
  const text = BOOKING_WORDS[locale];
  const title = view.done === 'booked' ? text.bookedTitle : view.done === 'moved' ? text.movedTitle : text.heldTitle;
  return (
    <Card>
      <Heading level={1}>{title}</Heading>
      <Notice notice={view.notice} locale={locale} />
      <p className="text-lg font-semibold text-navy-900" data-testid="booking-when">
        {when(view.meeting, view.meeting.timeZone, locale)}
      </p>
      {view.done ? <p className="text-slate-700">{text.invitationOnItsWay}</p> : null}
      <div className="flex flex-wrap gap-3">
        <PageLink className="btn-primary" href={bookingPageHref(view.token, 'change', locale)}>
          {text.changeTime}
        </PageLink>
        <PageLink href={bookingPageHref(view.token, 'cancel', locale)}>{text.cancelMeeting}</PageLink>
      </div>
    </Card>
  );
}

function ConfirmCancelView({ view, locale }: Props<'confirm-cancel'>) {
  const text = BOOKING_WORDS[locale];
  return (
    <Card>
      <Heading level={1}>{text.cancelQuestion(when(view.meeting, view.meeting.timeZone, locale))}</Heading>
      <PageForm token={view.token} action="cancel" locale={locale} className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary">
          {text.cancelConfirm}
        </button>
        <PageLink href={bookingPageHref(view.token, undefined, locale)}>{text.cancelKeep}</PageLink>
      </PageForm>
    </Card>
  );
}

/** The days to show from `from` on, and the date a "Later dates" link starts at. */
function pageOfDays(days: readonly SlotDay[], from: string | undefined): { shown: SlotDay[]; next?: string } {
  const first = from ? days.findIndex((day) => day.date >= from) : 0;
  if (first === -1) return { shown: [] };
  const shown = days.slice(first, first + DAYS_PER_PAGE);
  return { shown, next: days[first + DAYS_PER_PAGE]?.date };
}

/** "Later dates", "Back to the earliest times" and, when moving, "Keep my time". */
function Pager({ view, next, locale }: Props<'pick'> & { next: string | undefined }) {
  const text = BOOKING_WORDS[locale];
  const intent = view.moving ? 'change' : undefined;
  const links = [
    next ? <PageLink key="later" href={`${bookingPageHref(view.token, intent, locale)}&from=${next}`}>{text.laterDates}</PageLink> : null,
    view.from || view.offeredOnly ? <PageLink key="earliest" href={bookingPageHref(view.token, intent, locale)}>{text.earliestDates}</PageLink> : null,
    view.moving ? <PageLink key="keep" href={bookingPageHref(view.token, undefined, locale)}>{text.keepTime}</PageLink> : null,
  ].filter(Boolean);
  return links.length > 0 ? <div className="flex flex-wrap gap-3">{links}</div> : null;
}

/** The zone's name on the first free day (today's, when none is free). */
const zoneOf = (view: BookingPageView & { kind: 'pick' }, locale: Locale) => timeZoneLabel(view.timeZone, new Date(view.slots[0]?.start ?? Date.now()), locale);

function PickView({ view, locale }: Props<'pick'>) {
  const text = BOOKING_WORDS[locale];
  const days = slotDays(view.slots, view.timeZone, locale);
  const { shown, next } = view.offeredOnly ? { shown: days, next: undefined } : pageOfDays(days, view.from);
  const intro = view.moving ? text.changeIntro(when(view.moving, view.moving.timeZone, locale)) : text.pickIntro;
  const zone = zoneOf(view, locale);
  return (
    <>
      {view.cancelled ? (
        <Card>
          <Heading level={1}>{text.cancelledTitle}</Heading>
          <p className="text-slate-700">{text.cancelledText}</p>
        </Card>
      ) : null}
      <div className="card mx-auto mt-8 grid max-w-2xl gap-4 first:mt-0">
        <Heading level={view.cancelled ? 2 : 1}>{view.moving ? text.changeTitle : text.pickTitle}</Heading>
        <Notice notice={view.notice} locale={locale} />
        <p className="text-slate-700">{intro}</p>
        <p className="text-sm font-medium text-slate-700" data-testid="booking-zone">
          {text.timesIn(zone)}
        </p>
        {shown.length === 0 ? (
          <p className="text-slate-700">{text.noSlots}</p>
        ) : (
          <PageForm token={view.token} action={view.moving ? 'move' : 'book'} locale={locale} className="grid gap-6">
            {shown.map((day, index) => (
              <SlotDayFieldset key={day.date} day={day} name="start" required={index === 0} />
            ))}
            <button type="submit" className="btn-primary justify-self-start">
              {view.moving ? text.submitMove : text.submit}
            </button>
          </PageForm>
        )}
        <Pager view={view} next={next} locale={locale} />
      </div>
    </>
  );
}

function LinkProblemView({ locale, missing }: { locale: Locale; missing: boolean }) {
  const text = BOOKING_WORDS[locale];
  return (
    <Card>
      <Heading level={1}>{missing ? text.missingTokenTitle : text.invalidTokenTitle}</Heading>
      <p className="text-slate-700">{missing ? text.missingToken : text.invalidToken}</p>
      <ul className="grid gap-2 font-semibold">
        <li>
          <a className="text-ocean-700 underline" href={`tel:${siteConfig.salesPhone.e164}`}>
            {text.callSales}
          </a>
        </li>
        <li>
          <a className="text-ocean-700 underline" href={`mailto:${siteConfig.salesEmail}`}>
            {text.emailSales}
          </a>
        </li>
      </ul>
      <a className="btn-primary justify-self-start" href={`${localizedPath('/', locale)}#contact`}>
        {text.demoFormLink}
      </a>
    </Card>
  );
}

/** The page body for a view. */
export function BookingPageBody({ view, locale }: { view: BookingPageView; locale: Locale }) {
  switch (view.kind) {
    case 'invalid-link':
    case 'missing-link':
      return <LinkProblemView locale={locale} missing={view.kind === 'missing-link'} />;
    case 'rate-limited':
      return (
        <Card>
          <Heading level={1}>{BOOKING_WORDS[locale].rateLimitedTitle}</Heading>
          <p className="text-slate-700">{BOOKING_WORDS[locale].rateLimited}</p>
        </Card>
      );
    case 'meeting':
      return <MeetingView view={view} locale={locale} />;
    case 'confirm-cancel':
      return <ConfirmCancelView view={view} locale={locale} />;
    case 'pick':
      return <PickView view={view} locale={locale} />;
  }
}
