import { openDatabase, type DatabaseHandle } from '../../src/server/db/connection.ts';
import { openMigratedPglite } from './migrated-pglite.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { openFreshPostgres } from './fresh-postgres.ts';

export interface TwoInstanceDatabases {
  a: DatabaseHandle;
  b: DatabaseHandle;
  /** Outlives both instances, for checks after they stop. */
  keeper: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * The databases of two server instances on one database: each with its own connections (PostgreSQL), or sharing
 * the embedded database's one connection (PGlite, which one process at a time can open).
 */
export async function openTwoInstanceDatabases(name: 'PGlite' | 'PostgreSQL'): Promise<TwoInstanceDatabases> {
  if (name === 'PostgreSQL') {
    const keeper = await openFreshPostgres(process.env.TEST_DATABASE_URL!);
    const a = await openDatabase({ kind: 'postgres', url: keeper.url });
    const b = await openDatabase({ kind: 'postgres', url: keeper.url });
    return { a, b, keeper, close: () => keeper.close() };
  }
  const shared = await openMigratedPglite();
  const borrowed = { ...shared, close: async () => {} };
  return { a: borrowed, b: borrowed, keeper: shared, close: () => shared.close() };
}

export interface TwoInstances {
  databases: TwoInstanceDatabases;
  servers: [TestServer, TestServer];
  /** Stops both servers, then the database. */
  close(): Promise<void>;
}

/** Two server instances, configured alike, on one database: what several instances behind a balancer look like. */
export async function startTwoInstances(name: 'PGlite' | 'PostgreSQL', env: Record<string, string>): Promise<TwoInstances> {
  const databases = await openTwoInstanceDatabases(name);
  const a = await startTestServer({ database: databases.a, env });
  const b = await startTestServer({ database: databases.b, env });
  return {
    databases,
    servers: [a, b],
    close: async () => {
      await a.close();
      await b.close();
      await databases.close();
    },
  };
}
