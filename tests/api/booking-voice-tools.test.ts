import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CALL_CONSENT } from '../../src/shared/content/call-consent.ts';
import type { LeadCreated } from '../../src/shared/leads/lead-schema.ts';
import type { DatabaseHandle } from '../../src/server/db/connection.ts';
import { leadCalls, meetings } from '../../src/server/db/schema.ts';
import { startFakeVapiProvider, type FakeVapiProvider } from '../support/fake-vapi-provider.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const SERVER_SECRET = 'vapi-server-secret-for-tests';
/** Monday 2026-11-23, 07:00 in New York: the first free slot is 09:00 Eastern. */
const NOW = new Date('2026-11-23T12:00:00Z');
/** The provider asks within a few seconds; we answer well inside one. */
const ANSWER_WITHIN_MS = 1000;

type ToolAnswer = { results: { toolCallId: string; result: string }[] };

describe.each(TEST_DATABASES)('the call-back assistant books meetings through its tools on $name', ({ open }) => {
  let database: DatabaseHandle;
  let provider: FakeVapiProvider;
  let server: TestServer;
  let eventsUrl: string;
  const answerTimesMs: number[] = [];

  beforeAll(async () => {
    database = await open();
    provider = await startFakeVapiProvider();
    server = await startTestServer({
      database,
      now: () => NOW,
      listen: true,
      env: {
        VAPI_API_BASE_URL: provider.url,
        VAPI_PRIVATE_KEY: 'vapi_private_test_key',
        VAPI_ASSISTANT_ID: 'asst_callback',
        VAPI_PHONE_NUMBER_ID: 'pn_sales_line',
        VAPI_SERVER_SECRET: SERVER_SECRET,
        CALLBACK_HOURS: '00:00-24:00',
        LEAD_OUTBOX_POLL_MS: '50',
        VAPI_REQUEST_TIMEOUT_MS: '5000',
      },
    });
    eventsUrl = `${server.url}/api/voice/events`;
  });
  afterAll(async () => {
    const sorted = answerTimesMs.toSorted((a, b) => a - b);
    console.info(`tool-calls answered in ${Math.round(sorted[0] ?? 0)}-${Math.round(sorted.at(-1) ?? 0)} ms (median ${Math.round(sorted[sorted.length >> 1] ?? 0)} ms, ${sorted.length} requests)`);
    await provider?.close();
    await server?.close();
  });

  /** A lead who asked for a call-back, and the provider's id of the call placed for them. */
  let leadsCalled = 0;
  async function calledLead(): Promise<{ leadId: string; callId: string }> {
    leadsCalled += 1;
    const response = await server.app.fastify.inject({
      method: 'POST',
      url: '/api/contacts',
      // A number and a network of its own: each is called once (call-back limits).
      remoteAddress: `198.51.100.${leadsCalled}`,
      payload: {
        firstName: 'Maria',
        lastName: 'Lopez',
        email: `maria-${randomUUID().slice(0, 8)}@lopez-realty.com`,
        phone: `(954) 463-01${String(leadsCalled).padStart(2, '0')}`,
        company: 'Lopez Realty',
        industry: 'real-estate',
        callConsent: { version: CALL_CONSENT.version, page: '/solutions' },
      },
    });
    expect(response.statusCode).toBe(201);
    const leadId = response.json<LeadCreated>().id;
    const callId = await vi.waitFor(
      async () => {
        const [call] = await database.db.select().from(leadCalls).where(eq(leadCalls.leadId, leadId));
        expect(call?.providerCallId).toBeTruthy();
        return call!.providerCallId!;
      },
      { timeout: 10_000, interval: 25 },
    );
    return { leadId, callId };
  }

  async function askTools(callId: string, toolCallList: Record<string, unknown>[]) {
    const started = performance.now();
    const answer = await provider.postServerMessage(eventsUrl, SERVER_SECRET, { type: 'tool-calls', call: { id: callId }, toolCallList });
    const elapsedMs = performance.now() - started;
    expect(answer.status).toBe(200);
    expect(elapsedMs).toBeLessThan(ANSWER_WITHIN_MS);
    answerTimesMs.push(elapsedMs);
    return { ...(answer.body as unknown as ToolAnswer), elapsedMs };
  }

  it('offers free times in words, books one for the lead and the call, and refuses a taken one with the next free times', async () => {
    const { leadId, callId } = await calledLead();

    const offer = await askTools(callId, [{ id: 'tool_1', name: 'checkAvailability', arguments: {} }]);
    expect(offer.results).toEqual([
      {
        toolCallId: 'tool_1',
        result:
          'The next free times are Monday, November 23 at 9 am, 9:30 am or 10 am Eastern Time. ' +
          'To book one, call bookMeeting with its start: 2026-11-23T09:00:00-05:00, 2026-11-23T09:30:00-05:00, 2026-11-23T10:00:00-05:00.',
      },
    ]);

    // A day asked for, in OpenAI's shape with arguments as JSON text.
    const tuesday = await askTools(callId, [{ id: 'tool_2', type: 'function', function: { name: 'checkAvailability', arguments: '{"day":"2026-11-24"}' } }]);
    expect(tuesday.results[0]!.result).toMatch(/^Free times: Tuesday, November 24 at 9 am, 9:30 am or 10 am Eastern Time\./);
    const saturday = await askTools(callId, [{ id: 'tool_3', name: 'checkAvailability', arguments: { day: '2026-11-28' } }]);
    expect(saturday.results[0]!.result).toMatch(/^Nothing is free on Saturday, November 28\. The next free times are Monday, November 23 at 9 am/);

    const booked = await askTools(callId, [{ id: 'tool_4', name: 'bookMeeting', arguments: { start: '2026-11-24T14:30:00-05:00' } }]);
    expect(booked.results).toEqual([{ toolCallId: 'tool_4', result: 'Booked: Tuesday, November 24 at 2:30 pm Eastern Time, for 30 minutes.' }]);
    const [call] = await database.db.select().from(leadCalls).where(eq(leadCalls.providerCallId, callId));
    const [meeting] = await database.db.select().from(meetings).where(eq(meetings.leadId, leadId));
    expect(meeting).toMatchObject({ startsAt: new Date('2026-11-24T19:30:00Z'), bookedVia: 'voice', leadCallId: call!.id, status: 'booked' });

    const again = await askTools(callId, [{ id: 'tool_5', name: 'bookMeeting', arguments: { start: '2026-11-24T14:30:00-05:00' } }]);
    expect(again.results[0]!.result).toBe('The caller already has a meeting booked: Tuesday, November 24 at 2:30 pm Eastern Time.');

    // Another lead's call asks for the same time.
    const other = await calledLead();
    const taken = await askTools(other.callId, [{ id: 'tool_6', name: 'bookMeeting', arguments: { start: '2026-11-24T19:30:00Z' } }]);
    expect(taken.results[0]!.result).toMatch(/^That time was just taken\. The next free times are Tuesday, November 24 at 3:30 pm, 4 pm or 4:30 pm Eastern Time\./);
    expect(await database.db.select().from(meetings).where(eq(meetings.leadId, other.leadId))).toEqual([]);
  });

  it('answers every mistake in words, never with an error status', async () => {
    const { leadId, callId } = await calledLead();
    const answer = await askTools(callId, [
      { id: 'bad_start', name: 'bookMeeting', arguments: { start: 'Tuesday afternoon' } },
      { id: 'no_offset', name: 'bookMeeting', arguments: { start: '2026-11-24T14:30:00' } },
      { id: 'off_grid', name: 'bookMeeting', arguments: { start: '2026-11-24T14:10:00-05:00' } },
      { id: 'bad_day', name: 'checkAvailability', arguments: { day: 'next Tuesday' } },
      { id: 'bad_json', name: 'checkAvailability', arguments: '{not json' },
      { id: 'unknown', name: 'sendInvoice', arguments: {} },
    ]);
    const byId = Object.fromEntries(answer.results.map((result) => [result.toolCallId, result.result]));
    expect(byId.bad_start).toMatch(/ISO 8601 time with its offset/);
    expect(byId.no_offset).toMatch(/ISO 8601 time with its offset/);
    expect(byId.off_grid).toMatch(/^That time is not one we offer\. The next free times are/);
    expect(byId.bad_day).toBe('Please give the day as a date like 2026-11-24.');
    expect(byId.bad_json).toBe('Please give the day as a date like 2026-11-24.');
    expect(byId.unknown).toBe('That tool is not available.');

    const strangerCall = await askTools('call_we_never_placed', [{ id: 'stranger', name: 'bookMeeting', arguments: { start: '2026-11-24T14:30:00-05:00' } }]);
    expect(strangerCall.results[0]!.result).toMatch(/cannot book from this call/);
    expect(await database.db.select().from(meetings).where(eq(meetings.leadId, leadId))).toEqual([]);

    // Without the secret it is refused like every other server message.
    const refused = await provider.postServerMessage(eventsUrl, 'wrong-secret-wrong-secret-wrong', { type: 'tool-calls', call: { id: callId }, toolCallList: [] });
    expect(refused.status).toBe(401);
  });
});
