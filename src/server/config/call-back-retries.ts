import { CONSENTED_CALL_ATTEMPTS } from '../../shared/content/call-consent.ts';
import { parseDuration } from './retry-schedule.ts';

/** The wait before a retry: a duration, or the next morning in the lead's time (CALLBACK_RETRY_MORNING). */
export type RetryDelay = { afterMs: number } | 'next-morning';

/** How a call-back that reached nobody is tried again (issue 38): CALLBACK_MAX_ATTEMPTS and the CALLBACK_RETRY_* settings. */
export interface CallBackRetries {
  /** Calls per lead at most, the first included; 1 turns retries off. */
  maxAttempts: number;
  /** No attempt starts later than this after the first one. */
  windowMs: number;
  /** The wait after attempt 1, 2…; the last one repeats. */
  delays: readonly RetryDelay[];
  /** Minutes after local midnight at which a next-morning attempt is aimed (moved into calling hours when outside). */
  morningMinute: number;
}

export const DEFAULT_CALLBACK_RETRIES = {
  CALLBACK_MAX_ATTEMPTS: CONSENTED_CALL_ATTEMPTS.maxAttempts,
  CALLBACK_RETRY_WINDOW_HOURS: CONSENTED_CALL_ATTEMPTS.withinDays * 24,
  CALLBACK_RETRY_DELAYS: '10m,next-morning',
  CALLBACK_RETRY_MORNING: '09:30',
} as const;

function parseDelay(text: string): RetryDelay {
  if (text.trim() === 'next-morning') return 'next-morning';
  const afterMs = parseDuration(text);
  if (afterMs < 60_000) throw new Error(`"${text.trim()}" is shorter than a minute: nobody can call back that fast`);
  return { afterMs };
}

function parseMorning(text: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  const minute = Number(match?.[1]) * 60 + Number(match?.[2]);
  if (!match || Number(match[2]) > 59 || minute >= 24 * 60) throw new Error(`"${text.trim()}" is not a time like 09:30`);
  return minute;
}

/**
 * The retry settings, checked against what the consent says (at most CONSENTED_CALL_ATTEMPTS calls within its days):
 * they may lower it, never raise it. Each problem names its variable.
 */
export function parseCallBackRetries(env: {
  CALLBACK_MAX_ATTEMPTS: number;
  CALLBACK_RETRY_WINDOW_HOURS: number;
  CALLBACK_RETRY_DELAYS: string;
  CALLBACK_RETRY_MORNING: string;
}): CallBackRetries {
  const { maxAttempts, withinDays } = CONSENTED_CALL_ATTEMPTS;
  if (env.CALLBACK_MAX_ATTEMPTS > maxAttempts) {
    throw new Error(`Invalid environment: CALLBACK_MAX_ATTEMPTS: the call consent allows at most ${maxAttempts} calls`);
  }
  if (env.CALLBACK_RETRY_WINDOW_HOURS > withinDays * 24) {
    throw new Error(`Invalid environment: CALLBACK_RETRY_WINDOW_HOURS: the call consent allows at most ${withinDays * 24} hours`);
  }
  const setting = <T>(name: string, parse: () => T): T => {
    try {
      return parse();
    } catch (error) {
      throw new Error(`Invalid environment: ${name}: ${(error as Error).message}`, { cause: error });
    }
  };
  return {
    maxAttempts: env.CALLBACK_MAX_ATTEMPTS,
    windowMs: env.CALLBACK_RETRY_WINDOW_HOURS * 3_600_000,
    delays: setting('CALLBACK_RETRY_DELAYS', () => env.CALLBACK_RETRY_DELAYS.split(',').map(parseDelay)),
    morningMinute: setting('CALLBACK_RETRY_MORNING', () => parseMorning(env.CALLBACK_RETRY_MORNING)),
  };
}
