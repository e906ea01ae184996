import { PGlite } from '@electric-sql/pglite';
import { getTableName, sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { projectPath } from '../project-root.ts';
import { DatabaseUnavailableError } from './database-unavailable.ts';
import { withDeadline, withStatementDeadlines } from './pglite-deadlines.ts';
import { prepareDataDir, restrictClusterFiles } from './data-dir.ts';
import { lockDataDir } from './pglite-lock.ts';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTarget, type DatabaseTimeouts } from '../config/database-settings.ts';
import { createPostgresPool, destroyConnection } from './postgres-pool.ts';
import * as schema from './schema.ts';

export type { DatabaseTarget, DatabaseTimeouts };

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers, is migrated and has its tables; throws otherwise, quickly. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database's bare instance, without the deadlines (a backup's transaction may take longer). */
  pglite?: () => Promise<PGlite>;
}

/** /readyz answers within 2 s whatever the database does. */
const PING_TIMEOUT_MS = 1_500;
/** Between attempts to migrate a PostgreSQL that is not reachable at start. */
const MIGRATION_RETRY_MAX_MS = 5_000;
/** A migration statement (or the wait for another instance's migration) that takes longer is retried. */
const MIGRATION_STATEMENT_TIMEOUT_MS = 120_000;

export interface OpenDatabaseOptions {
  timeouts?: DatabaseTimeouts;
  /**
   * An existing PGlite instance to use instead of opening one (tests use it to hold the embedded
   * database busy, as a stuck transaction would).
   */
  pglite?: PGlite;
  /** Keep trying to migrate a PostgreSQL that is not reachable (the server), or fail on the first error. */
  retryMigrations?: boolean;
  /**
   * PGlite starts opening once this settles. The server passes its listening: PGlite's start-up is a
   * second of WebAssembly work on the main thread, which would otherwise hold the port closed.
   */
  openAfter?: Promise<unknown>;
}

const migrationsFolder = projectPath('drizzle');
/** Serialises migrations when several instances start against one PostgreSQL. */
const MIGRATION_LOCK_ID = 7_341_902;
const schemaTables = Object.values(schema)
  .filter((value) => typeof value === 'object' && value !== null && Symbol.for('drizzle:IsDrizzleTable') in value)
  .map((table) => getTableName(table as Parameters<typeof getTableName>[0]));
/** One row, true when every table of the schema exists: a dropped or never-migrated schema is not ready. */
const schemaPresent = sql.raw(`select ${schemaTables.map((name) => `to_regclass('${name}') is not null`).join(' and ') || 'true'} as ok`);

