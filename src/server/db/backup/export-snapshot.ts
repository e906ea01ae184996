import { BACKUP_FORMAT, BACKUP_VERSION, migrationJournal, type BackupHeader } from './backup-format.ts';
import { quoted, tablesInLoadOrder, type SqlSession } from './sql-session.ts';

const FETCH_ROWS = 1_000;

/** The migration the database stands at, from drizzle's own record of what has run. */
async function migrationLevel(session: SqlSession): Promise<BackupHeader['migration']> {
  const [level] = await session.rows<{ count: number; when: string | number | null }>(
    'select count(*)::int as count, max(created_at)::text as when from drizzle.__drizzle_migrations',
  );
  const when = Number(level?.when ?? 0);
  return { count: level?.count ?? 0, when, tag: migrationJournal().find((entry) => entry.when === when)?.tag ?? null };
}

/**
 * Writes every row of every table, as the session's transaction sees them: one snapshot, so a lead and its
 * deliveries, consents and calls are either all in the backup or none. `write` takes many lines at once.
 */
export async function exportSnapshot(session: SqlSession, database: BackupHeader['database'], write: (lines: string) => Promise<void>): Promise<number> {
  // Written in the order a restore inserts them.
  const tables = await tablesInLoadOrder(session);
  const counts: Record<string, number> = {};
  for (const table of tables) {
    counts[table] = (await session.rows<{ count: number }>(`select count(*)::int as count from ${quoted(table)}`))[0]!.count;
  }
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    database,
    migration: await migrationLevel(session),
    tables: counts,
  };
  await write(`${JSON.stringify(header)}\n`);
  let written = 0;
  for (const table of tables) {
    const name = JSON.stringify(table);
    await session.rows(`declare backup_rows no scroll cursor for select row_to_json(r)::text as json from ${quoted(table)} r`);
    for (;;) {
      const rows = await session.rows<{ json: string }>(`fetch ${FETCH_ROWS} from backup_rows`);
      if (rows.length === 0) break;
      await write(rows.map((row) => `{"t":${name},"r":${row.json}}\n`).join(''));
      written += rows.length;
    }
    await session.rows('close backup_rows');
  }
  await write(`${JSON.stringify({ end: true, rows: written })}\n`);
  return written;
}
