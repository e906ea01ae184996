import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseTarget } from '../../src/server/config/database-settings.ts';
import { openDatabase, type Database } from '../../src/server/db/connection.ts';
import { analyticsEvents, callConsents, leadCalls, leadNotes, leads, meetings } from '../../src/server/db/schema.ts';
import { createTestAccount } from '../support/admin-session.ts';
import { projectPath } from '../../src/server/project-root.ts';
import { startBuiltServer } from '../support/built-server.ts';
import { createPostgresDatabase } from '../support/fresh-postgres.ts';
import { testPostgresUrl } from '../support/test-databases.ts';

/**
 * Issue 39, item 3: `npm run backup` while the built server runs and takes leads, then `npm run restore` into
 * an empty database, on PGlite and on PostgreSQL. The CLIs run as built (dist/server/backup.js, restore.js).
 */

const run = promisify(execFile);
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

const distServer = (entry: string) => resolve(process.env.DIST_DIR ?? projectPath('dist'), 'server', `${entry}.js`);

async function cli(entry: 'backup' | 'restore', env: Record<string, string>, args: string[] = []) {
  try {
    const { stdout, stderr } = await run(process.execPath, [distServer(entry), ...args], { env: { PATH: process.env.PATH, ...env }, cwd: tmpdir() });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

async function folder(prefix: string) {
  const path = await mkdtemp(join(tmpdir(), prefix));
  cleanups.push(() => rm(path, { recursive: true, force: true }));
  return path;
}

/** The database as the settings name it: DATA_DIR or DATABASE_URL. */
interface Place {
  env: Record<string, string>;
  target: DatabaseTarget;
}

async function pglitePlace(): Promise<Place> {
  const dataDir = await folder('backup-pglite-');
  return { env: { DATA_DIR: dataDir }, target: { kind: 'pglite', dataDir } };
}

async function postgresPlace(baseUrl: string): Promise<Place> {
  const { url, drop } = await createPostgresDatabase(baseUrl);
  cleanups.push(drop);
  return { env: { DATABASE_URL: url }, target: { kind: 'postgres', url } };
}

/** A lead with everything staff keep about it: a note by an admin, the consent, the call and the meeting it booked. */
async function seed(db: Database) {
  const alice = await createTestAccount(db, 'alice', 'correct horse battery staple');
  const [lead] = await db
    .insert(leads)
    .values({ firstName: 'Zoë', lastName: "O'Hara", email: 'zoe@example.com', phone: '+15555550123', company: 'Ünïcode & Co', transcript: [{ role: 'user', content: 'hi\n"there"', timestamp: 1_795_600_000_000 }] })
    .returning();
  await db.insert(leadNotes).values({ leadId: lead!.id, authorId: alice.id, authorName: 'alice', body: 'Called back, wants pricing.' });
  await db.insert(callConsents).values({ leadId: lead!.id, text: 'You may call me.', version: '2026-11-28', ip: '203.0.113.9', page: '/' });
  const [call] = await db.insert(leadCalls).values({ leadId: lead!.id, status: 'ended', phoneE164: '+15555550123', structuredData: { doNotCall: false, score: 0.75 }, durationSeconds: 93 }).returning();
  await db.insert(meetings).values({
    leadId: lead!.id,
    leadCallId: call!.id,
    startsAt: new Date('2026-12-01T15:00:00Z'),
    endsAt: new Date('2026-12-01T15:30:00Z'),
    blockedFrom: new Date('2026-12-01T15:00:00Z'),
    blockedUntil: new Date('2026-12-01T15:45:00Z'),
    timeZone: 'America/New_York',
    bookedVia: 'voice',
  });
  await db.insert(analyticsEvents).values([1, 2, 3].map((n) => ({ occurredAt: new Date(`2026-11-2${n}T12:00:00Z`), name: 'page_view' as const, path: '/', visitorHash: `v${n}` })));
}

const KEPT_TABLES = ['users', 'lead_notes', 'call_consents', 'lead_calls', 'meetings', 'analytics_events'];

/** Every row of a table as PostgreSQL writes it, sorted: equal means equal to the byte. */
async function tableText(db: Database, table: string): Promise<string[]> {
  const result = (await db.execute(sql.raw(`select row_to_json(t)::text as row from "${table}" t`))) as unknown as { rows: { row: string }[] };
  return result.rows.map((row) => row.row).sort();
}

async function withDatabase<T>(target: DatabaseTarget, work: (db: Database) => Promise<T>): Promise<T> {
  const handle = await openDatabase(target);
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

const postLead = (url: string, n: number) =>
  fetch(`${url}/api/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${n % 250}` },
    body: JSON.stringify({ firstName: `Lead${n}`, lastName: 'Steady', email: `lead${n}@example.com`, company: 'Flow Inc', elapsedMs: 60_000 }),
  }).then(async (response) => (response.status === 201 ? ((await response.json()) as { id: string }).id : null));

/** Leads sent one after another until stopped: the ids acknowledged with 201 before `mark` was called, and all of them. */
function steadyLeads(url: string) {
  let running = true;
  let marked: string[] | undefined;
  const acknowledged: string[] = [];
  const sending = (async () => {
    for (let n = 0; running; n += 1) {
      const id = await postLead(url, n);
      if (id) acknowledged.push(id);
    }
  })();
  return {
    mark: () => (marked = [...acknowledged]),
    stop: async () => {
      running = false;
      await sending;
      return { beforeBackup: marked ?? [], all: acknowledged };
    },
  };
}

const postgresUrl = testPostgresUrl('of backup and restore on PostgreSQL');
const kinds = [
  { name: 'PGlite', place: pglitePlace },
  ...(postgresUrl ? [{ name: 'PostgreSQL', place: () => postgresPlace(postgresUrl) }] : []),
];

describe.each(kinds)('npm run backup and npm run restore on $name', ({ place }) => {
  it('backs up while the server takes leads, and restores leads, meetings, notes, consents, calls and admin users', async () => {
    const source = await place();
    await withDatabase(source.target, seed);
    const backupDir = await folder('backups-');
    const env = { ...source.env, BACKUP_DIR: backupDir };

    const server = await startBuiltServer({ ...source.env, TRUST_PROXY: '127.0.0.1' });
    cleanups.push(() => server.kill('SIGKILL'));
    const traffic = steadyLeads(server.url);
    await expect.poll(() => traffic.mark().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    traffic.mark();
    const backup = await cli('backup', env);
    const { beforeBackup, all } = await traffic.stop();
    expect(backup, backup.output).toMatchObject({ code: 0, output: expect.stringMatching(/^Backed up \d+ rows of \d+ tables from .* to .*harborline-\d{8}T\d{6}Z\.jsonl\.gz in/) });
    // Leads kept coming while the backup ran.
    expect(all.length).toBeGreaterThan(beforeBackup.length);
    expect((await server.kill('SIGTERM')).code).toBe(0);
    const [file] = await readdir(backupDir);

    const restored = await place();
    const restore = await cli('restore', restored.env, [join(backupDir, file!)]);
    expect(restore, restore.output).toMatchObject({ code: 0, output: expect.stringMatching(/^Restored \d+ rows of the backup made /) });

    const original = await withDatabase(source.target, async (db) => Object.fromEntries(await Promise.all([...KEPT_TABLES, 'leads'].map(async (table) => [table, await tableText(db, table)]))));
    await withDatabase(restored.target, async (db) => {
      for (const table of KEPT_TABLES) expect(await tableText(db, table), table).toEqual(original[table]);
      const restoredLeads = await tableText(db, 'leads');
      // One moment of the database: every lead acknowledged before the backup began, none that never was.
      for (const lead of restoredLeads) expect(original.leads).toContain(lead);
      const ids = new Set(restoredLeads.map((row) => (JSON.parse(row) as { id: string }).id));
      for (const id of beforeBackup) expect(ids.has(id), `lead ${id} acknowledged before the backup`).toBe(true);
      // Serial ids go on after the restored rows.
      const [next] = await db.insert(analyticsEvents).values({ occurredAt: new Date(), name: 'page_view', path: '/', visitorHash: 'after' }).returning();
      expect(next!.id).toBeGreaterThan(3);
    });

    // A second restore into the now full database is refused and changes nothing; --force replaces it.
    const refused = await cli('restore', restored.env, [join(backupDir, file!)]);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/The database is not empty \(rows: .*leads \d+.*\)\. A restore replaces everything in it: add --force/);
    expect(await withDatabase(restored.target, (db) => tableText(db, 'analytics_events'))).toHaveLength(4);
    const forced = await cli('restore', restored.env, [join(backupDir, file!), '--force']);
    expect(forced, forced.output).toMatchObject({ code: 0, output: expect.stringContaining('replacing') });
    expect(await withDatabase(restored.target, (db) => tableText(db, 'analytics_events'))).toEqual(original.analytics_events);
  }, 600_000);
});