/** Opens the database and waits until it is migrated (the CLI and tests). */
export async function openDatabase(target: DatabaseTarget, options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const { handle, migrated } = await connectDatabase(target, { ...options, retryMigrations: false });
  try {
    await migrated;
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/**
 * Opens the database without waiting for it: the server listens at once. PGlite opens in the background
 * (about a second of WebAssembly start-up); PostgreSQL migrations are retried until it answers. Until
 * then queries wait (PGlite) or fail fast (PostgreSQL), and ping() fails.
 */
export async function connectDatabase(
  target: DatabaseTarget,
  options: OpenDatabaseOptions = {},
): Promise<{ handle: DatabaseHandle; migrated: Promise<void> }> {
  const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
  if (target.kind === 'postgres') return connectPostgres(target.url, timeouts, options.retryMigrations ?? true);
  return connectPglite(target.dataDir, timeouts, options.pglite, options.openAfter);
}

async function checkSchema(db: Pick<Database, 'execute'>): Promise<void> {
  const result = (await db.execute(schemaPresent)) as unknown as { rows: { ok: boolean }[] };
  if (result.rows[0]?.ok !== true) throw new DatabaseUnavailableError('The database schema is missing: migrations have not run.');
}

async function connectPglite(
  dataDir: string | null,
  timeouts: DatabaseTimeouts,
  given: PGlite | undefined,
  openAfter: Promise<unknown> = Promise.resolve(),
): Promise<{ handle: DatabaseHandle; migrated: Promise<void> }> {
  const owned = Boolean(dataDir && !given);
  if (dataDir && owned) await prepareDataDir(dataDir);
  // Taken before the port opens, so a second process on the same folder is refused at once.
  const unlock = dataDir && owned ? lockDataDir(dataDir) : () => {};
  let openError: unknown = new DatabaseUnavailableError('The embedded database is still opening.');
  const opening = (async () => {
    let client = given;
    try {
      await openAfter.catch(() => {});
      client ??= dataDir ? await PGlite.create(dataDir) : await PGlite.create();
      // Migrations run on the bare client: a first migration may take longer than a statement may.
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      if (dataDir && owned) await restrictClusterFiles(dataDir);
      openError = undefined;
      return client;
    } catch (error) {
      if (!given) await client?.close().catch(() => {});
      unlock();
      openError = new DatabaseUnavailableError(`The embedded database could not be opened: ${(error as Error).message}`, { cause: error });
      throw openError;
    }
  })();
  opening.catch(() => {});
  const db = drizzlePglite({ client: withStatementDeadlines(opening, timeouts.statementMs) as PGlite, schema });
  const handle: DatabaseHandle = {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: async () => {
      if (openError) throw openError;
      await withDeadline(checkSchema(db as unknown as Database), Math.min(PING_TIMEOUT_MS, timeouts.statementMs));
    },
    pglite: () => opening,
    close: async () => {
      // A database that failed to open has already closed and unlocked.
      const client = await opening.catch(() => undefined);
      if (!client || given) return;
      await client.close();
      if (dataDir) await restrictClusterFiles(dataDir);
      unlock();
    },
  };
  return { handle, migrated: opening.then(() => {}) };
}

function connectPostgres(url: string, timeouts: DatabaseTimeouts, retryMigrations: boolean): { handle: DatabaseHandle; migrated: Promise<void> } {
  const pool = createPostgresPool(url, timeouts);
  let closed = false;
  let migrationError: unknown = new DatabaseUnavailableError('The database is not migrated yet.');
  const migrated = (async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await migratePostgres(url, timeouts);
        migrationError = undefined;
        return;
      } catch (error) {
        if (closed || !retryMigrations) throw error;
        migrationError = new DatabaseUnavailableError(`The database could not be migrated: ${(error as Error).message}`, { cause: error });
        // The first failure is worth a line; later ones repeat it every few attempts, not every second.
        if (attempt === 1 || attempt % 10 === 0) console.warn(`PostgreSQL not ready (attempt ${attempt}), retrying: ${(error as Error).message}`);
        await new Promise((wait) => setTimeout(wait, Math.min(500 * attempt, MIGRATION_RETRY_MAX_MS)).unref());
      }
    }
  })();
  // Whoever does not wait for it (the server) learns of a failure through ping().
  migrated.catch(() => {});
  const db = drizzlePg(pool.pool, { schema }) as unknown as Database;
  const handle: DatabaseHandle = {
    db,
    kind: 'postgres',
    ping: async () => {
      if (migrationError) throw migrationError;
      await withDeadline(checkSchema(db), Math.min(PING_TIMEOUT_MS, timeouts.statementMs));
    },
    close: async () => {
      closed = true;
      await pool.close();
    },
  };
  return { handle, migrated };
}

/** On a connection of its own, without the statement timeout: a migration may legitimately take long. */
async function migratePostgres(url: string, timeouts: DatabaseTimeouts): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeouts.connectMs, query_timeout: MIGRATION_STATEMENT_TIMEOUT_MS, keepAlive: true });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    // Ending the session also releases the advisory lock.
    await withDeadline(client.end(), timeouts.connectMs).catch(() => destroyConnection(client));
  }
}
