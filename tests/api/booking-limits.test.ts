import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingConflict, MeetingBooked } from '../../src/shared/booking/booking-schema.ts';
import { BOOKING_TEXT } from '../../src/shared/content/booking.ts';
import type { LeadCreated } from '../../src/shared/leads/lead-schema.ts';
import type { DatabaseHandle } from '../../src/server/db/connection.ts';
import { bookingSpikeAlerts, leadDeliveries, leads, meetings } from '../../src/server/db/schema.ts';
import { startSmtpReceiver } from '../support/lead-receivers.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** Monday 2026-11-23, 07:00 in New York: the first slot is 09:00, and the week is open. */
const NOW = new Date('2026-11-23T12:00:00Z');
/** Tuesday 2026-11-24 in New York, 09:00 and on, every hour: slots far enough apart that buffers never touch. */
const slotAt = (hourOffset: number) => new Date(Date.UTC(2026, 10, 24, 14 + hourOffset)).toISOString();

/** The production values of the limits this file is about (TEST_ABUSE_LIMITS lifts them for the other suites). */
const PRODUCTION_LIMITS = { BOOKING_MAX_PER_NETWORK_PER_DAY: '2', BOOKING_MAX_UPCOMING_PER_NETWORK: '1', BOOKING_ALERT_PER_HOUR: '4' };

