import type { Database } from '../../src/server/db/connection.ts';
import { createAccount } from '../../src/server/features/admin/accounts.ts';
import type { TestServer } from './test-server.ts';

/**
 * scrypt's cost for the suites' own staff accounts: N = 2^10 instead of the site's 2^17. Signing in checks a password
 * at the cost its hash names, so a sign-in in a test's set-up takes a millisecond instead of a second of a core. Tests
 * of signing in itself (its cost, memory, throttling, the admin CLI) create accounts the site's way.
 */
const TEST_ACCOUNT_LOG2_N = 10;

/** A staff account for a test's set-up: createAccount with a cheap password hash. */
export function createTestAccount(db: Database, username: string, password: string) {
  return createAccount(db, username, password, { log2N: TEST_ACCOUNT_LOG2_N });
}

/** The Origin the admin's state-changing requests must carry under inject() (host "localhost:80"). */
export const ADMIN_ORIGIN = 'http://localhost:80';

/** Creates an account, signs in through the API and returns the session cookie ("name=token"). */
export async function signedInCookie(server: TestServer, username = 'sales', password = 'a long enough password'): Promise<string> {
  await createTestAccount(server.database.db, username, password);
  const response = await server.app.fastify.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: { origin: ADMIN_ORIGIN },
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  return String(response.headers['set-cookie']).split(';')[0]!;
}
