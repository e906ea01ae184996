import type { BookedMeeting, BookingConflict, BookingSlots, MeetingBooked, MeetingSlot } from '../../shared/booking/booking-schema.ts';
import { ApiError, apiRequest } from './api-request.ts';

/** The server's booking endpoints (src/server/features/booking/booking-routes.ts). */
export const BOOKING_SLOTS_PATH = '/api/booking/slots';
export const BOOKING_PATH = '/api/booking';

/** Where a visitor books: the thank-you page or the booking page (web), or the assistant's chat. */
export type BookingVia = 'web' | 'chat';

/** The lead's free slots and held meeting, or "expired" when the server no longer accepts the booking token (403). */
export type SlotsOutcome = { kind: 'slots'; body: BookingSlots } | { kind: 'expired' };

/** What POST /api/booking answered; a network failure or a 5xx is thrown instead (the visitor may retry). */
export type BookOutcome =
  | { kind: 'booked'; meeting: BookedMeeting }
  | { kind: 'slot-taken'; nextSlots: MeetingSlot[] }
  | { kind: 'already-booked'; meeting: BookedMeeting }
  /** The slot is free, but this e-mail or phone holds a meeting already, or the visitor's network has booked its share. */
  | { kind: 'booking-limit'; reason: 'contact' | 'network' }
  /** The time is no longer offered (the notice passed while the visitor chose): the slots are worth reloading. */
  | { kind: 'not-offered' }
  | { kind: 'expired' };

export async function fetchFreeSlots(bookingToken: string): Promise<SlotsOutcome> {
  try {
    // In a header, not the address: addresses end up in logs and histories.
    const response = await apiRequest('GET', BOOKING_SLOTS_PATH, undefined, { Authorization: `Bearer ${bookingToken}` });
    return { kind: 'slots', body: (await response.json()) as BookingSlots };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return { kind: 'expired' };
    throw error;
  }
}

export async function bookSlot(bookingToken: string, start: string, via: BookingVia): Promise<BookOutcome> {
  try {
    const response = await apiRequest('POST', BOOKING_PATH, { bookingToken, start, via });
    return { kind: 'booked', meeting: ((await response.json()) as MeetingBooked).meeting };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 403) return { kind: 'expired' };
    if (error.status === 400 && error.body?.fields?.start) return { kind: 'not-offered' };
    if (error.status === 409) {
      const conflict = error.body as BookingConflict | null;
      if (conflict?.code === 'slot-taken') return { kind: 'slot-taken', nextSlots: conflict.nextSlots };
      if (conflict?.code === 'already-booked') return { kind: 'already-booked', meeting: conflict.meeting };
      if (conflict?.code === 'booking-limit') return { kind: 'booking-limit', reason: conflict.reason };
    }
    throw error;
  }
}
