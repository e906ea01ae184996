import { setImmediate as nextTurn } from 'node:timers/promises';
import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../src/server/db/connection.ts';
import { leads } from '../../src/server/db/schema.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Issue 11, point 1: a restart answers within 3 s. PGlite's own start-up (about a second of WebAssembly
 * work) happens behind the listening port: pages are served meanwhile, /readyz says 503, and a lead sent
 * in that second waits for the database and is stored.
 */

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A database whose opening starts only when `open()` is called, as the server's starts once it listens. */
async function heldDatabase() {
  let open = () => {};
  const openAfter = new Promise<void>((resolve) => (open = resolve));
  const { handle, migrated } = await connectDatabase({ kind: 'pglite', dataDir: null }, { openAfter });
  return { handle, migrated, open };
}

describe('an embedded database that is still opening', () => {
  it('is handed out at once, and says it is opening until it is open and migrated', async () => {
    const { handle, migrated, open } = await heldDatabase();
    await expect(handle.ping()).rejects.toThrow('The embedded database is still opening.');
    open();
    await migrated;
    await expect(handle.ping()).resolves.toBeUndefined();
    await handle.close();
  });

  it('serves pages and health, says not ready, and stores a lead sent meanwhile once it opens', async () => {
    const { handle, open } = await heldDatabase();
    server = await startTestServer({ database: handle });
    const { fastify } = server.app;

    expect((await fastify.inject({ url: '/' })).statusCode).toBe(200);
    expect((await fastify.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await fastify.inject({ url: '/readyz' })).statusCode).toBe(503);

    const submitted = fastify.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: { firstName: 'Ana', lastName: 'Early', email: 'ana@harbor-dental.com', company: 'Harbor Dental', message: 'Sent during a restart' },
    });
    const first = await Promise.race([submitted.then(() => 'answered'), nextTurn(undefined).then(() => 'waiting')]);
    expect(first, 'the lead waits for the database, it is not refused').toBe('waiting');

    open();
    expect((await submitted).statusCode).toBe(201);
    expect((await fastify.inject({ url: '/readyz' })).statusCode).toBe(200);
    const [stored] = await handle.db.select({ value: count() }).from(leads);
    expect(stored?.value).toBe(1);
  });
});
