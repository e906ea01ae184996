import { useState } from 'react';
import type { MeetingSlot } from '../../../shared/booking/booking-schema.ts';
import { slotDays, timeZoneLabel, type SlotChoice } from '../../../shared/booking/slot-display.ts';
import { SlotDayFieldset } from '../../../shared/booking/SlotDayFieldset.tsx';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { BOOKING_WORDS } from '../../../shared/content/booking-words.ts';

/** Slots shown at first, and added by each "More times". */
export const SLOTS_PER_PAGE = 8;

interface SlotChoicesProps {
  locale: Locale;
  slots: readonly MeetingSlot[];
  /** The visitor's time zone (the browser's). */
  timeZone: string;
  moving: boolean;
  busy: boolean;
  onConfirm: (choice: SlotChoice) => void;
}

/**
 * The free slots as radio buttons grouped by day (arrow keys move between them), and once one is chosen the button
 * that books it: two taps. "More times" shows the next ones.
 */
export function SlotChoices({ locale, slots, timeZone, moving, busy, onConfirm }: SlotChoicesProps) {
  const text = BOOKING_WORDS[locale];
  const [shown, setShown] = useState(SLOTS_PER_PAGE);
  const [selected, setSelected] = useState<string | undefined>();
  const days = slotDays(slots.slice(0, shown), timeZone, locale);
  const chosen = days.flatMap((day) => day.choices).find((choice) => choice.slot.start === selected);

  if (slots.length === 0) return <p className="text-slate-700">{text.noSlots}</p>;
  const zone = timeZoneLabel(timeZone, new Date(slots[0]!.start), locale);
  return (
    <div className="grid gap-4">
      <p className="text-sm font-medium text-slate-700" data-testid="booking-zone">
        {text.timesIn(zone)}
      </p>
      {days.map((day) => (
        <SlotDayFieldset key={day.date} day={day} name="meeting-start" selected={selected} onSelect={setSelected} />
      ))}
      <div className="flex flex-wrap gap-3">
        {chosen ? (
          <button type="button" className="btn-primary" disabled={busy} onClick={() => onConfirm(chosen)}>
            {busy ? (moving ? text.moving : text.booking) : moving ? text.confirmMove(chosen.when) : text.confirm(chosen.when)}
          </button>
        ) : null}
        {shown < slots.length ? (
          <button type="button" className="btn-secondary" onClick={() => setShown((count) => count + SLOTS_PER_PAGE)}>
            {text.moreTimes}
          </button>
        ) : null}
      </div>
    </div>
  );
}
