import { useState } from 'react';
import type { MeetingSlot } from '../../../shared/booking/booking-schema.ts';
import { slotDays, timeZoneLabel, type SlotChoice } from '../../../shared/booking/slot-display.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { DEMO_WORDS } from './demo-words.ts';

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
  const text = DEMO_WORDS[locale].booking;
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
        <fieldset key={day.date} className="grid gap-2">
          <legend className="mb-2 font-semibold text-navy-900">{day.label}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {day.choices.map((choice) => (
              <label
                key={choice.slot.start}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 font-medium text-navy-900 has-checked:border-ocean-700 has-checked:bg-ocean-50"
              >
                <input
                  type="radio"
                  name="meeting-start"
                  value={choice.slot.start}
                  className="size-4 accent-ocean-700"
                  checked={selected === choice.slot.start}
                  onChange={() => setSelected(choice.slot.start)}
                />
                {choice.time}
              </label>
            ))}
          </div>
        </fieldset>
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
