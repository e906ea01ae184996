import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connection.ts';
import { users } from '../../src/server/db/schema.ts';
import { verifyPassword } from '../../src/server/features/admin/password-hashing.ts';
import { projectPath } from '../../src/server/project-root.ts';
import { builtServerEntry } from '../support/built-server.ts';

const run = promisify(execFile);

/**
 * `npm run admin -- <args>` as a person runs it without a terminal (stdin is not a TTY): the built CLI, which
 * `npm run admin` runs (the source through tsx cost 2 to 3 s of compiling at every one of the file's runs).
 */
async function admin(dataDir: string, args: string[], password?: string) {
  try {
    const { stdout, stderr } = await run(process.execPath, [join(dirname(builtServerEntry()), 'admin.js'), ...args], {
      cwd: projectPath(),
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: password ?? '' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// Each run starts a Node process and opens the embedded database: slower than the suite's default allows.
describe('the admin accounts CLI (embedded database)', { timeout: 180_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'admin-cli-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const storedHash = async (username: string) => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const [row] = await database.db.select().from(users).where(eq(users.username, username));
      return row?.passwordHash;
    } finally {
      await database.close();
    }
  };

  it('creates, lists, resets the password of and deletes an account', async () => {
    const created = await admin(dataDir, ['create', 'Owner'], 'first password 123');
    expect(created).toMatchObject({ code: 0, stdout: 'Created the account "owner". Sign in at /admin/login.\n' });
    expect(await verifyPassword((await storedHash('owner'))!, 'first password 123')).toBe(true);

    const listed = await admin(dataDir, ['list']);
    expect(listed.stdout).toMatch(/^owner\tcreated \d{4}-\d{2}-\d{2}\n$/);


    const reset = await admin(dataDir, ['reset-password', 'owner'], 'second password 456');
    expect(reset).toMatchObject({ code: 0, stdout: 'Changed the password of "owner" and ended its sessions.\n' });
    const hash = (await storedHash('owner'))!;
    expect(await verifyPassword(hash, 'second password 456')).toBe(true);
    expect(await verifyPassword(hash, 'first password 123')).toBe(false);

    expect(await admin(dataDir, ['delete', 'owner'])).toMatchObject({ code: 0, stdout: 'Deleted the account "owner".\n' });
    expect(await storedHash('owner')).toBeUndefined();
  });

  it('refuses a password outside 12..128 characters, or none without a terminal', async () => {
    const short = await admin(dataDir, ['create', 'short'], 'too short');
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('The password needs at least 12 characters.');
    const missing = await admin(dataDir, ['create', 'nopassword']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No terminal to ask for the password: set ADMIN_PASSWORD.');
    expect(await storedHash('short')).toBeUndefined();
    expect(await storedHash('nopassword')).toBeUndefined();
  });

  it('says to stop the server when the embedded database is in use', async () => {
    const server = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const result = await admin(dataDir, ['list']);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`The embedded database in ${dataDir} is in use by process ${process.pid}`);
      expect(result.stderr).toContain('stop the server before using the admin CLI');
    } finally {
      await server.close();
    }
  });
});
