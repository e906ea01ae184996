import { createAccount } from '../../src/server/features/admin/accounts.ts';
import type { TestServer } from './test-server.ts';

/** The Origin the admin's state-changing requests must carry under inject() (host "localhost:80"). */
export const ADMIN_ORIGIN = 'http://localhost:80';

/** Creates an account, signs in through the API and returns the session cookie ("name=token"). */
export async function signedInCookie(server: TestServer, username = 'sales', password = 'a long enough password'): Promise<string> {
  await createAccount(server.database.db, username, password);
  const response = await server.app.fastify.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: { origin: ADMIN_ORIGIN },
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  return String(response.headers['set-cookie']).split(';')[0]!;
}
