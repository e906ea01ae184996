import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { contacts } from '../../src/server/db/schema.ts';
import { leadDetail } from '../../src/server/features/admin/lead-queries.ts';
import { startWebhookReceiver } from '../support/lead-receivers.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const TRANSCRIPT = [
  { role: 'assistant', content: 'Hi! How can I help?', timestamp: 1_760_000_000_000 },
  { role: 'user', content: 'Can we schedule a call?', timestamp: 1_760_000_005_000 },
  { role: 'assistant', content: 'We would love to show you a free demo.', timestamp: 1_760_000_006_000 },
];

describe('leads captured in the chat', () => {
  let server: TestServer;
  let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    webhook = await startWebhookReceiver();
    server = await startTestServer({
      env: { LEAD_WEBHOOK_URL: `${webhook.url}/crm`, LEAD_WEBHOOK_SECRET: `whsec_${Buffer.from('chat-leads-test-secret-32-bytes!').toString('base64')}`, LEAD_OUTBOX_POLL_MS: '50' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await webhook?.close();
  });

  const post = (payload: unknown) => server.app.fastify.inject({ method: 'POST', url: '/api/contacts', payload: payload as object });

  it('stores a chat lead with its transcript, notifies it through the outbox and shows it in the admin', async () => {
    const response = await post({ source: 'chat', name: 'Ana María Ruiz', phone: '(954) 555-0123', email: '', consent: true, transcript: TRANSCRIPT });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    const [row] = await server.database.db.select().from(contacts).where(eq(contacts.id, id));
    expect(row).toMatchObject({ source: 'chat', firstName: 'Ana', lastName: 'María Ruiz', phone: '(954) 555-0123', transcript: TRANSCRIPT });
    expect(row!.message).toContain('(954) 555-0123');

    const detail = await leadDetail(server.database.db, id, ['webhook']);
    expect(detail).toMatchObject({ source: 'chat', transcript: TRANSCRIPT });

    await vi.waitFor(() => expect(webhook.requests).toHaveLength(1), { timeout: 15_000, interval: 50 });
    const delivered = JSON.parse(webhook.requests[0]!.body) as { data: { source: string; transcript: unknown } };
    expect(delivered.data).toMatchObject({ source: 'chat', transcript: TRANSCRIPT });
  });

  it('validates with the shared rules: a name, an e-mail or a phone, and consent', async () => {
    const before = (await server.database.db.select().from(contacts)).length;
    const cases: [unknown, string][] = [
      [{ source: 'chat', name: 'Ana', email: '', phone: '', consent: true }, 'email'],
      [{ source: 'chat', name: 'Ana', email: 'not-an-email', consent: true }, 'email'],
      [{ source: 'chat', name: 'Ana', phone: '12', consent: true }, 'phone'],
      [{ source: 'chat', name: '  ', email: 'ana@example.com', consent: true }, 'name'],
      [{ source: 'chat', name: 'Ana', email: 'ana@example.com', consent: false }, 'consent'],
      [{ source: 'chat', name: 'Ana', email: 'ana@example.com', consent: true, transcript: [{ role: 'system', content: 'x', timestamp: 1 }] }, 'transcript'],
    ];
    for (const [payload, field] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json<{ fields: object }>().fields)).toContain(field);
    }
    expect((await server.database.db.select().from(contacts)).length).toBe(before);
  });

  it('attaches the chat transcript to a demo request sent from the same tab', async () => {
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
    expect(detail).toMatchObject({ source: 'demo', transcript: TRANSCRIPT });
  });
});
