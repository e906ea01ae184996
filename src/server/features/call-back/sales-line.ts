import { DateTime } from 'luxon';
import type { SalesLine } from '../../config/sales-line.ts';
import type { IsoWeekday } from '../../config/meeting-availability.ts';

/** How far ahead the next opening is looked for: longer than any run of holidays and closed weekdays we expect. */
const LOOK_AHEAD_DAYS = 31;

/** Whether a person answers the sales line at this instant: a weekday with hours, inside them, not a holiday. */
export function salesLineOpenAt(line: SalesLine, now: Date): boolean {
  const local = DateTime.fromJSDate(now, { zone: line.timeZone });
  if (line.holidays.has(local.toISODate()!)) return false;
  const hours = line.hours[local.weekday as IsoWeekday];
  const minute = local.hour * 60 + local.minute;
  return hours !== undefined && minute >= hours.startMinute && minute < hours.endMinute;
}

/** When the sales line next opens after `now` (now itself when open), or undefined past the look-ahead. */
export function nextSalesOpening(line: SalesLine, now: Date): Date | undefined {
  if (salesLineOpenAt(line, now)) return now;
  const today = DateTime.fromJSDate(now, { zone: line.timeZone }).startOf('day');
  for (let offset = 0; offset <= LOOK_AHEAD_DAYS; offset += 1) {
    const day = today.plus({ days: offset });
    const hours = line.hours[day.weekday as IsoWeekday];
    if (!hours || line.holidays.has(day.toISODate()!)) continue;
    const opening = day.plus({ minutes: hours.startMinute });
    if (opening.toMillis() > now.getTime()) return opening.toJSDate();
  }
  return undefined;
}
