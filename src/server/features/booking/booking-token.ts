import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BookingPass } from '../../../shared/booking/booking-schema.ts';

/** How long a booking token works: long enough to come back to the thank-you page or an e-mail in a few weeks. */
export const BOOKING_TOKEN_DAYS = 30;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const macOf = (secret: string, payload: string) => createHmac('sha256', secret).update(`booking.v1.${payload}`).digest('base64url');

/**
 * A token that lets its holder book for one lead until it expires: `<lead id>.<expiry in seconds>.<HMAC-SHA256>`.
 * Nothing is stored: the server's key (BOOKING_TOKEN_SECRET) is what makes it unforgeable, so lead intake issues it
 * without a write and every instance checks it alike.
 */
export function issueBookingToken(secret: string, leadId: string, now: Date, days = BOOKING_TOKEN_DAYS): BookingPass {
  const expiresSeconds = Math.floor(now.getTime() / 1000) + days * 86_400;
  const payload = `${leadId}.${expiresSeconds}`;
  return { token: `${payload}.${macOf(secret, payload)}`, expiresAt: new Date(expiresSeconds * 1000).toISOString() };
}

/** The lead a token stands for, or null when it is malformed, forged or expired. */
export function leadOfBookingToken(secret: string, token: string, now: Date): string | null {
  const [leadId, expires, mac, ...rest] = token.split('.');
  if (!leadId || !expires || !mac || rest.length > 0 || !UUID.test(leadId) || !/^\d{1,12}$/.test(expires)) return null;
  const expected = Buffer.from(macOf(secret, `${leadId}.${expires}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(expires) * 1000 > now.getTime() ? leadId : null;
}
