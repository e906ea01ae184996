import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { leadDeliveries } from '../../src/server/db/schema.ts';
import { insertLead } from '../../src/server/features/lead-intake/lead-repository.ts';
import { startSmtpReceiver, startWebhookReceiver, verifyStandardWebhook } from '../support/lead-receivers.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';
import { openTwoInstanceDatabases, type TwoInstanceDatabases } from '../support/two-instances.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const LEADS = 40;

describe.each(TEST_DATABASES)('two server instances on one $name database', ({ name }) => {
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let databases: TwoInstanceDatabases;
  const servers: TestServer[] = [];

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    // A slow receiver keeps deliveries in flight, so both instances are busy at the same time.
    webhook = await startWebhookReceiver(() => new Promise((resolve) => setTimeout(() => resolve(204), 30)));
    databases = await openTwoInstanceDatabases(name);
    for (const [instance, database] of [['a', databases.a], ['b', databases.b]] as const) {
      servers.push(
        await startTestServer({
          database,
          env: {
            SMTP_URL: smtp.url,
            SALES_EMAIL: 'sales@harborline.test',
            // The path tells which instance sent each request.
            LEAD_WEBHOOK_URL: `${webhook.url}/${instance}`,
            LEAD_WEBHOOK_SECRET: SECRET,
            LEAD_OUTBOX_POLL_MS: '20',
          },
        }),
      );
    }
  });
  afterAll(async () => {
    while (servers.length > 0) await servers.pop()!.close();
    await databases?.close();
    await webhook?.close();
    await smtp?.close();
  });

  it('delivers each lead once per channel, with both instances taking part', async () => {
    const ids: string[] = [];
    for (let index = 0; index < LEADS; index += 1) {
      const row = await insertLead(
        databases.a.db,
        { firstName: 'Lead', lastName: `Number ${index}`, email: `lead${index}@example.com`, phone: '', company: `Company ${index}`, industry: '', message: '', source: 'demo', language: 'en' },
        { isSpam: false, notify: true, channels: ['email', 'webhook'] },
      );
      ids.push(row.id);
    }

    await vi.waitFor(
      async () => {
        const rows = await databases.a.db.select().from(leadDeliveries);
        expect(rows.filter((row) => row.status === 'delivered')).toHaveLength(LEADS * 2);
      },
      { timeout: 60_000, interval: 100 },
    );
    // Stopping both instances waits for their sends in flight: anything sent twice has arrived by then.
    while (servers.length > 0) await servers.pop()!.close();

    const leadIdsOf = (bodies: string[]) => bodies.map((body) => (JSON.parse(body) as { data: { id: string } }).data.id);
    const webhookLeadIds = leadIdsOf(webhook.requests.map((request) => request.body));
    expect(webhookLeadIds).toHaveLength(LEADS);
    expect(new Set(webhookLeadIds)).toEqual(new Set(ids));
    expect(webhook.requests.every((request) => verifyStandardWebhook(SECRET, request))).toBe(true);

    const mailedLeadIds = smtp.messages.map((message) => message.headers.get('x-lead-id'));
    expect(mailedLeadIds).toHaveLength(LEADS);
    expect(new Set(mailedLeadIds)).toEqual(new Set(ids));

    const byInstance = (path: string) => webhook.requests.filter((request) => request.path === path).length;
    expect(byInstance('/a')).toBeGreaterThan(0);
    expect(byInstance('/b')).toBeGreaterThan(0);

    const rows = await databases.keeper.db.select().from(leadDeliveries);
    expect(rows.every((row) => row.attempts === 1 && row.claimToken === null)).toBe(true);
  });
});
