import { DateTime } from 'luxon';
import { meetingWhen, slotsByDay } from '../../../shared/booking/slot-display.ts';
import { LOCALE_INFO, type Locale } from '../../../shared/i18n/locales.ts';

/** "Eastern Time", "Central European Time" ("hora del este"): the zone's generic name, the same in summer and winter. */
export function timeZoneName(timeZone: string, locale: Locale = 'en'): string {
  const parts = new Intl.DateTimeFormat(LOCALE_INFO[locale].intlTag, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date());
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** "2 pm", "2:30 pm": how people say a time. */
function spokenClock(at: DateTime): string {
  const hour12 = at.hour % 12 === 0 ? 12 : at.hour % 12;
  return `${hour12}${at.minute ? `:${String(at.minute).padStart(2, '0')}` : ''} ${at.hour < 12 ? 'am' : 'pm'}`;
}

/** "Tuesday, November 3 at 2:30 pm": a slot as an assistant reads it aloud, in `timeZone`. */
export function spokenDayAndTime(at: Date, timeZone: string): string {
  const local = DateTime.fromJSDate(at, { zone: timeZone }).setLocale('en-US');
  return `${local.toFormat('cccc, LLLL d')} at ${spokenClock(local)}`;
}

/** "Tuesday, November 3 at 2:30 pm Eastern Time"; in Spanish "martes, 3 de noviembre, 2:30 p. m. (hora del este)". */
export function spokenSlot(at: Date, timeZone: string, locale: Locale = 'en'): string {
  if (locale === 'es') return `${meetingWhen(at, timeZone, locale)} (${timeZoneName(timeZone, locale)})`;
  return `${spokenDayAndTime(at, timeZone)} ${timeZoneName(timeZone)}`;
}

/** "Tuesday, November 3 at 2 pm, 2:30 pm or 3 pm; Wednesday, November 4 at 9 am Eastern Time": a few slots (earliest first), by day as every picker groups them. */
export function spokenSlots(starts: readonly Date[], timeZone: string): string {
  const days = slotsByDay(
    starts.map((start) => ({ start: start.toISOString() })),
    timeZone,
  ).map((day) => day.slots.map((slot) => DateTime.fromISO(slot.start, { zone: timeZone }).setLocale('en-US')));
  const list = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`);
  return `${days.map((day) => `${day[0]!.toFormat('cccc, LLLL d')} at ${list(day.map(spokenClock))}`).join('; ')} ${timeZoneName(timeZone)}`;
}
