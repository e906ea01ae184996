/**
 * A time zone in which it is about noon at `at` (Etc/GMT+11 to Etc/GMT-12), for a test whose site-wide "today"
 * (a daily cap counted midnight to midnight in SITE_TIMEZONE) must not end while it runs, whatever the hour of the run.
 */
export function timeZoneWhereItIsMidday(at = new Date()): string {
  const hoursAhead = 12 - at.getUTCHours();
  // The IANA names invert the sign: Etc/GMT-5 is five hours ahead of UTC.
  return hoursAhead === 0 ? 'Etc/UTC' : `Etc/GMT${hoursAhead > 0 ? '-' : '+'}${Math.abs(hoursAhead)}`;
}
