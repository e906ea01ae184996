import { eq, sql } from 'drizzle-orm';
import type { BookingPass } from '../../../shared/booking/booking-schema.ts';
import type { Database } from '../../db/connection.ts';
import { leads } from '../../db/schema.ts';
import { BOOKING_PAGE_LINK_DAYS, BOOKING_TOKEN_DAYS, daysAfter, issueBookingToken, readBookingToken, type BookingTokenPurpose } from './booking-token.ts';

/**
 * The lead a token names, when it is signed for `purpose`, has not expired, and was signed after staff last revoked
 * the lead's links (the lead's generation is the one signed into it); null otherwise, a deleted lead included.
 */
export async function leadOfBookingToken(db: Database, secret: string, token: string, purpose: BookingTokenPurpose, now: Date): Promise<string | null> {
  const claims = readBookingToken(secret, token, now);
  if (!claims || !claims.purposes.includes(purpose)) return null;
  const [lead] = await db.select({ generation: leads.bookingTokenGeneration }).from(leads).where(eq(leads.id, claims.leadId));
  return lead?.generation === claims.generation ? claims.leadId : null;
}

/** What a new lead's visitor books with: the API pass (30 days) and a booking page link token (a week). A new lead has revoked nothing. */
export function newLeadPass(secret: string, leadId: string, now: Date): BookingPass {
  const lead = { leadId, generation: 0 };
  return {
    ...issueBookingToken(secret, lead, 'api', daysAfter(now, BOOKING_TOKEN_DAYS)),
    pageToken: issueBookingToken(secret, lead, 'page', daysAfter(now, BOOKING_PAGE_LINK_DAYS)).token,
  };
}

/** A booking page link token for an e-mail: a week, or until `atLeastUntil` (the meeting it is about is over). */
export function pageLinkToken(secret: string, lead: { id: string; bookingTokenGeneration: number }, now: Date, atLeastUntil?: Date): string {
  const week = daysAfter(now, BOOKING_PAGE_LINK_DAYS);
  const expiresAt = atLeastUntil && atLeastUntil > week ? atLeastUntil : week;
  return issueBookingToken(secret, { leadId: lead.id, generation: lead.bookingTokenGeneration }, 'page', expiresAt).token;
}

/**
 * Staff revoke every booking token and link the lead was given so far (a forwarded e-mail, a shared screen): the
 * lead's generation goes up, so tokens signed with the old one fail. Links in later e-mails carry the new one.
 * Returns when, or null when there is no such lead.
 */
export async function revokeBookingLinks(db: Database, leadId: string, now: Date): Promise<Date | null> {
  const [revoked] = await db
    .update(leads)
    .set({ bookingTokenGeneration: sql`${leads.bookingTokenGeneration} + 1`, bookingLinksRevokedAt: now })
    .where(eq(leads.id, leadId))
    .returning({ at: leads.bookingLinksRevokedAt });
  return revoked?.at ?? null;
}
