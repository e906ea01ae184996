/**
 * The database cannot serve the request right now (not reachable, not answering in time, not migrated
 * yet, schema missing). Routes answer 503 with Retry-After for it, never a hang and never a 500.
 */
export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Messages node-postgres and pg-pool use for a connection that failed, timed out or was closed. */
const DRIVER_MESSAGES = [
  'timeout expired',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Connection terminated',
  'Client was closed and is not queryable',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * SQLSTATEs meaning "try again later": connection exceptions (08), statement timeout or cancel (57014),
 * server shutting down (57P01-57P03), too many connections (53300), read-only after a failover (25006),
 * and a missing table (42P01), which here means the schema is not (or no longer) migrated.
 */
const RETRYABLE_SQLSTATES = new Set(['57014', '57P01', '57P02', '57P03', '53300', '25006', '42P01']);

/** Whether an error (or one of its causes, as drizzle wraps driver errors) means the database is unavailable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (current instanceof DatabaseUnavailableError) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || RETRYABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true;
    if (DRIVER_MESSAGES.some((message) => current instanceof Error && current.message.includes(message))) return true;
  }
  return false;
}
