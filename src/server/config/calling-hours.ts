/** Local calling hours as minutes after midnight: a call may start at or after `startMinute`, before `endMinute`. */
export interface CallingHours {
  startMinute: number;
  endMinute: number;
}

const CLOCK = /^(\d{1,2}):(\d{2})$/;

function minuteOf(text: string): number {
  const match = CLOCK.exec(text.trim());
  const hour = Number(match?.[1]);
  const minute = Number(match?.[2]);
  if (!match || minute > 59 || hour > 24 || (hour === 24 && minute > 0)) throw new Error(`"${text.trim()}" is not a time like 08:00`);
  return hour * 60 + minute;
}

/** "08:00-21:00" (24-hour clock, local time) → minutes; the window must not be empty or wrap midnight. */
export function parseCallingHours(text: string): CallingHours {
  const [start, end, ...rest] = text.split('-');
  if (start === undefined || end === undefined || rest.length > 0) throw new Error(`"${text}" is not a range like 08:00-21:00`);
  const hours = { startMinute: minuteOf(start), endMinute: minuteOf(end) };
  if (hours.startMinute >= hours.endMinute) throw new Error(`"${text}" must start before it ends, on the same day`);
  return hours;
}
