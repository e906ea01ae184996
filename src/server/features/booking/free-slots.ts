import { DateTime } from 'luxon';
import type { IsoWeekday, MeetingAvailability } from '../../config/meeting-availability.ts';

/** A span of time, start inclusive, end exclusive. */
export interface TimeSpan {
  start: Date;
  end: Date;
}

/**
 * The time a meeting keeps from others: itself plus its buffers. Two meetings may be booked when their blocked
 * spans do not overlap (the database's exclusion constraint checks the same spans, see schema.ts).
 */
export function blockedSpanOf(meeting: TimeSpan, availability: Pick<MeetingAvailability, 'bufferBeforeMinutes' | 'bufferAfterMinutes'>): TimeSpan {
  return {
    start: new Date(meeting.start.getTime() - availability.bufferBeforeMinutes * 60_000),
    end: new Date(meeting.end.getTime() + availability.bufferAfterMinutes * 60_000),
  };
}

const overlaps = (a: TimeSpan, b: TimeSpan) => a.start < b.end && b.start < a.end;

/** The calendar date `at` falls on in `timeZone`, as YYYY-MM-DD. */
export function localDateOf(at: Date, timeZone: string): string {
  return DateTime.fromJSDate(at, { zone: timeZone }).toISODate()!;
}

export interface FreeSlotQuery {
  /** Only this local date (YYYY-MM-DD in the availability's time zone). */
  day?: string;
  /** Only slots starting at or after this instant. */
  from?: Date;
  /** At most this many slots, earliest first. */
  limit?: number;
}

/**
 * The slots a meeting can start in, earliest first: on the grid of each working day's hours, at least the minimum
 * notice after `now`, within the days ahead, not on a date off nor a day whose cap is reached, and clear (with
 * buffers) of the blocked spans of the booked meetings. Local times are turned into instants by Luxon in the
 * availability's time zone, so a daylight-saving change moves the instants, never the wall-clock hours.
 */
export function freeSlots(availability: MeetingAvailability, now: Date, booked: readonly TimeSpan[], query: FreeSlotQuery = {}): TimeSpan[] {
  const zone = availability.timeZone;
  const earliest = Math.max(now.getTime() + availability.minNoticeMinutes * 60_000, query.from?.getTime() ?? 0);
  const meetingMs = availability.meetingMinutes * 60_000;
  const blocked = booked.map((meeting) => blockedSpanOf(meeting, availability));
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  const days = Array.from({ length: availability.daysAhead + 1 }, (_, offset) => today.plus({ days: offset }));
  const meetingsPerDay = countPerDay(booked, days.map((day) => day.toMillis()));
  const slots: TimeSpan[] = [];
  for (const [offset, day] of days.slice(0, -1).entries()) {
    const date = day.toISODate()!;
    if ((query.day !== undefined && date !== query.day) || (query.from && days[offset + 1]!.toMillis() <= query.from.getTime())) continue;
    const hours = availability.hours[day.weekday as IsoWeekday];
    if (!hours || availability.datesOff.has(date) || meetingsPerDay[offset]! >= availability.maxPerDay) continue;
    const starts = slotStartsOn(day, hours.startMinute, hours.endMinute, availability);
    // Only the blocked spans that reach into this day's hours can collide with its slots.
    const dayFrom = (starts[0] ?? 0) - availability.bufferBeforeMinutes * 60_000;
    const dayUntil = (starts.at(-1) ?? 0) + meetingMs + availability.bufferAfterMinutes * 60_000;
    const nearby = blocked.filter((span) => span.start.getTime() < dayUntil && span.end.getTime() > dayFrom);
    for (const startMs of starts) {
      if (startMs < earliest) continue;
      const slot = { start: new Date(startMs), end: new Date(startMs + meetingMs) };
      const candidate = blockedSpanOf(slot, availability);
      if (nearby.some((span) => overlaps(span, candidate))) continue;
      slots.push(slot);
      if (query.limit !== undefined && slots.length >= query.limit) return slots;
    }
  }
  return slots;
}

/** How many meetings start on each local day, given the instants the days start at (and the one after the last). */
function countPerDay(booked: readonly TimeSpan[], dayStarts: readonly number[]): number[] {
  const counts = Array<number>(dayStarts.length - 1).fill(0);
  for (const meeting of booked) {
    const at = meeting.start.getTime();
    let day = counts.length - 1;
    while (day >= 0 && at < dayStarts[day]!) day -= 1;
    if (day >= 0 && at < dayStarts[day + 1]!) counts[day]! += 1;
  }
  return counts;
}

/**
 * The instants (ms) of a day's slot starts, from the opening every step while a meeting still ends by the close.
 * Luxon turns each wall-clock time into an instant on a day whose offset changes (DST), skipping a time that does not
 * exist; on every other day the offset is fixed, so the slots are the opening plus whole steps.
 */
function slotStartsOn(day: DateTime, startMinute: number, endMinute: number, availability: MeetingAvailability): number[] {
  const minutes: number[] = [];
  for (let minute = startMinute; minute + availability.meetingMinutes <= endMinute; minute += availability.slotStepMinutes) minutes.push(minute);
  const sameOffsetAllDay = day.offset === day.endOf('day').offset;
  if (sameOffsetAllDay) {
    const opening = day.toMillis();
    return minutes.map((minute) => opening + minute * 60_000);
  }
  return minutes.flatMap((minute) => {
    const start = day.set({ hour: Math.floor(minute / 60), minute: minute % 60 });
    // A wall-clock time that does not exist that day (skipped by a DST change) is no slot.
    return start.hour * 60 + start.minute === minute ? [start.toMillis()] : [];
  });
}

/** Whether a meeting may start at `start`: it is one of the free slots (same instant). */
export function isFreeSlot(availability: MeetingAvailability, now: Date, booked: readonly TimeSpan[], start: Date): boolean {
  const day = localDateOf(start, availability.timeZone);
  return freeSlots(availability, now, booked, { day }).some((slot) => slot.start.getTime() === start.getTime());
}
