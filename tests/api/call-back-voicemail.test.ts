import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALL_CONSENT, CALL_CONSENT_TEXT } from '../../src/shared/content/call-consent.ts';
import { CALL_CONSENT as SPANISH_CALL_CONSENT, CALL_CONSENT_TEXT as SPANISH_CALL_CONSENT_TEXT } from '../../src/shared/content/es/call-consent.ts';
import type { LeadCreated } from '../../src/shared/leads/lead-schema.ts';
import type { DatabaseHandle } from '../../src/server/db/connection.ts';
import { callAttempts, callConsents, leads } from '../../src/server/db/schema.ts';
import { ADMIN_ORIGIN, signedInCookie } from '../support/admin-session.ts';
import { endOfCallReport, startFakeVapiProvider, type FakeVapiProvider } from '../support/fake-vapi-provider.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const SERVER_SECRET = 'a-server-secret-of-at-least-24-bytes-for-voicemail';
const SITE_URL = 'https://www.harborline.test';
const waitFor = <T>(check: () => Promise<T> | T) => vi.waitFor(check, { timeout: 15_000, interval: 25 });

/** The consent's words before issue 38 (version 2026-11-23): one call, nothing about calling again. */
const ONE_CALL_CONSENT_DISCLOSURE_START = 'By ticking this box you agree that Harborline may call the phone number above with an automated AI voice assistant about this request. The call may be recorded';

