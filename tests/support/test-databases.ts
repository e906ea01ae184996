import type { DatabaseHandle } from '../../src/server/db/connection.ts';
import { openMigratedPglite } from './migrated-pglite.ts';
import { openFreshPostgres } from './fresh-postgres.ts';
import { skippedVisibly } from './skipped-visibly.ts';

export { openFreshPostgres };

export interface TestDatabase {
  name: 'PGlite' | 'PostgreSQL';
  open(): Promise<DatabaseHandle>;
}

/**
 * TEST_DATABASE_URL for the suites that need PostgreSQL (`what` names them). Without it CI fails, and elsewhere
 * the file reports those suites as skipped.
 */
export function testPostgresUrl(what: string): string | undefined {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return url;
  if (process.env.CI) throw new Error(`TEST_DATABASE_URL must be set in CI so the suites ${what} run (see .ci/run).`);
  skippedVisibly(what, 'TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)');
  return undefined;
}

const postgresUrl = testPostgresUrl('on PostgreSQL');

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (always in CI). */
export const TEST_DATABASES: readonly TestDatabase[] = [
  { name: 'PGlite', open: openMigratedPglite },
  ...(postgresUrl ? [{ name: 'PostgreSQL' as const, open: () => openFreshPostgres(postgresUrl) }] : []),
];
