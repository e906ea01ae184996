import type { MeetingSlot } from './booking-schema.ts';

/**
 * Meeting times as people read them, in a given time zone: the visitor's on the thank-you page (the browser's zone),
 * the company's on the server-rendered booking page (no browser zone there). Intl only, so browser and server agree.
 */

const LOCALE = 'en-US';

const dayFormat = (timeZone: string) => new Intl.DateTimeFormat(LOCALE, { timeZone, weekday: 'long', month: 'long', day: 'numeric' });
const clockFormat = (timeZone: string) => new Intl.DateTimeFormat(LOCALE, { timeZone, hour: 'numeric', minute: '2-digit' });
const dateKeyFormat = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/** "2:30 pm", with a plain space (ICU puts a narrow no-break space before the day period). */
function clockOf(format: Intl.DateTimeFormat, at: Date): string {
  return format
    .formatToParts(at)
    .map((part) => (part.type === 'dayPeriod' ? part.value.toLowerCase() : part.type === 'literal' ? part.value.replace(/\s/gu, ' ') : part.value))
    .join('');
}

/** "Tuesday, November 24". */
export const dayLabel = (at: Date, timeZone: string) => dayFormat(timeZone).format(at);

/** "2:30 pm". */
export const clockLabel = (at: Date, timeZone: string) => clockOf(clockFormat(timeZone), at);

/** "Tuesday, November 24, 2:30 pm". */
export const meetingWhen = (at: Date, timeZone: string) => `${dayLabel(at, timeZone)}, ${clockLabel(at, timeZone)}`;

/** The local date of an instant, YYYY-MM-DD. */
export const localDate = (at: Date, timeZone: string) => dateKeyFormat(timeZone).format(at);

/** "Eastern Standard Time", "Central European Standard Time": the zone's name on that date (the name a visitor knows). */
export function timeZoneLabel(timeZone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat(LOCALE, { timeZone, timeZoneName: 'long' }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

export interface SlotChoice {
  slot: MeetingSlot;
  /** "2:30 pm" */
  time: string;
  /** "Tuesday, November 24, 2:30 pm" */
  when: string;
}

export interface SlotDay {
  /** YYYY-MM-DD in the zone. */
  date: string;
  /** "Tuesday, November 24" */
  label: string;
  choices: SlotChoice[];
}

/** Slots (earliest first) grouped by their local day in `timeZone`. */
export function slotDays(slots: readonly MeetingSlot[], timeZone: string): SlotDay[] {
  const days: SlotDay[] = [];
  const [day, clock, key] = [dayFormat(timeZone), clockFormat(timeZone), dateKeyFormat(timeZone)];
  for (const slot of slots) {
    const at = new Date(slot.start);
    const date = key.format(at);
    let current = days.at(-1);
    if (current?.date !== date) {
      current = { date, label: day.format(at), choices: [] };
      days.push(current);
    }
    const time = clockOf(clock, at);
    current.choices.push({ slot, time, when: `${current.label}, ${time}` });
  }
  return days;
}
