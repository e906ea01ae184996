import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BookingConflict, BookingSlots, MeetingBooked } from '../../src/shared/booking/booking-schema.ts';
import type { LeadCreated } from '../../src/shared/leads/lead-schema.ts';
import type { DatabaseHandle } from '../../src/server/db/connection.ts';
import { leads, meetings } from '../../src/server/db/schema.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const TOKEN_SECRET = 'booking-token-secret-for-the-tests-0123456789';
/** Monday 2026-11-23, 07:00 in New York (EST): the first slot is 09:00, the default 2 hours' notice later. */
const NOW = new Date('2026-11-23T12:00:00Z');
const FIRST_SLOT = '2026-11-23T14:00:00.000Z';
const CONCURRENT_REQUESTS = 100;

function demoLead(index = 0) {
  return {
    firstName: 'Dana',
    lastName: `Reyes ${index}`,
    email: `dana-${randomUUID().slice(0, 8)}@reyes-dental.com`,
    company: 'Reyes Dental',
    industry: 'healthcare',
    message: 'We want to see a demo.',
  };
}

describe.each(TEST_DATABASES)('booking a meeting on $name', ({ open }) => {
  let database: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    database = await open();
    server = await startTestServer({ database, env: { BOOKING_TOKEN_SECRET: TOKEN_SECRET }, now: () => NOW, listen: true });
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    await database.db.delete(leads);
  });

  async function newLead(index = 0): Promise<LeadCreated> {
    const response = await server.app.fastify.inject({ method: 'POST', url: '/api/contacts', payload: demoLead(index), remoteAddress: '203.0.113.9' });
    expect(response.statusCode).toBe(201);
    return response.json<LeadCreated>();
  }

  const slots = async (token: string, day?: string) => {
    const query = day ? `?${new URLSearchParams({ day })}` : '';
    const response = await server.app.fastify.inject({ method: 'GET', url: `/api/booking/slots${query}`, headers: { authorization: `Bearer ${token}` } });
    return { status: response.statusCode, body: response.json<BookingSlots & { error?: string }>(), headers: response.headers };
  };
  const book = async (payload: unknown) => {
    const response = await fetch(`${server.url}/api/booking`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const meetingCount = async () => (await database.db.select({ id: meetings.id }).from(meetings)).length;

  it('gives the visitor a booking token with the lead, and the free slots in the company time zone', async () => {
    const lead = await newLead();
    expect(lead.booking?.token).toMatch(/^[\w.-]+$/);
    expect(Date.parse(lead.booking!.expiresAt)).toBeGreaterThan(NOW.getTime());

    const { status, body, headers } = await slots(lead.booking!.token);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(body).toMatchObject({ timeZone: 'America/New_York', meetingMinutes: 30 });
    expect(body.slots[0]).toEqual({ start: FIRST_SLOT, end: '2026-11-23T14:30:00.000Z' });
    expect(body.meeting).toBeUndefined();
    // One day only: Tuesday has 16 half-hour slots, 09:00-16:30.
    expect((await slots(lead.booking!.token, '2026-11-24')).body.slots).toHaveLength(16);
  });

  it('books a free slot, then shows it as the lead\'s meeting and no longer offers it', async () => {
    const lead = await newLead();
    const booked = await book({ bookingToken: lead.booking!.token, start: '2026-11-23T09:00:00-05:00' });
    expect(booked.status).toBe(201);
    const { meeting } = booked.body as unknown as MeetingBooked;
    expect(meeting).toMatchObject({ start: FIRST_SLOT, end: '2026-11-23T14:30:00.000Z', timeZone: 'America/New_York' });

    const after = await slots(lead.booking!.token);
    expect(after.body.meeting).toEqual(meeting);
    // The slot and the one its 15-minute buffer reaches are gone.
    expect(after.body.slots[0]!.start).toBe('2026-11-23T15:00:00.000Z');

    const [row] = await database.db.select().from(meetings).where(eq(meetings.id, meeting.id));
    expect(row).toMatchObject({ leadId: lead.id, status: 'booked', bookedVia: 'web', leadCallId: null, sequence: 0 });

    // A second booking by the same lead is refused with the meeting it holds.
    const again = await book({ bookingToken: lead.booking!.token, start: '2026-11-24T14:00:00Z' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'already-booked', meeting });
    expect(await meetingCount()).toBe(1);
  });

  it('moves the meeting to another free slot and cancels it, freeing its time, with the token alone', async () => {
    const [lead, other] = [await newLead(1), await newLead(2)];
    const change = async (method: 'PUT' | 'POST', url: string, payload: Record<string, string>) => {
      const response = await server.app.fastify.inject({ method, url, payload });
      return { status: response.statusCode, body: response.json<MeetingBooked & BookingConflict & { error?: string }>() };
    };
    expect((await book({ bookingToken: lead.booking!.token, start: FIRST_SLOT })).status).toBe(201);
    expect((await book({ bookingToken: other.booking!.token, start: '2026-11-24T15:00:00Z' })).status).toBe(201);

    // Moving onto another lead's meeting: 409 with the next free slots, nothing changed.
    const onto = await change('PUT', '/api/booking', { bookingToken: lead.booking!.token, start: '2026-11-24T15:00:00Z' });
    expect(onto.status).toBe(409);
    expect(onto.body).toMatchObject({ code: 'slot-taken', nextSlots: [{ start: '2026-11-24T16:00:00.000Z' }, {}, {}] });

    const moved = await change('PUT', '/api/booking', { bookingToken: lead.booking!.token, start: '2026-11-24T14:00:00Z' });
    expect(moved.status).toBe(200);
    expect(moved.body.meeting).toMatchObject({ start: '2026-11-24T14:00:00.000Z', status: 'booked' });
    expect((await slots(other.booking!.token)).body.slots[0]!.start).toBe(FIRST_SLOT); // the old time is free again
    const [afterMove] = await database.db.select().from(meetings).where(eq(meetings.leadId, lead.id));
    expect(afterMove).toMatchObject({ id: moved.body.meeting.id, sequence: 1 });

    const cancelled = await change('POST', '/api/booking/cancel', { bookingToken: lead.booking!.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.meeting).toMatchObject({ id: moved.body.meeting.id, status: 'cancelled' });
    const [afterCancel] = await database.db.select().from(meetings).where(eq(meetings.leadId, lead.id));
    expect(afterCancel).toMatchObject({ status: 'cancelled', sequence: 2, cancelledAt: NOW });
    expect((await change('POST', '/api/booking/cancel', { bookingToken: lead.booking!.token })).status).toBe(404);
    expect((await change('PUT', '/api/booking', { bookingToken: lead.booking!.token, start: FIRST_SLOT })).status).toBe(404);
    expect((await change('POST', '/api/booking/cancel', { bookingToken: 'forged.1.x' })).status).toBe(403);

    // Cancelled, the lead may book again, even the time it gave up.
    expect((await book({ bookingToken: lead.booking!.token, start: '2026-11-24T14:00:00Z' })).status).toBe(201);
  });

  it('answers bad requests with a clear 400 or 403 and books nothing', async () => {
    const lead = await newLead();
    const token = lead.booking!.token;
    const [purpose, leadId, generation, expires, mac] = token.split('.');
    const cases: [unknown, number, RegExp][] = [
      [{ start: FIRST_SLOT }, 400, /booking token is missing/],
      [{ bookingToken: token }, 400, /ISO 8601/],
      [{ bookingToken: token, start: '2026-11-23T09:00:00' }, 400, /ISO 8601/], // no offset: which 09:00?
      [{ bookingToken: token, start: 'tomorrow at nine' }, 400, /ISO 8601/],
      [{ bookingToken: token, start: '2026-11-23T14:10:00Z' }, 400, /not one we offer/], // off the half-hour grid
      [{ bookingToken: token, start: '2026-11-28T14:00:00Z' }, 400, /not one we offer/], // Saturday
      [{ bookingToken: token, start: '2026-11-23T13:00:00Z' }, 400, /not one we offer/], // 08:00, and within 2 hours
      [{ bookingToken: token, start: '2026-12-23T14:00:00Z' }, 400, /not one we offer/], // beyond 14 days
      [{ bookingToken: `${purpose}.${leadId}.${generation}.${expires}.forged`, start: FIRST_SLOT }, 403, /not valid or has expired/],
      [{ bookingToken: `${purpose}.${randomUUID()}.${generation}.${expires}.${mac}`, start: FIRST_SLOT }, 403, /not valid or has expired/],
      // The booking page link's token opens the page, never the API.
      [{ bookingToken: lead.booking!.pageToken, start: FIRST_SLOT }, 403, /not valid or has expired/],
    ];
    for (const [payload, status, message] of cases) {
      const response = await book(payload);
      expect({ payload, status: response.status }).toEqual({ payload, status });
      expect(String(response.body.error) + JSON.stringify(response.body.fields ?? {})).toMatch(message);
    }
    expect((await slots('not a token!')).status).toBe(400);
    expect((await slots(token, '2026-11-31')).status).toBe(400);
    expect(await meetingCount()).toBe(0);
  });

  it('refuses an expired token', async () => {
    const lead = await newLead();
    const later = await startTestServer({
      database: { ...database, close: async () => {} },
      env: { BOOKING_TOKEN_SECRET: TOKEN_SECRET },
      now: () => new Date(NOW.getTime() + 31 * 86_400_000),
    });
    try {
      const response = await later.app.fastify.inject({ method: 'GET', url: '/api/booking/slots', headers: { authorization: `Bearer ${lead.booking!.token}` } });
      expect(response.statusCode).toBe(403);
    } finally {
      await later.close();
    }
  });

  it(`gives one of ${CONCURRENT_REQUESTS} concurrent requests for the same slot the meeting, and the rest 409 with the next free slots`, async () => {
    const tokens: string[] = [];
    for (let index = 0; index < CONCURRENT_REQUESTS; index += 1) tokens.push((await newLead(index)).booking!.token);

    const started = performance.now();
    const answers = await Promise.all(tokens.map((bookingToken) => book({ bookingToken, start: FIRST_SLOT })));
    const elapsedMs = performance.now() - started;
    const statuses = answers.map((answer) => answer.status);
    const counts = new Map<number, number>();
    for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
    const tally = [...counts].map(([status, count]) => `${count} × ${status}`);
    console.info(`${CONCURRENT_REQUESTS} concurrent bookings of one slot answered in ${Math.round(elapsedMs)} ms: ${tally.join(', ')}`);

    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(CONCURRENT_REQUESTS - 1);
    for (const answer of answers.filter((each) => each.status === 409)) {
      const conflict = answer.body as unknown as BookingConflict;
      expect(conflict).toMatchObject({ code: 'slot-taken', error: expect.stringMatching(/just taken/) });
      expect(conflict.code === 'slot-taken' && conflict.nextSlots.map((slot) => slot.start)).toEqual([
        '2026-11-23T15:00:00.000Z',
        '2026-11-23T15:30:00.000Z',
        '2026-11-23T16:00:00.000Z',
      ]);
    }
    const rows = await database.db.select().from(meetings);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.startsAt.toISOString()).toBe(FIRST_SLOT);
  });

  it('has the database refuse overlapping meetings whatever writes them, but not a cancelled one', async () => {
    const [first, second] = [await newLead(1), await newLead(2)];
    const row = (leadId: string, start: string, minutes = 30) => ({
      leadId,
      startsAt: new Date(start),
      endsAt: new Date(Date.parse(start) + minutes * 60_000),
      blockedFrom: new Date(start),
      blockedUntil: new Date(Date.parse(start) + (minutes + 15) * 60_000),
      timeZone: 'America/New_York',
      bookedVia: 'web' as const,
    });
    await database.db.insert(meetings).values(row(first.id, '2026-11-24T14:00:00Z'));
    const overlapping = database.db.insert(meetings).values(row(second.id, '2026-11-24T14:30:00Z'));
    await expect(overlapping).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23P01', constraint: 'meetings_no_overlap' }) });
    await database.db.update(meetings).set({ status: 'cancelled', cancelledAt: sql`now()` });
    await database.db.insert(meetings).values(row(second.id, '2026-11-24T14:30:00Z'));
    expect(await meetingCount()).toBe(2);
  });
});