describe.each(TEST_DATABASES)('what one person and one network may hold of the calendar, on $name', ({ open }) => {
  let database: DatabaseHandle;
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

  beforeAll(async () => {
    database = await open();
    smtp = await startSmtpReceiver();
    server = await startTestServer({
      database,
      env: { ...PRODUCTION_LIMITS, SMTP_URL: smtp.url, SALES_EMAIL: 'sales@harborline.test', LEAD_OUTBOX_POLL_MS: '50', BOOKING_ALERT_PER_HOUR: '3' },
      now: () => NOW,
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    await database.db.delete(leads);
    await database.db.delete(bookingSpikeAlerts);
    smtp.messages.length = 0;
  });

  async function newLeadPass(remoteAddress: string, contact: { email?: string; phone?: string } = {}) {
    const payload = {
      firstName: 'Rosa',
      lastName: 'Jimenez',
      email: contact.email ?? `rosa-${randomUUID().slice(0, 8)}@jimenez-realty.com`,
      ...(contact.phone ? { phone: contact.phone } : {}),
      company: 'Jimenez Realty',
      message: 'A demo, please.',
    };
    const response = await server.app.fastify.inject({ method: 'POST', url: '/api/contacts', payload, remoteAddress });
    expect(response.statusCode).toBe(201);
    return response.json<LeadCreated>().booking!;
  }
  const newLead = async (remoteAddress: string, contact: { email?: string; phone?: string } = {}) => (await newLeadPass(remoteAddress, contact)).token;
  const book = (bookingToken: string, start: string, remoteAddress: string) =>
    server.app.fastify.inject({ method: 'POST', url: '/api/booking', payload: { bookingToken, start }, remoteAddress });
  const cancel = (bookingToken: string, remoteAddress: string) =>
    server.app.fastify.inject({ method: 'POST', url: '/api/booking/cancel', payload: { bookingToken }, remoteAddress });
  const bookedCount = async () => (await database.db.select({ id: meetings.id }).from(meetings).where(eq(meetings.status, 'booked'))).length;

  it('holds one upcoming meeting per mailbox, whichever lead row and spelling books it, and tells nobody whose it is', async () => {
    const first = await newLead('198.51.100.1', { email: 'ann.lee@gmail.com' });
    expect((await book(first, slotAt(0), '198.51.100.1')).statusCode).toBe(201);

    const sameMailbox = await newLead('203.0.113.50', { email: 'AnnLee+demo@GoogleMail.com' });
    const refused = await book(sameMailbox, slotAt(2), '203.0.113.50');
    expect(refused.statusCode).toBe(409);
    const body = refused.json<BookingConflict>();
    expect(body).toMatchObject({ code: 'booking-limit', reason: 'contact' });
    // Nothing of the other lead's meeting: whoever typed the address learns only that one exists.
    expect(JSON.stringify(body)).not.toContain(slotAt(0).slice(0, 13));
    expect(await bookedCount()).toBe(1);
  });

  it('holds one upcoming meeting per phone number, however it is written', async () => {
    const first = await newLead('198.51.100.2', { phone: '(305) 555-0142' });
    expect((await book(first, slotAt(0), '198.51.100.2')).statusCode).toBe(201);
    const sameNumber = await newLead('203.0.113.51', { phone: '+1 305 555 0142' });
    expect((await book(sameNumber, slotAt(2), '203.0.113.51')).json()).toMatchObject({ code: 'booking-limit', reason: 'contact' });
    expect(await bookedCount()).toBe(1);
  });

  it('lets a person book again once their meeting is cancelled', async () => {
    const token = await newLead('198.51.100.3', { email: 'kim@park-dental.com' });
    expect((await book(token, slotAt(0), '198.51.100.3')).statusCode).toBe(201);
    expect((await cancel(token, '198.51.100.3')).statusCode).toBe(200);
    expect((await book(token, slotAt(3), '198.51.100.3')).statusCode).toBe(201);
  });

  it('lets one network hold one upcoming meeting and book two a day, an IPv6 /64 counting as one network', async () => {
    const office = '2001:db8:7:7::10';
    const first = await newLead(office);
    expect((await book(first, slotAt(0), office)).statusCode).toBe(201);
    // Another person in the same /64 while the first meeting is upcoming: refused, with the way to reach sales.
    const colleague = await newLead('2001:db8:7:7:ffff::99');
    const refused = await book(colleague, slotAt(2), '2001:db8:7:7:ffff::99');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'booking-limit', reason: 'network' });
    // A neighbour in another /64 books at once.
    const neighbour = await newLead('2001:db8:7:8::10');
    expect((await book(neighbour, slotAt(4), '2001:db8:7:8::10')).statusCode).toBe(201);

    // Cancelled, the first meeting frees the network's place; but book-and-cancel loops stop at two a day.
    expect((await cancel(first, office)).statusCode).toBe(200);
    expect((await book(colleague, slotAt(2), office)).statusCode).toBe(201);
    expect((await cancel(colleague, office)).statusCode).toBe(200);
    const third = await newLead(office);
    expect((await book(third, slotAt(6), office)).json()).toMatchObject({ code: 'booking-limit', reason: 'network' });
    expect(await bookedCount()).toBe(1);
  });

  it('refuses on the no-JavaScript booking page too, saying how to reach sales, with the times still on show', async () => {
    const first = await newLead('198.51.100.4');
    expect((await book(first, slotAt(0), '198.51.100.4')).statusCode).toBe(201);
    const second = await newLeadPass('198.51.100.4');
    const page = await server.app.fastify.inject({
      method: 'POST',
      url: '/book',
      payload: new URLSearchParams({ token: second.pageToken!, action: 'book', start: slotAt(2) }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: '198.51.100.4',
    });
    expect(page.statusCode).toBe(409);
    const text = page.body.replaceAll('&#x27;', "'").replaceAll('&#39;', "'").replaceAll('&amp;', '&');
    expect(text).toContain(BOOKING_TEXT.bookingLimitNetwork);
    expect(text).toContain('type="radio"');
    expect(await bookedCount()).toBe(1);
  });

  it('e-mails the staff once when bookings run faster than people book', async () => {
    const tokens = await Promise.all([1, 2, 3, 4].map((n) => newLead(`192.0.2.${n}`)));
    for (const [index, token] of tokens.entries()) {
      expect((await book(token, slotAt(index * 2), `192.0.2.${index + 1}`)).json<MeetingBooked>().meeting.status).toBe('booked');
    }
    const alerts = await database.db.select().from(bookingSpikeAlerts);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.bookings).toBe(3);
    const alertMail = await vi.waitFor(
      () => {
        const found = smtp.messages.find((message) => message.to.includes('sales@harborline.test') && message.headers.get('subject')?.includes('booked fast'));
        expect(found).toBeDefined();
        return found!;
      },
      { timeout: 10_000, interval: 25 },
    );
    expect(alertMail.text).toContain('3 meetings were booked on the site in the last hour');
    expect(alertMail.text).toContain('/admin/meetings');
    const alertRows = await database.db.select().from(leadDeliveries).where(eq(leadDeliveries.channel, 'booking-alert'));
    expect(alertRows).toHaveLength(1);
  });
});
