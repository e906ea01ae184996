/** How long the server waits for the database (DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS). */
export interface DatabaseTimeouts {
  /** Opening a PostgreSQL connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** One statement (PostgreSQL) or one statement or transaction (PGlite). */
  statementMs: number;
}

/** Together they keep a request that meets a sick database under 5 s (wait for a connection, then one statement). */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 2_000, statementMs: 2_000 };

/** Where the data lives: PostgreSQL (DATABASE_URL), or the embedded PGlite in a folder. */
export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** dataDir null keeps the embedded database in memory (tests). */
  | { kind: 'pglite'; dataDir: string | null };
