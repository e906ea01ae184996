import pg from 'pg';
import type { DatabaseTimeouts } from '../config/database-settings.ts';
import { withDeadline } from './pglite-deadlines.ts';

const POOL_CLOSE_TIMEOUT_MS = 3_000;

/** pg's internals this module relies on: the socket, and the flag that keeps a deliberate close quiet. */
interface ClientInternals {
  connection?: { stream?: { destroy(): void } };
  _ending?: boolean;
}

/** Drops a connection at once, without the goodbye a database that does not answer would never acknowledge. */
export function destroyConnection(client: pg.Client): void {
  const internals = client as unknown as ClientInternals;
  internals._ending = true;
  internals.connection?.stream?.destroy();
}

const isReadTimeout = (error: unknown) => error instanceof Error && error.message === 'Query read timeout';

/**
 * node-postgres gives up waiting for a timed-out query but keeps the connection, which may be dead
 * (partition, failover) or still busy with that query. This client drops it instead: its transaction
 * ends server-side, the pool opens a fresh connection for the next request, and a ROLLBACK that
 * follows fails at once instead of waiting out another timeout.
 */
function clientClass(live: Set<pg.Client>) {
  return class DroppingClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super(config);
      live.add(this);
      this.once('end', () => live.delete(this));
      const query = (this.query as (...args: unknown[]) => unknown).bind(this);
      const dropOnTimeout = (error: unknown) => {
        if (isReadTimeout(error)) destroyConnection(this);
      };
      // One wrapper for pg's many overloads: callback, promise or submittable.
      this.query = ((...args: unknown[]) => {
        const callback = args.at(-1);
        if (typeof callback === 'function') {
          args[args.length - 1] = (error: unknown, result: unknown) => {
            dropOnTimeout(error);
            (callback as (error: unknown, result: unknown) => void)(error, result);
          };
        }
        const result = query(...args);
        if (result instanceof Promise) result.catch(dropOnTimeout);
        return result;
      }) as typeof this.query;
    }
  };
}

export interface PostgresPool {
  pool: pg.Pool;
  /** Ends the pool; connections that do not close in time are dropped. */
  close(): Promise<void>;
}

/** A pool whose every wait is bounded: connecting, waiting for a free connection, each statement. */
export function createPostgresPool(url: string, timeouts: DatabaseTimeouts): PostgresPool {
  const live = new Set<pg.Client>();
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    Client: clientClass(live) as unknown as typeof pg.Client,
    connectionTimeoutMillis: timeouts.connectMs,
    // The server cancels a slow statement; the client stops waiting for one that never answers.
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + 250,
    // A session whose client vanished mid-transaction must not keep its locks.
    idle_in_transaction_session_timeout: Math.max(10_000, timeouts.statementMs * 5),
    keepAlive: true,
  });
  // A broken idle connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  return {
    pool,
    close: async () => {
      await withDeadline(pool.end(), POOL_CLOSE_TIMEOUT_MS).catch(() => {});
      for (const client of live) destroyConnection(client);
    },
  };
}
