import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseTarget } from '../../config/database-settings.ts';
import { openDatabase } from '../connection.ts';
import { BackupError, MIGRATIONS_FOLDER, migrationJournal, type BackupHeader } from './backup-format.ts';
import { checkBackup, readBackup } from './backup-file.ts';
import { openRawDatabase, type RawDatabase } from './raw-target.ts';
import { publicTables, quoted, type SqlSession } from './sql-session.ts';

const INSERT_ROWS = 500;

export interface RestoreSummary {
  header: BackupHeader;
  rows: number;
  replaced: Record<string, number>;
}

/** Tables holding rows, with their counts. */
async function rowsPresent(session: SqlSession): Promise<Record<string, number>> {
  const present: Record<string, number> = {};
  for (const table of await publicTables(session)) {
    const [{ count } = { count: 0 }] = await session.rows<{ count: number }>(`select count(*)::int as count from ${quoted(table)}`);
    if (count > 0) present[table] = count;
  }
  return present;
}

/** A copy of the migrations folder that ends where the backup's schema ends. */
async function migrationsUpTo(header: BackupHeader): Promise<string> {
  const journal = migrationJournal();
  const last = journal.findIndex((entry) => entry.when === header.migration.when);
  if (last < 0 || last + 1 !== header.migration.count) {
    throw new BackupError(
      `This backup's schema (migration ${header.migration.tag ?? header.migration.when}, ${header.migration.count} in all) is not one this build knows: ` +
        'it was made by a newer version. Restore it with that version (or a later one).',
    );
  }
  const folder = await mkdtemp(join(tmpdir(), 'harborline-migrations-'));
  await mkdir(join(folder, 'meta'));
  const entries = journal.slice(0, last + 1);
  await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries }));
  for (const entry of entries) await copyFile(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  return folder;
}

async function loadRows(session: SqlSession, file: string): Promise<number> {
  let batch: { table: string; rows: string[] } | undefined;
  let loaded = 0;
  const flush = async () => {
    if (!batch || batch.rows.length === 0) return;
    const table = quoted(batch.table);
    await session.rows(`insert into ${table} select * from json_populate_recordset(null::${table}, $1::json)`, [`[${batch.rows.join(',')}]`]);
    loaded += batch.rows.length;
    batch.rows = [];
  };
  for await (const item of readBackup(file)) {
    if ('format' in item) continue;
    if (batch?.table !== item.table || batch.rows.length >= INSERT_ROWS) {
      await flush();
      batch = { table: item.table, rows: [] };
    }
    batch.rows.push(item.row);
  }
  await flush();
  return loaded;
}

/** Serial columns continue after the restored rows. */
async function resetSequences(session: SqlSession): Promise<void> {
  const owned = await session.rows<{ sequence: string; tableName: string; columnName: string }>(
    `select s.oid::regclass::text as sequence, t.relname as "tableName", a.attname as "columnName"
       from pg_class s join pg_namespace n on n.oid = s.relnamespace
       join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
       join pg_class t on t.oid = d.refobjid join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where s.relkind = 'S' and n.nspname = 'public'`,
  );
  for (const { sequence, tableName, columnName } of owned) {
    await session.rows(`select setval($1::regclass, coalesce((select max(${quoted(columnName)}) from ${quoted(tableName)}), 0) + 1, false)`, [sequence]);
  }
}

async function rebuild(database: RawDatabase, header: BackupHeader, file: string): Promise<number> {
  const migrations = await migrationsUpTo(header);
  try {
    await database.session.rows('drop schema if exists drizzle cascade');
    await database.session.rows('drop schema if exists public cascade');
    await database.session.rows('create schema public');
    await database.migrate(migrations);
  } finally {
    await rm(migrations, { recursive: true, force: true });
  }
  return database.transaction(async (session) => {
    const rows = await loadRows(session, file);
    await resetSequences(session);
    return rows;
  });
}

/**
 * Puts a backup back: checks the whole file first, refuses a database with rows in it unless `force`,
 * then rebuilds the schema as it was when the backup was made, loads every row in one transaction and
 * runs this build's later migrations, as a start of the server would.
 */
export async function restoreBackup(file: string, target: DatabaseTarget, { force = false } = {}): Promise<RestoreSummary> {
  const header = await checkBackup(file);
  await rm(await migrationsUpTo(header), { recursive: true, force: true });
  const database = await openRawDatabase(target);
  let rows: number;
  let replaced: Record<string, number>;
  try {
    replaced = await rowsPresent(database.session);
    if (Object.keys(replaced).length > 0 && !force) {
      const what = Object.entries(replaced).map(([table, count]) => `${table} ${count}`).join(', ');
      throw new BackupError(`The database is not empty (rows: ${what}). A restore replaces everything in it: add --force to do that.`);
    }
    rows = await rebuild(database, header, file);
  } finally {
    await database.close();
  }
  await (await openDatabase(target)).close();
  return { header, rows, replaced };
}
