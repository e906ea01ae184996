import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { hashPassword, passwordProblem } from './password-hashing.ts';
import { forgetDevicesOf } from './devices.ts';
import { endSessionsOf } from './sessions.ts';

/** Usernames are case-insensitive: stored and looked up in lower case. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

export function usernameProblem(username: string): string | null {
  return /^[a-z0-9][a-z0-9._@-]{1,63}$/.test(normalizeUsername(username))
    ? null
    : 'A username has 2 to 64 characters: letters, digits, ".", "_", "@" or "-", starting with a letter or digit.';
}

export class AccountError extends Error {}

function assertValid(problem: string | null) {
  if (problem) throw new AccountError(problem);
}

export async function findAccount(db: Database, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.username, normalizeUsername(username)));
  return row;
}

/** `options.log2N`: the scrypt cost, for the test suites' accounts only (see hashPassword). */
export async function createAccount(db: Database, username: string, password: string, options: { log2N?: number } = {}): Promise<UserRow> {
  assertValid(usernameProblem(username));
  assertValid(passwordProblem(password));
  const name = normalizeUsername(username);
  if (await findAccount(db, name)) throw new AccountError(`The account "${name}" already exists.`);
  const [row] = await db
    .insert(users)
    .values({ username: name, passwordHash: await hashPassword(password, options.log2N) })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AccountError(`The account "${name}" already exists.`);
  return row;
}

/** Sets a new password; the account's sessions end and its browsers are trusted no more, as with the old password. */
export async function resetPassword(db: Database, username: string, password: string): Promise<void> {
  assertValid(passwordProblem(password));
  const account = await findAccount(db, username);
  if (!account) throw new AccountError(`There is no account "${normalizeUsername(username)}".`);
  await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, account.id));
  await endSessionsOf(db, account.id);
  await forgetDevicesOf(db, account.id);
}

export async function listAccounts(db: Database): Promise<Pick<UserRow, 'username' | 'createdAt' | 'isActive'>[]> {
  return db.select({ username: users.username, createdAt: users.createdAt, isActive: users.isActive }).from(users).orderBy(asc(users.username));
}

/** Deletes the account and (by cascade) its sessions; its notes keep the author's name. */
export async function deleteAccount(db: Database, username: string): Promise<void> {
  const rows = await db.delete(users).where(eq(users.username, normalizeUsername(username))).returning({ id: users.id });
  if (rows.length === 0) throw new AccountError(`There is no account "${normalizeUsername(username)}".`);
}
