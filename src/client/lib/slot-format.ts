import { clockLabel } from '../../shared/booking/slot-display.ts';

/** The browser's time zone (IANA), in which a visitor is shown meeting times; UTC when the browser does not say. */
export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const shortDayFormats = new Map<string, Intl.DateTimeFormat>();

/** "Tue, Nov 24, 2:30 pm": a slot on a button, where the whole day name does not fit (meetingWhen says it in full). */
export function shortSlotLabel(start: string, timeZone: string): string {
  let format = shortDayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' });
    shortDayFormats.set(timeZone, format);
  }
  const at = new Date(start);
  return `${format.format(at)}, ${clockLabel(at, timeZone)}`;
}
