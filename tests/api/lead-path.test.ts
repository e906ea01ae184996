import { PGlite, type Transaction } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_LABELS } from '../../src/shared/leads/lead-model.ts';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/connection.ts';
import { leadDeliveries, leads } from '../../src/server/db/schema.ts';
import { createMigratedPglite } from '../support/migrated-pglite.ts';
import { leadDeliveryEnv, startSmtpReceiver, startWebhookReceiver } from '../support/lead-receivers.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Issue 11, point 6 and issue 35, item 6: the lead path's speed comes from asking the database once per lead (see
 * drizzle/0024_lead_in_one_statement.sql and docs/decisions/0010); npm run bench -- --lead-path measures it. Here: the
 * statements one lead costs, counted on each database's client, so a change that adds round trips fails; and what a
 * Spanish lead sent after a visit from a campaign stores and sends, on both databases.
 */

/** Records every statement sent to PGlite, alone or inside a transaction (BEGIN and COMMIT not recorded). */
function recordingStatements(pglite: PGlite) {
  const statements: string[] = [];
  const counted = <T extends PGlite | Transaction>(target: T): T =>
    new Proxy(target, {
      get(object, property, receiver) {
        const value = Reflect.get(object, property, receiver) as unknown;
        if (property === 'query' || property === 'exec') {
          return (...args: unknown[]) => {
            statements.push(String(args[0]));
            return (value as (...args: unknown[]) => unknown).apply(object, args);
          };
        }
        if (property === 'transaction' && object instanceof PGlite) {
          return <R>(callback: (tx: Transaction) => Promise<R>) => object.transaction((tx) => callback(counted(tx)));
        }
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
      },
    });
  return { client: counted(pglite), statements };
}

