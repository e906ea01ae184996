import type { CallBackRetries } from '../../../config/call-back-retries.ts';
import { localDateKey, nextCallingTime, nextMorning, type CallingHours } from '../calling-hours.ts';

export type RetryPlan = { at: Date } | { stop: string };

/**
 * When the attempt after `attemptNumber` (which ended at `endedAt`, reaching nobody) should be made: the configured
 * wait (10 minutes, then the next morning, by default), never outside the lead's calling hours (a wait that ends
 * after closing becomes the next morning), and never past the window that started with the first attempt.
 */
export function planNextAttempt(input: {
  attemptNumber: number;
  endedAt: Date;
  firstPlacedAt: Date;
  timeZone: string;
  hours: CallingHours;
  retries: CallBackRetries;
}): RetryPlan {
  const { attemptNumber, endedAt, timeZone, hours, retries } = input;
  if (attemptNumber >= retries.maxAttempts) {
    return { stop: `No further attempt: ${retries.maxAttempts} ${retries.maxAttempts === 1 ? 'call is' : 'calls are'} the most a lead gets (CALLBACK_MAX_ATTEMPTS).` };
  }
  const delay = retries.delays[Math.min(attemptNumber - 1, retries.delays.length - 1)]!;
  let at: Date;
  if (delay === 'next-morning') {
    at = nextMorning(endedAt, timeZone, hours, retries.morningMinute);
  } else {
    const after = new Date(endedAt.getTime() + delay.afterMs);
    const opening = nextCallingTime(after, timeZone, hours);
    // Later the same day (before the opening) is fine; past closing, the call waits for the next morning.
    at = localDateKey(opening, timeZone) === localDateKey(after, timeZone) ? opening : nextMorning(after, timeZone, hours, retries.morningMinute);
  }
  if (at.getTime() - input.firstPlacedAt.getTime() > retries.windowMs) {
    return { stop: `No further attempt: the next one would fall more than ${retries.windowMs / 3_600_000} hours after the first call (CALLBACK_RETRY_WINDOW_HOURS).` };
  }
  return { at };
}
