/** LEAD_RETRY_SCHEDULE: the waits between delivery attempts, as the environment writes them. */
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;

/** Waits between attempts: after the first failure 5 s, then 5 min, ... After the last, the delivery fails. */
export const DEFAULT_RETRY_SCHEDULE_MS: readonly number[] = ['5s', '5m', '30m', '2h', '5h', '10h', '24h'].map(parseDuration);

export function parseDuration(text: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(text.trim());
  if (!match) throw new Error(`"${text}" is not a duration like 500ms, 5s, 5m or 2h`);
  return Math.round(Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS]);
}

/** "5s,5m,30m" to milliseconds. */
export function parseRetrySchedule(text: string): number[] {
  const delays = text.split(',').map(parseDuration);
  if (delays.length === 0) throw new Error('at least one delay is needed');
  return delays;
}
