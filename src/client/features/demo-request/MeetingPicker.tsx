import { useEffect, useRef, useState, type RefObject } from 'react';
import type { BookedMeeting, BookingPass, MeetingSlot } from '../../../shared/booking/booking-schema.ts';
import { meetingWhen, timeZoneLabel, type SlotChoice } from '../../../shared/booking/slot-display.ts';
import { bookingPageHref } from '../../../shared/content/booking.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import { bookOrMove, cancelBooking, failureOf, fetchFreeSlots, retryMessageOf } from '../../components/booking/booking-api.ts';
import { visitorTimeZone } from '../../components/booking/slot-format.ts';
import { SlotChoices } from '../../components/booking/SlotChoices.tsx';
import { DEMO_WORDS, type DemoWords } from './demo-words.ts';

/** What the picker shows: loading, the free slots (to book, or to move the held meeting to), the meeting, or a dead end. */
type View =
  | { kind: 'loading' }
  | { kind: 'load-failed'; message: string }
  | { kind: 'invalid-link' }
  /** The slot was free, but the limits refused the booking: the visitor reaches sales another way. */
  | { kind: 'booking-limit'; reason: 'contact' | 'network' }
  | { kind: 'pick'; slots: MeetingSlot[]; moving?: BookedMeeting; cancelled?: boolean; notice?: string }
  | { kind: 'meeting'; meeting: BookedMeeting; title: string; fresh: boolean; notice?: string; confirmingCancel?: boolean };

type BookingWords = DemoWords['booking'];

const whenIn = (meeting: Pick<MeetingSlot, 'start'>, timeZone: string, locale: Locale) => {
  const at = new Date(meeting.start);
  return DEMO_WORDS[locale].booking.when(meetingWhen(at, timeZone, locale), timeZoneLabel(timeZone, at, locale));
};

type ReloadMode = { change?: boolean; cancelled?: boolean };

/** The slots and the held meeting as the server has them now: the meeting, or the slots to book (or to move it to). */
async function currentView(token: string, text: BookingWords, mode: ReloadMode = {}): Promise<View> {
  try {
    const outcome = await fetchFreeSlots(token);
    if (outcome.kind === 'expired') return { kind: 'invalid-link' };
    const { meeting, slots } = outcome.body;
    if (meeting && !mode.change) return { kind: 'meeting', meeting, title: text.heldTitle, fresh: false };
    return { kind: 'pick', slots, moving: meeting, cancelled: mode.cancelled };
  } catch (caught) {
    const failure = failureOf(caught);
    return failure === 'invalid-link' ? { kind: 'invalid-link' } : { kind: 'load-failed', message: retryMessageOf(failure, text.loadFailed, text.rateLimited) };
  }
}

const failToast = (message: string, text: BookingWords) => showToast({ title: text.toastErrorTitle, description: message, variant: 'destructive' });

/**
 * The picker's state: what it shows, whether a change is running, the error it says, and the heading that takes the
 * focus when the visitor's action changed the view. `attempt` runs a change; a failure the visitor can retry keeps
 * everything as it was and says so.
 */
function usePickerState(token: string, text: BookingWords) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** Set by the visitor's actions (not the first load): the new view's heading takes the focus. */
  const focusNext = useRef(false);

  const show = (next: View, focus = true) => {
    focusNext.current = focus;
    setError(undefined);
    setView(next);
  };

  /** Shows what the server has now; the heading takes the focus when the visitor asked for it. */
  const reload = async (mode: ReloadMode = {}) => {
    show({ kind: 'loading' }, false);
    show(await currentView(token, text, mode));
  };

  useEffect(() => {
    void currentView(token, text).then((next) => show(next, false));
    // Once, when the thank-you panel appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    headingRef.current?.focus();
  }, [view]);

  const attempt = async (fallback: string, run: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await run();
    } catch (caught) {
      const failure = failureOf(caught);
      if (failure === 'invalid-link') show({ kind: 'invalid-link' });
      else if (failure === 'no-meeting') await reload();
      else {
        const message = retryMessageOf(failure, fallback, text.rateLimited);
        setError(message);
        failToast(message, text);
      }
    } finally {
      setBusy(false);
    }
  };

  return { view, busy, error, headingRef, show, reload, attempt };
}

