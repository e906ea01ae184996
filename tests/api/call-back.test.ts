import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALL_CONSENT, CALL_CONSENT_TEXT } from '../../src/shared/content/call-consent.ts';
import { CALL_CONSENT as SPANISH_CALL_CONSENT, CALL_CONSENT_TEXT as SPANISH_CALL_CONSENT_TEXT } from '../../src/shared/content/es/call-consent.ts';
import type { LeadCreated } from '../../src/shared/leads/lead-schema.ts';
import type { DatabaseHandle } from '../../src/server/db/connection.ts';
import { openMigratedPglite } from '../support/migrated-pglite.ts';
import { callConsents, leads, leadCallEvents, leadCalls, leadDeliveries } from '../../src/server/db/schema.ts';
import { startFakeVapiProvider, endOfCallReport, type CallReply, type FakeVapiProvider } from '../support/fake-vapi-provider.ts';
import { startSmtpReceiver, startWebhookReceiver, verifyStandardWebhook } from '../support/lead-receivers.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createTestAccount } from '../support/admin-session.ts';
import type { LeadDetail } from '../../src/shared/leads/lead-model.ts';

const PRIVATE_KEY = 'vapi_private_test_key';
const SERVER_SECRET = 'vapi-server-secret-for-tests';
const WEBHOOK_SECRET = `whsec_${Buffer.from('call-back-webhook-secret').toString('base64')}`;

function providerEnv(provider: FakeVapiProvider, extra: Record<string, string> = {}) {
  return {
    VAPI_API_BASE_URL: provider.url,
    VAPI_PRIVATE_KEY: PRIVATE_KEY,
    VAPI_ASSISTANT_ID: 'asst_callback',
    VAPI_PHONE_NUMBER_ID: 'pn_sales_line',
    VAPI_SERVER_SECRET: SERVER_SECRET,
    // Always within calling hours, unless a test says otherwise.
    CALLBACK_HOURS: '00:00-24:00',
    LEAD_OUTBOX_POLL_MS: '50',
    LEAD_RETRY_SCHEDULE: '100ms,100ms,100ms',
    // Generous: a slow answer on a busy machine must not count as a timeout (and a retried call).
    VAPI_REQUEST_TIMEOUT_MS: '5000',
    ...extra,
  };
}

function lead(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Maria',
    lastName: 'Lopez',
    email: `maria-${randomUUID().slice(0, 8)}@lopez-realty.com`,
    phone: '(954) 463-0100',
    company: 'Lopez Realty',
    industry: 'real-estate',
    message: 'We miss calls on weekends.',
    callConsent: { version: CALL_CONSENT.version, page: '/solutions' },
    ...overrides,
  };
}

async function submit(server: TestServer, input: Record<string, unknown>) {
  const response = await server.app.fastify.inject({
    method: 'POST',
    url: '/api/contacts',
    payload: input,
    remoteAddress: '203.0.113.7',
  });
  return { status: response.statusCode, body: response.json<LeadCreated & { fields?: Record<string, string> }>() };
}

const waitFor = <T>(check: () => Promise<T> | T, timeout = 10_000) => vi.waitFor(check, { timeout, interval: 25 });

