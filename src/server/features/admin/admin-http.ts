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
/** The device cookie: this browser signed in before (see devices.ts). */
const DEVICE_COOKIE_BASE_NAME = 'harborline_device';

/**
 * Over HTTPS the admin's cookies are Secure with the `__Host-` prefix (no Domain, Path=/, so no subdomain
 * can set or read them); on http://localhost browsers refuse Secure cookies, so they have plain names there.
 */
const hostOnlyName = (request: FastifyRequest, baseName: string) => (request.protocol === 'https' ? `__Host-${baseName}` : baseName);

export const sessionCookieName = (request: FastifyRequest) => hostOnlyName(request, COOKIE_BASE_NAME);
export const deviceCookieName = (request: FastifyRequest) => hostOnlyName(request, DEVICE_COOKIE_BASE_NAME);

/** The attributes of both admin cookies. */
export function sessionCookieOptions(request: FastifyRequest, expires?: Date) {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: request.protocol === 'https', ...(expires ? { expires } : {}) } as const;
}

const tokenIn = (request: FastifyRequest, cookieName: string): string | undefined => {
  const token = request.cookies[cookieName];
  return token && /^[\w-]{16,64}$/.test(token) ? token : undefined;
};

export const sessionToken = (request: FastifyRequest) => tokenIn(request, sessionCookieName(request));
export const deviceToken = (request: FastifyRequest) => tokenIn(request, deviceCookieName(request));

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
