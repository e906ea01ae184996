import type { SlotDay } from './slot-display.ts';

interface SlotDayFieldsetProps {
  day: SlotDay;
  /** The radio group's name: the form field the chosen start is posted as. */
  name: string;
  /** The chosen start, with its setter, where the browser keeps the choice (the thank-you page); absent in a plain form. */
  selected?: string;
  onSelect?: (start: string) => void;
  /** Marks the first radio required, so a plain form cannot be sent without a time (the /book page). */
  required?: boolean;
}

/**
 * One day of free times as radio buttons under the day's name: the same markup on the thank-you page (React in the
 * browser) and on the no-JavaScript booking page (React on the server), so both look and read alike.
 */
export function SlotDayFieldset({ day, name, selected, onSelect, required }: SlotDayFieldsetProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-semibold text-navy-900">{day.label}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {day.choices.map((choice, index) => (
          <label
            key={choice.slot.start}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 font-medium text-navy-900 has-checked:border-ocean-700 has-checked:bg-ocean-50"
          >
            <input
              type="radio"
              name={name}
              value={choice.slot.start}
              className="size-4 accent-ocean-700"
              required={required && index === 0 ? true : undefined}
              {...(onSelect ? { checked: selected === choice.slot.start, onChange: () => onSelect(choice.slot.start) } : {})}
            />
            {choice.time}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
