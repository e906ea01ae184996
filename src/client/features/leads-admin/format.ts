const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** An instant in the reader's own time zone and locale. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
