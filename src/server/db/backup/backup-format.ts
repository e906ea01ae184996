import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectPath } from '../../project-root.ts';

/**
 * A backup is gzip'd JSON lines: a header, then one line per row ({"t": table, "r": row as row_to_json
 * wrote it}), then an end line with the number of rows. PostgreSQL's own JSON output and input
 * (row_to_json, json_populate_recordset) carry every column type, so the same file restores into PGlite
 * or PostgreSQL.
 */
export const BACKUP_FORMAT = 'harborline-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** The schema the rows belong to: how many migrations had run, and the last one's journal time and tag. */
  migration: { count: number; when: number; tag: string | null };
  /** Rows per table. */
  tables: Record<string, number>;
}

export interface BackupRowLine {
  t: string;
  r: Record<string, unknown>;
}

export interface BackupEndLine {
  end: true;
  rows: number;
}

export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

export const MIGRATIONS_FOLDER = projectPath('drizzle');

/** The migrations this build knows, in order. */
export function migrationJournal(folder = MIGRATIONS_FOLDER): JournalEntry[] {
  return (JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** File names the backup command writes, and rotation reads back: harborline-<UTC time>.jsonl.gz. */
export const backupFileName = (at: Date) => `harborline-${at.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}.jsonl.gz`;
export const BACKUP_FILE_PATTERN = /^harborline-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.jsonl\.gz$/;

export class BackupError extends Error {}
