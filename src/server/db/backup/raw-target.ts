import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseTarget } from '../../config/database-settings.ts';
import { prepareDataDir, restrictClusterFiles } from '../data-dir.ts';
import { lockDataDir } from '../pglite-lock.ts';
import { pgliteSession, postgresSession, type SqlSession } from './sql-session.ts';

/** A database opened as it is, without the server's migrations: what backup and restore work on. */
export interface RawDatabase {
  kind: DatabaseTarget['kind'];
  session: SqlSession;
  transaction<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  migrate(migrationsFolder: string): Promise<void>;
  pglite?: PGlite;
  close(): Promise<void>;
}

/** Same lock as the server's: a restore and a backup refuse a data folder a running server holds. */
export async function openRawDatabase(target: DatabaseTarget): Promise<RawDatabase> {
  if (target.kind === 'postgres') return openRawPostgres(target.url);
  if (!target.dataDir) throw new Error('An in-memory database has nothing to back up or restore.');
  const dataDir = target.dataDir;
  await prepareDataDir(dataDir);
  const unlock = lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir);
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    kind: 'pglite',
    session: pgliteSession(client),
    transaction: (work) => client.transaction((tx) => work(pgliteSession(tx))),
    migrate: (migrationsFolder) => migratePglite(drizzlePglite(client), { migrationsFolder }),
    pglite: client,
    close: async () => {
      await client.close();
      await restrictClusterFiles(dataDir);
      unlock();
    },
  };
}

/** The server's migration lock (connection.ts): no instance migrates while a restore rebuilds the schema. */
const MIGRATION_LOCK_ID = 7_341_902;

async function openRawPostgres(url: string): Promise<RawDatabase> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const session = postgresSession(client);
  return {
    kind: 'postgres',
    session,
    transaction: async (work) => {
      await client.query('begin');
      try {
        const result = await work(session);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    },
    migrate: async (migrationsFolder) => {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      try {
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
      }
    },
    close: () => client.end(),
  };
}
