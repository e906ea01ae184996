const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** An instant in the reader's own time zone and locale. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** An instant's time of day in the company's time zone, in the reader's locale: "2:30 PM". */
export function formatTimeIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(undefined, { timeZone, timeStyle: 'short' }).format(new Date(iso));
}

/** The day an instant falls on in the company's time zone: "Tuesday, November 24". */
export function formatDayIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(undefined, { timeZone, weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(iso));
}

/** A calendar date (YYYY-MM-DD, already a local day of the company) as a heading: "Tuesday, November 24". */
export function formatLocalDate(date: string): string {
  return formatDayIn(`${date}T12:00:00Z`, 'UTC');
}

/** An instant as its day and time in the company's time zone: "Tuesday, November 24, 2:30 PM". */
export function formatDayAndTimeIn(iso: string, timeZone: string): string {
  return `${formatDayIn(iso, timeZone)}, ${formatTimeIn(iso, timeZone)}`;
}
