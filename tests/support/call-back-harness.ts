import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { CALL_CONSENT } from '../../src/shared/content/call-consent.ts';
import { CALL_CONSENT as SPANISH_CALL_CONSENT } from '../../src/shared/content/es/call-consent.ts';
import type { LeadDetail } from '../../src/shared/leads/lead-model.ts';
import type { LeadCreated } from '../../src/shared/leads/lead-schema.ts';
import type { DatabaseHandle } from '../../src/server/db/connection.ts';
import type { TestDatabase } from './test-databases.ts';
import { leadCalls } from '../../src/server/db/schema.ts';
import { ADMIN_ORIGIN, signedInCookie } from './admin-session.ts';
import { startFakeVapiProvider, type FakeVapiProvider } from './fake-vapi-provider.ts';
import { startSmtpReceiver, startWebhookReceiver } from './lead-receivers.ts';
import { startTestServer, type TestServer } from './test-server.ts';

export const SERVER_SECRET = 'vapi-server-secret-for-tests';
export const WEBHOOK_SECRET = `whsec_${Buffer.from('call-back-harness-secret').toString('base64')}`;

/**
 * A server that places call-backs through the fake provider, with a real SMTP server and CRM webhook receiver, a
 * clock the test moves, and helpers to play the provider's side of a call.
 */
export async function startCallBackHarness(database: DatabaseHandle, options: { now: () => Date; env?: Record<string, string> }) {
  const provider: FakeVapiProvider = await startFakeVapiProvider();
  const smtp = await startSmtpReceiver();
  const crm = await startWebhookReceiver();
  const server: TestServer = await startTestServer({
    database: { ...database, close: async () => {} },
    now: options.now,
    listen: true,
    env: {
      VAPI_API_BASE_URL: provider.url,
      VAPI_PRIVATE_KEY: 'vapi_private_test_key',
      VAPI_ASSISTANT_ID: 'asst_callback',
      VAPI_ASSISTANT_ID_ES: 'asst_callback_es',
      VAPI_PHONE_NUMBER_ID: 'pn_sales_line',
      VAPI_SERVER_SECRET: SERVER_SECRET,
      CALLBACK_HOURS: '00:00-24:00',
      LEAD_OUTBOX_POLL_MS: '50',
      VAPI_REQUEST_TIMEOUT_MS: '5000',
      LEAD_WEBHOOK_URL: `${crm.url}/crm`,
      LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
      SMTP_URL: smtp.url,
      SALES_EMAIL: 'sales@harborline.test',
      ...options.env,
    },
  });
  const eventsUrl = `${server.url}/api/voice/events`;
  let leadsCalled = 0;
  let cookie: string | undefined;

  /** A consenting lead (English, or Spanish from the Spanish pages) and the provider's id of the call placed for them. */
  async function calledLead(language: 'en' | 'es' = 'en', extra: { remoteAddress?: string } = {}): Promise<{ leadId: string; callId: string }> {
    leadsCalled += 1;
    const consent = language === 'es' ? { version: SPANISH_CALL_CONSENT.version, page: '/es' } : { version: CALL_CONSENT.version, page: '/solutions' };
    const response = await server.app.fastify.inject({
      method: 'POST',
      url: '/api/contacts',
      // A number and a network of its own: each is called once (call-back limits).
      remoteAddress: extra.remoteAddress ?? `198.51.100.${leadsCalled}`,
      headers: { 'user-agent': HARNESS_BROWSER },
      payload: {
        firstName: language === 'es' ? 'Ana' : 'Maria',
        lastName: 'Lopez',
        email: `lead-${randomUUID().slice(0, 8)}@lopez-realty.com`,
        phone: `(954) 463-02${String(leadsCalled).padStart(2, '0')}`,
        company: language === 'es' ? 'Dental Sol' : 'Lopez Realty',
        industry: 'real-estate',
        language,
        callConsent: consent,
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

  /** The provider asks our server to run tools during the call; the answers, in order. */
  async function askTools(callId: string, names: string[]): Promise<string[]> {
    const toolCallList = names.map((name, index) => ({ id: `tool_${index}`, name, arguments: {} }));
    const answer = await provider.postServerMessage(eventsUrl, SERVER_SECRET, { type: 'tool-calls', call: { id: callId }, toolCallList });
    expect(answer.status).toBe(200);
    return (answer.body as { results: { result: string }[] }).results.map((result) => result.result);
  }

  const post = (message: Record<string, unknown>) => provider.postServerMessage(eventsUrl, SERVER_SECRET, message);

  /** The lead as the admin's lead page reads it. */
  async function adminLead(leadId: string): Promise<LeadDetail> {
    cookie ??= await signedInCookie(server);
    const response = await server.app.fastify.inject({ method: 'GET', url: `/api/admin/leads/${leadId}`, headers: { cookie, origin: ADMIN_ORIGIN } });
    expect(response.statusCode).toBe(200);
    return response.json<LeadDetail>();
  }

  async function adminCsv(): Promise<string> {
    cookie ??= await signedInCookie(server);
    const response = await server.app.fastify.inject({ method: 'GET', url: '/api/admin/leads/export.csv', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.body;
  }

  const webhooksOf = (type: string) => crm.requests.map((request) => JSON.parse(request.body) as { type: string; data: Record<string, unknown> }).filter((body) => body.type === type);

  return {
    provider,
    smtp,
    crm,
    server,
    eventsUrl,
    calledLead,
    askTools,
    post,
    adminLead,
    adminCsv,
    webhooksOf,
    close: async () => {
      await server.close();
      await provider.close();
      await smtp.close();
      await crm.close();
    },
  };
}

export type CallBackHarness = Awaited<ReturnType<typeof startCallBackHarness>>;

export const HARNESS_BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A row of the leads CSV (RFC 4180, no quoted commas in these tests' values), by its header. */
export function csvRowOf(csv: string, leadId: string): Record<string, string> {
  const [header, ...rows] = csv.replace(/^\uFEFF/, '').trim().split('\r\n').map((line) => line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((cell) => cell.replace(/,$/, '').replace(/^"|"$/g, '').replaceAll('""', '"')));
  const row = rows.find((cells) => cells.includes(leadId));
  if (!row) throw new Error(`No CSV row for ${leadId}`);
  return Object.fromEntries(header!.map((name, index) => [name, row[index] ?? '']));
}

/** Opens the database and the harness before a describe block's tests, and closes both after them. */
export function useCallBackHarness(open: TestDatabase['open'], options: { now: () => Date; env?: Record<string, string> }) {
  const context = {} as { database: DatabaseHandle; harness: CallBackHarness };
  beforeAll(async () => {
    context.database = await open();
    context.harness = await startCallBackHarness(context.database, options);
  });
  afterAll(async () => {
    await context.harness?.close();
    await context.database?.close();
  });
  return context;
}
