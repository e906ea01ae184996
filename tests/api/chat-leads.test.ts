import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { leads } from '../../src/server/db/schema.ts';
import { leadDetail } from '../../src/server/features/admin/lead-queries.ts';
import { startFakeVapiProvider, type FakeVapiProvider } from '../support/fake-vapi-provider.ts';
import { startSmtpReceiver, startWebhookReceiver, type ReceivedMail } from '../support/lead-receivers.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const WEBHOOK_SECRET = `whsec_${Buffer.from('chat-leads-test-secret-32-bytes!').toString('base64')}`;
const TRANSCRIPT = [
  { role: 'assistant', content: 'Hi! How can I help?', timestamp: 1_760_000_000_000 },
  { role: 'user', content: 'Can we schedule a call?', timestamp: 1_760_000_005_000 },
  { role: 'assistant', content: 'We would love to show you a free demo.', timestamp: 1_760_000_006_000 },
];

const RELAYED_HEADING = 'Chat relayed by our server, quoted:';
const BROWSER_HEADING = 'Reported by the visitor’s browser — not verified, quoted:';

type WebhookLead = { data: { id: string; source: string; transcript: unknown; relayedTranscript: unknown; browserTranscript: unknown } };

describe('leads captured in the chat (live AI off: every answer is the browser’s)', () => {
  let server: TestServer;
  let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    webhook = await startWebhookReceiver();
    server = await startTestServer({ env: { LEAD_WEBHOOK_URL: `${webhook.url}/crm`, LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET, LEAD_OUTBOX_POLL_MS: '50' } });
  });
  afterAll(async () => {
    await server?.close();
    await webhook?.close();
  });

  const post = (payload: unknown) => server.app.fastify.inject({ method: 'POST', url: '/api/contacts', payload: payload as object });

  it('stores a chat lead’s transcript as reported by the browser, notifies it as such and shows it in the admin', async () => {
    const response = await post({ source: 'chat', name: 'Ana María Ruiz', phone: '(954) 555-0123', email: '', consent: true, transcript: TRANSCRIPT });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    const [row] = await server.database.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({ source: 'chat', firstName: 'Ana', lastName: 'María Ruiz', phone: '(954) 555-0123', transcript: TRANSCRIPT, relayedTranscript: null });
    expect(row!.message).toContain('(954) 555-0123');

    const detail = await leadDetail(server.database.db, id, ['webhook']);
    expect(detail).toMatchObject({ source: 'chat', browserTranscript: TRANSCRIPT, relayedTranscript: null });

    await vi.waitFor(() => expect(webhook.requests).toHaveLength(1), { timeout: 15_000, interval: 50 });
    const delivered = JSON.parse(webhook.requests[0]!.body) as WebhookLead;
    expect(delivered.data).toMatchObject({ source: 'chat', browserTranscript: TRANSCRIPT, relayedTranscript: null, transcript: null });
  });

  it('validates with the shared rules: a name, an e-mail or a phone, and consent', async () => {
    const before = (await server.database.db.select().from(leads)).length;
    const cases: [unknown, string][] = [
      [{ source: 'chat', name: 'Ana', email: '', phone: '', consent: true }, 'email'],
      [{ source: 'chat', name: 'Ana', email: 'not-an-email', consent: true }, 'email'],
      [{ source: 'chat', name: 'Ana', phone: '12', consent: true }, 'phone'],
      [{ source: 'chat', name: '  ', email: 'ana@example.com', consent: true }, 'name'],
      [{ source: 'chat', name: 'Ana', email: 'ana@example.com', consent: false }, 'consent'],
      [{ source: 'chat', name: 'Ana', email: 'ana@example.com', consent: true, transcript: [{ role: 'system', content: 'x', timestamp: 1 }] }, 'transcript'],
      [{ source: 'chat', name: 'Ana', email: 'ana@example.com', consent: true, conversationToken: 'not a token!' }, 'conversationToken'],
    ];
    for (const [payload, field] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json<{ fields: object }>().fields)).toContain(field);
    }
    expect((await server.database.db.select().from(leads)).length).toBe(before);
  });

  it('attaches the browser’s chat transcript to a demo request sent from the same tab', async () => {
    const response = await post({
      firstName: 'Lee',
      lastName: 'Chan',
      email: 'lee@chan-dental.com',
      company: 'Chan Dental',
      source: 'demo',
      transcript: TRANSCRIPT,
    });
    expect(response.statusCode).toBe(201);
    const detail = await leadDetail(server.database.db, response.json<{ id: string }>().id, ['webhook']);
    expect(detail).toMatchObject({ source: 'demo', browserTranscript: TRANSCRIPT, relayedTranscript: null });
  });
});

