import { parseCallingHours, type CallingHours } from './calling-hours.ts';

/** ISO weekday numbers, Monday = 1 … Sunday = 7 (as Luxon and ISO 8601 count them). */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** When sales can meet, in the company's time zone (SITE_TIMEZONE): everything a free slot is computed from. */
export interface MeetingAvailability {
  timeZone: string;
  meetingMinutes: number;
  /** Slots start this often from the opening of a day's hours (e.g. 09:00, 09:30, …). */
  slotStepMinutes: number;
  /** Working hours per weekday; a weekday missing here has no slots. */
  hours: Partial<Record<IsoWeekday, CallingHours>>;
  /** Kept free before and after every meeting: two meetings are at least before + after minutes apart. */
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  /** The earliest slot offered starts this long after now. */
  minNoticeMinutes: number;
  /** Slots are offered on today and the next `daysAhead - 1` days (local calendar days). */
  daysAhead: number;
  /** Meetings per local day, at most. */
  maxPerDay: number;
  /** Local dates (YYYY-MM-DD) without slots: holidays, offsites. */
  datesOff: ReadonlySet<string>;
}

export const DEFAULT_MEETING_HOURS = 'Mon-Fri 09:00-17:00';

export const DEFAULT_MEETING_AVAILABILITY = {
  meetingMinutes: 30,
  slotStepMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  minNoticeMinutes: 120,
  daysAhead: 14,
  maxPerDay: 8,
} as const;

const WEEKDAY_NAMES: Record<string, IsoWeekday> = { mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6, sun: 7 };

function weekdayOf(name: string): IsoWeekday {
  const day = WEEKDAY_NAMES[name.trim().slice(0, 3).toLowerCase()];
  if (!day) throw new Error(`"${name.trim()}" is not a weekday like Mon`);
  return day;
}

function weekdaysOf(text: string): IsoWeekday[] {
  const [first, last, ...rest] = text.split('-');
  if (first === undefined || rest.length > 0) throw new Error(`"${text}" is not a weekday or a range like Mon-Fri`);
  const from = weekdayOf(first);
  if (last === undefined) return [from];
  const to = weekdayOf(last);
  if (to < from) throw new Error(`"${text}" must run forwards within a week, like Mon-Fri`);
  return Array.from({ length: to - from + 1 }, (_, index) => (from + index) as IsoWeekday);
}

/**
 * MEETING_HOURS: groups separated by ";", each weekdays then a time range, e.g. "Mon-Fri 09:00-17:00" or
 * "Mon-Thu 09:00-17:00; Fri 09:00-12:00". A weekday named twice is a mistake.
 */
export function parseMeetingHours(text: string): Partial<Record<IsoWeekday, CallingHours>> {
  const hours: Partial<Record<IsoWeekday, CallingHours>> = {};
  for (const group of text.split(';').map((part) => part.trim()).filter(Boolean)) {
    const match = /^(\S+)\s+(\S+)$/.exec(group);
    if (!match) throw new Error(`"${group}" is not weekdays and hours like "Mon-Fri 09:00-17:00"`);
    const range = parseCallingHours(match[2]!);
    for (const day of weekdaysOf(match[1]!)) {
      if (hours[day]) throw new Error(`"${group}" names a weekday a second time`);
      hours[day] = range;
    }
  }
  if (Object.keys(hours).length === 0) throw new Error(`"${text}" names no weekday; write hours like "${DEFAULT_MEETING_HOURS}"`);
  return hours;
}

/** MEETING_DATES_OFF: comma-separated YYYY-MM-DD dates (real calendar dates); empty for none. */
export function parseDatesOff(text: string): ReadonlySet<string> {
  const dates = text.split(',').map((part) => part.trim()).filter(Boolean);
  for (const date of dates) {
    const parsed = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : undefined;
    if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) {
      throw new Error(`"${date}" is not a date like 2026-12-25`);
    }
  }
  return new Set(dates);
}

/** A slot must fit in every day's hours and on the step grid: a meeting longer than a day's hours could never be booked. */
export function availabilityProblem(availability: MeetingAvailability): string | null {
  const shortest = Math.min(...Object.values(availability.hours).map((range) => range.endMinute - range.startMinute));
  if (availability.meetingMinutes > shortest) {
    return `MEETING_MINUTES (${availability.meetingMinutes}) is longer than the shortest day in MEETING_HOURS (${shortest} minutes)`;
  }
  return null;
}
