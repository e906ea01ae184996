import { describe, expect, it } from 'vitest';
import { meetingWhen, slotDays, slotsByDay, timeZoneLabel } from './slot-display.ts';

const slot = (start: string) => ({ start, end: new Date(Date.parse(start) + 30 * 60_000).toISOString() });

describe('meeting times as a visitor reads them', () => {
  it('groups slots by the local day of the zone asked for, not by the UTC date', () => {
    // 23:00 and 23:30 UTC on Monday are Tuesday morning in Berlin and still Monday evening in New York.
    const slots = [slot('2026-11-23T22:30:00Z'), slot('2026-11-23T23:00:00Z'), slot('2026-11-24T14:00:00Z')];
    expect(slotDays(slots, 'Europe/Berlin').map((day) => [day.label, day.choices.map((choice) => choice.time)])).toEqual([
      ['Monday, November 23', ['11:30 pm']],
      ['Tuesday, November 24', ['12:00 am', '3:00 pm']],
    ]);
    expect(slotDays(slots, 'America/New_York').map((day) => day.date)).toEqual(['2026-11-23', '2026-11-24']);
    expect(slotDays(slots, 'America/New_York')[0]!.choices.map((choice) => choice.when)).toEqual(['Monday, November 23, 5:30 pm', 'Monday, November 23, 6:00 pm']);
  });

  it('groups for every picker the same way: the admin move dialog gets the very slots, by the same local days', () => {
    const slots = [slot('2026-11-23T22:30:00Z'), slot('2026-11-23T23:00:00Z'), slot('2026-11-24T14:00:00Z')];
    const groups = slotsByDay(slots, 'Europe/Berlin');
    expect(groups.map((group) => [group.date, group.slots.length])).toEqual([
      ['2026-11-23', 1],
      ['2026-11-24', 2],
    ]);
    expect(groups[1]!.slots[0]).toBe(slots[1]);
    expect(slotDays(slots, 'Europe/Berlin').map((day) => day.date)).toEqual(groups.map((group) => group.date));
    expect(slotsByDay([], 'Europe/Berlin')).toEqual([]);
  });

  it('names the zone as it is on that date, across a daylight-saving change, with plain spaces', () => {
    expect(timeZoneLabel('Europe/Berlin', new Date('2026-11-24T12:00:00Z'))).toBe('Central European Standard Time');
    expect(timeZoneLabel('Europe/Berlin', new Date('2026-07-01T12:00:00Z'))).toBe('Central European Summer Time');
    // 9 am in New York is 13:00 UTC before the change on 2026-11-01 (EDT) and 14:00 UTC after it (EST).
    expect(meetingWhen(new Date('2026-10-30T13:00:00Z'), 'America/New_York')).toBe('Friday, October 30, 9:00 am');
    expect(meetingWhen(new Date('2026-11-02T14:00:00Z'), 'America/New_York')).toBe('Monday, November 2, 9:00 am');
    expect(meetingWhen(new Date('2026-11-02T14:00:00Z'), 'America/New_York')).not.toMatch(/[\u202f\u00a0]/);
  });

  it('says days and times the Spanish way for a Spanish page', () => {
    const slots = [slot('2026-12-01T19:30:00Z'), slot('2026-12-01T15:00:00Z')];
    const [day] = slotDays(slots, 'America/New_York', 'es');
    expect(day!.label).toBe('martes, 1 de diciembre');
    expect(day!.choices.map((choice) => choice.time)).toEqual(['2:30 p. m.', '10:00 a. m.']);
    expect(meetingWhen(new Date('2026-12-01T19:30:00Z'), 'America/New_York', 'es')).toBe('martes, 1 de diciembre, 2:30 p. m.');
    expect(timeZoneLabel('America/New_York', new Date('2026-12-01T19:30:00Z'), 'es')).toBe('hora estándar oriental');
  });
});
