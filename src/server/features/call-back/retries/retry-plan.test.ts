import { describe, expect, it } from 'vitest';
import { parseCallBackRetries, DEFAULT_CALLBACK_RETRIES } from '../../../config/call-back-retries.ts';
import { parseCallingHours } from '../../../config/calling-hours.ts';
import { planNextAttempt } from './retry-plan.ts';

const retries = parseCallBackRetries(DEFAULT_CALLBACK_RETRIES);
const hours = parseCallingHours('08:00-21:00');
const timeZone = 'America/Chicago';
const plan = (attemptNumber: number, endedAt: string, firstPlacedAt = endedAt, settings = retries) =>
  planNextAttempt({ attemptNumber, endedAt: new Date(endedAt), firstPlacedAt: new Date(firstPlacedAt), timeZone, hours, retries: settings });

describe('when a call-back that reached nobody is tried again', () => {
  it('tries 10 minutes later, then the next morning at 9:30 in the lead’s time', () => {
    // Tuesday 2026-12-01, 14:00 in Chicago (UTC-6).
    expect(plan(1, '2026-12-01T20:00:00Z')).toEqual({ at: new Date('2026-12-01T20:10:00Z') });
    expect(plan(2, '2026-12-01T20:10:00Z', '2026-12-01T20:00:00Z')).toEqual({ at: new Date('2026-12-02T15:30:00Z') });
  });

  it('never outside calling hours: 10 minutes past closing becomes the next morning, a morning before opening the opening', () => {
    // 20:55 in Chicago: 21:05 is after closing.
    expect(plan(1, '2026-12-02T02:55:00Z')).toEqual({ at: new Date('2026-12-02T15:30:00Z') });
    const early = parseCallBackRetries({ ...DEFAULT_CALLBACK_RETRIES, CALLBACK_RETRY_MORNING: '07:00' });
    expect(plan(2, '2026-12-01T20:10:00Z', '2026-12-01T20:00:00Z', early)).toEqual({ at: new Date('2026-12-02T14:00:00Z') });
  });

  it('stops at CALLBACK_MAX_ATTEMPTS and at the window after the first call, saying which', () => {
    expect(plan(3, '2026-12-02T15:35:00Z', '2026-12-01T20:00:00Z')).toEqual({ stop: expect.stringContaining('CALLBACK_MAX_ATTEMPTS') });
    const narrow = parseCallBackRetries({ ...DEFAULT_CALLBACK_RETRIES, CALLBACK_RETRY_WINDOW_HOURS: 12 });
    expect(plan(2, '2026-12-01T20:10:00Z', '2026-12-01T20:00:00Z', narrow)).toEqual({ stop: expect.stringContaining('CALLBACK_RETRY_WINDOW_HOURS') });
    const once = parseCallBackRetries({ ...DEFAULT_CALLBACK_RETRIES, CALLBACK_MAX_ATTEMPTS: 1 });
    expect(plan(1, '2026-12-01T20:00:00Z', '2026-12-01T20:00:00Z', once)).toEqual({ stop: expect.stringContaining('1 call is the most') });
  });

  it('refuses settings that promise more than the consent allows, or waits that make no sense', () => {
    expect(() => parseCallBackRetries({ ...DEFAULT_CALLBACK_RETRIES, CALLBACK_MAX_ATTEMPTS: 4 })).toThrow(/CALLBACK_MAX_ATTEMPTS: the call consent allows at most 3/);
    expect(() => parseCallBackRetries({ ...DEFAULT_CALLBACK_RETRIES, CALLBACK_RETRY_WINDOW_HOURS: 72 })).toThrow(/CALLBACK_RETRY_WINDOW_HOURS/);
    expect(() => parseCallBackRetries({ ...DEFAULT_CALLBACK_RETRIES, CALLBACK_RETRY_DELAYS: '10s' })).toThrow(/CALLBACK_RETRY_DELAYS: "10s" is shorter than a minute/);
    expect(() => parseCallBackRetries({ ...DEFAULT_CALLBACK_RETRIES, CALLBACK_RETRY_DELAYS: 'tomorrow' })).toThrow(/CALLBACK_RETRY_DELAYS/);
    expect(() => parseCallBackRetries({ ...DEFAULT_CALLBACK_RETRIES, CALLBACK_RETRY_MORNING: '25:00' })).toThrow(/CALLBACK_RETRY_MORNING/);
  });
});
