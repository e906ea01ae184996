import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import type { MeetingAvailability } from '../../config/meeting-availability.ts';
import { freeSlots, isFreeSlot, type TimeSpan } from './free-slots.ts';
import { spokenSlot, spokenSlots } from './spoken-time.ts';

/** The defaults, as the server reads them from an empty environment. */
const defaults = loadConfig({}).booking.availability;
const availability = (overrides: Partial<MeetingAvailability> = {}): MeetingAvailability => ({ ...defaults, ...overrides });
const iso = (slots: TimeSpan[]) => slots.map((slot) => slot.start.toISOString());
const meeting = (start: string, minutes = 30): TimeSpan => ({ start: new Date(start), end: new Date(Date.parse(start) + minutes * 60_000) });

describe('free meeting slots', () => {
  it('defaults to 30-minute meetings on weekdays 09:00-17:00 Eastern, 2 hours ahead, for 14 days', () => {
    // Monday 2026-11-23 08:00 Eastern (EST, UTC-5).
    const now = new Date('2026-11-23T13:00:00Z');
    const slots = freeSlots(defaults, now, []);
    expect(slots[0]!.start.toISOString()).toBe('2026-11-23T15:00:00.000Z'); // 10:00 local: 2 h notice from 08:00
    expect(slots[0]!.end.getTime() - slots[0]!.start.getTime()).toBe(30 * 60_000);
    // Last slot of a day starts 16:30 and ends 17:00.
    expect(iso(slots)).toContain('2026-11-23T21:30:00.000Z');
    expect(iso(slots)).not.toContain('2026-11-23T22:00:00.000Z');
    // No weekend slots; the 14th day (Sunday 12-06) is the last day offered, so Friday 12-04 has the last slots.
    expect(iso(slots).filter((start) => start.startsWith('2026-11-28') || start.startsWith('2026-11-29'))).toEqual([]);
    expect(slots.at(-1)!.start.toISOString()).toBe('2026-12-04T21:30:00.000Z');
  });

  it('keeps the wall-clock hours across the end of daylight saving time (2026-11-01, America/New_York)', () => {
    // Friday 2026-10-30 07:00 EDT.
    const now = new Date('2026-10-30T11:00:00Z');
    const slots = iso(freeSlots(defaults, now, [], { limit: 40 }));
    expect(slots).toContain('2026-10-30T13:00:00.000Z'); // Friday 09:00 EDT = UTC-4
    expect(slots).toContain('2026-11-02T14:00:00.000Z'); // Monday 09:00 EST = UTC-5
    expect(slots).not.toContain('2026-11-02T13:00:00.000Z'); // 08:00 EST: before hours
    expect(slots.filter((start) => start.startsWith('2026-11-02'))).toHaveLength(16);
  });

  it('on the DST days themselves offers each wall-clock time once and skips the hour that does not exist', () => {
    const nightOwl = availability({ hours: { 7: { startMinute: 0, endMinute: 4 * 60 } }, minNoticeMinutes: 0 });
    // Sunday 2026-11-01: 01:00-02:00 happens twice; a slot at 01:00 local is offered once.
    const fallBack = freeSlots(nightOwl, new Date('2026-10-31T12:00:00Z'), [], { day: '2026-11-01' });
    expect(fallBack).toHaveLength(8);
    expect(new Set(iso(fallBack)).size).toBe(8);
    // Sunday 2026-03-08: 02:00-03:00 does not exist, so its two slots are not offered.
    const springForward = freeSlots(nightOwl, new Date('2026-03-07T12:00:00Z'), [], { day: '2026-03-08' });
    expect(iso(springForward)).toEqual([
      '2026-03-08T05:00:00.000Z', // 00:00 EST
      '2026-03-08T05:30:00.000Z',
      '2026-03-08T06:00:00.000Z', // 01:00 EST
      '2026-03-08T06:30:00.000Z',
      '2026-03-08T07:00:00.000Z', // 03:00 EDT
      '2026-03-08T07:30:00.000Z',
    ]);
  });

  it('keeps booked meetings and their buffers free', () => {
    const now = new Date('2026-11-23T05:00:00Z'); // midnight Eastern
    // A meeting 10:00-10:30, and every meeting keeps the default 15 minutes after it free: 10:30 is in its buffer,
    // 09:30 would run its own buffer into 10:00, 09:00 and 11:00 are free.
    const booked = [meeting('2026-11-23T15:00:00Z')];
    const slots = iso(freeSlots(defaults, now, booked, { day: '2026-11-23' }));
    expect(slots).toContain('2026-11-23T14:00:00.000Z');
    expect(slots).not.toContain('2026-11-23T14:30:00.000Z');
    expect(slots).not.toContain('2026-11-23T15:00:00.000Z');
    expect(slots).not.toContain('2026-11-23T15:30:00.000Z');
    expect(slots).toContain('2026-11-23T16:00:00.000Z');
    // Without buffers the meetings sit back to back.
    const noBuffers = iso(freeSlots(availability({ bufferAfterMinutes: 0 }), now, booked, { day: '2026-11-23' }));
    expect(noBuffers).toEqual(expect.arrayContaining(['2026-11-23T14:30:00.000Z', '2026-11-23T15:30:00.000Z']));
    // 30 minutes before every meeting as well takes 09:00 too (its 30 minutes after end at 10:00, 10:00's before starts at 09:30).
    const buffered = iso(freeSlots(availability({ bufferBeforeMinutes: 30 }), now, booked, { day: '2026-11-23' }));
    expect(buffered).not.toContain('2026-11-23T14:00:00.000Z');
    expect(buffered).toContain('2026-11-23T16:30:00.000Z');
  });

  it('offers nothing on a day whose cap is reached or that is a date off', () => {
    const now = new Date('2026-11-23T05:00:00Z');
    const capped = availability({ maxPerDay: 2 });
    const twoMeetings = [meeting('2026-11-24T14:00:00Z'), meeting('2026-11-24T18:00:00Z')];
    expect(freeSlots(capped, now, twoMeetings, { day: '2026-11-24' })).toEqual([]);
    expect(freeSlots(capped, now, twoMeetings.slice(1), { day: '2026-11-24' }).length).toBeGreaterThan(0);
    const thanksgiving = availability({ datesOff: new Set(['2026-11-26']) });
    expect(freeSlots(thanksgiving, now, [], { day: '2026-11-26' })).toEqual([]);
    expect(freeSlots(thanksgiving, now, [], { day: '2026-11-27' })).toHaveLength(16);
  });

  it('accepts a start only where a free slot starts', () => {
    const now = new Date('2026-11-23T05:00:00Z');
    expect(isFreeSlot(defaults, now, [], new Date('2026-11-24T14:00:00Z'))).toBe(true);
    expect(isFreeSlot(defaults, now, [], new Date('2026-11-24T14:10:00Z'))).toBe(false); // off the grid
    expect(isFreeSlot(defaults, now, [], new Date('2026-11-28T14:00:00Z'))).toBe(false); // Saturday
    expect(isFreeSlot(defaults, now, [], new Date('2026-12-24T14:00:00Z'))).toBe(false); // beyond 14 days
    expect(isFreeSlot(defaults, now, [meeting('2026-11-24T14:00:00Z')], new Date('2026-11-24T14:00:00Z'))).toBe(false);
  });

  it('reads slots aloud in the company time zone', () => {
    expect(spokenSlot(new Date('2026-11-24T19:30:00Z'), 'America/New_York')).toBe('Tuesday, November 24 at 2:30 pm Eastern Time');
    const starts = ['2026-11-24T19:00:00Z', '2026-11-24T19:30:00Z', '2026-11-25T14:00:00Z'].map((text) => new Date(text));
    expect(spokenSlots(starts, 'America/New_York')).toBe('Tuesday, November 24 at 2 pm or 2:30 pm; Wednesday, November 25 at 9 am Eastern Time');
  });
});
