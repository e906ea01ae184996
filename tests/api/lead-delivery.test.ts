import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '../../src/server/db/connection.ts';
import { openMigratedPglite } from '../support/migrated-pglite.ts';
import { leads, leadDeliveries, type LeadDeliveryRow } from '../../src/server/db/schema.ts';
import { insertLead } from '../../src/server/features/lead-intake/lead-repository.ts';
import { startChildServer } from '../support/child-process-server.ts';
import { startSmtpReceiver, startWebhookReceiver, verifyStandardWebhook } from '../support/lead-receivers.ts';
import { TEST_DATABASES, openFreshPostgres } from '../support/test-databases.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const SITE_URL = 'https://www.harborline.test';

type SmtpReceiver = Awaited<ReturnType<typeof startSmtpReceiver>>;
type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

function channelEnv(options: { smtp?: SmtpReceiver; webhook?: WebhookReceiver; schedule?: string; leaseMs?: number }) {
  return {
    SITE_URL,
    ...(options.smtp ? { SMTP_URL: options.smtp.url, SALES_EMAIL: 'sales@harborline.test', SMTP_FROM: 'Website <leads@harborline.test>' } : {}),
    ...(options.webhook ? { LEAD_WEBHOOK_URL: `${options.webhook.url}/crm/leads`, LEAD_WEBHOOK_SECRET: SECRET } : {}),
    LEAD_OUTBOX_POLL_MS: '50',
    LEAD_RETRY_SCHEDULE: options.schedule ?? '100ms,100ms,100ms',
    ...(options.leaseMs ? { LEAD_DELIVERY_LEASE_MS: String(options.leaseMs) } : {}),
  };
}

let counter = 0;
function leadInput(overrides: Record<string, string> = {}) {
  counter += 1;
  return {
    firstName: 'Maria',
    lastName: 'Lopez',
    email: `maria+${counter}-${randomUUID().slice(0, 8)}@lopez-realty.com`,
    phone: '(954) 555-0199',
    company: 'Lopez Realty',
    industry: 'real-estate',
    message: 'We miss calls on weekends.\nCan you help?',
    ...overrides,
  };
}

async function submitLead(server: TestServer, input = leadInput()): Promise<string> {
  const response = await server.app.fastify.inject({ method: 'POST', url: '/api/contacts', payload: input });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

async function deliveriesOf(database: DatabaseHandle, leadId: string): Promise<Record<string, LeadDeliveryRow>> {
  const rows = await database.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId));
  return Object.fromEntries(rows.map((row) => [row.channel, row]));
}

const waitFor = <T>(check: () => Promise<T> | T, timeout = 15_000) => vi.waitFor(check, { timeout, interval: 50 });

