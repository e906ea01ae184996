import type { PGlite, Transaction } from '@electric-sql/pglite';
import { DatabaseUnavailableError } from './database-unavailable.ts';

/** What drizzle's PGlite driver calls on its client: queries, and transactions with their own queries. */
export interface PgliteQueryClient {
  query: PGlite['query'];
  transaction: PGlite['transaction'];
}

export const statementTimedOut = (timeoutMs: number) =>
  new DatabaseUnavailableError(`The database did not answer within ${timeoutMs} ms.`);

/** Rejects after `timeoutMs` (calling onTimeout first); the work itself goes on, so callers make it harmless. */
export function withDeadline<T>(work: Promise<T>, timeoutMs: number, onTimeout: () => void = () => {}): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(statementTimedOut(timeoutMs));
    }, timeoutMs);
  });
  // A late failure of abandoned work must not become an unhandled rejection.
  work.catch(() => {});
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * PGlite runs one statement at a time: a transaction that never ends (or a very slow one) queues every
 * other query behind it for ever. This client gives each query and each transaction a deadline. A
 * transaction that missed its deadline is abandoned: if it has not started it never runs, and if it is
 * running its next statement (or its commit) fails, so PGlite rolls it back and nothing is stored half-way.
 * A single statement that missed its deadline may still run later: it is atomic on its own.
 * Queries made while the database is still opening wait for it; their deadline starts once it is open.
 */
export function withStatementDeadlines(opening: Promise<PGlite>, timeoutMs: number): PgliteQueryClient {
  return {
    query: (async (query: string, params?: unknown[], options?: object) =>
      withDeadline((await opening).query(query, params, options), timeoutMs)) as PGlite['query'],
    transaction: (async <T>(callback: (tx: Transaction) => Promise<T>) => {
      const client = await opening;
      let abandoned = false;
      const failIfAbandoned = () => {
        if (abandoned) throw statementTimedOut(timeoutMs);
      };
      const run = client.transaction(async (tx) => {
        failIfAbandoned();
        const guarded = Object.create(tx) as Transaction;
        guarded.query = (async (query: string, params?: unknown[], options?: object) => {
          failIfAbandoned();
          return tx.query(query, params, options);
        }) as Transaction['query'];
        const result = await callback(guarded);
        failIfAbandoned();
        return result;
      });
      return withDeadline(run, timeoutMs, () => (abandoned = true));
    }) as PGlite['transaction'],
  };
}
