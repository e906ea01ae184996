import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a booking token may be used for: "api" is the thank-you page's and the chat's pass to the JSON API (sent in
 * a header or a body), "page" opens the booking page (GET and POST /book): the only kind that travels in a link.
 */
export type BookingTokenPurpose = 'api' | 'page';

/** How long the thank-you page's and the chat's pass works: long enough to come back to the page in a few weeks. */
export const BOOKING_TOKEN_DAYS = 30;
/** How long a booking page link works (the thank-you page's "simple page" link, e-mails): a week, or until its meeting is over. */
export const BOOKING_PAGE_LINK_DAYS = 7;

/** What a token says once its signature and expiry are checked. */
export interface BookingTokenClaims {
  leadId: string;
  /** The lead's token generation when it was signed: staff revoking the lead's links raise it (booking-links.ts). */
  generation: number;
  purposes: readonly BookingTokenPurpose[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SECONDS = /^\d{1,12}$/;
const GENERATION = /^\d{1,9}$/;
const PURPOSES: readonly BookingTokenPurpose[] = ['api', 'page'];

const macOf = (secret: string, signed: string) => createHmac('sha256', secret).update(signed).digest('base64url');

function macMatches(secret: string, signed: string, mac: string): boolean {
  const expected = Buffer.from(macOf(secret, signed));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A token that lets its holder act for one lead, for one purpose, until it expires:
 * `<purpose>.<lead id>.<generation>.<expiry in seconds>.<HMAC-SHA256>`. Nothing is stored per token: the server's key
 * (BOOKING_TOKEN_SECRET) makes it unforgeable, and the lead's generation in the database revokes all of a lead's tokens at once.
 */
export function issueBookingToken(
  secret: string,
  lead: { leadId: string; generation: number },
  purpose: BookingTokenPurpose,
  expiresAt: Date,
): { token: string; expiresAt: string } {
  const expiresSeconds = Math.floor(expiresAt.getTime() / 1000);
  const payload = `${purpose}.${lead.leadId}.${lead.generation}.${expiresSeconds}`;
  return { token: `${payload}.${macOf(secret, `booking.v2.${payload}`)}`, expiresAt: new Date(expiresSeconds * 1000).toISOString() };
}

/** `days` after `now`. */
export const daysAfter = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000);

/**
 * The claims of a well-signed token that has not expired, or null. Tokens signed before purposes existed
 * (`<lead id>.<expiry>.<HMAC>`, at most 30 days old) still work for both, until the lead's links are first revoked.
 */
export function readBookingToken(secret: string, token: string, now: Date): BookingTokenClaims | null {
  const parts = token.split('.');
  let claims: BookingTokenClaims & { expires: string };
  if (parts.length === 3) {
    const [leadId, expires, mac] = parts as [string, string, string];
    if (!UUID.test(leadId) || !SECONDS.test(expires) || !macMatches(secret, `booking.v1.${leadId}.${expires}`, mac)) return null;
    claims = { leadId, generation: 0, purposes: PURPOSES, expires };
  } else if (parts.length === 5) {
    const [purpose, leadId, generation, expires, mac] = parts as [BookingTokenPurpose, string, string, string, string];
    if (!PURPOSES.includes(purpose) || !UUID.test(leadId) || !GENERATION.test(generation) || !SECONDS.test(expires)) return null;
    if (!macMatches(secret, `booking.v2.${purpose}.${leadId}.${generation}.${expires}`, mac)) return null;
    claims = { leadId, generation: Number(generation), purposes: [purpose], expires };
  } else {
    return null;
  }
  if (Number(claims.expires) * 1000 <= now.getTime()) return null;
  return { leadId: claims.leadId, generation: claims.generation, purposes: claims.purposes };
}
