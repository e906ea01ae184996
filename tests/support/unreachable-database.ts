import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, DatabaseHandle } from '../../src/server/db/connection.ts';
import * as schema from '../../src/server/db/schema.ts';

/**
 * A PostgreSQL handle whose server is not there (nothing listens on port 1): every query fails with
 * a connection error, as when the database goes down under a running server. Costs nothing to open.
 */
export function unreachableDatabase(): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/gone', connectionTimeoutMillis: 1_000 });
  pool.on('error', () => {});
  return {
    db: drizzle(pool, { schema }) as unknown as Database,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
