import { and, count, eq, gt, lte, min } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { adminLoginFailures } from '../../db/schema.ts';

/** Failed sign-ins allowed in the window, per client IP and per username (known or not). */
export const LOGIN_THROTTLE = { windowMs: 15 * 60 * 1000, perIp: 10, perUsername: 5 } as const;

export interface LoginAttempt {
  id: string;
  /** Seconds until another try may succeed, when the attempt is over a limit. */
  retryAfterSeconds: number | null;
}

/**
 * Records the attempt as a failure before the password is checked, then counts: concurrent attempts
 * see each other, so firing many at once cannot get past the limit. A success removes the record.
 */
export async function beginLoginAttempt(db: Database, ip: string, username: string, now: Date): Promise<LoginAttempt> {
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  await db.delete(adminLoginFailures).where(lte(adminLoginFailures.failedAt, windowStart));
  const [inserted] = await db.insert(adminLoginFailures).values({ ip, username, failedAt: now }).returning({ id: adminLoginFailures.id });
  const id = inserted!.id;
  for (const [column, value, limit] of [
    [adminLoginFailures.ip, ip, LOGIN_THROTTLE.perIp],
    [adminLoginFailures.username, username, LOGIN_THROTTLE.perUsername],
  ] as const) {
    const [stats] = await db
      .select({ failures: count(), oldest: min(adminLoginFailures.failedAt) })
      .from(adminLoginFailures)
      .where(and(eq(column, value), gt(adminLoginFailures.failedAt, windowStart)));
    if (stats && stats.failures > limit) {
      // A refused attempt does not count, or waiting would never help.
      await forgetAttempt(db, id);
      const oldest = stats.oldest ?? now;
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest.getTime() + LOGIN_THROTTLE.windowMs - now.getTime()) / 1000));
      return { id, retryAfterSeconds };
    }
  }
  return { id, retryAfterSeconds: null };
}

export async function forgetAttempt(db: Database, id: string): Promise<void> {
  await db.delete(adminLoginFailures).where(eq(adminLoginFailures.id, id));
}

/**
 * After a successful sign-in, that user's own typos from that IP are forgotten; failures from other
 * IPs stay, so someone guessing elsewhere gains nothing from the owner signing in.
 */
export async function clearFailuresOf(db: Database, ip: string, username: string): Promise<void> {
  await db.delete(adminLoginFailures).where(and(eq(adminLoginFailures.ip, ip), eq(adminLoginFailures.username, username)));
}
