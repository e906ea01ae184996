import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_SCHEDULE_MS, parseRetrySchedule } from '../../config/retry-schedule.ts';
import { nextRetryDelayMs } from './retry-schedule.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('the delivery retry schedule', () => {
  it('waits 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 24 h by default', () => {
    expect(DEFAULT_RETRY_SCHEDULE_MS).toEqual([5000, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 24 * HOUR]);
  });

  it('spreads each wait by ±20 % and gives up after the last one', () => {
    expect(nextRetryDelayMs(DEFAULT_RETRY_SCHEDULE_MS, 1, () => 0)).toBe(4000);
    expect(nextRetryDelayMs(DEFAULT_RETRY_SCHEDULE_MS, 1, () => 0.5)).toBe(5000);
    expect(nextRetryDelayMs(DEFAULT_RETRY_SCHEDULE_MS, 4, () => 1)).toBe(2.4 * HOUR);
    expect(nextRetryDelayMs(DEFAULT_RETRY_SCHEDULE_MS, 7, () => 0.5)).toBe(24 * HOUR);
    // Eight attempts in all: the first, then one after each wait.
    expect(nextRetryDelayMs(DEFAULT_RETRY_SCHEDULE_MS, 8)).toBeNull();
  });

  it('reads a schedule like "100ms,2s,5m,1.5h" and rejects anything else', () => {
    expect(parseRetrySchedule('100ms, 2s,5m,1.5h')).toEqual([100, 2000, 5 * MINUTE, 1.5 * HOUR]);
    expect(() => parseRetrySchedule('5 minutes')).toThrow('"5 minutes" is not a duration');
    expect(() => parseRetrySchedule('')).toThrow();
  });
});
