import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../data-dir.ts';
import { BACKUP_FORMAT, BACKUP_VERSION, BackupError, backupFileName, type BackupHeader } from './backup-format.ts';

/** Writes the gzip'd backup beside its final name and renames it once complete and on disk: never half a file. */
export async function writeBackupFile(dir: string, gzipped: Readable, at = new Date()): Promise<string> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const file = join(dir, backupFileName(at));
  const partial = `${file}.partial`;
  try {
    await pipeline(gzipped, createWriteStream(partial, { mode: PRIVATE_FILE_MODE }));
    const handle = await open(partial, 'r');
    await handle.sync();
    await handle.close();
    await rename(partial, file);
    return file;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** A row line split without parsing the row: its JSON goes to the database exactly as it was written. */
const ROW_LINE = /^\{"t":("(?:[^"\\]|\\.)*"),"r":/;

export type BackupLine = { table: string; row: string };

/** The header, then each row in file order; throws BackupError on anything that is not a whole backup. */
export async function* readBackup(file: string): AsyncGenerator<BackupHeader | BackupLine> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  let header: BackupHeader | undefined;
  let rows = 0;
  let ended = false;
  try {
    for await (const line of lines) {
      if (ended) throw new BackupError(`${file} goes on after its end line.`);
      if (!header) {
        header = parseHeader(file, line);
        yield header;
        continue;
      }
      const row = ROW_LINE.exec(line);
      if (row) {
        rows += 1;
        yield { table: JSON.parse(row[1]!) as string, row: line.slice(row[0].length, -1) };
      } else {
        const end = JSON.parse(line) as { end?: boolean; rows?: number };
        if (end.end !== true || end.rows !== rows) throw new BackupError(`${file} is damaged: line ${rows + 2} is neither a row nor its end.`);
        ended = true;
      }
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a readable backup: ${(error as Error).message}`, { cause: error });
  }
  if (!header) throw new BackupError(`${file} is empty.`);
  if (!ended) throw new BackupError(`${file} is incomplete: it ends after ${rows} rows without its end line (was the backup interrupted?).`);
}

function parseHeader(file: string, line: string): BackupHeader {
  let header: Partial<BackupHeader>;
  try {
    header = JSON.parse(line) as Partial<BackupHeader>;
  } catch {
    throw new BackupError(`${file} is not a Harborline backup.`);
  }
  if (header.format !== BACKUP_FORMAT) throw new BackupError(`${file} is not a Harborline backup.`);
  if (header.version !== BACKUP_VERSION) throw new BackupError(`${file} is a backup of format version ${header.version}; this build reads version ${BACKUP_VERSION}.`);
  return header as BackupHeader;
}

/** Reads the whole file once: its header, when every table's rows are all there. */
export async function checkBackup(file: string): Promise<BackupHeader> {
  let header: BackupHeader | undefined;
  const counted: Record<string, number> = {};
  for await (const item of readBackup(file)) {
    if ('format' in item) header = item;
    else {
      JSON.parse(item.row);
      counted[item.table] = (counted[item.table] ?? 0) + 1;
    }
  }
  for (const [table, rows] of Object.entries(header!.tables)) {
    if ((counted[table] ?? 0) !== rows) throw new BackupError(`${file} is damaged: ${table} has ${counted[table] ?? 0} rows of ${rows}.`);
  }
  return header!;
}