/**
 * Booking the demo on the thank-you panel: the next free slots in the visitor's own time zone, booked in two taps
 * with the token the form's 201 carried; then the meeting, which can be moved or cancelled. Each change shows a toast
 * and moves focus to the heading that says what happened.
 */
export function MeetingPicker({ pass, locale }: { pass: BookingPass; locale: Locale }) {
  const text = DEMO_WORDS[locale].booking;
  const [timeZone] = useState(visitorTimeZone);
  const { view, busy, error, headingRef, show, reload, attempt } = usePickerState(pass.token, text);

  const book = (choice: SlotChoice, moving?: BookedMeeting) =>
    attempt(moving ? text.changeFailed : text.bookFailed, async () => {
      const answer = await bookOrMove(pass.token, choice.slot.start, moving !== undefined);
      switch (answer.kind) {
        case 'booked':
          showToast({ title: moving ? text.toastMovedTitle : text.toastBookedTitle, description: whenIn(answer.meeting, timeZone, locale) });
          return show({ kind: 'meeting', meeting: answer.meeting, title: moving ? text.movedTitle : text.bookedTitle, fresh: true });
        case 'slot-taken':
          failToast(text.slotTaken, text);
          return show({ kind: 'pick', slots: answer.nextSlots, moving, notice: text.slotTaken });
        case 'already-booked':
          return show({ kind: 'meeting', meeting: answer.meeting, title: text.heldTitle, fresh: false, notice: text.alreadyBooked });
        case 'booking-limit':
          return show({ kind: 'booking-limit', reason: answer.reason });
        case 'not-offered':
          failToast(text.notOffered, text);
          return reload({ change: moving !== undefined });
        case 'expired':
          return show({ kind: 'invalid-link' });
      }
    });

  const cancel = () =>
    attempt(text.changeFailed, async () => {
      await cancelBooking(pass.token);
      showToast({ title: text.toastCancelledTitle, description: text.toastCancelledText });
      await reload({ cancelled: true });
    });

  return (
    <section className="mt-6 grid gap-4 border-t border-slate-200 pt-6 text-left" aria-labelledby="meeting-picker-title" aria-busy={view.kind === 'loading'} data-testid="meeting-picker">
      <PickerBody
        locale={locale}
        view={view}
        timeZone={timeZone}
        busy={busy}
        headingRef={headingRef}
        onBook={book}
        onCancel={cancel}
        onShow={show}
        onReload={() => void reload()}
        onChange={() => void reload({ change: true })}
      />
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 font-medium text-red-800">
          {error}
        </p>
      ) : null}
      {pass.pageToken ? <SimplePageLink pageToken={pass.pageToken} locale={locale} /> : null}
    </section>
  );
}

/** The booking page without JavaScript, with the booking page link's own token: the API's never goes into an address. */
function SimplePageLink({ pageToken, locale }: { pageToken: string; locale: Locale }) {
  const text = DEMO_WORDS[locale].booking;
  return (
    <p className="text-sm text-slate-600">
      {text.simplePage}{' '}
      {/* Never prerendered: the page would show the calendar as it was on hover. */}
      <a href={bookingPageHref(pageToken, undefined, locale)} className="font-medium text-ocean-700 underline" data-no-prerender>
        {text.simplePageLink}
      </a>
    </p>
  );
}

interface PickerBodyProps {
  locale: Locale;
  view: View;
  timeZone: string;
  busy: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onBook: (choice: SlotChoice, moving?: BookedMeeting) => void;
  onCancel: () => void;
  onShow: (view: View) => void;
  onReload: () => void;
  /** Loads the free slots to move the held meeting to. */
  onChange: () => void;
}

function Heading({ headingRef, children }: { headingRef: PickerBodyProps['headingRef']; children: string }) {
  return (
    <h4 id="meeting-picker-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-navy-900 focus:outline-none">
      {children}
    </h4>
  );
}

const Notice = ({ text }: { text: string | undefined }) =>
  text ? (
    <p className="rounded-lg bg-amber-50 px-3 py-2 font-medium text-slate-900" data-testid="booking-notice">
      {text}
    </p>
  ) : null;

