import { LOCALE_INFO, type Locale } from '../i18n/locales.ts';
import type { MeetingSlot } from './booking-schema.ts';

/**
 * Meeting times as people read them, in a given time zone: the visitor's on the thank-you page (the browser's zone),
 * the company's on the server-rendered booking page (no browser zone there). Intl only, so browser and server agree.
 */

const tag = (locale: Locale) => LOCALE_INFO[locale].intlTag;
const dayFormat = (timeZone: string, locale: Locale) => new Intl.DateTimeFormat(tag(locale), { timeZone, weekday: 'long', month: 'long', day: 'numeric' });
const clockFormat = (timeZone: string, locale: Locale) => new Intl.DateTimeFormat(tag(locale), { timeZone, hour: 'numeric', minute: '2-digit' });
const dateKeyFormat = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/** "pm", and in Spanish "p. m." as Spanish style writes it (ICU versions differ: "p.m.", "p. m."). */
function dayPeriodOf(value: string, locale: Locale): string {
  const lower = value.toLowerCase();
  return locale === 'es' ? lower.replace(/^([ap])\.?\s*m\.?$/u, '$1. m.') : lower;
}

/** "2:30 pm", "2:30 p. m.", with plain spaces (ICU puts a narrow no-break space before the day period). */
function clockOf(format: Intl.DateTimeFormat, at: Date, locale: Locale): string {
  return format
    .formatToParts(at)
    .map((part) => (part.type === 'dayPeriod' ? dayPeriodOf(part.value, locale) : part.type === 'literal' ? part.value.replace(/\s/gu, ' ') : part.value))
    .join('');
}

/** "Tuesday, November 24"; "martes, 24 de noviembre". */
export const dayLabel = (at: Date, timeZone: string, locale: Locale = 'en') => dayFormat(timeZone, locale).format(at);

/** "2:30 pm"; "2:30 p. m.". */
export const clockLabel = (at: Date, timeZone: string, locale: Locale = 'en') => clockOf(clockFormat(timeZone, locale), at, locale);

/** "Tuesday, November 24, 2:30 pm"; "martes, 24 de noviembre, 2:30 p. m.". */
export const meetingWhen = (at: Date, timeZone: string, locale: Locale = 'en') => `${dayLabel(at, timeZone, locale)}, ${clockLabel(at, timeZone, locale)}`;

/** The local date of an instant, YYYY-MM-DD. */
export const localDate = (at: Date, timeZone: string) => dateKeyFormat(timeZone).format(at);

/** "Eastern Standard Time", "Central European Standard Time": the zone's name on that date (the name a visitor knows). */
export function timeZoneLabel(timeZone: string, at: Date, locale: Locale = 'en'): string {
  const parts = new Intl.DateTimeFormat(tag(locale), { timeZone, timeZoneName: 'long' }).formatToParts(at);
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

/** Slots (earliest first) grouped by their local day (YYYY-MM-DD) in `timeZone`: the one grouping every picker shows. */
export function slotsByDay<Slot extends Pick<MeetingSlot, 'start'>>(slots: readonly Slot[], timeZone: string): { date: string; slots: Slot[] }[] {
  const days: { date: string; slots: Slot[] }[] = [];
  const key = dateKeyFormat(timeZone);
  for (const slot of slots) {
    const date = key.format(new Date(slot.start));
    if (days.at(-1)?.date !== date) days.push({ date, slots: [] });
    days.at(-1)!.slots.push(slot);
  }
  return days;
}

/** Slots (earliest first) grouped by their local day in `timeZone`, with the words a visitor reads. */
export function slotDays(slots: readonly MeetingSlot[], timeZone: string, locale: Locale = 'en'): SlotDay[] {
  const [day, clock] = [dayFormat(timeZone, locale), clockFormat(timeZone, locale)];
  return slotsByDay(slots, timeZone).map(({ date, slots: daySlots }) => {
    const label = day.format(new Date(daySlots[0]!.start));
    const choices = daySlots.map((slot) => {
      const time = clockOf(clock, new Date(slot.start), locale);
      return { slot, time, when: `${label}, ${time}` };
    });
    return { date, label, choices };
  });
}
