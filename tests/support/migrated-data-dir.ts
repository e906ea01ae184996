import { rmSync } from 'node:fs';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/server/db/connection.ts';

let template: Promise<string> | undefined;

/**
 * A new DATA_DIR that already holds a migrated embedded database: a copy of one made once per test process. The
 * built server then opens it in about a second, where a new folder costs PGlite's initdb and every migration
 * first (6 s at CI's load, for each of the dozens of starts in the suite). Tests of a first start (creating the
 * folder, its permissions, the migrations) use an empty folder instead.
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  template ??= (async () => {
    const folder = await mkdtemp(join(tmpdir(), 'migrated-data-template-'));
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
    await (await openDatabase({ kind: 'pglite', dataDir: folder })).close();
    return folder;
  })();
  const copy = await mkdtemp(join(tmpdir(), prefix));
  // Modes are kept: the copy is as private (0700, files 0600) as the folder the server makes.
  await cp(await template, copy, { recursive: true });
  return copy;
}
