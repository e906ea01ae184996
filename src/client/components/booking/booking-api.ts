import type { BookedMeeting, BookingConflict, BookingSlots, MeetingBooked, MeetingSlot } from '../../../shared/booking/booking-schema.ts';
import { ApiError, apiRequest } from '../../lib/api-request.ts';

/**
 * The booking room's calls to the server (src/server/features/booking/booking-routes.ts), with the booking token the
 * demo form's 201 carried, and the one reading of their failures that the thank-you page and the chat share.
 */
export const BOOKING_SLOTS_PATH = '/api/booking/slots';
export const BOOKING_PATH = '/api/booking';
const BOOKING_CANCEL_PATH = '/api/booking/cancel';

/** Where a visitor books: the thank-you page or the booking page (web), or the assistant's chat. */
export type BookingVia = 'web' | 'chat';

/** The lead's free slots and held meeting, or "expired" when the server no longer accepts the booking token (403). */
export type SlotsOutcome = { kind: 'slots'; body: BookingSlots } | { kind: 'expired' };

/** What POST (book) or PUT (move) /api/booking answered; a network failure or a 5xx is thrown instead (the visitor may retry). */
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

/**
 * The server refused the change itself (409: taken, or held elsewhere; 400 on the time: not offered), as opposed to
 * the link, the session or the network: what every picker says at the time it offers, the admin's move dialog too.
 */
export const isRefusedChange = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 409 || (error.status === 400 && Boolean(error.body?.fields?.start)));

/** The outcome a refused booking or move stands for (403, 400 on the time, 409), or undefined when the visitor may only retry. */
export function refusedBookingOf(error: ApiError): BookOutcome | undefined {
  if (error.status === 403) return { kind: 'expired' };
  if (!isRefusedChange(error)) return undefined;
  if (error.status === 400) return { kind: 'not-offered' };
  const conflict = error.body as BookingConflict | null;
  if (conflict?.code === 'slot-taken') return { kind: 'slot-taken', nextSlots: conflict.nextSlots };
  if (conflict?.code === 'already-booked') return { kind: 'already-booked', meeting: conflict.meeting };
  if (conflict?.code === 'booking-limit') return { kind: 'booking-limit', reason: conflict.reason };
  return undefined;
}

async function sendBooking(method: 'POST' | 'PUT', payload: object): Promise<BookOutcome> {
  try {
    const response = await apiRequest(method, BOOKING_PATH, payload);
    return { kind: 'booked', meeting: ((await response.json()) as MeetingBooked).meeting };
  } catch (error) {
    const refused = error instanceof ApiError ? refusedBookingOf(error) : undefined;
    if (refused) return refused;
    throw error;
  }
}

export const bookSlot = (bookingToken: string, start: string, via: BookingVia): Promise<BookOutcome> =>
  sendBooking('POST', { bookingToken, start, via });

/** Books the slot, or moves the held meeting to it: the same outcomes either way ("booked" is the meeting at its new time). */
export const bookOrMove = (bookingToken: string, start: string, moving: boolean): Promise<BookOutcome> =>
  moving ? sendBooking('PUT', { bookingToken, start }) : bookSlot(bookingToken, start, 'web');

export const cancelBooking = async (bookingToken: string): Promise<MeetingBooked> =>
  (await (await apiRequest('POST', BOOKING_CANCEL_PATH, { bookingToken })).json()) as MeetingBooked;

/** Why a request failed, as the thank-you panel handles it: the link no longer works, no meeting to change, or try again. */
export type BookingFailure = 'invalid-link' | 'no-meeting' | 'rate-limited' | 'failed';

export function failureOf(error: unknown): BookingFailure {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 403) return 'invalid-link';
  if (error.status === 404) return 'no-meeting';
  return error.status === 429 ? 'rate-limited' : 'failed';
}

/** What to tell the visitor when a request failed for a reason they can retry. */
export const retryMessageOf = (failure: BookingFailure, fallback: string, rateLimited: string) => (failure === 'rate-limited' ? rateLimited : fallback);