describe('lead notifications reach the sales team', () => {
  let smtp: SmtpReceiver;
  let webhook: WebhookReceiver;
  let server: TestServer | undefined;
  /** One embedded database for the servers of this block (each test starts from no leads). */
  let database: DatabaseHandle;
  const start = (env: Record<string, string>) => startTestServer({ env, database: { ...database, close: async () => {} } });

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    database = await openMigratedPglite();
  });
  beforeEach(async () => {
    await database.db.delete(leads);
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    await webhook?.close();
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });

  it('sends a lead from the public form to the SMTP inbox and to the signed webhook', async () => {
    webhook = await startWebhookReceiver();
    server = await start(channelEnv({ smtp, webhook }));
    const input = leadInput();
    const id = await submitLead(server, input);

    await waitFor(async () => {
      const deliveries = await deliveriesOf(server!.database, id);
      expect(deliveries.email?.status).toBe('delivered');
      expect(deliveries.webhook?.status).toBe('delivered');
    });
    const deliveries = await deliveriesOf(server.database, id);
    expect(deliveries.email).toMatchObject({ attempts: 1, lastError: null });
    expect(deliveries.webhook).toMatchObject({ attempts: 1, lastError: null });

    const mail = smtp.messages.find((message) => message.headers.get('x-lead-id') === id);
    expect(mail).toBeDefined();
    expect(mail!.to).toEqual(['sales@harborline.test']);
    expect(mail!.from).toBe('leads@harborline.test');
    expect(mail!.headers.get('subject')).toBe('New demo request: Maria Lopez, Lopez Realty');
    expect(mail!.headers.get('reply-to')).toContain(input.email);
    expect(mail!.headers.get('message-id')).toBe(`<lead-${deliveries.email!.id}@www.harborline.test>`);
    for (const line of [
      'Name: Maria Lopez',
      `E-mail: ${input.email}`,
      'Phone: (954) 555-0199',
      'Company: Lopez Realty',
      'Industry: Real Estate',
      'Source: Demo request',
      'Language: English',
      'Message, as the visitor wrote it:\n> We miss calls on weekends.\n> Can you help?',
      `${SITE_URL}/admin/leads/${id}`,
    ]) {
      expect(mail!.text.replace(/\r\n/g, '\n')).toContain(line);
    }

    expect(webhook.requests).toHaveLength(1);
    const [request] = webhook.requests;
    expect(request!.path).toBe('/crm/leads');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['webhook-id']).toBe(`msg_${deliveries.webhook!.id}`);
    expect(verifyStandardWebhook(SECRET, request!)).toBe(true);
    // A receiver with another secret, or a tampered body, rejects it.
    expect(verifyStandardWebhook(`whsec_${randomBytes(24).toString('base64')}`, request!)).toBe(false);
    expect(verifyStandardWebhook(SECRET, { ...request!, body: request!.body.replace('Maria', 'Mario') })).toBe(false);
    expect(JSON.parse(request!.body)).toEqual({
      type: 'lead.created',
      timestamp: expect.any(String),
      data: {
        id,
        firstName: 'Maria',
        lastName: 'Lopez',
        email: input.email,
        phone: '(954) 555-0199',
        company: 'Lopez Realty',
        industry: 'real-estate',
        message: 'We miss calls on weekends.\nCan you help?',
        source: 'demo',
        language: 'en',
        relayedTranscript: null,
        browserTranscript: null,
        transcript: null,
        createdAt: expect.any(String),
        adminUrl: `${SITE_URL}/admin/leads/${id}`,
        // No page view came before the form: nothing is known of the visit.
        attribution: { landingPage: null, referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null },
      },
    });
  });

  it('tells sales in the e-mail and the webhook that a lead from a Spanish page speaks Spanish', async () => {
    webhook = await startWebhookReceiver();
    server = await start(channelEnv({ smtp, webhook }));
    const id = await submitLead(server, leadInput({ firstName: 'Ana', company: 'Dental Sol', language: 'es' }));

    await waitFor(async () => {
      const deliveries = await deliveriesOf(server!.database, id);
      expect([deliveries.email?.status, deliveries.webhook?.status]).toEqual(['delivered', 'delivered']);
    });
    const mail = smtp.messages.find((message) => message.headers.get('x-lead-id') === id)!;
    const lines = mail.text.replace(/\r\n/g, '\n').split('\n');
    // The e-mail stays in the sales team's English; one line of it says which language to answer in.
    expect(lines.filter((line) => line.startsWith('Language:'))).toEqual(['Language: Spanish']);
    expect(mail.html).toMatch(/<th[^>]*>Language<\/th><td[^>]*>Spanish<\/td>/);
    expect(mail.headers.get('subject')).toBe('New demo request: Ana Lopez, Dental Sol');

    const payload = JSON.parse(webhook.requests[0]!.body) as { type: string; data: Record<string, unknown> };
    expect(verifyStandardWebhook(SECRET, webhook.requests[0]!)).toBe(true);
    expect(payload).toMatchObject({ type: 'lead.created', data: { id, firstName: 'Ana', company: 'Dental Sol', language: 'es' } });
  });

  it('a lead cannot forge lines of the sales e-mail: single-line fields stay one line, the message is a quoted block', async () => {
    server = await start(channelEnv({ smtp }));
    const id = await submitLead(
      server,
      leadInput({
        firstName: 'Maria\r\nPhone: +1 900 555 0000',
        company: 'Lopez Realty\u2028Industry: Legal Services',
        message: 'Please call.\nPhone: +1 900 555 0000\n\nOpen it in the leads inbox: https://evil.test',
      }),
    );
    await waitFor(async () => expect((await deliveriesOf(server!.database, id)).email?.status).toBe('delivered'));
    const mail = smtp.messages.find((message) => message.headers.get('x-lead-id') === id)!;
    const lines = mail.text.replace(/\r\n/g, '\n').split('\n');
    // Exactly one line of each label, and it is ours.
    expect(lines.filter((line) => line.startsWith('Phone:'))).toEqual(['Phone: (954) 555-0199']);
    expect(lines.filter((line) => line.startsWith('Industry:'))).toEqual(['Industry: Real Estate']);
    expect(lines.filter((line) => line.startsWith('Open it in the leads inbox:'))).toEqual([`Open it in the leads inbox: ${SITE_URL}/admin/leads/${id}`]);
    expect(lines).toContain('Name: Maria Phone: +1 900 555 0000 Lopez');
    expect(lines).toContain('Company: Lopez Realty Industry: Legal Services');
    const quoteStart = lines.indexOf('Message, as the visitor wrote it:');
    expect(lines.slice(quoteStart + 1, quoteStart + 5)).toEqual([
      '> Please call.',
      '> Phone: +1 900 555 0000',
      '>',
      '> Open it in the leads inbox: https://evil.test',
    ]);
    expect(mail.html).toContain('<blockquote');
    expect(mail.html.replace(/\r\n/g, '\n')).toMatch(/<blockquote[^>]*>Please call\.\nPhone: \+1 900 555 0000\n\nOpen it in the leads inbox: https:\/\/evil\.test<\/blockquote>/);
    const stored = (await server.database.db.select().from(leads).where(eq(leads.id, id)))[0]!;
    expect(stored.firstName).toBe('Maria Phone: +1 900 555 0000');
  });

  it('a receiver that fails twice gets the lead on the third try, with the same webhook id each time', async () => {
    webhook = await startWebhookReceiver((n) => (n <= 2 ? 503 : 204));
    server = await start(channelEnv({ webhook }));
    const id = await submitLead(server);

    await waitFor(async () => expect((await deliveriesOf(server!.database, id)).webhook?.status).toBe('delivered'));
    expect((await deliveriesOf(server.database, id)).webhook).toMatchObject({ attempts: 3, lastError: null });
    expect(webhook.requests.map((request) => request.answered)).toEqual([503, 503, 204]);
    expect(new Set(webhook.requests.map((request) => request.headers['webhook-id'])).size).toBe(1);
    expect(webhook.requests.every((request) => verifyStandardWebhook(SECRET, request))).toBe(true);
  });

  it('gives up after the last scheduled try and marks the delivery failed, with the reason', async () => {
    webhook = await startWebhookReceiver(() => 500);
    server = await start(channelEnv({ webhook, schedule: '50ms,50ms' }));
    const id = await submitLead(server);

    await waitFor(async () => expect((await deliveriesOf(server!.database, id)).webhook?.status).toBe('failed'));
    expect((await deliveriesOf(server.database, id)).webhook).toMatchObject({
      attempts: 3,
      lastError: 'The receiver answered HTTP 500',
      deliveredAt: null,
    });
    // Stopping the server waits for any send in flight: after it, no further try can arrive unseen.
    await server.close();
    server = undefined;
    expect(webhook.requests).toHaveLength(3);
  });

  it('records an unreachable SMTP server as a failed attempt and retries it', async () => {
    const closedSmtp = await startSmtpReceiver();
    await closedSmtp.close();
    server = await start(channelEnv({ smtp: closedSmtp, schedule: '10m' }));
    const id = await submitLead(server);

    await waitFor(async () => expect((await deliveriesOf(server!.database, id)).email?.lastError).toBeTruthy());
    const email = (await deliveriesOf(server.database, id)).email!;
    expect(email.status).toBe('pending');
    expect(email.lastError).toMatch(/ECONNREFUSED/);
    // Next try per the schedule: 10 minutes ±20 %.
    const waitMs = email.nextAttemptAt.getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(7 * 60_000);
    expect(waitMs).toBeLessThan(12 * 60_000 + 5_000);
  });

  it('queues nothing for a channel without configuration: the lead from the form gets a webhook row only', async () => {
    webhook = await startWebhookReceiver();
    server = await start(channelEnv({ webhook }));
    const id = await submitLead(server);
    await waitFor(async () => expect((await deliveriesOf(server!.database, id)).webhook?.status).toBe('delivered'));
    expect(Object.keys(await deliveriesOf(server.database, id))).toEqual(['webhook']);
  });

  it('a row an earlier version queued for a channel no longer configured is recorded as not sent', async () => {
    webhook = await startWebhookReceiver();
    server = await start(channelEnv({ webhook }));
    const [lead] = await server.database.db.insert(leads).values({ firstName: 'Old', lastName: 'Row', email: 'old@row.test', company: 'Row Co' }).returning();
    await server.database.db.insert(leadDeliveries).values({ leadId: lead!.id, channel: 'email' });
    await waitFor(async () =>
      expect((await deliveriesOf(server!.database, lead!.id)).email).toMatchObject({ status: 'skipped', attempts: 0, lastError: 'The channel is not configured.' }),
    );
  });

  it('closing the server waits for a delivery in flight and records it', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<number>((resolve) => (answer = () => resolve(204)));
    webhook = await startWebhookReceiver(() => answered);
    server = await start(channelEnv({ webhook }));
    const id = await submitLead(server);
    await waitFor(() => expect(webhook.requests).toHaveLength(1));

    let closed = false;
    const closing = server.app.fastify.close().then(() => (closed = true));
    // The app refuses new requests once closing has begun; the send in flight still holds it open.
    await waitFor(() => expect(server!.app.fastify.inject({ url: '/healthz' })).rejects.toThrow(/already been closed/));
    expect(closed).toBe(false);
    answer();
    await closing;
    expect((await deliveriesOf(database, id)).webhook).toMatchObject({ status: 'delivered', attempts: 1 });
  });
});

