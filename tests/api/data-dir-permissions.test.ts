import { chmod, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connection.ts';
import { leads } from '../../src/server/db/schema.ts';
import { startBuiltServer, type BuiltServer } from '../support/built-server.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function scratchDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'data-dir-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Every entry below `dir` whose permission bits are not the private ones: 0700 folders, 0600 files. */
async function notPrivateBelow(dir: string): Promise<{ checked: number; wrong: string[] }> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const wrong: string[] = [];
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name);
    const mode = (await stat(path)).mode & 0o777;
    if (mode !== (entry.isDirectory() ? 0o700 : 0o600)) wrong.push(`${octal(mode)} ${path}`);
  }
  return { checked: entries.length, wrong };
}

const octal = (mode: number) => mode.toString(8).padStart(4, '0');
const lead = { firstName: 'Ann', lastName: 'Lee', email: 'ann@lee.co', company: 'Lee Co' };

describe('the embedded database folder is private', () => {
  it('a new DATA_DIR is created 0700 with every file 0600, and stays so after writes and a restart', async () => {
    // The usual umask: without the fix the folder is 0755 and the unpacked files 0666.
    const previousUmask = process.umask(0o022);
    cleanups.push(async () => process.umask(previousUmask));
    const dataDir = join(await scratchDir(), 'data');

    let database = await openDatabase({ kind: 'pglite', dataDir });
    await database.db.insert(leads).values(lead);
    await database.close();
    database = await openDatabase({ kind: 'pglite', dataDir });
    await database.db.insert(leads).values(Array.from({ length: 200 }, () => lead));
    await database.close();

    expect(octal((await stat(dataDir)).mode & 0o777)).toBe('0700');
    const { checked, wrong } = await notPrivateBelow(dataDir);
    expect(checked).toBeGreaterThan(100);
    expect(wrong, 'files or folders not private to the owner').toEqual([]);
  }, 120_000);
});

describe('the built server at start-up', () => {
  async function started(env: Record<string, string>): Promise<BuiltServer> {
    const server = await startBuiltServer(env);
    cleanups.push(() => server.kill('SIGKILL'));
    return server;
  }

  it('warns when an existing DATA_DIR is readable by group or others, and not when it is private', async () => {
    const open = join(await scratchDir(), 'shared');
    await mkdir(open);
    await chmod(open, 0o755);
    const exposed = await started({ DATA_DIR: open });
    expect(exposed.output()).toContain(`DATA_DIR ${open} is readable by other local users (mode 0755)`);
    expect(exposed.output()).toContain(`chmod -R go-rwx ${open}`);
    await exposed.kill('SIGTERM');

    const fresh = join(await scratchDir(), 'new');
    const quiet = await started({ DATA_DIR: fresh });
    expect(quiet.output()).not.toContain('readable by other local users');
    expect(octal((await stat(fresh)).mode & 0o777)).toBe('0700');
  }, 180_000);

  it('refuses to start with LEAD_WEBHOOK_SECRET=whsec_ (an empty key), saying what a valid secret looks like', async () => {
    const attempt = startBuiltServer({ DATA_DIR: join(await scratchDir(), 'data'), LEAD_WEBHOOK_URL: 'https://crm.example.com/hooks', LEAD_WEBHOOK_SECRET: 'whsec_' });
    await expect(attempt).rejects.toThrow(/exited before it was ready[\s\S]*LEAD_WEBHOOK_SECRET: the key is 0 bytes; it must be 24 to 64/);
  });
});