function PickerBody({ locale, view, timeZone, busy, headingRef, onBook, onCancel, onShow, onReload, onChange }: PickerBodyProps) {
  const text = DEMO_WORDS[locale].booking;
  switch (view.kind) {
    case 'loading':
      return (
        <>
          <Heading headingRef={headingRef}>{text.pickTitle}</Heading>
          <p role="status" className="text-slate-700">
            {text.loading}
          </p>
        </>
      );
    case 'load-failed':
      return (
        <>
          <Heading headingRef={headingRef}>{text.pickTitle}</Heading>
          <p role="alert" className="font-medium text-red-800">
            {view.message}
          </p>
          <button type="button" className="btn-secondary justify-self-start" onClick={onReload}>
            {text.retry}
          </button>
        </>
      );
    case 'invalid-link':
      return (
        <>
          <Heading headingRef={headingRef}>{text.invalidTokenTitle}</Heading>
          <p className="text-slate-700">{text.invalidToken}</p>
        </>
      );
    case 'booking-limit':
      return (
        <>
          <Heading headingRef={headingRef}>{text.bookingLimitTitle}</Heading>
          <p className="text-slate-700" data-testid="booking-notice">
            {view.reason === 'contact' ? text.bookingLimitContact : text.bookingLimitNetwork}
          </p>
        </>
      );
    case 'pick':
      return (
        <>
          {view.cancelled ? (
            <div className="grid gap-2">
              <Heading headingRef={headingRef}>{text.cancelledTitle}</Heading>
              <p className="text-slate-700">{text.cancelledText}</p>
            </div>
          ) : (
            <Heading headingRef={headingRef}>{view.moving ? text.changeTitle : text.pickTitle}</Heading>
          )}
          <Notice text={view.notice} />
          <p className="text-slate-700">{view.moving ? text.changeIntro(whenIn(view.moving, timeZone, locale)) : text.pickIntro}</p>
          {/* A new list (after a refusal) starts again with nothing chosen. */}
          <SlotChoices key={view.slots.map((slot) => slot.start).join()} locale={locale} slots={view.slots} timeZone={timeZone} moving={view.moving !== undefined} busy={busy} onConfirm={(choice) => onBook(choice, view.moving)} />
          {view.moving ? (
            <button type="button" className="btn-secondary justify-self-start" onClick={() => onShow({ kind: 'meeting', meeting: view.moving!, title: text.heldTitle, fresh: false })}>
              {text.keepTime}
            </button>
          ) : null}
        </>
      );
    case 'meeting':
      return <HeldMeeting locale={locale} view={view} timeZone={timeZone} busy={busy} headingRef={headingRef} onCancel={onCancel} onShow={onShow} onChange={onChange} />;
  }
}

function HeldMeeting({
  locale,
  view,
  timeZone,
  busy,
  headingRef,
  onCancel,
  onShow,
  onChange,
}: Pick<PickerBodyProps, 'locale' | 'timeZone' | 'busy' | 'headingRef' | 'onCancel' | 'onShow' | 'onChange'> & { view: Extract<View, { kind: 'meeting' }> }) {
  const text = DEMO_WORDS[locale].booking;
  const when = whenIn(view.meeting, timeZone, locale);
  if (view.confirmingCancel) {
    return (
      <>
        <Heading headingRef={headingRef}>{text.cancelQuestion(when)}</Heading>
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn-primary" disabled={busy} onClick={onCancel}>
            {busy ? text.cancelling : text.cancelConfirm}
          </button>
          <button type="button" className="btn-secondary" disabled={busy} onClick={() => onShow({ ...view, confirmingCancel: false })}>
            {text.cancelKeep}
          </button>
        </div>
      </>
    );
  }
  return (
    <>
      <Heading headingRef={headingRef}>{view.title}</Heading>
      <Notice text={view.notice} />
      <p className="text-lg font-semibold text-navy-900" data-testid="booking-when">
        {when}
      </p>
      {view.fresh ? <p className="text-slate-700">{text.invitationOnItsWay}</p> : null}
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-primary" onClick={onChange}>
          {text.changeTime}
        </button>
        <button type="button" className="btn-secondary" onClick={() => onShow({ ...view, confirmingCancel: true })}>
          {text.cancelMeeting}
        </button>
      </div>
    </>
  );
}
