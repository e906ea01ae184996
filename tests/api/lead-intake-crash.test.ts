import { rm } from 'node:fs/promises';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/connection.ts';
import { leads } from '../../src/server/db/schema.ts';
import { startBuiltServer, type BuiltServer } from '../support/built-server.ts';
import { openFreshPostgres, testPostgresUrl } from '../support/test-databases.ts';
import { migratedDataDir } from '../support/migrated-data-dir.ts';

/** Where the built server keeps its data, and how the test reads it afterwards. */
interface Storage {
  name: string;
  env: Record<string, string>;
  /** Opens the same database from the test (after the server has stopped, for PGlite). */
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

async function pgliteStorage(): Promise<Storage> {
  const dataDir = await migratedDataDir('crash-pglite-');
  return {
    name: 'PGlite',
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ kind: 'pglite', dataDir }),
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function postgresStorage(baseUrl: string): Promise<Storage> {
  const fresh = await openFreshPostgres(baseUrl);
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: fresh.url },
    open: () => openDatabase({ kind: 'postgres', url: fresh.url }),
    dispose: () => fresh.close(),
  };
}

const postgresUrl = testPostgresUrl('of a crash mid-request on PostgreSQL');
const storages: { name: string; create: () => Promise<Storage> }[] = [
  { name: 'PGlite', create: pgliteStorage },
  ...(postgresUrl ? [{ name: 'PostgreSQL', create: () => postgresStorage(postgresUrl) }] : []),
];

const CONCURRENCY = 20;
/** The kill comes once this many submissions were acknowledged, with more in flight. */
const KILL_AFTER_ACKNOWLEDGED = 150;

/** Sends submissions until told to stop; records the id of every one answered 201. */
function fireSubmissions(server: BuiltServer, acknowledged: string[], onAcknowledged: () => void) {
  let stopped = false;
  let sent = 0;
  let failures = 0;
  const worker = async () => {
    while (!stopped) {
      const index = sent++;
      try {
        const response = await fetch(`${server.url}/api/contacts`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ firstName: 'Crash', lastName: `Test ${index}`, email: `crash-${index}@example.com`, company: 'Durable Ltd' }),
        });
        if (response.status === 201) {
          acknowledged.push(((await response.json()) as { id: string }).id);
          onAcknowledged();
        } else {
          await response.body?.cancel();
        }
      } catch {
        // The server died under this request: no answer, no promise made.
        failures += 1;
        if (server.child.exitCode !== null || server.child.signalCode !== null) return;
      }
    }
  };
  const done = Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return {
    stop: async () => {
      stopped = true;
      await done;
      return { sent, failures };
    },
  };
}

describe.each(storages)('a crash (SIGKILL) of the built server on $name', ({ create }) => {
  it('loses no submission that was answered 201: all are there after a restart', async () => {
    const storage = await create();
    try {
      const first = await startBuiltServer(storage.env);
      const acknowledged: string[] = [];
      let killed: Promise<unknown> | undefined;
      const load = fireSubmissions(first, acknowledged, () => {
        if (acknowledged.length >= KILL_AFTER_ACKNOWLEDGED && !killed) killed = first.kill('SIGKILL');
      });
      const exit = await first.exited;
      const { sent, failures } = await load.stop();
      expect(exit.signal).toBe('SIGKILL');
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
      // The kill landed mid-load: requests were in flight and lost their connection.
      expect(failures, `sent ${sent}`).toBeGreaterThan(0);

      // Restarted on the same data, the server recovers and takes new submissions.
      const second = await startBuiltServer(storage.env);
      const after = await fetch(`${second.url}/api/contacts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'After', lastName: 'Restart', email: 'after@example.com', company: 'Durable Ltd' }),
      });
      expect(after.status).toBe(201);
      acknowledged.push(((await after.json()) as { id: string }).id);
      expect((await second.kill('SIGTERM')).code).toBe(0);

      const database = await storage.open();
      try {
        const found = await database.db.select({ id: leads.id }).from(leads).where(inArray(leads.id, acknowledged));
        expect(new Set(found.map((row) => row.id))).toEqual(new Set(acknowledged));
      } finally {
        await database.close();
      }
    } finally {
      await storage.dispose();
    }
  }, 180_000);
});