describe.each(TEST_DATABASES)('the call-back on an answering machine, on $name', ({ open }) => {
  let database: DatabaseHandle;
  let provider: FakeVapiProvider | undefined;
  let server: TestServer | undefined;

  beforeAll(async () => {
    database = await open();
  });
  beforeEach(async () => {
    await database.db.delete(leads);
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
      database: { ...database, close: async () => {} },
      env: {
        SITE_URL,
        VAPI_API_BASE_URL: provider.url,
        VAPI_PRIVATE_KEY: 'vapi_private_voicemail',
        VAPI_ASSISTANT_ID: 'asst_callback',
        VAPI_ASSISTANT_ID_ES: 'asst_callback_es',
        VAPI_PHONE_NUMBER_ID: 'pn_sales_line',
        VAPI_SERVER_SECRET: SERVER_SECRET,
        CALLBACK_HOURS: '00:00-24:00',
        LEAD_OUTBOX_POLL_MS: '20',
        ...env,
      },
    });
    return server;
  }

  async function submit(overrides: Record<string, unknown> = {}) {
    const response = await server!.app.fastify.inject({
      method: 'POST',
      url: '/api/contacts',
      remoteAddress: `203.0.113.${Math.floor(Math.random() * 200) + 1}`,
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
    return { status: response.statusCode, body: response.json<LeadCreated & { fields?: Record<string, string> }>() };
  }

  /** The address the voicemail says, as a listener writes it down: host, "/b/" and the code. */
  const heardAddress = (spoken: string, words: { dot: string; slash: string }) => {
    const [host, b, code] = spoken.split(` ${words.slash} `);
    return `https://${host!.split(` ${words.dot} `).join('.')}/${b}/${code!.replaceAll(' ', '')}`;
  };

  const get = (url: string) => server!.app.fastify.inject({ method: 'GET', url, remoteAddress: '192.0.2.10' });

  it('gives the call a short booking address to say, which opens the lead’s booking page; a voicemail is an attempt, retried', async () => {
    await start();
    const { status, body } = await submit();
    expect(status).toBe(201);
    await waitFor(() => expect(provider!.callRequests()).toHaveLength(1));
    const variables = (provider!.callRequests()[0]!.body as { assistantOverrides: { variableValues: Record<string, string> } }).assistantOverrides.variableValues;
    expect(variables.bookingAddress).toMatch(/^harborline dot test slash b slash( [a-z2-9]){7}$/);
    const address = heardAddress(variables.bookingAddress!, { dot: 'dot', slash: 'slash' });
    expect(address).toMatch(new RegExp(`^https://harborline\\.test/b/[a-z2-9]{7}$`));

    // The address, typed in by the person who heard it (any case), leads to their own booking page.
    const path = new URL(address).pathname;
    const redirect = await get(path.toUpperCase().replace('/B/', '/b/'));
    expect(redirect.statusCode).toBe(303);
    expect(redirect.headers['cache-control']).toBe('no-store');
    expect(redirect.headers['referrer-policy']).toBe('no-referrer');
    const location = String(redirect.headers.location);
    // A booking page token for this lead, as an e-mail's link carries: the page offers times to book.
    expect(location).toMatch(new RegExp(`^/book\\?token=page\\.${body.id}\\.0\\.`));
    const page = await get(location);
    expect(page.statusCode).toBe(200);
    expect(page.body.includes('Book your demo now') && page.body.includes('Book this time')).toBe(true);

    // The provider reached the machine: it left the message, and the call counts as an attempt, not a conversation.
    await waitFor(async () => expect((await database.db.select().from(callAttempts).where(eq(callAttempts.leadId, body.id)))[0]?.providerCallId).toBe(provider!.calls[0]!.id));
    const reported = await provider!.postServerMessage(`${server!.url}/api/voice/events`, SERVER_SECRET, endOfCallReport(provider!.calls[0]!.id, Date.now(), { endedReason: 'voicemail' }));
    expect(reported.status).toBe(200);
    const [attempt] = await database.db.select().from(callAttempts).where(eq(callAttempts.leadId, body.id));
    expect(attempt).toMatchObject({ attemptNumber: 1, outcome: 'voicemail', endedReason: 'voicemail' });
    expect(attempt!.nextAttemptAt).not.toBeNull();
  });

  it('says the address in Spanish to a Spanish lead, and its page is the Spanish booking page', async () => {
    await start();
    const { body } = await submit({ language: 'es', firstName: 'Ana', callConsent: { version: SPANISH_CALL_CONSENT.version, page: '/es' } });
    await waitFor(() => expect(provider!.callRequests()).toHaveLength(1));
    const request = provider!.callRequests()[0]!.body as { assistantId: string; assistantOverrides: { variableValues: Record<string, string> } };
    expect(request.assistantId).toBe('asst_callback_es');
    expect(request.assistantOverrides.variableValues.bookingAddress).toMatch(/^harborline punto test barra b barra( [a-z2-9]){7}$/);
    const address = heardAddress(request.assistantOverrides.variableValues.bookingAddress!, { dot: 'punto', slash: 'barra' });
    const redirect = await get(new URL(address).pathname);
    expect(String(redirect.headers.location)).toMatch(/^\/es\/book\?token=page\./);
    expect(body.id).toBeTruthy();
  });

  it('stops a short address working when staff revoke the lead’s booking links; unknown codes open no lead’s page', async () => {
    const app = await start();
    const { body } = await submit();
    await waitFor(() => expect(provider!.callRequests()).toHaveLength(1));
    const spoken = (provider!.callRequests()[0]!.body as { assistantOverrides: { variableValues: Record<string, string> } }).assistantOverrides.variableValues.bookingAddress!;
    const path = new URL(heardAddress(spoken, { dot: 'dot', slash: 'slash' })).pathname;
    expect(String((await get(path)).headers.location)).toMatch(/^\/book\?token=/);

    const cookie = await signedInCookie(app);
    const revoked = await app.app.fastify.inject({ method: 'POST', url: `/api/admin/leads/${body.id}/booking-links/revoke`, headers: { cookie, origin: ADMIN_ORIGIN } });
    expect(revoked.statusCode).toBeLessThan(300);
    for (const dead of [path, '/b/zzzzzzz', '/b/short', '/b/%00abc']) {
      const answer = await get(dead);
      expect(answer.statusCode, dead).toBeLessThan(500);
      if (answer.statusCode === 303) expect(answer.headers.location, dead).toBe('/book');
    }
  });

  it('stores the new consent words, which say we may call more than once, as the evidence of the new version; the old version is refused', async () => {
    await start();
    expect(CALL_CONSENT.version).toBe('2026-11-28');
    const { status, body } = await submit();
    expect(status).toBe(201);
    const [consent] = await database.db.select().from(callConsents).where(eq(callConsents.leadId, body.id));
    expect(consent).toMatchObject({ version: '2026-11-28', text: CALL_CONSENT_TEXT });
    expect(consent!.text).toContain('If we cannot reach you, we may call up to 3 times within 2 days, only during calling hours, and leave a short voicemail.');
    expect(consent!.text).not.toContain(ONE_CALL_CONSENT_DISCLOSURE_START);

    const spanish = await submit({ language: 'es', callConsent: { version: SPANISH_CALL_CONSENT.version, page: '/es' } });
    const [spanishConsent] = await database.db.select().from(callConsents).where(eq(callConsents.leadId, spanish.body.id));
    expect(spanishConsent).toMatchObject({ version: '2026-11-28-es', text: SPANISH_CALL_CONSENT_TEXT });
    expect(spanishConsent!.text).toContain('podemos llamarle hasta 3 veces en 2 días');

    // A page built with the old words sends the old version: refused, and nothing is stored as agreed.
    const before = (await database.db.select().from(leads)).length;
    const stale = await submit({ callConsent: { version: '2026-11-23', page: '/' } });
    expect(stale.status).toBe(400);
    expect(stale.body.fields?.callConsent).toBeTruthy();
    expect(await database.db.select().from(leads)).toHaveLength(before);
  });
});
