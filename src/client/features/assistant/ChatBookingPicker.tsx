import { useEffect, useId, useRef } from 'react';
import { meetingWhen } from '../../../shared/booking/slot-display.ts';
import { shortSlotLabel } from '../../components/booking/slot-format.ts';
import { useAssistantWords } from './assistant-words.ts';
import { mayTakeFocus } from './panel-focus.ts';
import { SLOTS_PER_PAGE, type ChatBooking, type ChatBookingActions } from './chat/chat-booking.ts';

const minutesOf = (slot: { start: string; end: string }) => Math.round((Date.parse(slot.end) - Date.parse(slot.start)) / 60_000);

const chipClass =
  'inline-flex min-h-10 w-full items-center justify-center rounded-lg border border-ocean-700 px-2 text-sm font-medium text-ocean-700 hover:bg-ocean-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-70';
const linkClass = 'min-h-8 font-medium text-ocean-700 underline underline-offset-2 hover:text-navy-900';

/**
 * The free times in the conversation, as one labelled group of buttons under the assistant's offer: a time, then
 * "Confirm booking" (two taps), or "Try again" after a failure. When a step replaces the control that had focus
 * (or focus was lost, as when the lead form closes), focus moves to the new step's first control.
 */
export function ChatBookingPicker({ booking, actions, timeZone }: { booking: ChatBooking; actions: ChatBookingActions; timeZone: string }) {
  const { booking: CHAT_BOOKING_COPY, locale } = useAssistantWords();
  const rootRef = useRef<HTMLLIElement>(null);
  const labelId = useId();
  const page = 'page' in booking ? booking.page : 0;

  useEffect(() => {
    const root = rootRef.current;
    if (root && mayTakeFocus(root)) root.querySelector<HTMLElement>('[data-booking-first]')?.focus();
  }, [booking.step, page]);

  if (booking.step === 'idle' || booking.step === 'details' || booking.step === 'loading') return null;

  if (booking.step === 'failed' && booking.retry === 'slots') {
    return (
      <li ref={rootRef} className="flex justify-start">
        <button type="button" data-booking-first="" onClick={actions.retry} className={`${chipClass} w-auto px-4`}>
          {CHAT_BOOKING_COPY.retry}
        </button>
      </li>
    );
  }

  const label = CHAT_BOOKING_COPY.slotsLabel(booking.zone);
  let body;
  if (booking.step === 'choosing') {
    const shown = booking.slots.slice(page * SLOTS_PER_PAGE, (page + 1) * SLOTS_PER_PAGE);
    const hasMore = (page + 1) * SLOTS_PER_PAGE < booking.slots.length;
    body = (
      <>
        <ul className="grid grid-cols-2 gap-1.5">
          {shown.map((slot, index) => (
            <li key={slot.start}>
              <button type="button" data-booking-first={index === 0 ? '' : undefined} onClick={() => actions.choose(slot)} className={chipClass}>
                {shortSlotLabel(slot.start, timeZone, locale)}
              </button>
            </li>
          ))}
        </ul>
        {page > 0 || hasMore ? (
          <p className="mt-1.5 flex justify-between gap-2 text-sm">
            {page > 0 ? (
              <button type="button" onClick={actions.showEarlier} className={linkClass}>
                {CHAT_BOOKING_COPY.earlierTimes}
              </button>
            ) : (
              <span />
            )}
            {hasMore ? (
              <button type="button" onClick={actions.showMore} className={linkClass}>
                {CHAT_BOOKING_COPY.moreTimes}
              </button>
            ) : null}
          </p>
        ) : null}
      </>
    );
  } else {
    const sending = booking.step === 'sending';
    const when = meetingWhen(new Date(booking.chosen.start), timeZone, locale);
    body = (
      <>
        <p className="text-sm text-slate-900">{CHAT_BOOKING_COPY.confirmQuestion(when, booking.zone, minutesOf(booking.chosen))}</p>
        <p className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            data-booking-first=""
            onClick={booking.step === 'failed' ? actions.retry : actions.confirm}
            aria-disabled={sending || undefined}
            className="btn-primary min-h-10 py-1.5 aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
          >
            {sending ? CHAT_BOOKING_COPY.booking : booking.step === 'failed' ? CHAT_BOOKING_COPY.retry : CHAT_BOOKING_COPY.confirm}
          </button>
          <button type="button" onClick={actions.chooseAnother} aria-disabled={sending || undefined} className="btn-secondary min-h-10 py-1.5 aria-disabled:cursor-not-allowed aria-disabled:opacity-70">
            {CHAT_BOOKING_COPY.chooseAnother}
          </button>
        </p>
      </>
    );
  }

  return (
    <li ref={rootRef} className="flex justify-start" data-booking-step={booking.step}>
      <div role="group" aria-labelledby={labelId} className="w-[85%] rounded-2xl rounded-bl-sm border border-slate-200 bg-white px-3 py-2.5">
        <p id={labelId} className="mb-1.5 text-sm font-semibold text-navy-900">
          {booking.step === 'choosing' ? label : CHAT_BOOKING_COPY.confirmLabel}
        </p>
        {body}
      </div>
    </li>
  );
}
