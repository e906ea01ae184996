import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { adminDevices, users } from '../../db/schema.ts';
import { hashSecretToken, newSecretToken } from '../../security/secret-tokens.ts';

/** A browser stays trusted this long after its last sign-in. */
export const DEVICE_TRUST_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * The client key of a browser that signed in as `username` before (its device cookie's token), or null.
 * That key stands in for the IP in the sign-in limits: the device is limited on its own failures and
 * skips the brake that strangers' failures put on the username.
 */
export async function trustedDeviceKey(db: Database, token: string | undefined, username: string, now: Date): Promise<string | null> {
  if (!token) return null;
  const tokenHash = hashSecretToken(token);
  const [device] = await db
    .select({ lastUsedAt: adminDevices.lastUsedAt })
    .from(adminDevices)
    .innerJoin(users, eq(users.id, adminDevices.userId))
    .where(and(eq(adminDevices.tokenHash, tokenHash), eq(users.username, username), eq(users.isActive, true)));
  if (!device || now.getTime() - device.lastUsedAt.getTime() >= DEVICE_TRUST_MS) return null;
  return `device:${tokenHash.slice(0, 32)}`;
}

/** After a sign-in: the browser's device token for this user, renewed, or a new one; the caller sets the cookie. */
export async function rememberDevice(db: Database, token: string | undefined, userId: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + DEVICE_TRUST_MS);
  if (token) {
    const renewed = await db
      .update(adminDevices)
      .set({ lastUsedAt: now })
      .where(and(eq(adminDevices.tokenHash, hashSecretToken(token)), eq(adminDevices.userId, userId)))
      .returning({ tokenHash: adminDevices.tokenHash });
    if (renewed.length > 0) return { token, expiresAt };
  }
  const fresh = newSecretToken();
  await db.insert(adminDevices).values({ tokenHash: hashSecretToken(fresh), userId, createdAt: now, lastUsedAt: now });
  // Housekeeping: devices no longer trusted.
  await db.delete(adminDevices).where(lt(adminDevices.lastUsedAt, new Date(now.getTime() - DEVICE_TRUST_MS)));
  return { token: fresh, expiresAt };
}

/** A new password: the browsers trusted under the old one are trusted no more. */
export async function forgetDevicesOf(db: Database, userId: string): Promise<void> {
  await db.delete(adminDevices).where(eq(adminDevices.userId, userId));
}
