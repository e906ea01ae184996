import type { FastifyInstance } from 'fastify';
import { signInSchema, type AdminIdentity } from '../../../shared/leads/lead-model.ts';
import type { Database } from '../../db/connection.ts';
import { HttpError } from '../../http-errors.ts';
import { parseOr400 } from '../../parse-request.ts';
import { clientKeyOf } from '../../security/lead-rate-limit.ts';
import { findAccount, normalizeUsername } from './accounts.ts';
import { deviceCookieName, deviceToken, requireAdmin, sessionCookieName, sessionCookieOptions, sessionToken } from './admin-http.ts';
import { rememberDevice, trustedDeviceKey } from './devices.ts';
import { HashingBusyError } from './hashing-queue.ts';
import { beginLoginAttempt, clearFailuresOf, forgetAttempt } from './login-throttle.ts';
import { UNKNOWN_USER_HASH, verifyPassword } from './password-hashing.ts';
import { createSession, deleteSession } from './sessions.ts';

export const WRONG_CREDENTIALS = 'Wrong username or password.';

export const HASHING_BUSY = 'The server is busy checking other sign-ins. Please try again in a moment.';

const realWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface SessionRoutesDeps {
  db: Database;
  now: () => Date;
  /** How the sign-in brake waits for its turn; tests move their clock instead. */
  wait?: (ms: number) => Promise<void>;
}

export function registerSessionRoutes(admin: FastifyInstance, deps: SessionRoutesDeps) {
  const wait = deps.wait ?? realWait;
  const { db } = deps;

  admin.post('/api/admin/session', async (request, reply) => {
    const credentials = parseOr400(signInSchema, request.body, 'Enter your username and password.');
    const username = normalizeUsername(credentials.username);
    const now = deps.now();
    // A browser that signed in as this user before counts on its own; any other client by the same key as the
    // lead forms' limit (IPv6 per /64).
    const device = await trustedDeviceKey(db, deviceToken(request), username, now);
    const client = device ?? clientKeyOf(request);
    const attempt = await beginLoginAttempt(db, client, username, now, { trustedDevice: device !== null });
    if (attempt.retryAfterSeconds !== undefined) {
      request.log.warn({ ip: request.ip }, 'admin sign-in rate limited');
      const minutes = Math.ceil(attempt.retryAfterSeconds / 60);
      return reply
        .code(429)
        .header('retry-after', String(attempt.retryAfterSeconds))
        .send({ error: `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` });
    }
    // The brake on a username under attack: this request waits for its turn rather than being refused.
    if (attempt.waitMs > 0) await wait(attempt.waitMs);
    // An unknown or disabled account runs the same scrypt as a wrong password: same answer, same time.
    const account = await findAccount(db, username);
    const usable = account?.isActive ? account : undefined;
    let matches: boolean;
    try {
      // A known browser has its own line for the check, so strangers filling the shared one cannot keep the owner out.
      matches = await verifyPassword(usable?.passwordHash ?? UNKNOWN_USER_HASH, credentials.password, device ? 'trusted-device' : 'shared');
    } catch (error) {
      if (!(error instanceof HashingBusyError)) throw error;
      // Not checked, so not a failure: the owner is not held back by the server being busy.
      await forgetAttempt(db, attempt.id);
      request.log.warn({ ip: request.ip }, 'admin sign-in refused: password hashing queue full');
      return reply.code(503).header('retry-after', '1').send({ error: HASHING_BUSY });
    }
    if (!usable || !matches) {
      request.log.info({ ip: request.ip }, 'admin sign-in failed');
      throw new HttpError(401, WRONG_CREDENTIALS);
    }
    await forgetAttempt(db, attempt.id);
    await clearFailuresOf(db, client, username);
    const previous = sessionToken(request);
    if (previous) await deleteSession(db, previous);
    const session = await createSession(db, usable.id, now);
    const trusted = await rememberDevice(db, deviceToken(request), usable.id, now);
    request.log.info({ userId: usable.id }, 'admin signed in');
    const identity: AdminIdentity = { username: usable.username };
    return reply
      .setCookie(sessionCookieName(request), session.token, sessionCookieOptions(request, session.expiresAt))
      .setCookie(deviceCookieName(request), trusted.token, sessionCookieOptions(request, trusted.expiresAt))
      .send(identity);
  });

  admin.get('/api/admin/session', { preHandler: requireAdmin(db, deps.now) }, async (request) => {
    const identity: AdminIdentity = { username: request.adminUser!.username };
    return identity;
  });

  admin.delete('/api/admin/session', async (request, reply) => {
    const token = sessionToken(request);
    if (token) await deleteSession(db, token);
    return reply.clearCookie(sessionCookieName(request), sessionCookieOptions(request)).code(204).send();
  });
}
