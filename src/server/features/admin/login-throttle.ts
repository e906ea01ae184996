import { and, count, eq, gt, lte, max, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { adminLoginFailures } from '../../db/schema.ts';

/**
 * Failed sign-ins counted over a sliding window. A client (an IP, an IPv6 /64, or a trusted device) is
 * locked out of a username after `perClientAndUsername` failures, and out of every username after `perClient`.
 * Once a username has had `brakeAfter` failures from all clients together, its password checks are spaced
 * `brakeSpacingMs` apart. A request waits for its turn up to `brakeMaxWaitMs`, and beyond that is asked to
 * come back. A browser that signed in as that user before (a device cookie) is not braked, so strangers
 * cannot lock the owner out however many turns they take.
 */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  perClientAndUsername: 5,
  perClient: 20,
  brakeAfter: 10,
  brakeSpacingMs: 30 * 1000,
  brakeMaxWaitMs: 60 * 1000,
} as const;

/**
 * The most password checks an attacker gets per hour against one username, derived from the limits
 * above (docs/security.md explains the arithmetic; tests/api/admin-sign-in-throttle.test.ts checks it).
 */
export const GUESS_BUDGET_PER_HOUR = {
  /** One client, one username: a lock-out's worth of guesses per window. */
  oneClient: LOGIN_THROTTLE.perClientAndUsername * (3_600_000 / LOGIN_THROTTLE.windowMs),
  /** Any number of clients: the free failures before the brake, then one check per spacing. */
  anyClients: LOGIN_THROTTLE.brakeAfter + 3_600_000 / LOGIN_THROTTLE.brakeSpacingMs,
} as const;

export type LoginAttempt =
  /** Go ahead after waiting `waitMs` (the brake's turn); the attempt is recorded as a failure until it succeeds. */
  | { id: string; waitMs: number; retryAfterSeconds?: undefined }
  /** Refused before any password check: come back after this many seconds. */
  | { id?: undefined; retryAfterSeconds: number };

const ADVISORY_USERNAME = 1;
const ADVISORY_CLIENT = 2;
const secondsUntil = (time: number, now: Date) => Math.max(1, Math.ceil((time - now.getTime()) / 1000));

/**
 * Decides and records the attempt in one transaction, under advisory locks on the username and the
 * client, so concurrent attempts see each other and cannot get past a limit or share a brake turn.
 * The row's time is the moment its password check may run: the next turn is counted from it.
 */
export async function beginLoginAttempt(
  db: Database,
  client: string,
  username: string,
  now: Date,
  options: { trustedDevice?: boolean } = {},
): Promise<LoginAttempt> {
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  await db.delete(adminLoginFailures).where(lte(adminLoginFailures.failedAt, windowStart));
  return db.transaction(async (tx) => {
    // Always the username first, then the client: no two attempts wait on each other in a cycle.
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_USERNAME}, hashtext(${username}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_CLIENT}, hashtext(${client}))`);
    const failuresWhere = (...conditions: Parameters<typeof and>) =>
      tx
        .select({ failures: count(), oldest: min(adminLoginFailures.failedAt), latest: max(adminLoginFailures.failedAt) })
        .from(adminLoginFailures)
        .where(and(gt(adminLoginFailures.failedAt, windowStart), ...conditions))
        .then((rows) => rows[0]!);

    for (const [stats, limit] of [
      [await failuresWhere(eq(adminLoginFailures.ip, client), eq(adminLoginFailures.username, username)), LOGIN_THROTTLE.perClientAndUsername],
      [await failuresWhere(eq(adminLoginFailures.ip, client)), LOGIN_THROTTLE.perClient],
    ] as const) {
      if (stats.failures >= limit) {
        const oldest = stats.oldest ?? now;
        return { retryAfterSeconds: secondsUntil(oldest.getTime() + LOGIN_THROTTLE.windowMs, now) };
      }
    }

    let turn = now.getTime();
    const ofUsername = options.trustedDevice ? undefined : await failuresWhere(eq(adminLoginFailures.username, username));
    if (ofUsername && ofUsername.failures >= LOGIN_THROTTLE.brakeAfter && ofUsername.latest) {
      turn = Math.max(turn, ofUsername.latest.getTime() + LOGIN_THROTTLE.brakeSpacingMs);
      if (turn - now.getTime() > LOGIN_THROTTLE.brakeMaxWaitMs) {
        return { retryAfterSeconds: secondsUntil(turn - LOGIN_THROTTLE.brakeMaxWaitMs, now) };
      }
    }
    const [inserted] = await tx
      .insert(adminLoginFailures)
      .values({ ip: client, username, failedAt: new Date(turn) })
      .returning({ id: adminLoginFailures.id });
    return { id: inserted!.id, waitMs: turn - now.getTime() };
  });
}

/** The attempt did not happen after all (it succeeded, or the server could not check it). */
export async function forgetAttempt(db: Database, id: string): Promise<void> {
  await db.delete(adminLoginFailures).where(eq(adminLoginFailures.id, id));
}

/**
 * After a successful sign-in, that user's own typos from that client are forgotten; failures from
 * other clients stay, so someone guessing elsewhere gains nothing from the owner signing in.
 */
export async function clearFailuresOf(db: Database, client: string, username: string): Promise<void> {
  await db.delete(adminLoginFailures).where(and(eq(adminLoginFailures.ip, client), eq(adminLoginFailures.username, username)));
}
