import type { Locale } from '../../../shared/i18n/locales.ts';
import type { CallingHours } from '../../config/calling-hours.ts';

export type { CallingHours };

interface LocalTime {
  year: number;
  month: number;
  day: number;
  minuteOfDay: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function localTimeAt(at: Date, timeZone: string): LocalTime {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(at).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), minuteOfDay: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** The instant at which the wall clock in `timeZone` shows the given date and minute (DST-safe to the minute). */
function instantOfLocalTime(date: Omit<LocalTime, 'minuteOfDay'>, minuteOfDay: number, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minuteOfDay);
  let instant = wall;
  // Two rounds settle the offset, also when a DST change lies between the guess and the answer.
  for (let round = 0; round < 2; round += 1) {
    const shown = localTimeAt(new Date(instant), timeZone);
    const shownWall = Date.UTC(shown.year, shown.month - 1, shown.day, 0, shown.minuteOfDay);
    instant += wall - shownWall;
  }
  return new Date(instant);
}

function nextDay(date: Omit<LocalTime, 'minuteOfDay'>) {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

export function isWithinCallingHours(at: Date, timeZone: string, hours: CallingHours): boolean {
  const { minuteOfDay } = localTimeAt(at, timeZone);
  return minuteOfDay >= hours.startMinute && minuteOfDay < hours.endMinute;
}

/** `now` when it lies within calling hours in `timeZone`, else the next opening (later today or tomorrow). */
export function nextCallingTime(now: Date, timeZone: string, hours: CallingHours): Date {
  const local = localTimeAt(now, timeZone);
  if (local.minuteOfDay >= hours.startMinute && local.minuteOfDay < hours.endMinute) return now;
  const day = local.minuteOfDay < hours.startMinute ? local : nextDay(local);
  return instantOfLocalTime(day, hours.startMinute, timeZone);
}

/** Midnight starting the day `at` falls on in `timeZone` (or `daysLater` days after it). */
export function startOfLocalDay(at: Date, timeZone: string, daysLater = 0): Date {
  let day: Omit<LocalTime, 'minuteOfDay'> = localTimeAt(at, timeZone);
  for (let added = 0; added < daysLater; added += 1) day = nextDay(day);
  return instantOfLocalTime(day, 0, timeZone);
}

/** The calendar date `at` falls on in `timeZone`, as YYYY-MM-DD. */
export function localDateKey(at: Date, timeZone: string): string {
  const { year, month, day } = localTimeAt(at, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** "8 am", "8:30 am", "9 pm"; in Spanish "8 a. m.", "8:30 a. m.", "9 p. m.". */
export function formatClock(minuteOfDay: number, locale: Locale = 'en'): string {
  const hour = Math.floor(minuteOfDay / 60) % 24;
  const minute = minuteOfDay % 60;
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const period = locale === 'es' ? (hour < 12 ? 'a. m.' : 'p. m.') : hour < 12 ? 'am' : 'pm';
  return `${hour12}${minute ? `:${String(minute).padStart(2, '0')}` : ''} ${period}`;
}

const WEEKDAYS = {
  en: new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }),
  es: new Intl.DateTimeFormat('es-US', { weekday: 'long', timeZone: 'UTC' }),
} satisfies Record<Locale, Intl.DateTimeFormat>;

/** The words around the day and the clock, per language: "today after 8 am", "hoy después de las 8 a. m.". */
export const CALL_TIME_WORDS = {
  en: { soon: 'in a minute', after: (clock: string) => `after ${clock}`, today: 'today', tomorrow: 'tomorrow', on: (weekday: string) => `on ${weekday}` },
  es: {
    soon: 'en un minuto',
    // "a la 1 p. m." but "a las 8 a. m.".
    after: (clock: string) => `después de ${clock.startsWith('1 ') || clock.startsWith('1:') ? 'la' : 'las'} ${clock}`,
    today: 'hoy',
    tomorrow: 'mañana',
    on: (weekday: string) => `el ${weekday}`,
  },
} satisfies Record<Locale, unknown>;

/**
 * When the visitor can expect the call, in their own time and language: "in a minute", "today after 8 am",
 * "tomorrow after 8 am", "on Saturday after 8 am"; "hoy después de las 8 a. m.".
 */
export function describeCallTime(now: Date, at: Date, timeZone: string, hours: CallingHours, locale: Locale = 'en'): string {
  const words = CALL_TIME_WORDS[locale];
  if (at.getTime() - now.getTime() < 60_000) return words.soon;
  const today = localTimeAt(now, timeZone);
  const then = localTimeAt(at, timeZone);
  const dayNumber = (t: LocalTime) => Date.UTC(t.year, t.month - 1, t.day) / 86_400_000;
  const days = dayNumber(then) - dayNumber(today);
  const clock = words.after(formatClock(hours.startMinute, locale));
  if (days === 0) return `${words.today} ${clock}`;
  if (days === 1) return `${words.tomorrow} ${clock}`;
  return `${words.on(WEEKDAYS[locale].format(new Date(Date.UTC(then.year, then.month - 1, then.day))))} ${clock}`;
}

/**
 * The instant `minuteOfDay` shows on the local day after the one `at` falls on in `timeZone`, moved to the opening of
 * calling hours when it lies outside them (a retry's "next morning").
 */
export function nextMorning(at: Date, timeZone: string, hours: CallingHours, minuteOfDay: number): Date {
  const minute = minuteOfDay >= hours.startMinute && minuteOfDay < hours.endMinute ? minuteOfDay : hours.startMinute;
  return instantOfLocalTime(nextDay(localTimeAt(at, timeZone)), minute, timeZone);
}
