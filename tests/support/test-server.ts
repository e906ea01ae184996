import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '../../src/server/app.ts';
import { loadConfig, type ServerConfig } from '../../src/server/config/config.ts';
import type { DatabaseHandle } from '../../src/server/db/connection.ts';
import { openMigratedPglite } from './migrated-pglite.ts';

export interface TestServer {
  app: App;
  config: ServerConfig;
  database: DatabaseHandle;
  /** http://127.0.0.1:<port> once listening (listen: true). */
  url: string;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Extra environment, as the real server would read it (e.g. VAPI_PUBLIC_KEY). */
  env?: Record<string, string | undefined>;
  /** An open database to use; defaults to a fresh in-memory PGlite. Closed with the server. */
  database?: DatabaseHandle;
  /** Listen on a random local port (needed for browsers); inject() works either way. */
  listen?: boolean;
  /** The admin's clock, for session expiry and sign-in rate limit tests. */
  now?: () => Date;
  /** How the admin sign-in brake waits; with a test clock, advance it instead of waiting. */
  wait?: (ms: number) => Promise<void>;
}

/**
 * Suites submit many leads from one address within seconds, and browsers driven by tests fill a
 * form faster than a person: the rate limit and the minimum fill time would get in their way. The
 * tests of those checks (tests/api/abuse.test.ts, tests/e2e/abuse.e2e.ts) pass production values.
 */
export const TEST_ABUSE_LIMITS = {
  LEAD_RATE_LIMIT_PER_MINUTE: '100000',
  LEAD_RATE_LIMIT_PER_DAY: '1000000',
  LEAD_MIN_FILL_MS: '0',
  // Every page a test browser opens sends its page view; a suite sends hundreds a minute from one address.
  ANALYTICS_RATE_LIMIT_PER_MINUTE: '100000',
  ANALYTICS_RATE_LIMIT_PER_DAY: '1000000',
  // A test's sources have a visit or two; tests/api/abuse-analytics.test.ts passes the production minimum.
  ANALYTICS_MIN_VISITS_NAMED: '1',
  // Dashboards in tests show today to the last event, however slow the machine.
  ANALYTICS_TODAY_REFRESH_WAIT_MS: '60000',
  // The booking suites book, move and cancel dozens of times a minute (and 100 requests at once) from one address.
  BOOKING_RATE_LIMIT_PER_MINUTE: '100000',
  BOOKING_RATE_LIMIT_PER_DAY: '1000000',
  // ...and book for many leads from that one address within the hour; abuse-booking.test.ts holds the production values.
  BOOKING_MAX_PER_NETWORK_PER_DAY: '1000000',
  BOOKING_MAX_UPCOMING_PER_NETWORK: '1000000',
  BOOKING_ALERT_PER_HOUR: '1000000',
};

/** The real app (same code as production) on a real database, configured like the real server. */
const NO_VOICE_STATE_DIR = join(tmpdir(), 'test-server-without-voice-state');

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  // Never the state a developer's own voice:sync left in voice/.state: a test names its own (tests/api/voice-sync.test.ts).
  const config = loadConfig({ LOG_LEVEL: 'silent', DIST_DIR: process.env.DIST_DIR, VOICE_STATE_DIR: NO_VOICE_STATE_DIR, ...TEST_ABUSE_LIMITS, ...options.env });
  const database = options.database ?? (await openMigratedPglite());
  const app = await buildApp({ config, database, now: options.now, wait: options.wait });
  let url = '';
  if (options.listen) {
    await app.fastify.listen({ port: 0, host: '127.0.0.1' });
    const address = app.fastify.server.address();
    if (address && typeof address === 'object') url = `http://127.0.0.1:${address.port}`;
  } else {
    await app.fastify.ready();
  }
  return {
    app,
    config,
    database,
    url,
    close: async () => {
      await app.fastify.close();
      await database.close();
    },
  };
}
