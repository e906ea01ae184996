/** Spread of each wait (±20 %), so leads that failed together do not retry in lockstep. */
export const RETRY_JITTER = 0.2;

/**
 * The wait before the next attempt after `attempts` failed ones, or null when the schedule is used
 * up and the delivery is given up.
 */
export function nextRetryDelayMs(schedule: readonly number[], attempts: number, random: () => number = Math.random): number | null {
  const base = schedule[attempts - 1];
  if (base === undefined) return null;
  return Math.round(base * (1 - RETRY_JITTER + 2 * RETRY_JITTER * random()));
}
