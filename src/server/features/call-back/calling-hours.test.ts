import { describe, expect, it } from 'vitest';
import { parseCallingHours } from '../../config/calling-hours.ts';
import { describeCallTime, formatClock, isWithinCallingHours, nextCallingTime } from './calling-hours.ts';

const DEFAULT = parseCallingHours('08:00-21:00');

describe('calling hours', () => {
  it('parses a local window on the 24-hour clock and rejects anything else', () => {
    expect(DEFAULT).toEqual({ startMinute: 480, endMinute: 1260 });
    expect(parseCallingHours('00:00-24:00')).toEqual({ startMinute: 0, endMinute: 1440 });
    expect(() => parseCallingHours('21:00-08:00')).toThrow('must start before it ends');
    expect(() => parseCallingHours('8am-9pm')).toThrow('is not a time like 08:00');
    expect(() => parseCallingHours('08:00')).toThrow('is not a range');
    expect(() => parseCallingHours('08:00-25:00')).toThrow('is not a time');
  });

  it('calls at once inside the hours, in the lead\'s zone rather than the server\'s', () => {
    // 14:00 UTC is 09:00 in New York (EST) but 04:00 in Honolulu.
    const now = new Date('2026-01-15T14:00:00Z');
    expect(isWithinCallingHours(now, 'America/New_York', DEFAULT)).toBe(true);
    expect(nextCallingTime(now, 'America/New_York', DEFAULT)).toEqual(now);
    expect(isWithinCallingHours(now, 'Pacific/Honolulu', DEFAULT)).toBe(false);
    // Same day, 08:00 in Honolulu (UTC-10).
    expect(nextCallingTime(now, 'Pacific/Honolulu', DEFAULT).toISOString()).toBe('2026-01-15T18:00:00.000Z');
    expect(describeCallTime(now, nextCallingTime(now, 'Pacific/Honolulu', DEFAULT), 'Pacific/Honolulu', DEFAULT)).toBe('today after 8 am');
  });

  it('waits for tomorrow morning after closing time, across zones and a DST change', () => {
    // 22:30 in Los Angeles on 7 March 2026 (PST); the clocks go forward that night.
    const lateEvening = new Date('2026-03-08T06:30:00Z');
    const at = nextCallingTime(lateEvening, 'America/Los_Angeles', DEFAULT);
    expect(at.toISOString()).toBe('2026-03-08T15:00:00.000Z'); // 08:00 PDT (UTC-7)
    expect(describeCallTime(lateEvening, at, 'America/Los_Angeles', DEFAULT)).toBe('tomorrow after 8 am');
    // The same instant is 01:30 the next day in New York: later that same day.
    const ny = nextCallingTime(lateEvening, 'America/New_York', DEFAULT);
    expect(ny.toISOString()).toBe('2026-03-08T12:00:00.000Z'); // 08:00 EDT (UTC-4)
    expect(describeCallTime(lateEvening, ny, 'America/New_York', DEFAULT)).toBe('today after 8 am');
    // Closing time itself is outside; one minute before is inside.
    expect(isWithinCallingHours(new Date('2026-01-16T02:00:00Z'), 'America/New_York', DEFAULT)).toBe(false);
    expect(isWithinCallingHours(new Date('2026-01-16T01:59:00Z'), 'America/New_York', DEFAULT)).toBe(true);
  });

  it('says "in a minute" for a call due now, and names the weekday further out', () => {
    const now = new Date('2026-01-15T14:00:00Z');
    expect(describeCallTime(now, now, 'America/New_York', DEFAULT)).toBe('in a minute');
    expect(describeCallTime(now, new Date('2026-01-17T13:00:00Z'), 'America/New_York', DEFAULT)).toBe('on Saturday after 8 am');
    expect(formatClock(8 * 60 + 30)).toBe('8:30 am');
    expect(formatClock(0)).toBe('12 am');
    expect(formatClock(21 * 60)).toBe('9 pm');
  });

  it('says it in Spanish for a Spanish lead, with "la" before one o\'clock', () => {
    const now = new Date('2026-01-15T14:00:00Z');
    expect(describeCallTime(now, now, 'America/New_York', DEFAULT, 'es')).toBe('en un minuto');
    expect(describeCallTime(now, new Date('2026-01-17T13:00:00Z'), 'America/New_York', DEFAULT, 'es')).toBe('el sábado después de las 8 a. m.');
    const lateEvening = new Date('2026-03-08T06:30:00Z');
    const at = nextCallingTime(lateEvening, 'America/Los_Angeles', DEFAULT);
    expect(describeCallTime(lateEvening, at, 'America/Los_Angeles', DEFAULT, 'es')).toBe('mañana después de las 8 a. m.');
    const afternoon = { ...DEFAULT, startMinute: 13 * 60 };
    expect(describeCallTime(now, nextCallingTime(now, 'America/New_York', afternoon), 'America/New_York', afternoon, 'es')).toBe('hoy después de la 1 p. m.');
    expect(formatClock(8 * 60 + 30, 'es')).toBe('8:30 a. m.');
    expect(formatClock(21 * 60, 'es')).toBe('9 p. m.');
  });
});
