import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/connection.ts';
import { skippedVisibly } from './skipped-visibly.ts';

export interface TestDatabase {
  name: 'PGlite' | 'PostgreSQL';
  open(): Promise<DatabaseHandle>;
}

const postgresUrl = process.env.TEST_DATABASE_URL;

if (process.env.CI && !postgresUrl) {
  throw new Error('TEST_DATABASE_URL must be set in CI so the PostgreSQL suite runs (see .ci/run).');
}
if (!postgresUrl) skippedVisibly('on PostgreSQL', 'TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)');

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

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (always in CI). */
export const TEST_DATABASES: readonly TestDatabase[] = [
  { name: 'PGlite', open: () => openDatabase({ kind: 'pglite', dataDir: null }) },
  ...(postgresUrl ? [{ name: 'PostgreSQL' as const, open: () => openFreshPostgres(postgresUrl) }] : []),
];