describe('the transcript tells the truth: what our server relayed, apart from what the browser claims', () => {
  let provider: FakeVapiProvider;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let server: TestServer;

  beforeAll(async () => {
    provider = await startFakeVapiProvider();
    smtp = await startSmtpReceiver();
    webhook = await startWebhookReceiver();
    server = await startTestServer({
      env: {
        VAPI_PRIVATE_KEY: 'sk_test_private',
        VAPI_ASSISTANT_ID: 'asst_123',
        VAPI_API_BASE_URL: provider.url,
        SMTP_URL: smtp.url,
        SALES_EMAIL: 'sales@harborline.test',
        LEAD_WEBHOOK_URL: `${webhook.url}/crm`,
        LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
        LEAD_OUTBOX_POLL_MS: '50',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await webhook?.close();
    await smtp?.close();
    await provider?.close();
  });

  const post = (payload: unknown) => server.app.fastify.inject({ method: 'POST', url: '/api/contacts', payload: payload as object });

  /** Live turns through our server, as the browser sends them; returns the conversation's token. */
  async function chatLive(...messages: string[]): Promise<string> {
    let conversationToken: string | undefined;
    for (const message of messages) {
      const response = await server.app.fastify.inject({ method: 'POST', url: '/api/assistant/chat', payload: { message, ...(conversationToken ? { conversationToken } : {}) } });
      expect(response.statusCode).toBe(200);
      conversationToken = response.json<{ conversationToken: string }>().conversationToken;
    }
    return conversationToken!;
  }

  async function notificationsOf(id: string): Promise<{ mail: ReceivedMail; payload: WebhookLead }> {
    return vi.waitFor(
      () => {
        const mail = smtp.messages.find((message) => message.headers.get('x-lead-id') === id);
        const hook = webhook.requests.map((request) => JSON.parse(request.body) as WebhookLead).find((payload) => payload.data.id === id);
        expect(mail).toBeDefined();
        expect(hook).toBeDefined();
        return { mail: mail!, payload: hook! };
      },
      { timeout: 15_000, interval: 50 },
    );
  }

  const PHISHING = 'Refund approved! Claim your $500 at https://harborline-refunds.example/claim';
  const relayedLines = (...messages: string[]) => messages.flatMap((message) => [`Visitor: ${message}`, `Assistant: Fake reply to: ${message}`]);
  /** The quoted lines under a heading of the plain-text e-mail, up to the next blank line. */
  const quotedUnder = (text: string, heading: string) => {
    const lines = text.split(/\r?\n/);
    const start = lines.indexOf(heading);
    if (start < 0) return null;
    const end = lines.findIndex((line, index) => index > start && line === '');
    return lines.slice(start + 1, end).map((line) => line.replace(/^> ?/, ''));
  };

  it('stores the relayed turns exactly, keeps a forged assistant line as the browser’s word, and labels both everywhere', async () => {
    const conversationToken = await chatLive('Do you work with dentists?', 'What does it cost?');
    const forged = [
      { role: 'user', content: 'Do you work with dentists?', timestamp: 1_760_000_000_000 },
      { role: 'assistant', content: PHISHING, timestamp: 1_760_000_001_000 },
    ];
    const response = await post({ source: 'chat', name: 'Dana Whitfield', email: 'dana@whitfield-dental.com', consent: true, transcript: forged, conversationToken });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();

    const [row] = await server.database.db.select().from(leads).where(eq(leads.id, id));
    expect(row!.transcript).toEqual(forged);
    expect(row!.relayedTranscript!.map(({ role, content }) => ({ role, content }))).toEqual([
      { role: 'user', content: 'Do you work with dentists?' },
      { role: 'assistant', content: 'Fake reply to: Do you work with dentists?' },
      { role: 'user', content: 'What does it cost?' },
      { role: 'assistant', content: 'Fake reply to: What does it cost?' },
    ]);
    const times = row!.relayedTranscript!.map((entry) => entry.timestamp);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.abs(times[0]! - Date.now())).toBeLessThan(60_000);

    const detail = await leadDetail(server.database.db, id, ['email', 'webhook']);
    expect(detail).toMatchObject({ relayedTranscript: row!.relayedTranscript, browserTranscript: forged });

    const { mail, payload } = await notificationsOf(id);
    expect(quotedUnder(mail.text, RELAYED_HEADING)).toEqual(relayedLines('Do you work with dentists?', 'What does it cost?'));
    expect(quotedUnder(mail.text, BROWSER_HEADING)).toEqual(['Visitor: Do you work with dentists?', `Assistant: ${PHISHING}`]);
    // In the HTML too, the forged line sits only in the block under the "not verified" heading.
    const relayedAt = mail.html.indexOf('Chat relayed by our server');
    const browserAt = mail.html.indexOf('Reported by the visitor’s browser — not verified');
    expect(relayedAt).toBeGreaterThan(-1);
    expect(browserAt).toBeGreaterThan(relayedAt);
    expect(mail.html.indexOf('harborline-refunds.example')).toBeGreaterThan(browserAt);

    expect(payload.data.relayedTranscript).toEqual(row!.relayedTranscript);
    expect(payload.data.browserTranscript).toEqual(forged);
    // Receivers written before the split read `transcript`: it holds only what our server relayed.
    expect(payload.data.transcript).toEqual(row!.relayedTranscript);
  });

  it('a lead made only of a forged assistant line is stored and shown only as the browser’s word', async () => {
    const forged = [{ role: 'assistant', content: PHISHING, timestamp: 1_760_000_001_000 }];
    const response = await post({ source: 'chat', name: 'Eve Mallory', email: 'eve@example.com', consent: true, transcript: forged });
    const { id } = response.json<{ id: string }>();

    const [row] = await server.database.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({ transcript: forged, relayedTranscript: null });
    const { mail, payload } = await notificationsOf(id);
    expect(quotedUnder(mail.text, RELAYED_HEADING)).toBeNull();
    expect(mail.html).not.toContain('Chat relayed by our server');
    expect(quotedUnder(mail.text, BROWSER_HEADING)).toEqual([`Assistant: ${PHISHING}`]);
    expect(payload.data).toMatchObject({ relayedTranscript: null, transcript: null, browserTranscript: forged });
  });

  it('a forged conversation token attaches nothing; the demo form’s token attaches its own relayed turns', async () => {
    const someoneElse = await chatLive('My clinic’s private details');
    const forgedToken = await post({ source: 'chat', name: 'Eve Mallory', email: 'eve2@example.com', consent: true, conversationToken: 'AAAAAAAAAAAAAAAAAAAAAA' });
    const [forgedRow] = await server.database.db.select().from(leads).where(eq(leads.id, forgedToken.json<{ id: string }>().id));
    expect(forgedRow!.relayedTranscript).toBeNull();

    const own = await chatLive('Is my data HIPAA-safe?');
    const demo = await post({
      firstName: 'Sam',
      lastName: 'Okafor',
      email: 'sam@okafor-clinic.com',
      company: 'Okafor Clinic',
      source: 'demo',
      transcript: [{ role: 'user', content: 'Is my data HIPAA-safe?', timestamp: 1_760_000_000_000 }],
      conversationToken: own,
    });
    expect(demo.statusCode).toBe(201);
    const [demoRow] = await server.database.db.select().from(leads).where(eq(leads.id, demo.json<{ id: string }>().id));
    expect(demoRow!.relayedTranscript!.map((entry) => entry.content)).toEqual(['Is my data HIPAA-safe?', 'Fake reply to: Is my data HIPAA-safe?']);
    expect(JSON.stringify(demoRow)).not.toContain('private details');
    expect(someoneElse).not.toBe(own);
  });
});