/** Records every statement node-postgres sends (BEGIN and COMMIT included), from clients made after the call. */
function recordingPostgresStatements() {
  const statements: string[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config] = args;
    statements.push(typeof config === 'string' ? config : String((config as { text?: string }).text));
    return (original as (...args: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  return { statements, restore: () => (pg.Client.prototype.query = original) };
}

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const lead = (email: string, language?: 'es') => ({
  firstName: 'Ana',
  lastName: 'Counted',
  email,
  company: 'Harbor Dental',
  message: language ? '¿Cuánto tarda en guardarse un contacto?' : 'How fast is a lead stored?',
  elapsedMs: 30_000,
  ...(language ? { language } : {}),
});

/** A page view from `address` that came from a campaign, written to the database. */
async function visitFromCampaign(server: TestServer, address: string) {
  const landing = { name: 'page_view', path: '/es/solutions', referrer: 'https://WWW.Google.es/search?q=recepcionista', utm: { source: 'google', medium: 'cpc', campaign: 'clinicas' } };
  const viewed = await server.app.fastify.inject({ method: 'POST', url: '/api/events', payload: landing, remoteAddress: address, headers: { 'user-agent': CHROME } });
  expect(viewed.statusCode).toBeLessThan(300);
  await server.app.analytics.buffer.flush();
}

const postLead = (server: TestServer, body: object, address = '127.0.0.1') =>
  server.app.fastify.inject({ method: 'POST', url: '/api/contacts', payload: body, remoteAddress: address, headers: { 'user-agent': CHROME } });

describe('the statements a lead costs', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('on PGlite a Spanish lead with attribution is one statement: the visit, the duplicate check, language and all', async () => {
    const pglite = await createMigratedPglite();
    const { client, statements } = recordingStatements(pglite);
    const database = await openDatabase({ kind: 'pglite', dataDir: null }, { pglite: client });
    // No notification channel, so a lead gets no outbox rows (the suite below and lead-delivery.test.ts check them).
    server = await startTestServer({ database });
    // The first one warms up whatever runs once per process.
    expect((await postLead(server, lead('first@harbor-dental.com'))).statusCode).toBe(201);
    await visitFromCampaign(server, '198.51.100.7');
    const before = statements.length;
    const created = await postLead(server, lead('segunda@harbor-dental.com', 'es'), '198.51.100.7');
    expect(created.statusCode).toBe(201);
    // The outbox worker's poll may fall in between; it works on its own table and is not the lead's round trip.
    const ofTheLead = statements.slice(before).filter((text) => !text.includes('"lead_deliveries"'));
    expect(ofTheLead).toHaveLength(1);
    expect(ofTheLead[0]).toMatch(/^select .* from accept_lead\(/s);
    const [stored] = await database.db.select().from(leads).where(eq(leads.id, created.json<{ id: string }>().id));
    expect(stored).toMatchObject({ email: 'segunda@harbor-dental.com', language: 'es', landingPage: '/es/solutions', utmCampaign: 'clinicas' });
    await pglite.close();
  });

  it.runIf(TEST_DATABASES.some((testDatabase) => testDatabase.name === 'PostgreSQL'))(
    'on PostgreSQL a Spanish lead with attribution is BEGIN, one statement and COMMIT',
    async () => {
      const recording = recordingPostgresStatements();
      try {
        server = await startTestServer({ database: await TEST_DATABASES.find((testDatabase) => testDatabase.name === 'PostgreSQL')!.open() });
        expect((await postLead(server, lead('first@harbor-dental.com'))).statusCode).toBe(201);
        await visitFromCampaign(server, '198.51.100.8');
        const before = recording.statements.length;
        expect((await postLead(server, lead('segunda@harbor-dental.com', 'es'), '198.51.100.8')).statusCode).toBe(201);
        const ofTheLead = recording.statements.slice(before).filter((text) => !text.includes('"lead_deliveries"'));
        expect(ofTheLead.map((text) => text.trim().split(/\s/)[0]!.toLowerCase())).toEqual(['begin', 'select', 'commit']);
        expect(ofTheLead[1]).toMatch(/^select .* from accept_lead\(/s);
      } finally {
        recording.restore();
      }
    },
  );
});

describe.each(TEST_DATABASES)('a Spanish lead sent after a campaign visit on $name', (testDatabase) => {
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let crm: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let server: TestServer;
  let database: DatabaseHandle;
  beforeAll(async () => {
    [smtp, crm, database] = await Promise.all([startSmtpReceiver(), startWebhookReceiver(), testDatabase.open()]);
    server = await startTestServer({ database, env: leadDeliveryEnv(smtp, crm, { salesEmail: 'ventas@harborline.test', webhookSecret: `whsec_${Buffer.from('lead-path-test-secret-32-bytes!!').toString('base64')}` }) });
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all([smtp?.close(), crm?.close()]);
  });

  it('stores its language and where the visit began, and tells sales by e-mail and webhook', async () => {
    await visitFromCampaign(server, '198.51.100.9');
    const created = await postLead(server, lead('lucia@clinica-sol.es', 'es'), '198.51.100.9');
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;

    const [stored] = await database.db.select().from(leads).where(eq(leads.id, id));
    expect(stored).toMatchObject({
      language: 'es',
      message: '¿Cuánto tarda en guardarse un contacto?',
      landingPage: '/es/solutions',
      referrerHost: 'www.google.es',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'clinicas',
      utmTerm: null,
      utmContent: null,
    });
    await vi.waitFor(
      async () => {
        const deliveries = await database.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id));
        expect(Object.fromEntries(deliveries.map((row) => [row.channel, row.status]))).toEqual({ email: 'delivered', webhook: 'delivered' });
      },
      { timeout: 15_000, interval: 50 },
    );
    const mail = smtp.messages.find((message) => message.text.includes('lucia@clinica-sol.es'));
    expect(mail?.to).toEqual(['ventas@harborline.test']);
    expect(mail?.text).toContain(LANGUAGE_LABELS.es);
    const webhook = crm.requests.find((request) => request.body.includes('lucia@clinica-sol.es'));
    expect(JSON.parse(webhook!.body)).toMatchObject({ type: 'lead.created', data: { id, language: 'es' } });
  });

  it('a second lead of the same visit gets the same attribution, and a repeat of it is stored without being sent again', async () => {
    await visitFromCampaign(server, '198.51.100.10');
    const first = await postLead(server, lead('pablo@clinica-sol.es', 'es'), '198.51.100.10');
    const repeat = await postLead(server, lead('PABLO@clinica-sol.es', 'es'), '198.51.100.10');
    const ids = [first, repeat].map((response) => response.json<{ id: string }>().id);
    const rows = await Promise.all(ids.map(async (id) => (await database.db.select().from(leads).where(eq(leads.id, id)))[0]));
    expect(rows.map((row) => [row?.language, row?.landingPage, row?.utmSource])).toEqual([
      ['es', '/es/solutions', 'google'],
      ['es', '/es/solutions', 'google'],
    ]);
    expect(await database.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, ids[1]!))).toEqual([]);
  });
});
