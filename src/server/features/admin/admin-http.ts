import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { HttpError } from '../../http-errors.ts';
import { resumeSession, type SessionUser } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAdmin on the admin's routes. */
    adminUser?: SessionUser;
  }
}

const COOKIE_BASE_NAME = 'harborline_admin';

/**
 * Over HTTPS the cookie is Secure with the `__Host-` prefix (no Domain, Path=/, so no subdomain can
 * set or read it); on http://localhost browsers refuse Secure cookies, so it has a plain name there.
 */
export function sessionCookieName(request: FastifyRequest): string {
  return request.protocol === 'https' ? `__Host-${COOKIE_BASE_NAME}` : COOKIE_BASE_NAME;
}

export function sessionCookieOptions(request: FastifyRequest, expires?: Date) {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: request.protocol === 'https', ...(expires ? { expires } : {}) } as const;
}

export function sessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[sessionCookieName(request)];
  return token && /^[\w-]{16,64}$/.test(token) ? token : undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard: a state-changing request must come from a page of this very
 * origin. Browsers always send Origin on such requests; other origins and a missing Origin are refused.
 */
export async function checkOrigin(request: FastifyRequest) {
  if (SAFE_METHODS.has(request.method)) return;
  const expected = `${request.protocol}://${request.host}`;
  if (request.headers.origin !== expected) {
    throw new HttpError(403, 'This request must come from the admin itself.');
  }
}

export function requireAdmin(db: Database, now: () => Date) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = sessionToken(request);
    const user = token ? await resumeSession(db, token, now()) : null;
    if (!user) {
      if (token) reply.clearCookie(sessionCookieName(request), sessionCookieOptions(request));
      throw new HttpError(401, 'Your session has ended. Please sign in again.');
    }
    request.adminUser = user;
  };
}
