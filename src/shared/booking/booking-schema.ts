import { z } from '../zod.ts';

/**
 * Booking a meeting with sales: what the browser sends and gets back (GET /api/booking/slots, POST /api/booking).
 * A visitor proves which lead they are with the booking token the 201 of POST /api/contacts carried.
 */

/** A booking token as the server signs it: the lead's id, its expiry and an HMAC, base64url and dots. */
export const bookingTokenSchema = z
  .string({ error: 'The booking token is missing.' })
  .min(1, 'The booking token is missing.')
  .max(200, 'The booking token is not valid.')
  .regex(/^[\w.-]+$/, 'The booking token is not valid.');

/** GET /api/booking/slots: the token comes in the Authorization header, so it stays out of addresses and logs. */
export const bookingSlotsQuerySchema = z.object({
  /** Only this day (YYYY-MM-DD in the company's time zone). */
  day: z.iso.date({ error: 'The day must be a date like 2026-11-24.' }).optional(),
});

export const bookingRequestSchema = z.object({
  bookingToken: bookingTokenSchema,
  /** The slot's start as the slots list gave it, or any ISO 8601 time with its offset for the same instant. */
  start: z.iso.datetime({ offset: true, error: 'The start must be an ISO 8601 time with its offset, like 2026-11-24T14:30:00-05:00.' }),
  /** Where the visitor booked: the thank-you page or the booking page (web), or the assistant's chat. */
  via: z.enum(['web', 'chat'], { error: 'Where the booking was made must be web or chat.' }).default('web'),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/** POST /api/booking/cancel: cancels the lead's upcoming meeting. */
export const bookingCancelSchema = z.object({ bookingToken: bookingTokenSchema });

/** A meeting time: ISO 8601 instants (UTC). */
export interface MeetingSlot {
  start: string;
  end: string;
}

export interface BookedMeeting extends MeetingSlot {
  id: string;
  status: MeetingStatus;
  /** The company's time zone, in which the meeting was offered (IANA name). */
  timeZone: string;
}

/** GET /api/booking/slots: the lead's free slots (earliest first) and the meeting it holds already, if any. */
export interface BookingSlots {
  timeZone: string;
  meetingMinutes: number;
  slots: MeetingSlot[];
  meeting?: BookedMeeting;
}

/** POST /api/booking 201, PUT /api/booking (moved) and POST /api/booking/cancel 200. */
export interface MeetingBooked {
  meeting: BookedMeeting;
}

/** POST /api/booking 409: the slot went to someone else (with the next free ones), or the lead holds a meeting already. */
export type BookingConflict =
  | { error: string; code: 'slot-taken'; nextSlots: MeetingSlot[] }
  | { error: string; code: 'already-booked'; meeting: BookedMeeting }
  /** The slot is free, but a meeting is booked for this e-mail or phone already, or the visitor's network used its share today. */
  | { error: string; code: 'booking-limit'; reason: 'contact' | 'network' };

/** Issued with every lead (LeadCreated.booking): what the thank-you page books with. */
export interface BookingPass {
  /** For the JSON API only: in the Authorization header (GET /api/booking/slots) or the body, never in an address. */
  token: string;
  expiresAt: string;
  /** Opens the booking page (/book?token=…) for a week; the JSON API refuses it. Absent from passes stored before it existed. */
  pageToken?: string;
}

/** A meeting is booked until staff or the lead cancel it (a moved meeting stays booked, at its new time). */
export const MEETING_STATUSES = ['booked', 'cancelled'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** Where a meeting was booked: the thank-you page (web), the chat, or the AI call-back (voice). */
export const MEETING_BOOKED_VIA = ['web', 'chat', 'voice'] as const;
export type MeetingBookedVia = (typeof MEETING_BOOKED_VIA)[number];
