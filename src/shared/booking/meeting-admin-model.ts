import { z } from '../zod.ts';
import type { MeetingBookedVia, MeetingSlot, MeetingStatus } from './booking-schema.ts';

/**
 * Meetings in the staff admin: what GET /api/admin/meetings, the move and cancel routes and the lead's page send,
 * and what they take. Times are ISO 8601 instants; the admin shows them in the company's time zone, named.
 */

/** Longest period the meetings page lists at once, in days. */
export const ADMIN_MEETING_DAYS_MAX = 60;

const flag = z.enum(['true', 'false'], { error: 'Must be true or false.' }).transform((value) => value === 'true');

/** GET /api/admin/meetings: the next `days` local days (today included), and optionally the cancelled meetings among them. */
export const adminMeetingsQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'The number of days must be a whole number.' })
    .int('The number of days must be a whole number.')
    .min(1, 'Show at least one day.')
    .max(ADMIN_MEETING_DAYS_MAX, `Show at most ${ADMIN_MEETING_DAYS_MAX} days.`)
    .optional(),
  includeCancelled: flag.optional(),
});

/** PUT /api/admin/meetings/:id: the new start, one of the free slots. */
export const adminMeetingMoveSchema = z.object({
  start: z.iso.datetime({ offset: true, error: 'The start must be an ISO 8601 time with its offset, like 2026-11-24T14:30:00-05:00.' }),
});

/** The company's time zone, as the admin names it ("Eastern Time") next to its IANA id. */
export interface CompanyTimeZone {
  timeZone: string;
  timeZoneName: string;
}

/** The lead a meeting is with, as the meetings page shows it. */
export interface AdminMeetingLead {
  id: string;
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  phone: string | null;
  /** The lead's page in the admin (/admin/leads/<id>). */
  adminUrl: string;
}

export interface AdminMeeting extends MeetingSlot {
  id: string;
  status: MeetingStatus;
  bookedVia: MeetingBookedVia;
  /** Raised by every move and the cancel (the invitation's SEQUENCE). */
  sequence: number;
  cancelledAt: string | null;
  lead: AdminMeetingLead;
  /** The AI call-back the meeting was booked in, if it was. */
  call: { id: string; placedAt: string | null } | null;
}

/** One local day of the company's calendar with its meetings, earliest first. */
export interface AdminMeetingDay {
  /** YYYY-MM-DD in the company's time zone. */
  date: string;
  meetings: AdminMeeting[];
}

/** GET /api/admin/meetings: only days with meetings, in order. */
export interface AdminMeetingList extends CompanyTimeZone {
  /** The period listed: from now to the end of its last local day. */
  from: string;
  until: string;
  days: AdminMeetingDay[];
}

/** GET /api/admin/meetings/:id/slots: where the meeting could move to (its own time does not count as taken). */
export interface AdminMeetingSlots extends CompanyTimeZone {
  meetingMinutes: number;
  slots: MeetingSlot[];
}

/** PUT /api/admin/meetings/:id and POST /api/admin/meetings/:id/cancel: the meeting as it now stands. */
export interface AdminMeetingChanged {
  meeting: AdminMeeting;
}

/** A lead's meeting on its admin page: upcoming, past or cancelled. */
export interface LeadMeeting extends MeetingSlot, CompanyTimeZone {
  id: string;
  status: MeetingStatus;
  /** Booked and not yet ended. */
  upcoming: boolean;
  bookedVia: MeetingBookedVia;
}
