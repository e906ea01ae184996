import { randomInt } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { bookingPageHref, BOOKING_PAGE_PATH } from '../../../shared/content/booking.ts';
import { z } from '../../../shared/zod.ts';
import type { Database } from '../../db/connection.ts';
import { bookingShortLinks, leads } from '../../db/schema.ts';
import { BOOKING_PAGE_LINK_DAYS, daysAfter, issueBookingToken } from './booking-token.ts';

/** Where a short booking link lives: /b/<code>, short enough to be said in a voicemail. */
export const SHORT_LINK_PREFIX = '/b/';

/**
 * Lower-case letters and digits without the ones a listener confuses (0/o, 1/l/i): 31 symbols, so 7 of them are
 * about 2.7 × 10^10 codes. Guessing one of a few thousand live codes at the route's per-client limit takes years.
 */
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
const CODE_LENGTH = 7;
const codeSchema = z.string().regex(new RegExp(`^[${ALPHABET}]{${CODE_LENGTH}}$`));

/** A code handed out is reused while it has this long left: a lead's retries (2 days at most) say the same address. */
const REUSE_WHILE_LEFT_MS = 3 * 86_400_000;

const newCode = () => Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * The lead's short booking link (`<siteUrl>/b/<code>`): the one handed out already while it is still good for a few
 * days and the lead's links were not revoked since, else a new one that works as long as a booking page link (a week).
 */
export async function shortBookingLinkFor(db: Database, siteUrl: string, leadId: string, now: Date): Promise<string | null> {
  const [lead] = await db.select({ generation: leads.bookingTokenGeneration }).from(leads).where(eq(leads.id, leadId));
  if (!lead) return null;
  const [current] = await db
    .select({ code: bookingShortLinks.code })
    .from(bookingShortLinks)
    .where(
      and(
        eq(bookingShortLinks.leadId, leadId),
        eq(bookingShortLinks.tokenGeneration, lead.generation),
        gt(bookingShortLinks.expiresAt, new Date(now.getTime() + REUSE_WHILE_LEFT_MS)),
      ),
    )
    .orderBy(desc(bookingShortLinks.expiresAt))
    .limit(1);
  let code = current?.code;
  while (!code) {
    const candidate = newCode();
    const [inserted] = await db
      .insert(bookingShortLinks)
      .values({ code: candidate, leadId, tokenGeneration: lead.generation, expiresAt: daysAfter(now, BOOKING_PAGE_LINK_DAYS) })
      .onConflictDoNothing()
      .returning({ code: bookingShortLinks.code });
    code = inserted?.code;
  }
  return `${siteUrl.replace(/\/+$/, '')}${SHORT_LINK_PREFIX}${code}`;
}

/** The booking page a live code stands for, with a page token that expires with the code; null for any other code. */
async function bookingPageOfCode(db: Database, tokenSecret: string, code: string, now: Date): Promise<string | null> {
  const [link] = await db
    .select({ leadId: bookingShortLinks.leadId, generation: bookingShortLinks.tokenGeneration, expiresAt: bookingShortLinks.expiresAt, current: leads.bookingTokenGeneration, language: leads.language })
    .from(bookingShortLinks)
    .innerJoin(leads, eq(leads.id, bookingShortLinks.leadId))
    .where(eq(bookingShortLinks.code, code));
  if (!link || link.expiresAt <= now || link.generation !== link.current) return null;
  const { token } = issueBookingToken(tokenSecret, { leadId: link.leadId, generation: link.generation }, 'page', link.expiresAt);
  return bookingPageHref(token, undefined, link.language);
}

/**
 * GET /b/:code: 303 to the lead's booking page (its token in the address, as in an e-mail's link). An unknown, expired
 * or revoked code goes to the booking page without a token, which says the link no longer works and how to reach
 * sales. Each request counts against the client's limit, so codes cannot be tried in bulk.
 */
export function registerShortLinkRoutes(app: FastifyInstance, deps: { db: Database; tokenSecret: string; now: () => Date; limit: onRequestAsyncHookHandler }) {
  void app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      // After the site's headers: the answer carries a token in its Location, for no cache and no other site.
      reply.header('referrer-policy', 'no-referrer').header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    });
    scope.get<{ Params: { code: string } }>(`${SHORT_LINK_PREFIX}:code`, { onRequest: deps.limit }, async (request, reply) => {
      const code = codeSchema.safeParse(request.params.code.toLowerCase());
      const target = code.success ? await bookingPageOfCode(deps.db, deps.tokenSecret, code.data, deps.now()) : null;
      return reply.redirect(target ?? BOOKING_PAGE_PATH, 303);
    });
  });
}
