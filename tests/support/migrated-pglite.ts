import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/connection.ts';
import { projectPath } from '../../src/server/project-root.ts';

/**
 * A fresh in-memory PGlite, already migrated, for tests. Creating one runs initdb inside WebAssembly and then
 * every migration: seconds each, and the suites open dozens. So the first caller on a machine creates one the
 * way the server does (openDatabase), dumps its data folder to a template file named after the migrations and
 * the PGlite version, and every database after that starts from a copy of the template (~2.5 times faster,
 * measured). openDatabase still runs the migrator on the copy: it finds them applied. The tests of migrating
 * itself (a fresh folder, an old schema) open PGlite their own way.
 */
export async function openMigratedPglite(): Promise<DatabaseHandle> {
  const client = await createMigratedPglite();
  const handle = await openDatabase({ kind: 'pglite', dataDir: null }, { pglite: client });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await client.close();
    },
  };
}

/**
 * The bare PGlite client of such a database, for a test that wraps it (counts its statements, holds it busy) before
 * handing it to openDatabase({ pglite }); the caller closes it.
 */
export async function createMigratedPglite(): Promise<PGlite> {
  return PGlite.create({ loadDataDir: new Blob([await migratedTemplate()]) });
}

let template: Promise<Uint8Array<ArrayBuffer>> | undefined;

function migratedTemplate(): Promise<Uint8Array<ArrayBuffer>> {
  template ??= (async () => {
    const file = join(tmpdir(), 'ai-site-pglite-templates', `${await templateKey()}.tar`);
    const existing = await readFile(file).catch(() => undefined);
    if (existing) return new Uint8Array(existing);
    const client = await PGlite.create();
    const handle = await openDatabase({ kind: 'pglite', dataDir: null }, { pglite: client });
    await handle.close();
    const dump = new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
    await client.close();
    // Written beside and renamed into place: parallel workers that build it at once never read half a file.
    await mkdir(join(file, '..'), { recursive: true });
    const partial = `${file}.${process.pid}.${Date.now()}`;
    await writeFile(partial, dump);
    await rename(partial, file);
    return dump;
  })();
  return template;
}

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const folder = projectPath('drizzle');
  for (const name of (await readdir(folder, { recursive: true })).sort()) {
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(await readFile(join(folder, name)));
  }
  const pglite = JSON.parse(await readFile(projectPath('node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
  return `${pglite.version}-${hash.digest('hex').slice(0, 16)}`;
}