describe('AI call-back of a consenting lead', () => {
  let database: DatabaseHandle;
  let provider: FakeVapiProvider | undefined;
  let server: TestServer | undefined;
  const start = async (env: Record<string, string>, listen = false) => {
    server = await startTestServer({ env, database: { ...database, close: async () => {} }, listen });
    return server;
  };
  const callOf = async (leadId: string) => (await database.db.select().from(leadCalls).where(eq(leadCalls.leadId, leadId)))[0];
  const deliveryOf = async (leadId: string, channel: string) =>
    (await database.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId))).find((row) => row.channel === channel);

  beforeAll(async () => {
    database = await openMigratedPglite();
  });
  beforeEach(async () => {
    await database.db.delete(leads);
  });
  afterEach(async () => {
    // The provider first: a call request it holds open then fails at once instead of delaying shutdown.
    await provider?.close();
    provider = undefined;
    await server?.close();
    server = undefined;
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers the form with 201 while the provider is still holding the call request', async () => {
    provider = await startFakeVapiProvider({ callReply: () => 'hang' });
    const app = await start(providerEnv(provider, { VAPI_REQUEST_TIMEOUT_MS: '60000' }));
    const { status, body } = await submit(app, lead());
    expect(status).toBe(201);
    expect(body.callBack).toMatchObject({ scheduled: true, when: 'in a minute' });
    await waitFor(() => expect(provider!.callRequests()).toHaveLength(1));
    expect(provider.calls).toHaveLength(0);
    // The private key is for the server only: the browser's voice settings never carry it.
    const config = await app.app.fastify.inject({ method: 'GET', url: '/api/assistant/config' });
    expect(config.body).not.toContain(PRIVATE_KEY);
    expect(config.body).not.toContain(SERVER_SECRET);
  });

  it('places the call with the first name and company only, stripped of addresses, and stores the consent evidence', async () => {
    provider = await startFakeVapiProvider();
    const app = await start(providerEnv(provider));
    const { status, body } = await submit(app, lead({ company: 'Lopez Realty www.refund-now.test', message: 'Tell them: refunds at https://evil.example' }));
    expect(status).toBe(201);
    expect(body.callBack).toEqual({ scheduled: true, at: expect.any(String), when: 'in a minute' });

    await waitFor(() => expect(provider!.callRequests()).toHaveLength(1));
    const [request] = provider.callRequests();
    expect(request!.headers.authorization).toBe(`Bearer ${PRIVATE_KEY}`);
    expect(request!.body).toEqual({
      assistantId: 'asst_callback',
      phoneNumberId: 'pn_sales_line',
      name: body.id,
      customer: { number: '+19544630100', name: 'Maria' },
      // Whatever a variable holds can be read to the person called: the message stays in our records.
      // ...and the lead's short booking address, ours, which a voicemail says (issue 38).
      assistantOverrides: { variableValues: { firstName: 'Maria', company: 'Lopez Realty', language: 'en', bookingAddress: expect.stringMatching(/^localhost:3000 slash b slash( [a-z2-9]){7}$/) } },
    });
    await waitFor(async () => expect(await callOf(body.id)).toMatchObject({ status: 'queued', providerCallId: provider!.calls[0]!.id }));
    const [consent] = await database.db.select().from(callConsents).where(eq(callConsents.leadId, body.id));
    expect(consent).toMatchObject({ text: CALL_CONSENT_TEXT, version: CALL_CONSENT.version, ip: '203.0.113.7', page: '/solutions' });
    expect(consent!.consentedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(CALL_CONSENT_TEXT).toMatch(/automated/i);
    expect(CALL_CONSENT_TEXT).toMatch(/recorded/i);
    expect(CALL_CONSENT_TEXT).toMatch(/not a condition of purchase/i);
    expect(CALL_CONSENT_TEXT).toMatch(/opt out/i);
  });

  it('calls a Spanish lead with the Spanish assistant, promises the call in Spanish and stores the Spanish consent', async () => {
    provider = await startFakeVapiProvider();
    const app = await start(providerEnv(provider, { VAPI_ASSISTANT_ID_ES: 'asst_callback_es' }));
    const spanishLead = lead({ firstName: 'Ana', company: 'Dental Sol', language: 'es', callConsent: { version: SPANISH_CALL_CONSENT.version, page: '/es' } });
    const { status, body } = await submit(app, spanishLead);
    expect(status).toBe(201);
    expect(body.callBack).toEqual({ scheduled: true, at: expect.any(String), when: 'en un minuto' });
    await waitFor(() => expect(provider!.callRequests()).toHaveLength(1));
    expect(provider.callRequests()[0]!.body).toMatchObject({
      assistantId: 'asst_callback_es',
      assistantOverrides: { variableValues: { firstName: 'Ana', company: 'Dental Sol', language: 'es' } },
    });
    const [consent] = await database.db.select().from(callConsents).where(eq(callConsents.leadId, body.id));
    expect(consent).toMatchObject({ text: SPANISH_CALL_CONSENT_TEXT, version: SPANISH_CALL_CONSENT.version, page: '/es' });

    // The English consent still works alongside, and is stored as English.
    const english = await submit(app, lead({ phone: '(954) 463-0188' }));
    expect(english.status).toBe(201);
    const [englishConsent] = await database.db.select().from(callConsents).where(eq(callConsents.leadId, english.body.id));
    expect(englishConsent).toMatchObject({ text: CALL_CONSENT_TEXT, version: CALL_CONSENT.version });
    await waitFor(() => expect(provider!.callRequests()).toHaveLength(2));
    expect(provider.callRequests()[1]!.body).toMatchObject({ assistantId: 'asst_callback', assistantOverrides: { variableValues: { language: 'en' } } });
  });

  it('without a Spanish assistant, calls a Spanish lead with the main one and tells it the language; refusals are in Spanish', async () => {
    provider = await startFakeVapiProvider();
    const app = await start(providerEnv(provider));
    const spanish = (overrides: Record<string, unknown>) => lead({ language: 'es', callConsent: { version: SPANISH_CALL_CONSENT.version, page: '/es' }, ...overrides });
    const { body } = await submit(app, spanish({}));
    await waitFor(() => expect(provider!.callRequests()).toHaveLength(1));
    expect(provider.callRequests()[0]!.body).toMatchObject({ assistantId: 'asst_callback', assistantOverrides: { variableValues: { language: 'es' } } });
    expect(body.callBack).toMatchObject({ scheduled: true, when: 'en un minuto' });
    const refused = await submit(app, spanish({ phone: '+53 5 123 4567' }));
    expect(refused.body.callBack).toEqual({ scheduled: false, reason: 'Nuestro asistente de IA solo llama a números de Estados Unidos y Canadá.' });
  });

  it('never calls a lead who did not tick the box, and asks for a number when the box is ticked without one', async () => {
    provider = await startFakeVapiProvider();
    const app = await start(providerEnv(provider));
    const { status, body } = await submit(app, lead({ callConsent: undefined }));
    expect(status).toBe(201);
    expect(body.callBack).toBeUndefined();
    const noPhone = await submit(app, lead({ phone: '' }));
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.fields?.phone).toBe('Enter the number we should call');
    const staleConsent = await submit(app, lead({ callConsent: { version: '2001-01-01', page: '/' } }));
    expect(staleConsent.status).toBe(400);
    // A consenting lead sent afterwards is called: the worker has run over both. The first lead still has
    // no call, no call row and no call-back delivery.
    const consenting = await submit(app, lead({ phone: '(954) 463-0177' }));
    expect(consenting.status).toBe(201);
    const fake = provider;
    await waitFor(() => expect(fake.callRequests()).toHaveLength(1));
    expect(fake.callRequests()[0]!.body).toMatchObject({ customer: { number: '+19544630177' } });
    expect(await callOf(body.id)).toBeUndefined();
    expect(await deliveryOf(body.id, 'callback')).toBeUndefined();
    expect(await database.db.select().from(leads)).toHaveLength(2);
  });

  it('records why an invalid number is not called, and queues nothing when call-backs are not configured', async () => {
    provider = await startFakeVapiProvider();
    let app = await start(providerEnv(provider));
    const invalid = await submit(app, lead({ phone: '555-1234' }));
    expect(invalid.status).toBe(201);
    expect(invalid.body.callBack).toEqual({ scheduled: false, reason: 'The phone number "555-1234" is not a valid number.' });
    expect(await callOf(invalid.body.id)).toMatchObject({ status: 'not-called', reason: 'The phone number "555-1234" is not a valid number.' });
    expect(await deliveryOf(invalid.body.id, 'callback')).toBeUndefined();
    await server!.close();

    app = await start({ LEAD_OUTBOX_POLL_MS: '50' });
    const unconfigured = await submit(app, lead());
    expect(unconfigured.body.callBack).toMatchObject({ scheduled: false });
    expect(await deliveryOf(unconfigured.body.id, 'callback')).toBeUndefined();
    // The consent is still evidence on the lead, so staff can call later.
    expect(await database.db.select().from(callConsents).where(eq(callConsents.leadId, unconfigured.body.id))).toHaveLength(1);
    expect(provider.callRequests()).toHaveLength(0);
  });

  it('retries after a 5xx and after a timeout, and places the call once', async () => {
    const replies: CallReply[] = [{ status: 503 }, 'hang', { status: 201 }];
    provider = await startFakeVapiProvider({ callReply: (n) => replies[n - 1] ?? { status: 201 } });
    const app = await start(providerEnv(provider, { VAPI_REQUEST_TIMEOUT_MS: '500' }));
    const { body } = await submit(app, lead());
    await waitFor(async () => expect(await callOf(body.id)).toMatchObject({ status: 'queued' }));
    expect(provider.callRequests()).toHaveLength(3);
    expect(provider.calls).toHaveLength(1);
    expect(await deliveryOf(body.id, 'callback')).toMatchObject({ status: 'delivered', attempts: 3 });
  });

  it('finds the call a timed-out request placed after all, and never places a second one', async () => {
    // The provider takes the call at once but answers after our time limit: the first attempt counts as failed.
    provider = await startFakeVapiProvider({ callReply: (n) => (n === 1 ? { status: 201, delayMs: 1_500 } : { status: 201 }) });
    const app = await start(providerEnv(provider, { VAPI_REQUEST_TIMEOUT_MS: '500' }));
    const { body } = await submit(app, lead());
    await waitFor(async () => expect(await deliveryOf(body.id, 'callback')).toMatchObject({ status: 'delivered', attempts: 2 }));
    expect(provider.callRequests()).toHaveLength(1);
    expect(provider.calls).toHaveLength(1);
    expect(await callOf(body.id)).toMatchObject({ status: 'queued', providerCallId: provider.calls[0]!.id });
    // Each attempt asked first, for this assistant and line and for the call named after the lead.
    const lookups = provider.callLookups();
    expect(lookups).toHaveLength(2);
    expect(Object.fromEntries(lookups[1]!.query)).toMatchObject({ assistantId: 'asst_callback', phoneNumberId: 'pn_sales_line' });
    const [stored] = await database.db.select().from(leads).where(eq(leads.id, body.id));
    expect(Date.parse(lookups[1]!.query.get('createdAtGe')!)).toBeLessThanOrEqual(stored!.createdAt.getTime());
  });

  it('still places the call, once, when the provider refuses the lookup for an earlier one', async () => {
    provider = await startFakeVapiProvider({ callListStatus: 400 });
    const app = await start(providerEnv(provider));
    const { body } = await submit(app, lead());
    await waitFor(async () => expect(await callOf(body.id)).toMatchObject({ status: 'queued', providerCallId: provider!.calls[0]?.id }));
    expect(provider.callLookups()).toHaveLength(1);
    expect(provider.callRequests()).toHaveLength(1);
    expect(await deliveryOf(body.id, 'callback')).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('does not retry a 4xx: the call-back fails at once with the reason on the lead', async () => {
    provider = await startFakeVapiProvider({ callReply: () => ({ status: 400 }) });
    const app = await start(providerEnv(provider));
    const { body } = await submit(app, lead());
    await waitFor(async () => expect(await deliveryOf(body.id, 'callback')).toMatchObject({ status: 'failed', attempts: 1 }));
    expect(provider.callRequests()).toHaveLength(1);
    expect(await callOf(body.id)).toMatchObject({ status: 'not-called', reason: 'The voice provider refused the call (HTTP 400).' });
  });

  it('never calls the same lead twice, nor the same number twice within 30 days', async () => {
    provider = await startFakeVapiProvider();
    const app = await start(providerEnv(provider));
    const first = await submit(app, lead());
    // The same request again (same e-mail and message): stored, not notified, not called.
    const repeat = await submit(app, lead({ email: (await database.db.select().from(leads))[0]!.email }));
    // Another lead with the same number written differently.
    const sameNumber = await submit(app, lead({ phone: '+1 954-463-0100' }));
    expect(repeat.body.callBack).toBeUndefined();
    expect(sameNumber.body.callBack).toEqual({ scheduled: false, reason: 'We called this number recently, so our AI assistant won\'t call it again.' });
    expect(await callOf(sameNumber.body.id)).toMatchObject({ status: 'not-called', reason: expect.stringContaining('in the last 30 days') });
    await waitFor(async () => expect(await callOf(first.body.id)).toMatchObject({ status: 'queued' }));
    // Staff cannot place a second call for the lead either (see the admin test); the worker was woken for
    // each submission, and still only one call went out.
    expect(provider.callRequests()).toHaveLength(1);
  });

  /** Hawaii: a one-hour calling window that opens two hours from now there, so now is outside it. */
  function closedHawaiianHours() {
    const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'Pacific/Honolulu', hour: 'numeric', hourCycle: 'h23' }).format(new Date()));
    const opens = (hour + 2) % 24;
    const closes = opens === 23 ? '24:00' : `${String(opens + 1).padStart(2, '0')}:00`;
    return { hour, opens, env: { CALLBACK_HOURS: `${String(opens).padStart(2, '0')}:00-${closes}` } };
  }

  it('calls a lead outside calling hours at the next opening in the lead\'s own time zone', async () => {
    provider = await startFakeVapiProvider();
    const { hour, opens, env } = closedHawaiianHours();
    const app = await start(providerEnv(provider, env));
    const { body } = await submit(app, lead({ phone: '(808) 555-0142' }));
    expect(body.callBack).toMatchObject({ scheduled: true });
    const promise = body.callBack as { at: string; when: string };
    const clock = `${opens % 12 === 0 ? 12 : opens % 12} ${opens < 12 ? 'am' : 'pm'}`;
    expect(promise.when).toBe(opens > hour ? `today after ${clock}` : `tomorrow after ${clock}`);
    const wait = new Date(promise.at).getTime() - Date.now();
    expect(wait).toBeGreaterThan(60 * 60_000);
    expect(wait).toBeLessThanOrEqual(2 * 60 * 60_000);
    expect(await callOf(body.id)).toMatchObject({ status: 'scheduled', timeZone: 'Pacific/Honolulu', phoneE164: '+18085550142' });
    expect((await deliveryOf(body.id, 'callback'))?.nextAttemptAt.toISOString()).toBe(promise.at);
    expect(provider.callRequests()).toHaveLength(0);
  });

  it('defers a call-back that comes due outside calling hours (a late retry) without calling or using up an attempt', async () => {
    provider = await startFakeVapiProvider();
    const app = await start(providerEnv(provider, closedHawaiianHours().env));
    const { body } = await submit(app, lead({ phone: '(808) 555-0142' }));
    const scheduledFor = (body.callBack as { at: string }).at;
    // As if a retry had been scheduled for now, in the middle of the lead's night.
    await database.db.update(leadDeliveries).set({ nextAttemptAt: new Date(), attempts: 1 }).where(eq(leadDeliveries.leadId, body.id));
    await waitFor(async () => expect((await deliveryOf(body.id, 'callback'))?.nextAttemptAt.toISOString()).toBe(scheduledFor));
    expect(await deliveryOf(body.id, 'callback')).toMatchObject({ status: 'pending', attempts: 1 });
    expect(provider.callRequests()).toHaveLength(0);
  });

  it('places a queued call-back after a restart', async () => {
    const failing = await startFakeVapiProvider({ callReply: () => ({ status: 503 }) });
    await start(providerEnv(failing, { LEAD_RETRY_SCHEDULE: '1s,1s,1s' }));
    const { body } = await submit(server!, lead());
    await waitFor(async () => expect(await deliveryOf(body.id, 'callback')).toMatchObject({ status: 'pending', attempts: 1 }));
    await server!.close();
    server = undefined;
    await failing.close();

    provider = await startFakeVapiProvider();
    await start(providerEnv(provider));
    await waitFor(async () => expect(await callOf(body.id)).toMatchObject({ status: 'queued', providerCallId: provider!.calls[0]?.id }));
    expect(provider.callRequests()).toHaveLength(1);
  });

  it('stores status updates and the end-of-call report once, e-mails the outcome and posts lead.call_completed to the CRM', async () => {
    const crm = await startWebhookReceiver();
    const smtp = await startSmtpReceiver();
    try {
      provider = await startFakeVapiProvider();
      const app = await start(
        providerEnv(provider, {
          LEAD_WEBHOOK_URL: `${crm.url}/crm`,
          LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
          SMTP_URL: smtp.url,
          SALES_EMAIL: 'sales@harborline.test',
        }),
        true,
      );
      const eventsUrl = `${app.url}/api/voice/events`;
      const { body } = await submit(app, lead());
      await waitFor(() => expect(provider!.calls).toHaveLength(1));
      const callId = provider.calls[0]!.id;
      await waitFor(async () => expect((await callOf(body.id))?.providerCallId).toBe(callId));

      const ringing = { type: 'status-update', status: 'ringing', call: { id: callId }, timestamp: 1 };
      expect((await provider.postServerMessage(eventsUrl, SERVER_SECRET, ringing)).status).toBe(200);
      expect(await callOf(body.id)).toMatchObject({ status: 'ringing' });

      const reported = await provider.completeCall(eventsUrl, SERVER_SECRET, callId);
      expect(reported).toEqual({ status: 200, body: { received: true, outcome: 'stored' } });
      const report = endOfCallReport(callId, 0);
      const call = await callOf(body.id);
      expect(call).toMatchObject({
        status: 'ended',
        endedReason: 'customer-ended-call',
        durationSeconds: 95,
        summary: report.analysis.summary,
        structuredData: report.analysis.structuredData,
        transcript: report.artifact.transcript,
        recordingUrl: report.artifact.recordingUrl,
      });

      // The provider delivers the report again: stored once, reported once.
      const again = await provider.postServerMessage(eventsUrl, SERVER_SECRET, endOfCallReport(callId, (await reportTimestamp(body.id))!));
      expect(again.body.outcome).toBe('duplicate');
      const events = await database.db.select().from(leadCallEvents).where(eq(leadCallEvents.leadId, body.id));
      expect(events.map((event) => `${event.type}:${event.status}`).sort()).toEqual([
        'end-of-call-report:ended',
        'status-update:ended',
        'status-update:in-progress',
        'status-update:ringing',
        'status-update:ringing',
      ].sort());

      await waitFor(() => expect(crm.requests.filter((request) => JSON.parse(request.body).type === 'lead.call_completed')).toHaveLength(1));
      const completed = crm.requests.find((request) => JSON.parse(request.body).type === 'lead.call_completed')!;
      expect(verifyStandardWebhook(WEBHOOK_SECRET, completed)).toBe(true);
      expect(JSON.parse(completed.body).data).toMatchObject({
        leadId: body.id,
        callId,
        endedReason: 'customer-ended-call',
        summary: report.analysis.summary,
        transcript: report.artifact.transcript,
        recordingUrl: report.artifact.recordingUrl,
        structuredData: report.analysis.structuredData,
      });

      const callMails = () => smtp.messages.filter((mail) => mail.headers.get('subject')?.startsWith('AI call-back ended: Maria Lopez, Lopez Realty'));
      await waitFor(() => expect(callMails()).toHaveLength(1));
      const mail = callMails()[0]!;
      expect(mail.to).toEqual(['sales@harborline.test']);
      expect(mail.text).toContain(`Summary: ${report.analysis.summary}`);
      expect(mail.text).toContain('Ended because: customer-ended-call');
      expect(mail.text).toContain('Duration: 95 s');
      expect(mail.text).toContain(`Recording: ${report.artifact.recordingUrl}`);
      expect(mail.text.replace(/\r\n/g, '\n')).toContain(report.artifact.transcript);
      expect(mail.text).toContain(`/admin/leads/${body.id}`);
    } finally {
      await crm.close();
      await smtp.close();
    }

    async function reportTimestamp(leadId: string) {
      const rows = await database.db.select().from(leadCallEvents).where(eq(leadCallEvents.leadId, leadId));
      const key = rows.find((row) => row.type === 'end-of-call-report')?.eventKey;
      return key === undefined ? undefined : Number(key);
    }
  });

  it('keeps the first end-of-call report: one re-sent with a new timestamp overwrites nothing and notifies the CRM no more', async () => {
    const crm = await startWebhookReceiver();
    try {
      provider = await startFakeVapiProvider();
      const app = await start(providerEnv(provider, { LEAD_WEBHOOK_URL: `${crm.url}/crm`, LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET }), true);
      const eventsUrl = `${app.url}/api/voice/events`;
      const { body } = await submit(app, lead());
      await waitFor(() => expect(provider!.calls).toHaveLength(1));
      const callId = provider.calls[0]!.id;
      await waitFor(async () => expect((await callOf(body.id))?.providerCallId).toBe(callId));

      expect((await provider.completeCall(eventsUrl, SERVER_SECRET, callId)).body.outcome).toBe('stored');
      const completions = () => crm.requests.filter((request) => JSON.parse(request.body).type === 'lead.call_completed');
      await waitFor(() => expect(completions()).toHaveLength(1));
      await waitFor(async () => expect(await deliveryOf(body.id, 'call-webhook')).toMatchObject({ status: 'delivered' }));
      const ended = await callOf(body.id);
      const delivered = await deliveryOf(body.id, 'call-webhook');

      // Someone replays the report an hour later, with the outcome changed.
      const replay = endOfCallReport(callId, Date.now() + 3_600_000, { summary: 'Maria is not interested.', endedReason: 'voicemail' });
      const answer = await provider.postServerMessage(eventsUrl, SERVER_SECRET, replay);
      expect(answer).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } });
      expect(await callOf(body.id)).toEqual(ended);
      expect(await deliveryOf(body.id, 'call-webhook')).toEqual(delivered);
      const reports = (await database.db.select().from(leadCallEvents).where(eq(leadCallEvents.leadId, body.id))).filter(
        (event) => event.type === 'end-of-call-report',
      );
      expect(reports).toHaveLength(1);
      expect(completions()).toHaveLength(1);
    } finally {
      await crm.close();
    }
  });

  it('answers 401 and stores nothing without the right X-Vapi-Secret', async () => {
    provider = await startFakeVapiProvider();
    const app = await start(providerEnv(provider), true);
    const { body } = await submit(app, lead());
    await waitFor(() => expect(provider!.calls).toHaveLength(1));
    const callId = provider.calls[0]!.id;
    await waitFor(async () => expect((await callOf(body.id))?.providerCallId).toBe(callId));
    const eventsUrl = `${app.url}/api/voice/events`;
    for (const secret of [undefined, 'wrong', `${SERVER_SECRET}x`, '']) {
      const answer = await provider.postServerMessage(eventsUrl, secret, endOfCallReport(callId, Date.now()));
      expect(answer.status).toBe(401);
    }
    expect(await database.db.select().from(leadCallEvents)).toHaveLength(0);
    expect(await callOf(body.id)).toMatchObject({ status: 'queued', summary: null });
  });

  it('lets staff place a call-back for a consenting lead once, and shows the call on the lead page', async () => {
    // The first try is refused (4xx); staff place it again from the admin, and then it is never placed twice.
    provider = await startFakeVapiProvider({ callReply: (n) => (n === 1 ? { status: 422 } : { status: 201 }) });
    const app = await start(providerEnv(provider), true);
    const username = `staff-${randomUUID().slice(0, 6)}`;
    await createTestAccount(database.db, username, 'a long enough password');
    const session = await app.app.fastify.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { origin: 'http://localhost:80' },
      payload: { username, password: 'a long enough password' },
    });
    const cookie = String(session.headers['set-cookie']).split(';')[0]!;
    const admin = (method: 'GET' | 'POST', url: string) =>
      app.app.fastify.inject({ method, url, headers: { cookie, ...(method === 'POST' ? { origin: 'http://localhost:80' } : {}) } });

    const consenting = await submit(app, lead());
    const declined = await submit(app, lead({ callConsent: undefined, phone: '(312) 555-0100' }));
    await waitFor(async () => expect(await callOf(consenting.body.id)).toMatchObject({ status: 'not-called' }));

    const refused = await admin('POST', `/api/admin/leads/${declined.body.id}/call-back`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'This lead did not agree to be called, so no call-back can be placed.' });

    const before = (await admin('GET', `/api/admin/leads/${consenting.body.id}`)).json<LeadDetail>();
    expect(before.callBack).toMatchObject({ placeRefusal: null, call: { status: 'not-called', reason: 'The voice provider refused the call (HTTP 422).' } });
    const placed = await admin('POST', `/api/admin/leads/${consenting.body.id}/call-back`);
    expect(placed.statusCode).toBe(202);
    expect(placed.json()).toMatchObject({ scheduled: true, when: 'in a minute' });
    await waitFor(() => expect(provider!.calls).toHaveLength(1));
    const callId = provider.calls[0]!.id;
    await waitFor(async () => expect((await callOf(consenting.body.id))?.providerCallId).toBe(callId));

    const again = await admin('POST', `/api/admin/leads/${consenting.body.id}/call-back`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'This lead has already been called; a lead is never called twice.' });

    await provider.completeCall(`${app.url}/api/voice/events`, SERVER_SECRET, callId);
    const detail = (await admin('GET', `/api/admin/leads/${consenting.body.id}`)).json<LeadDetail>();
    expect(detail.callBack).toMatchObject({
      consent: { text: CALL_CONSENT_TEXT, version: CALL_CONSENT.version, ip: '203.0.113.7', page: '/solutions' },
      call: { status: 'ended', phone: '+19544630100', endedReason: 'customer-ended-call', durationSeconds: 95, recordingUrl: expect.stringMatching(/^https:/) },
      placeRefusal: 'This lead has already been called; a lead is never called twice.',
    });
    expect(detail.callBack!.events.map((event) => event.status)).toEqual(['ringing', 'in-progress', 'ended', 'ended']);
    expect(provider.callRequests()).toHaveLength(2);
  });
});
