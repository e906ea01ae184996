import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { nextSalesOpening, salesLineOpenAt } from './sales-line.ts';

const lineOf = (env: Record<string, string> = {}) => loadConfig({ ...env }).callBack.salesLine;

describe('the sales line (SALES_*)', () => {
  it('defaults to the site sales number, weekdays 9 to 5 in the company time zone, no holidays, 30 s of ringing', () => {
    const line = lineOf();
    expect(line).toMatchObject({ phoneE164: '+19545550187', timeZone: 'America/New_York', transferTimeoutSeconds: 30 });
    expect(line.holidays.size).toBe(0);
    expect(line.hours[1]).toEqual({ startMinute: 540, endMinute: 1020 });
    expect(line.hours[6]).toBeUndefined();
  });

  it('is open inside the hours, closed before, after, at weekends and on holidays', () => {
    const line = lineOf({ SALES_HOURS: 'Mon-Fri 09:00-17:00; Sat 10:00-12:00', SALES_HOLIDAYS: '2026-11-26', SALES_TIMEZONE: 'America/Chicago' });
    // Wednesday 2026-11-25: 08:59 and 17:00 Chicago are closed, 09:00 and 16:59 open.
    expect(salesLineOpenAt(line, new Date('2026-11-25T14:59:00Z'))).toBe(false);
    expect(salesLineOpenAt(line, new Date('2026-11-25T15:00:00Z'))).toBe(true);
    expect(salesLineOpenAt(line, new Date('2026-11-25T22:59:00Z'))).toBe(true);
    expect(salesLineOpenAt(line, new Date('2026-11-25T23:00:00Z'))).toBe(false);
    // Thanksgiving, a Thursday, is a holiday; Saturday morning is open, Sunday never.
    expect(salesLineOpenAt(line, new Date('2026-11-26T17:00:00Z'))).toBe(false);
    expect(salesLineOpenAt(line, new Date('2026-11-28T17:00:00Z'))).toBe(true);
    expect(salesLineOpenAt(line, new Date('2026-11-29T17:00:00Z'))).toBe(false);
    // After Wednesday's close, the next opening skips the holiday: Friday 09:00 Chicago.
    expect(nextSalesOpening(line, new Date('2026-11-25T23:30:00Z'))).toEqual(new Date('2026-11-27T15:00:00Z'));
  });

  it('refuses a bad setting at start-up, naming it', () => {
    expect(() => lineOf({ SALES_PHONE: 'call us' })).toThrow(/SALES_PHONE: "call us" is not a phone number/);
    expect(() => lineOf({ SALES_HOURS: 'weekdays' })).toThrow(/SALES_HOURS/);
    expect(() => lineOf({ SALES_HOLIDAYS: '2026-02-30' })).toThrow(/SALES_HOLIDAYS: "2026-02-30" is not a date/);
    expect(() => lineOf({ SALES_TIMEZONE: 'Mars/Base' })).toThrow(/SALES_TIMEZONE/);
    expect(() => lineOf({ SALES_TRANSFER_TIMEOUT_SECONDS: '2' })).toThrow(/SALES_TRANSFER_TIMEOUT_SECONDS/);
    expect(lineOf({ SALES_PHONE: '+1 (305) 555-0100' }).phoneE164).toBe('+13055550100');
  });
});
