import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALL_CONSENT } from '../../src/shared/content/call-consent.ts';
import type { LeadCreated } from '../../src/shared/leads/lead-schema.ts';
import type { LeadDetail } from '../../src/shared/leads/lead-model.ts';
import type { DatabaseHandle } from '../../src/server/db/connection.ts';
import { callAttempts, callConsents, leadCalls, leadDeliveries, leadInboundCalls, leads, users } from '../../src/server/db/schema.ts';
import { ADMIN_ORIGIN, signedInCookie } from '../support/admin-session.ts';
import { endOfCallReport, inboundCallStarted, startFakeVapiProvider, type FakeVapiProvider } from '../support/fake-vapi-provider.ts';
import { timeZoneWhereItIsMidday } from '../support/midday-time-zone.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const SERVER_SECRET = 'a-server-secret-of-at-least-24-bytes-for-retries';
const MINUTE = 60_000;
const waitFor = <T>(check: () => Promise<T> | T, timeout = 15_000) => vi.waitFor(check, { timeout, interval: 25 });

/** The local wall clock of an instant in New York (the zone of the 954 area code the leads call from). */
const newYork = (at: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(at));

describe.each(TEST_DATABASES)('call-back retries that respect the person, on $name', ({ open }) => {
  let database: DatabaseHandle;
  let provider: FakeVapiProvider | undefined;
  let server: TestServer | undefined;
  /** The server's clock: it starts now and the tests move it on. */
  let clock: Date;
  let cookie: string;

  beforeAll(async () => {
    database = await open();
  });
  beforeEach(async () => {
    await database.db.delete(leads);
    clock = new Date();
  });
  afterEach(async () => {
    await provider?.close();
    await server?.close();
    provider = server = undefined;
  });
  afterAll(async () => {
    await database.close();
  });

  async function start(env: Record<string, string> = {}) {
    provider = await startFakeVapiProvider();
    server = await startTestServer({
      listen: true,
      now: () => clock,
      database: { ...database, close: async () => {} },
      env: {
        VAPI_API_BASE_URL: provider.url,
        VAPI_PRIVATE_KEY: 'vapi_private_retries',
        VAPI_ASSISTANT_ID: 'asst_callback',
        VAPI_PHONE_NUMBER_ID: 'pn_sales_line',
        VAPI_SERVER_SECRET: SERVER_SECRET,
        CALLBACK_HOURS: '00:00-24:00',
        LEAD_OUTBOX_POLL_MS: '20',
        ...env,
      },
    });
    await database.db.delete(users);
    cookie = await signedInCookie(server);
    clock = new Date();
    return server;
  }

  async function submitLead(overrides: Record<string, unknown> = {}) {
    const response = await server!.app.fastify.inject({
      method: 'POST',
      url: '/api/contacts',
      remoteAddress: `198.51.100.${Math.floor(Math.random() * 200) + 1}`,
      payload: {
        firstName: 'Maria',
        lastName: 'Lopez',
        email: `maria-${randomUUID().slice(0, 8)}@lopez-realty.com`,
        phone: `(954) 463-${String(1000 + Math.floor(Math.random() * 8999))}`,
        company: 'Lopez Realty',
        callConsent: { version: CALL_CONSENT.version, page: '/' },
        ...overrides,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<LeadCreated>();
  }

  const report = (callId: string, endedReason: string) =>
    provider!.postServerMessage(`${server!.url}/api/voice/events`, SERVER_SECRET, endOfCallReport(callId, clock.getTime(), { endedReason }));

  const callsOf = (leadId: string) => provider!.callRequests().filter((request) => String((request.body as { name: string }).name).startsWith(leadId));

  /** The lead's page in the admin API; the staff sign in again when the clock moved past their session. */
  const leadPage = async (id: string): Promise<LeadDetail> => {
    const response = await server!.app.fastify.inject({ method: 'GET', url: `/api/admin/leads/${id}`, headers: { cookie } });
    if (response.statusCode !== 401) return response.json<LeadDetail>();
    const session = await server!.app.fastify.inject({ method: 'POST', url: '/api/admin/session', headers: { origin: ADMIN_ORIGIN }, payload: { username: 'sales', password: 'a long enough password' } });
    cookie = String(session.headers['set-cookie']).split(';')[0]!;
    return leadPage(id);
  };

  /** Time passes: the server's clock moves on, and the outbox rows it made due by then are due in the database too. */
  async function advanceTo(at: Date) {
    clock = at;
    await database.db
      .update(leadDeliveries)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(and(eq(leadDeliveries.channel, 'callback'), eq(leadDeliveries.status, 'pending')));
  }

  /** The lead's call-back rings once and reaches nobody (`endedReason`): its retry is planned. */
  async function firstCallReachesNobody(endedReason = 'customer-did-not-answer') {
    const lead = await submitLead();
    await waitFor(() => expect(callsOf(lead.id)).toHaveLength(1));
    await waitFor(async () => expect((await leadPage(lead.id)).callBack?.call?.status).toBe('queued'));
    expect((await report(provider!.calls.at(-1)!.id, endedReason)).status).toBe(200);
    return lead;
  }

  it('tries again 10 minutes after no answer, the next morning after a busy line, and stops after a voicemail on the third call', async () => {
    await start();
    const lead = await firstCallReachesNobody();
    const reportedAt = clock;
    const afterFirst = await leadPage(lead.id);
    expect(afterFirst.callBack?.attempts).toEqual({
      attempts: [expect.objectContaining({ number: 1, outcome: 'no-answer', endedReason: 'customer-did-not-answer', nextAttemptAt: new Date(reportedAt.getTime() + 10 * MINUTE).toISOString() })],
      nextAttemptAt: new Date(reportedAt.getTime() + 10 * MINUTE).toISOString(),
    });

    // Woken early (the queue looked at the row before its time): nothing is placed before the planned time.
    await advanceTo(new Date(reportedAt.getTime() + 5 * MINUTE));
    await waitFor(async () => {
      const [delivery] = await database.db.select().from(leadDeliveries).where(and(eq(leadDeliveries.leadId, lead.id), eq(leadDeliveries.channel, 'callback')));
      expect(delivery?.nextAttemptAt.toISOString()).toBe(afterFirst.callBack?.attempts?.nextAttemptAt);
    });
    expect(callsOf(lead.id)).toHaveLength(1);

    await advanceTo(new Date(reportedAt.getTime() + 10 * MINUTE));
    await waitFor(() => expect(callsOf(lead.id)).toHaveLength(2));
    const second = callsOf(lead.id)[1]!.body as { name: string; customer: { number: string } };
    expect(second.name).toBe(`${lead.id}-2`);
    expect(second.customer.number).toBe((callsOf(lead.id)[0]!.body as { customer: { number: string } }).customer.number);
    await waitFor(async () => expect((await leadPage(lead.id)).callBack?.attempts?.attempts[1]?.providerCallId).toBe(provider!.calls.at(-1)!.id));

    expect((await report(provider!.calls.at(-1)!.id, 'customer-busy')).status).toBe(200);
    const afterSecond = (await leadPage(lead.id)).callBack!.attempts!;
    const morning = afterSecond.nextAttemptAt!;
    // The next morning at 9:30 in the lead's time (New York), the day after the busy line.
    expect(newYork(morning).slice(12)).toBe('09:30');
    expect(Date.parse(morning) - clock.getTime()).toBeGreaterThan(0);
    expect(Date.parse(morning) - clock.getTime()).toBeLessThan(34 * 60 * MINUTE);
    expect(afterSecond.attempts.map((attempt) => attempt.outcome)).toEqual(['no-answer', 'busy']);

    await advanceTo(new Date(morning));
    await waitFor(() => expect(callsOf(lead.id)).toHaveLength(3));
    await waitFor(async () => expect((await leadPage(lead.id)).callBack?.call?.status).toBe('queued'));
    expect((await report(provider!.calls.at(-1)!.id, 'voicemail')).status).toBe(200);

    const done = await leadPage(lead.id);
    expect(done.callBack?.attempts?.attempts.map((attempt) => [attempt.number, attempt.outcome])).toEqual([
      [1, 'no-answer'],
      [2, 'busy'],
      [3, 'voicemail'],
    ]);
    expect(done.callBack?.attempts?.nextAttemptAt).toBeNull();
    expect(done.callBack?.attempts?.attempts[2]?.retryNote).toMatch(/3 calls are the most a lead gets \(CALLBACK_MAX_ATTEMPTS\)/);
    expect(done.callBack?.call?.status).toBe('ended');

    // Days later nothing else rings: there is no fourth call.
    await advanceTo(new Date(clock.getTime() + 3 * 24 * 60 * MINUTE));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(callsOf(lead.id)).toHaveLength(3);
    // Three calls, three reports and the admin's reads: well within 2 minutes even on a busy machine.
  }, 120_000);

  it('never tries again after an answered call, and a voicemail is an attempt, not a conversation', async () => {
    await start();
    const answered = await firstCallReachesNobody('customer-ended-call');
    const page = await leadPage(answered.id);
    expect(page.callBack?.attempts).toEqual({ attempts: [expect.objectContaining({ outcome: 'answered-by-person', nextAttemptAt: null, retryNote: null })], nextAttemptAt: null });

    const voicemail = await firstCallReachesNobody('voicemail');
    const attempts = (await leadPage(voicemail.id)).callBack!.attempts!;
    expect(attempts.attempts[0]).toMatchObject({ outcome: 'voicemail', endedReason: 'voicemail' });
    expect(attempts.nextAttemptAt).not.toBeNull();
  });

  const stops: { name: string; act: (lead: LeadCreated) => Promise<void>; reason: RegExp }[] = [
    {
      name: 'the lead booked a meeting',
      reason: /the lead booked a meeting/,
      act: async (lead) => {
        const slots = await server!.app.fastify.inject({ method: 'GET', url: '/api/booking/slots', headers: { authorization: `Bearer ${lead.booking!.token}` } });
        const start = slots.json<{ slots: { start: string }[] }>().slots[0]!.start;
        const booked = await server!.app.fastify.inject({ method: 'POST', url: '/api/booking', payload: { bookingToken: lead.booking!.token, start } });
        expect(booked.statusCode, booked.body).toBe(201);
      },
    },
    {
      name: 'staff marked the lead contacted',
      reason: /staff moved the lead to "contacted"/,
      act: async (lead) => {
        const changed = await server!.app.fastify.inject({ method: 'PATCH', url: `/api/admin/leads/${lead.id}`, headers: { cookie, origin: ADMIN_ORIGIN }, payload: { status: 'contacted' } });
        expect(changed.statusCode).toBe(204);
      },
    },
    {
      name: 'staff wrote a note after the first call',
      reason: /staff wrote a note/,
      act: async (lead) => {
        const note = await server!.app.fastify.inject({ method: 'POST', url: `/api/admin/leads/${lead.id}/notes`, headers: { cookie, origin: ADMIN_ORIGIN }, payload: { body: 'Left her a message myself.' } });
        expect(note.statusCode).toBe(201);
      },
    },
    {
      name: 'the person got in touch again',
      reason: /got in touch again/,
      act: async (lead) => {
        const [row] = await database.db.select({ email: leads.email }).from(leads).where(eq(leads.id, lead.id));
        await submitLead({ email: row!.email.toUpperCase(), callConsent: undefined, message: 'Call me tomorrow instead, please.' });
      },
    },
    {
      name: 'the person called us back',
      reason: /called us back/,
      act: async (lead) => {
        const [call] = await database.db.select({ phone: leadCalls.phoneE164 }).from(leadCalls).where(eq(leadCalls.leadId, lead.id));
        const response = await provider!.postServerMessage(`${server!.url}/api/voice/events`, SERVER_SECRET, inboundCallStarted(`inbound-${randomUUID()}`, call!.phone!, clock.getTime() + MINUTE));
        expect(response).toEqual({ status: 200, body: { received: true, outcome: 'stored' } });
      },
    },
    {
      name: 'the number went on the do-not-call list',
      reason: /do-not-call list/,
      act: async (lead) => {
        const [call] = await database.db.select({ phone: leadCalls.phoneE164 }).from(leadCalls).where(eq(leadCalls.leadId, lead.id));
        const added = await server!.app.fastify.inject({ method: 'POST', url: '/api/admin/do-not-call', headers: { cookie, origin: ADMIN_ORIGIN }, payload: { phone: call!.phone } });
        expect(added.statusCode).toBe(201);
      },
    },
  ];

  it.each(stops)('calls off the planned retry when $name, and says why on the lead', async ({ act, reason }) => {
    await start();
    const lead = await firstCallReachesNobody();
    const planned = (await leadPage(lead.id)).callBack!.attempts!.nextAttemptAt!;
    await act(lead);
    await advanceTo(new Date(planned));
    await waitFor(async () => expect((await leadPage(lead.id)).callBack?.attempts?.attempts[0]?.retryNote).toMatch(reason));
    const page = await leadPage(lead.id);
    expect(page.callBack?.attempts?.nextAttemptAt).toBeNull();
    expect(page.callBack?.call?.status).toBe('ended');
    expect(callsOf(lead.id)).toHaveLength(1);
  });

  it('records no call to our number from a stranger or from a browser, and such a call stops no retry', async () => {
    await start();
    const lead = await firstCallReachesNobody();
    const [call] = await database.db.select({ phone: leadCalls.phoneE164 }).from(leadCalls).where(eq(leadCalls.leadId, lead.id));
    const events = `${server!.url}/api/voice/events`;
    const stranger = inboundCallStarted(`inbound-${randomUUID()}`, '+19544630999', clock.getTime() + MINUTE);
    const fromBrowser = { ...stranger, call: { id: `web-${randomUUID()}`, type: 'webCall', customer: { number: call!.phone } } };
    expect((await provider!.postServerMessage(events, SERVER_SECRET, stranger)).body).toMatchObject({ outcome: 'unknown-call' });
    expect((await provider!.postServerMessage(events, SERVER_SECRET, fromBrowser)).body).toMatchObject({ outcome: 'unknown-call' });
    expect(await database.db.select().from(leadInboundCalls)).toHaveLength(0);
    await advanceTo(new Date((await leadPage(lead.id)).callBack!.attempts!.nextAttemptAt!));
    await waitFor(() => expect(callsOf(lead.id)).toHaveLength(2));
  });

  it('plans no retry when the reason not to call is known at the report, or the consent allowed one call only', async () => {
    await start();
    const lead = await submitLead();
    await waitFor(() => expect(callsOf(lead.id)).toHaveLength(1));
    await waitFor(async () => expect((await leadPage(lead.id)).callBack?.call?.status).toBe('queued'));
    // A lead from before the consent said "more than once": its stored words allow one call.
    await database.db.update(callConsents).set({ version: '2026-11-23' }).where(eq(callConsents.leadId, lead.id));
    await report(provider!.calls.at(-1)!.id, 'customer-did-not-answer');
    const attempts = (await leadPage(lead.id)).callBack!.attempts!;
    expect(attempts.nextAttemptAt).toBeNull();
    expect(attempts.attempts[0]?.retryNote).toMatch(/consent version 2026-11-23, which allows one call only/);
    const [delivery] = await database.db.select().from(leadDeliveries).where(and(eq(leadDeliveries.leadId, lead.id), eq(leadDeliveries.channel, 'callback')));
    expect(delivery?.status).toBe('delivered');
  });

  it('never places a retry past the daily cap: the call counts, and the retry is called off with the reason', async () => {
    // The retry is 10 minutes after the first call: both fall on the site's same day at any hour of the run.
    await start({ CALLBACK_MAX_PER_DAY: '1', SITE_TIMEZONE: timeZoneWhereItIsMidday() });
    const lead = await firstCallReachesNobody();
    const planned = (await leadPage(lead.id)).callBack!.attempts!.nextAttemptAt!;
    await advanceTo(new Date(planned));
    await waitFor(async () => expect((await leadPage(lead.id)).callBack?.attempts?.attempts[0]?.retryNote).toMatch(/CALLBACK_MAX_PER_DAY = 1/));
    expect(callsOf(lead.id)).toHaveLength(1);
    expect(await database.db.select().from(callAttempts).where(eq(callAttempts.leadId, lead.id))).toHaveLength(1);
  });
});
