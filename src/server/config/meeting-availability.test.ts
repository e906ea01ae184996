import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { startupWarnings } from '../startup-warnings.ts';

describe('meeting availability settings', () => {
  it('has defaults: 30 minutes, weekdays 09:00-17:00 in SITE_TIMEZONE, 2 hours notice, 14 days ahead', () => {
    const { availability, tokenSecretConfigured } = loadConfig({}).booking;
    expect(availability).toMatchObject({
      timeZone: 'America/New_York',
      meetingMinutes: 30,
      minNoticeMinutes: 120,
      daysAhead: 14,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 15,
      maxPerDay: 8,
    });
    expect(Object.keys(availability.hours)).toEqual(['1', '2', '3', '4', '5']);
    expect(availability.hours[1]).toEqual({ startMinute: 9 * 60, endMinute: 17 * 60 });
    expect(availability.datesOff.size).toBe(0);
    expect(tokenSecretConfigured).toBe(false);
  });

  it('reads every override from the environment', () => {
    const { availability } = loadConfig({
      SITE_TIMEZONE: 'Europe/Berlin',
      MEETING_MINUTES: '45',
      MEETING_SLOT_STEP_MINUTES: '15',
      MEETING_HOURS: 'Mon-Thu 08:30-18:00; Fri 09:00-12:00; Sat 10:00-11:00',
      MEETING_BUFFER_BEFORE_MINUTES: '5',
      MEETING_BUFFER_AFTER_MINUTES: '10',
      MEETING_MIN_NOTICE_MINUTES: '60',
      MEETING_DAYS_AHEAD: '30',
      MEETING_MAX_PER_DAY: '3',
      MEETING_DATES_OFF: '2026-12-24, 2026-12-25',
    }).booking;
    expect(availability).toMatchObject({ timeZone: 'Europe/Berlin', meetingMinutes: 45, slotStepMinutes: 15, minNoticeMinutes: 60, daysAhead: 30, maxPerDay: 3 });
    expect(availability.hours).toEqual({
      1: { startMinute: 510, endMinute: 1080 },
      2: { startMinute: 510, endMinute: 1080 },
      3: { startMinute: 510, endMinute: 1080 },
      4: { startMinute: 510, endMinute: 1080 },
      5: { startMinute: 540, endMinute: 720 },
      6: { startMinute: 600, endMinute: 660 },
    });
    expect([...availability.datesOff]).toEqual(['2026-12-24', '2026-12-25']);
  });

  it.each([
    ['MEETING_HOURS', 'weekdays 9-5', /MEETING_HOURS/],
    ['MEETING_HOURS', 'Mon-Fri 17:00-09:00', /MEETING_HOURS.*start before it ends/],
    ['MEETING_HOURS', 'Fri-Mon 09:00-17:00', /MEETING_HOURS.*forwards/],
    ['MEETING_HOURS', 'Mon-Fri 09:00-17:00; Fri 10:00-11:00', /MEETING_HOURS.*second time/],
    ['MEETING_DATES_OFF', '2026-02-30', /MEETING_DATES_OFF.*2026-02-30/],
    ['MEETING_MINUTES', '0', /MEETING_MINUTES/],
    ['MEETING_DAYS_AHEAD', 'soon', /MEETING_DAYS_AHEAD/],
    ['BOOKING_TOKEN_SECRET', 'short', /BOOKING_TOKEN_SECRET must be at least 24 bytes/],
  ])('stops start-up on %s=%s, naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('refuses meetings longer than the shortest working day', () => {
    expect(() => loadConfig({ MEETING_MINUTES: '90', MEETING_HOURS: 'Mon-Thu 09:00-17:00; Fri 09:00-10:00' })).toThrow(/MEETING_MINUTES \(90\)/);
  });

  it('warns at start in production when booking links would be signed with a key made at start-up', () => {
    const production = { NODE_ENV: 'production', SITE_URL: 'https://www.example.com' };
    expect(startupWarnings(loadConfig(production), production)).toEqual([expect.stringMatching(/BOOKING_TOKEN_SECRET is not set while NODE_ENV=production/)]);
    const withKey = { ...production, BOOKING_TOKEN_SECRET: 'a-booking-token-key-of-32-bytes-x' };
    expect(loadConfig(withKey).booking).toMatchObject({ tokenSecret: withKey.BOOKING_TOKEN_SECRET, tokenSecretConfigured: true });
    expect(startupWarnings(loadConfig(withKey), withKey)).toEqual([]);
  });
});
