import { count, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/connection.ts';
import { leads } from '../../src/server/db/schema.ts';
import { startBuiltServer } from '../support/built-server.ts';
import { createMigratedPglite } from '../support/migrated-pglite.ts';
import { startSwitchableTcpProxy, throughProxy } from '../support/switchable-tcp-proxy.ts';
import { TEST_DATABASES, openFreshPostgres, testPostgresUrl } from '../support/test-databases.ts';
import { startTestServer } from '../support/test-server.ts';

/**
 * Issue 11, point 4: a database that accepts connections and never answers (partition, failover, full
 * disk) or a statement that never returns must not hang the site, and the site must recover by itself.
 */

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

let sequence = 0;
const lead = () => {
  sequence += 1;
  return {
    firstName: 'Ana',
    lastName: `Sick ${sequence}`,
    email: `ana-${sequence}@harbor-dental.com`,
    phone: '',
    company: 'Harbor Dental',
    industry: '',
    message: `Request number ${sequence}`,
  };
};

/** A request and how long it took to be answered. */
async function timed(url: string, init: RequestInit = {}) {
  const started = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  const body = await response.text();
  return { status: response.status, headers: response.headers, body, ms: performance.now() - started };
}

const postLead = (base: string, payload = lead()) =>
  timed(`${base}/api/contacts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });

/** Submits the same lead until it is accepted, and says how long that took. */
async function acceptedWithin(base: string, limitMs: number) {
  const payload = lead();
  const started = performance.now();
  let last = await postLead(base, payload);
  while (last.status !== 201 && performance.now() - started < limitMs) {
    await new Promise((wait) => setTimeout(wait, 250));
    last = await postLead(base, payload);
  }
  return { ...last, totalMs: performance.now() - started };
}

function expectUnavailableAnswer(answer: Awaited<ReturnType<typeof timed>>) {
  expect(answer.status).toBe(503);
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  const body = JSON.parse(answer.body) as { error: string; code?: string };
  expect(body.code).toBe('database-unavailable');
  expect(body.error).toMatch(/database is not answering/i);
  expect(body.error).toMatch(/nothing was saved/i);
  expect(answer.body).not.toMatch(/timeout|pg|sql/i);
}

const postgresUrl = testPostgresUrl('with PostgreSQL behind a TCP proxy that stops answering');

describe.runIf(postgresUrl)('the built server with PostgreSQL behind a TCP proxy that stops answering', () => {
  it('starts, serves pages, answers 503 quickly, recovers without a restart and stops on SIGTERM', { timeout: 120_000 }, async () => {
    const database = await openFreshPostgres(postgresUrl!);
    cleanups.push(() => database.close());
    const stored = async () => (await database.db.select({ n: count() }).from(leads))[0]!.n;
    const target = new URL(database.url);
    const proxy = await startSwitchableTcpProxy({ host: target.hostname, port: Number(target.port || 5432) }, { swallowing: true });
    cleanups.push(() => proxy.close());

    // Start-up with the database swallowing connections: the port opens anyway.
    const server = await startBuiltServer({ DATABASE_URL: throughProxy(database.url, proxy), LEAD_OUTBOX_POLL_MS: '200' }, { readyPath: '/healthz' });
    cleanups.push(() => server.kill('SIGKILL'));

    const page = await timed(`${server.url}/`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html');
    const ready = await timed(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.ms).toBeLessThan(2_000);
    const early = await postLead(server.url);
    expectUnavailableAnswer(early);
    expect(early.ms).toBeLessThan(5_000);

    // The database answers again: migrations run and leads are accepted, no restart.
    proxy.forward();
    const first = await acceptedWithin(server.url, 10_000);
    expect(first.status).toBe(201);
    expect(first.totalMs).toBeLessThan(10_000);
    const readyAgain = performance.now();
    while ((await timed(`${server.url}/readyz`)).status !== 200 && performance.now() - readyAgain < 10_000) {
      await new Promise((wait) => setTimeout(wait, 250));
    }
    expect((await timed(`${server.url}/readyz`)).status).toBe(200);
    const before = await stored();

    // The database goes away again while the pool holds open connections.
    proxy.swallow();
    const concurrent = await Promise.all([postLead(server.url), postLead(server.url), postLead(server.url), timed(`${server.url}/readyz`)]);
    for (const answer of concurrent.slice(0, 3)) {
      expectUnavailableAnswer(answer);
      expect(answer.ms).toBeLessThan(5_000);
    }
    expect(concurrent[3]!.status).toBe(503);
    expect(concurrent[3]!.ms).toBeLessThan(2_000);
    expect((await timed(`${server.url}/healthz`)).status).toBe(200);
    expect((await timed(`${server.url}/`)).status).toBe(200);

    proxy.forward();
    const recovered = await acceptedWithin(server.url, 10_000);
    expect(recovered.status).toBe(201);
    expect(recovered.totalMs).toBeLessThan(10_000);
    // The refused submissions stored nothing, not even in part: only the one accepted since.
    expect(await stored()).toBe(before + 1);

    // SIGTERM while the database is away again.
    proxy.swallow();
    expect((await postLead(server.url)).status).toBe(503);
    const stopping = performance.now();
    const exit = await server.kill('SIGTERM');
    expect(performance.now() - stopping).toBeLessThan(10_000);
    expect(exit.code).toBe(0);
  });
});

describe.each(TEST_DATABASES)('readiness on $name', (testDatabase) => {
  it('is 503 when the schema is missing, and 200 again once it is back', async () => {
    const server = await startTestServer({ database: await testDatabase.open() });
    cleanups.push(() => server.close());
    expect((await server.app.fastify.inject({ url: '/readyz' })).statusCode).toBe(200);
    await server.database.db.execute(sql`alter table leads rename to leads_away`);
    const missing = await server.app.fastify.inject({ url: '/readyz' });
    expect(missing.statusCode).toBe(503);
    expect(missing.json()).toEqual({ error: expect.stringMatching(/schema is missing/) });
    const post = await server.app.fastify.inject({ method: 'POST', url: '/api/contacts', payload: lead() });
    expect(post.statusCode).toBe(503);
    await server.database.db.execute(sql`alter table leads_away rename to leads`);
    expect((await server.app.fastify.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('PGlite with a statement that never returns', () => {
  it('answers 503 within the deadlines, stores nothing half-way and recovers when the statement ends', async () => {
    const pglite = await createMigratedPglite();
    cleanups.push(() => pglite.close());
    const database: DatabaseHandle = await openDatabase({ kind: 'pglite', dataDir: null }, { pglite, timeouts: { connectMs: 1_000, statementMs: 1_000 } });
    const server = await startTestServer({ database, listen: true });
    cleanups.push(() => server.close());
    const stored = async () => (await database.db.select({ n: count() }).from(leads))[0]!.n;
    expect((await postLead(server.url)).status).toBe(201);

    // Another session holds the embedded database: everything else queues behind it.
    let release: (() => void) | undefined;
    const held = pglite.transaction(() => new Promise<void>((resolve) => (release = resolve)));
    await vi.waitFor(() => expect(release).toBeDefined());

    const [ready, refused, alsoRefused] = await Promise.all([timed(`${server.url}/readyz`), postLead(server.url), postLead(server.url)]);
    expect(ready.status).toBe(503);
    expect(ready.ms).toBeLessThan(2_000);
    for (const answer of [refused, alsoRefused]) {
      expectUnavailableAnswer(answer);
      expect(answer.ms).toBeLessThan(5_000);
    }
    expect((await timed(`${server.url}/healthz`)).status).toBe(200);

    release!();
    await held;
    const recovered = await acceptedWithin(server.url, 10_000);
    expect(recovered.status).toBe(201);
    // The two refused submissions, queued behind the stuck one, did not run once it ended.
    expect(await stored()).toBe(2);
  });
});