describe.each(TEST_DATABASES)('the outbox on $name', (testDatabase) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  const submission = () => ({ ...leadInput(), phone: '', industry: '' as const, message: '', source: 'demo' as const, language: 'en' as const });

  it('writes one outbox row per configured channel with a notified lead, and none for spam or a repeat', async () => {
    const notified = await insertLead(database.db, submission(), { isSpam: false, notify: true, channels: ['email', 'webhook'] });
    const spam = await insertLead(database.db, submission(), { isSpam: true, notify: false, channels: ['email', 'webhook'] });
    expect(Object.keys(await deliveriesOf(database, notified.id)).sort()).toEqual(['email', 'webhook']);
    expect(await deliveriesOf(database, spam.id)).toEqual({});
  });

  it('writes no outbox row for a channel that is not configured', async () => {
    const webhookOnly = await insertLead(database.db, submission(), { isSpam: false, notify: true, channels: ['webhook'] });
    const none = await insertLead(database.db, submission(), { isSpam: false, notify: true, channels: [] });
    expect(Object.keys(await deliveriesOf(database, webhookOnly.id))).toEqual(['webhook']);
    expect(await deliveriesOf(database, none.id)).toEqual({});
  });

  it('stores the lead and its outbox rows in one transaction: if the outbox write fails, no lead is stored', async () => {
    const before = (await database.db.select().from(leads)).length;
    await database.db.execute(sql`alter table lead_deliveries add constraint fail_every_insert check (channel = 'none') not valid`);
    try {
      await expect(insertLead(database.db, submission(), { isSpam: false, notify: true, channels: ['webhook'] })).rejects.toThrow();
    } finally {
      await database.db.execute(sql`alter table lead_deliveries drop constraint fail_every_insert`);
    }
    expect((await database.db.select().from(leads)).length).toBe(before);
  });
});

