import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingConflict } from '../../src/shared/booking/booking-schema.ts';
import type { LeadCreated } from '../../src/shared/leads/lead-schema.ts';
import type { DatabaseHandle } from '../../src/server/db/connection.ts';
import { meetings } from '../../src/server/db/schema.ts';
import { findFreeSlots } from '../../src/server/features/booking/index.ts';
import { freeSlots, type TimeSpan } from '../../src/server/features/booking/free-slots.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** Monday 2026-11-23, 07:00 in New York: two full weeks of slots ahead. */
const NOW = new Date('2026-11-23T12:00:00Z');

/**
 * Production limits, with one compression: the attack's hour runs in seconds, so the per-minute limits (5 leads and
 * 10 booking changes a minute per address) are lifted; over a real hour they allow more than the per-day ones
 * (30 leads, 60 booking changes), which stay as in production and bind here as they would.
 */
const AN_HOUR_IN_SECONDS = {
  LEAD_RATE_LIMIT_PER_MINUTE: '100000',
  LEAD_RATE_LIMIT_PER_DAY: '30',
  LEAD_MIN_FILL_MS: '2000',
  BOOKING_RATE_LIMIT_PER_MINUTE: '100000',
  BOOKING_RATE_LIMIT_PER_DAY: '60',
  BOOKING_MAX_PER_NETWORK_PER_DAY: '2',
  BOOKING_MAX_UPCOMING_PER_NETWORK: '1',
  BOOKING_ALERT_PER_HOUR: '4',
};

/** Three addresses in three different /24 networks: what a cheap attacker rents. */
const ATTACKER_ADDRESSES = ['198.51.100.23', '203.0.113.77', '192.0.2.140'];
const VISITOR_ADDRESS = '100.64.12.34';
/** The most a scripted attacker may hold of the next 14 days' slots. */
const MAX_SHARE = 0.1;

describe.each(TEST_DATABASES)('a scripted attacker against the sales calendar, on $name', ({ open }) => {
  let database: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    database = await open();
    server = await startTestServer({ database, env: AN_HOUR_IN_SECONDS, now: () => NOW });
  });
  afterAll(async () => {
    await server?.close();
  });

  const availability = () => server.config.booking.availability;
  const slotsNow = () => findFreeSlots(database.db, availability(), NOW);

  /** A throwaway lead: a fresh mailbox and number each time, as a script would make them. */
  async function throwawayLead(remoteAddress: string): Promise<string | null> {
    const id = randomUUID().slice(0, 8);
    const payload = {
      firstName: 'Test',
      lastName: id,
      email: `x${id}@mailinator.test`,
      phone: `+1305555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
      company: 'Acme',
      website: '',
      elapsedMs: 45_000,
    };
    const response = await server.app.fastify.inject({ method: 'POST', url: '/api/contacts', payload, remoteAddress });
    return response.statusCode === 201 ? response.json<LeadCreated>().booking!.token : null;
  }

  /** The attacker's best pick: the free slot whose booking leaves the fewest free slots (buffers and the daily cap included). */
  async function mostDamagingSlot(): Promise<TimeSpan | undefined> {
    const booked = await database.db.select({ start: meetings.startsAt, end: meetings.endsAt }).from(meetings).where(eq(meetings.status, 'booked'));
    const free = freeSlots(availability(), NOW, booked);
    let best: { slot: TimeSpan; left: number } | undefined;
    for (const slot of free) {
      const left = freeSlots(availability(), NOW, [...booked, slot]).length;
      if (!best || left < best.left) best = { slot, left };
    }
    return best?.slot;
  }

  const post = (url: string, payload: object, remoteAddress: string, method: 'POST' | 'PUT' = 'POST') =>
    server.app.fastify.inject({ method, url, payload, remoteAddress });

  it('holds at most 10% of the next 14 days\' slots after an hour from three networks, and a real visitor still books at once', async () => {
    const before = (await slotsNow()).length;
    expect(before).toBeGreaterThan(100);
    const outcomes: Record<string, number> = {};
    const count = (key: string) => (outcomes[key] = (outcomes[key] ?? 0) + 1);

    let target = await mostDamagingSlot();
    for (const address of ATTACKER_ADDRESSES) {
      const tokens: string[] = [];
      // Leads until the address is refused for the day, each trying to book; refused, it cancels and books again.
      for (let attempt = 0; attempt < 40; attempt += 1) {
        const token = await throwawayLead(address);
        if (!token) {
          count('lead refused');
          break;
        }
        tokens.push(token);
        if (!target) break;
        const booked = await post('/api/booking', { bookingToken: token, start: target.start.toISOString() }, address);
        count(`book ${booked.statusCode}${booked.statusCode === 409 ? ` ${booked.json<BookingConflict>().code}` : ''}`);
        let calendarChanged = booked.statusCode === 201;
        if (booked.statusCode === 409 && tokens.length > 1) {
          // Churn: cancel an earlier meeting and book again with the new lead.
          count(`cancel ${(await post('/api/booking/cancel', { bookingToken: tokens[0]! }, address)).statusCode}`);
          const rebooked = await post('/api/booking', { bookingToken: token, start: target.start.toISOString() }, address);
          count(`rebook ${rebooked.statusCode}`);
          calendarChanged ||= rebooked.statusCode === 201;
        }
        // Aim at the slot that hurts most now.
        if (calendarChanged) target = await mostDamagingSlot();
      }
    }

    const after = (await slotsNow()).length;
    const share = (before - after) / before;
    const held = await database.db.select({ id: meetings.id }).from(meetings).where(eq(meetings.status, 'booked'));
    console.info(`calendar attack: ${before} free slots before, ${after} after (${(share * 100).toFixed(1)}% taken), ${held.length} meetings held`, outcomes);
    expect(outcomes['lead refused']).toBe(ATTACKER_ADDRESSES.length);
    expect(held.length).toBeLessThanOrEqual(ATTACKER_ADDRESSES.length);
    expect(share).toBeLessThanOrEqual(MAX_SHARE);

    // A real visitor on another network, not under attack herself: the form, then one tap on a time books it.
    const visitor = await server.app.fastify.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: { firstName: 'Maya', lastName: 'Brooks', email: 'maya@brooks-law.com', company: 'Brooks Law', website: '', elapsedMs: 60_000 },
      remoteAddress: VISITOR_ADDRESS,
    });
    expect(visitor.statusCode).toBe(201);
    const [firstFree] = await slotsNow();
    const booked = await post('/api/booking', { bookingToken: visitor.json<LeadCreated>().booking!.token, start: firstFree!.start.toISOString() }, VISITOR_ADDRESS);
    expect(booked.statusCode).toBe(201);
    const visitorMeetings = await database.db.select({ id: meetings.id }).from(meetings).where(inArray(meetings.clientNetwork, [VISITOR_ADDRESS]));
    expect(visitorMeetings).toHaveLength(1);
  });
});
