/**
 * npm run restore -- <file> [--force]: puts a backup of npm run backup back into the database the settings
 * name (DATABASE_URL, or the embedded one in DATA_DIR). Refuses a database with rows in it unless --force.
 */
import { loadConfig } from '../config/config.ts';
import { BackupError, restoreBackup } from '../db/backup/index.ts';
import { loadEnvFile } from '../env-file.ts';

const USAGE = `Usage: npm run restore -- <backup file> [--force]

Restores a backup made by npm run backup into DATABASE_URL, or the embedded database in DATA_DIR (stop the
server first). A database with rows in it is refused unless --force, which replaces everything in it.`;

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('-')) throw new BackupError(USAGE);
  loadEnvFile();
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const began = performance.now();
  const { header, rows, replaced } = await restoreBackup(files[0]!, config.database, { force });
  const where = config.database.kind === 'postgres' ? 'PostgreSQL' : `the embedded database in ${config.database.dataDir}`;
  const dropped = Object.values(replaced).reduce((sum, count) => sum + count, 0);
  console.info(
    `Restored ${rows} rows of the backup made ${header.createdAt} (${header.database}, migration ${header.migration.tag}) into ${where} ` +
      `in ${((performance.now() - began) / 1000).toFixed(1)} s${dropped > 0 ? `, replacing ${dropped} rows` : ''}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