/** Both embedded (a data folder on disk) and PostgreSQL, as a restart sees them. */
const RESTART_DATABASES: { name: string; create(): Promise<{ target: DatabaseTarget; env: Record<string, string>; dispose(): Promise<void> }> }[] = [
  {
    name: 'PGlite',
    create: async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'leads-restart-'));
      return { target: { kind: 'pglite', dataDir }, env: { DATA_DIR: dataDir }, dispose: () => rm(dataDir, { recursive: true, force: true }) };
    },
  },
  ...(TEST_DATABASES.some((entry) => entry.name === 'PostgreSQL')
    ? [
        {
          name: 'PostgreSQL',
          create: async () => {
            const keeper = await openFreshPostgres(process.env.TEST_DATABASE_URL!);
            return { target: { kind: 'postgres' as const, url: keeper.url }, env: { DATABASE_URL: keeper.url }, dispose: () => keeper.close() };
          },
        },
      ]
    : []),
];

describe.each(RESTART_DATABASES)('a restart on $name', (restartDatabase) => {
  let store: Awaited<ReturnType<(typeof restartDatabase)['create']>>;
  let webhook: WebhookReceiver;
  beforeAll(async () => {
    store = await restartDatabase.create();
  });
  afterAll(async () => {
    await store?.dispose();
  });
  afterEach(async () => {
    await webhook?.close();
  });

  const successes = () => webhook.requests.filter((request) => request.answered !== null && request.answered < 300);

  /**
   * Waits until the lead's webhook delivery is recorded, then stops the server, which waits for any send
   * still in flight: a duplicate would have reached the receiver by then.
   */
  async function deliveredThenStopped(server: TestServer, id: string) {
    try {
      await waitFor(async () => expect((await deliveriesOf(server.database, id)).webhook?.status).toBe('delivered'));
    } finally {
      await server.close();
    }
  }

  async function storedWebhookDelivery(id: string) {
    const database = await openDatabase(store.target);
    try {
      return (await deliveriesOf(database, id)).webhook;
    } finally {
      await database.close();
    }
  }

  it('a server stopped between retries leaves the delivery pending, and the next one delivers it once', async () => {
    webhook = await startWebhookReceiver((n) => (n === 1 ? 500 : 204));
    const env = channelEnv({ webhook, schedule: '1500ms' });
    const first = await startTestServer({ env, database: await openDatabase(store.target) });
    const id = await submitLead(first);
    await waitFor(async () => expect((await deliveriesOf(first.database, id)).webhook?.attempts).toBe(1));
    await first.close();
    expect(webhook.requests).toHaveLength(1);

    const second = await startTestServer({ env, database: await openDatabase(store.target) });
    await deliveredThenStopped(second, id);
    expect(webhook.requests.map((request) => request.answered)).toEqual([500, 204]);
    expect(successes()).toHaveLength(1);
    expect(await storedWebhookDelivery(id)).toMatchObject({ attempts: 2, status: 'delivered' });
  });

  it('a server killed mid-delivery is taken over when its claim runs out: one success recorded', async () => {
    // The first request is never answered; the killed server cannot record anything about it.
    webhook = await startWebhookReceiver((n) => (n === 1 ? 'hang' : 204));
    const env = channelEnv({ webhook, leaseMs: 2_000 });
    const child = await startChildServer({ ...env, ...store.env });
    const response = await fetch(`${child.url}/api/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(leadInput()),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await waitFor(() => expect(webhook.requests).toHaveLength(1));
    await child.kill();

    const restarted = await startTestServer({ env, database: await openDatabase(store.target) });
    await deliveredThenStopped(restarted, id);
    expect(webhook.requests).toHaveLength(2);
    expect(successes()).toHaveLength(1);
    expect(new Set(webhook.requests.map((request) => request.headers['webhook-id'])).size).toBe(1);
    expect(await storedWebhookDelivery(id)).toMatchObject({ attempts: 2, status: 'delivered' });
  });
});
