import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/connection.ts';

// Its own module, free of test-runner side effects, so that benchmark scripts can use it outside Vitest.
/** A new, empty PostgreSQL database next to `baseUrl`'s: its URL, and how to drop it (connections and all). */
export async function createPostgresDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * A fresh, empty PostgreSQL database for one test file, dropped on close. Connection failures
 * throw: a configured PostgreSQL that cannot be reached fails the run rather than skipping.
 */
export async function openFreshPostgres(baseUrl: string): Promise<DatabaseHandle & { url: string }> {
  const { url, drop } = await createPostgresDatabase(baseUrl);
  const handle = await openDatabase({ kind: 'postgres', url });
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}
