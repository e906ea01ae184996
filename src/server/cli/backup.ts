/**
 * npm run backup: a consistent snapshot of the database (DATABASE_URL, or the embedded one in DATA_DIR)
 * into BACKUP_DIR, then rotation (BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY). The embedded database is asked of
 * the running server when there is one, else opened here; PostgreSQL is read directly either way.
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { loadConfig } from '../config/config.ts';
import { BackupError, checkBackup, gzippedExport, openRawDatabase, pgliteExport, postgresExport, requestBackup, rotationPlan, writeBackupFile } from '../db/backup/index.ts';
import { loadEnvFile } from '../env-file.ts';

/** Writes the backup from `source`, then closes what `source` opened. */
async function backUp(dir: string, source: () => Promise<{ stream: Readable; from: string; done?: () => Promise<void> }>) {
  const { stream, from, done } = await source();
  try {
    return { file: await writeBackupFile(dir, stream), from };
  } finally {
    await done?.();
  }
}

async function main() {
  if (process.argv.length > 2) throw new BackupError('Usage: npm run backup (settings: BACKUP_DIR, BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY)');
  loadEnvFile();
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const { dir, retention } = config.backup;
  const began = performance.now();
  const target = config.database;
  const { file, from } = await backUp(dir, async () => {
    if (target.kind === 'postgres') return { stream: gzippedExport(postgresExport(target.url)), from: 'PostgreSQL' };
    const fromServer = await requestBackup(target.dataDir!);
    if (fromServer) return { stream: fromServer, from: `the running server (embedded database in ${target.dataDir})` };
    const database = await openRawDatabase(target);
    return { stream: gzippedExport(pgliteExport(database.pglite!)), from: `the embedded database in ${target.dataDir}`, done: () => database.close() };
  });
  const header = await checkBackup(file);
  const rows = Object.values(header.tables).reduce((sum, count) => sum + count, 0);
  const plan = rotationPlan(await readdir(dir), retention);
  for (const name of plan.remove) await rm(join(dir, name));
  console.info(
    `Backed up ${rows} rows of ${Object.keys(header.tables).length} tables from ${from} to ${file} in ${((performance.now() - began) / 1000).toFixed(1)} s.\n` +
      `Kept ${plan.keep.length} backups (newest of each of the last ${retention.daily} days and ${retention.weekly} weeks), removed ${plan.remove.length}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
