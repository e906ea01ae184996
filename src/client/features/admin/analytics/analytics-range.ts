import { reportRangeSchema, type ReportRange } from '../../../../shared/analytics/analytics-report.ts';

export const ANALYTICS_PATH = '/admin/analytics';

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The last `days` UTC days, today included. */
export function lastDays(days: number, now = Date.now()): ReportRange {
  return { from: dayOf(now - (days - 1) * DAY_MS), to: dayOf(now) };
}

/** The range in the address (?from=…&to=…), or the last 30 days when it names none or a wrong one. */
export function rangeFromSearch(search: URLSearchParams, now = Date.now()): ReportRange {
  const parsed = reportRangeSchema.safeParse({ from: search.get('from') ?? '', to: search.get('to') ?? '' });
  return parsed.success ? parsed.data : lastDays(30, now);
}

export const rangeQuery = (range: ReportRange) => `from=${range.from}&to=${range.to}`;

/** The change from the previous period, as people read it: "+12 %", "−3 %", "new" or "no change". */
export function changeOf(current: number, previous: number): string {
  if (current === previous) return 'no change';
  if (previous === 0) return 'new';
  const percent = Math.round(((current - previous) / previous) * 100);
  return percent === 0 ? 'about the same' : `${percent > 0 ? '+' : '−'}${Math.abs(percent)} %`;
}

/** A step's conversion from the one before: "25.0 %", or "–" when the step before had none. */
export function conversionOf(count: number, before: number): string {
  return before > 0 ? `${((count / before) * 100).toFixed(1)} %` : '–';
}

/** Seconds as "42 s", "3 min 5 s" or "2 h 4 min". */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '–';
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  if (whole < 3600) return `${Math.floor(whole / 60)} min ${whole % 60} s`;
  return `${Math.floor(whole / 3600)} h ${Math.floor((whole % 3600) / 60)} min`;
}
