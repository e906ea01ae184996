import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/connection.ts';

// Its own module, free of test-runner side effects, so that benchmark scripts can use it outside Vitest.
/**
 * A fresh, empty PostgreSQL database for one test file, dropped on close. Connection failures
 * throw: a configured PostgreSQL that cannot be reached fails the run rather than skipping.
 */
export async function openFreshPostgres(baseUrl: string): Promise<DatabaseHandle & { url: string }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
