import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeetingBooked } from '../../src/shared/booking/booking-schema.ts';
import type { LeadCreated } from '../../src/shared/leads/lead-schema.ts';
import type { DatabaseHandle } from '../../src/server/db/connection.ts';
import { meetings } from '../../src/server/db/schema.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** Monday 2026-11-23, 07:00 in New York: Tuesday's slots are all free. */
const NOW = new Date('2026-11-23T12:00:00Z');

/** A meeting booked in the assistant's chat, by the lead its short form made. */
describe.each(TEST_DATABASES)('booking from the chat on $name', ({ open }) => {
  let database: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    database = await open();
    server = await startTestServer({ database, env: { BOOKING_TOKEN_SECRET: 'booking-token-secret-for-the-tests-0123456789' }, now: () => NOW });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function chatLead(email: string): Promise<LeadCreated> {
    const response = await server.app.fastify.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: { source: 'chat', name: 'Dana Reyes', email, phone: '', consent: true, transcript: [{ role: 'user', content: 'Can I book a demo?', timestamp: 1 }] },
      remoteAddress: '203.0.113.21',
    });
    expect(response.statusCode).toBe(201);
    return response.json<LeadCreated>();
  }
  const book = (payload: Record<string, unknown>) => server.app.fastify.inject({ method: 'POST', url: '/api/booking', payload });
  const bookedVia = async (meetingId: string) => (await database.db.select({ bookedVia: meetings.bookedVia }).from(meetings).where(eq(meetings.id, meetingId)))[0]?.bookedVia;

  it('stores a meeting booked in the chat with booked_via "chat"', async () => {
    const lead = await chatLead('dana-chat@reyes-dental.com');
    const response = await book({ bookingToken: lead.booking!.token, start: '2026-11-24T14:00:00Z', via: 'chat' });
    expect(response.statusCode).toBe(201);
    expect(await bookedVia(response.json<MeetingBooked>().meeting.id)).toBe('chat');
  });

  it('stores "web" when the request does not say where it was made', async () => {
    const lead = await chatLead('dana-web@reyes-dental.com');
    const response = await book({ bookingToken: lead.booking!.token, start: '2026-11-24T15:00:00Z' });
    expect(response.statusCode).toBe(201);
    expect(await bookedVia(response.json<MeetingBooked>().meeting.id)).toBe('web');
  });

  it('refuses a browser that claims the booking was made in a call', async () => {
    const lead = await chatLead('dana-voice@reyes-dental.com');
    const response = await book({ bookingToken: lead.booking!.token, start: '2026-11-24T16:00:00Z', via: 'voice' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields?: Record<string, string> }>().fields).toHaveProperty('via');
    expect(await database.db.select().from(meetings).where(eq(meetings.leadId, lead.id))).toEqual([]);
  });
});
