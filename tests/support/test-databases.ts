import { openDatabase, type DatabaseHandle } from '../../src/server/db/connection.ts';
import { openFreshPostgres } from './fresh-postgres.ts';
import { skippedVisibly } from './skipped-visibly.ts';

export { openFreshPostgres };

export interface TestDatabase {
  name: 'PGlite' | 'PostgreSQL';
  open(): Promise<DatabaseHandle>;
}

const postgresUrl = process.env.TEST_DATABASE_URL;

if (process.env.CI && !postgresUrl) {
  throw new Error('TEST_DATABASE_URL must be set in CI so the PostgreSQL suite runs (see .ci/run).');
}
if (!postgresUrl) skippedVisibly('on PostgreSQL', 'TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)');

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (always in CI). */
export const TEST_DATABASES: readonly TestDatabase[] = [
  { name: 'PGlite', open: () => openDatabase({ kind: 'pglite', dataDir: null }) },
  ...(postgresUrl ? [{ name: 'PostgreSQL' as const, open: () => openFreshPostgres(postgresUrl) }] : []),
];
