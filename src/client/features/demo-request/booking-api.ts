import type { BookingConflict, MeetingBooked } from '../../../shared/booking/booking-schema.ts';
import { ApiError, apiRequest } from '../../lib/api-request.ts';
import { BOOKING_PATH, bookSlot, type BookOutcome } from '../../lib/booking-api.ts';

/**
 * The thank-you panel's booking calls, with the booking token the demo form's 201 carried: booking (shared with the
 * chat, lib/booking-api.ts), and moving and cancelling the held meeting.
 */

const BOOKING_CANCEL_PATH = '/api/booking/cancel';

/** Books the slot, or moves the held meeting to it: the same outcomes either way ("booked" is the meeting at its new time). */
export async function bookOrMove(bookingToken: string, start: string, moving: boolean): Promise<BookOutcome> {
  if (!moving) return bookSlot(bookingToken, start, 'web');
  try {
    const response = await apiRequest('PUT', BOOKING_PATH, { bookingToken, start });
    return { kind: 'booked', meeting: ((await response.json()) as MeetingBooked).meeting };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 403) return { kind: 'expired' };
    if (error.status === 400 && error.body?.fields?.start) return { kind: 'not-offered' };
    const conflict = error.status === 409 ? (error.body as BookingConflict | null) : null;
    if (conflict?.code === 'slot-taken') return { kind: 'slot-taken', nextSlots: conflict.nextSlots };
    throw error;
  }
}

export const cancelBooking = async (bookingToken: string): Promise<MeetingBooked> =>
  (await (await apiRequest('POST', BOOKING_CANCEL_PATH, { bookingToken })).json()) as MeetingBooked;

/** Why a request failed, as the panel handles it: the link no longer works, no meeting to change, or try again. */
export type BookingFailure = 'invalid-link' | 'no-meeting' | 'rate-limited' | 'failed';

export function failureOf(error: unknown): BookingFailure {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 403) return 'invalid-link';
  if (error.status === 404) return 'no-meeting';
  return error.status === 429 ? 'rate-limited' : 'failed';
}

/** What to tell the visitor when a request failed for a reason they can retry. */
export const retryMessageOf = (failure: BookingFailure, fallback: string, rateLimited: string) => (failure === 'rate-limited' ? rateLimited : fallback);
