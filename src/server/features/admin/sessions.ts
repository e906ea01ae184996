import { eq, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { adminSessions, users } from '../../db/schema.ts';
import { hashSecretToken, newSecretToken } from '../../security/secret-tokens.ts';

export const SESSION_IDLE_TIMEOUT_MS = 8 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface SessionUser {
  userId: string;
  username: string;
  tokenHash: string;
  createdAt: Date;
}

/** A new 128-bit random token at each sign-in; the caller puts it in the cookie. */
export async function createSession(db: Database, userId: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecretToken();
  await db.insert(adminSessions).values({ tokenHash: hashSecretToken(token), userId, createdAt: now, lastSeenAt: now });
  // Housekeeping: sessions that can no longer be used.
  await db
    .delete(adminSessions)
    .where(
      or(
        lt(adminSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS)),
        lt(adminSessions.createdAt, new Date(now.getTime() - SESSION_ABSOLUTE_TIMEOUT_MS)),
      ),
    );
  return { token, expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS) };
}

/** The signed-in user for a cookie's token, or null when unknown, expired (idle or absolute) or disabled. */
export async function resumeSession(db: Database, token: string, now: Date): Promise<SessionUser | null> {
  const tokenHash = hashSecretToken(token);
  const [row] = await db
    .select({
      userId: adminSessions.userId,
      createdAt: adminSessions.createdAt,
      lastSeenAt: adminSessions.lastSeenAt,
      username: users.username,
      isActive: users.isActive,
    })
    .from(adminSessions)
    .innerJoin(users, eq(users.id, adminSessions.userId))
    .where(eq(adminSessions.tokenHash, tokenHash));
  if (!row) return null;
  const idle = now.getTime() - row.lastSeenAt.getTime();
  const age = now.getTime() - row.createdAt.getTime();
  if (!row.isActive || idle >= SESSION_IDLE_TIMEOUT_MS || age >= SESSION_ABSOLUTE_TIMEOUT_MS) {
    await deleteSession(db, token);
    return null;
  }
  if (idle >= TOUCH_INTERVAL_MS) {
    await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.tokenHash, tokenHash));
  }
  return { userId: row.userId, username: row.username, tokenHash, createdAt: row.createdAt };
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashSecretToken(token)));
}

export async function endSessionsOf(db: Database, userId: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.userId, userId));
}
