import { clockLabel } from '../../../shared/booking/slot-display.ts';
import { LOCALE_INFO, type Locale } from '../../../shared/i18n/locales.ts';

/** The browser's time zone (IANA), in which a visitor is shown meeting times; UTC when the browser does not say. */
export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const shortDayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "Tue, Nov 24, 2:30 pm" ("mar, 24 de nov, 2:30 p. m."): a slot on a button, where the whole day name does not fit
 * (meetingWhen says it in full).
 */
export function shortSlotLabel(start: string, timeZone: string, locale: Locale = 'en'): string {
  const key = `${locale} ${timeZone}`;
  let format = shortDayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_INFO[locale].intlTag, { timeZone, weekday: 'short', month: 'short', day: 'numeric' });
    shortDayFormats.set(key, format);
  }
  const at = new Date(start);
  return `${format.format(at)}, ${clockLabel(at, timeZone, locale)}`;
}
