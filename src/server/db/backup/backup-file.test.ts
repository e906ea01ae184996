import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkBackup } from './backup-file.ts';

let dir: string;
beforeEach(async () => (dir = await mkdtemp(join(tmpdir(), 'backup-file-'))));
afterEach(() => rm(dir, { recursive: true, force: true }));

const header = JSON.stringify({ format: 'harborline-backup', version: 1, createdAt: '2026-11-28T03:00:00.000Z', database: 'pglite', migration: { count: 1, when: 1, tag: 'x' }, tables: { leads: 2 } });
const row = (id: number) => `{"t":"leads","r":{"id":${id},"note":"a \\"quoted\\" word"}}`;

async function backupOf(lines: string[]) {
  const file = join(dir, 'backup.jsonl.gz');
  await writeFile(file, gzipSync(lines.map((line) => `${line}\n`).join('')));
  return file;
}

describe('checkBackup', () => {
  it('reads a whole backup: its header, when every table has its rows and the end line counts them', async () => {
    await expect(checkBackup(await backupOf([header, row(1), row(2), '{"end":true,"rows":2}']))).resolves.toMatchObject({ tables: { leads: 2 } });
  });

  it('refuses a backup cut short, one missing rows, and a file that is no backup, saying which', async () => {
    await expect(checkBackup(await backupOf([header, row(1), row(2)]))).rejects.toThrow(/is incomplete: it ends after 2 rows without its end line/);
    await expect(checkBackup(await backupOf([header, row(1), '{"end":true,"rows":1}']))).rejects.toThrow(/is damaged: leads has 1 rows of 2/);
    await expect(checkBackup(await backupOf(['{"hello":1}']))).rejects.toThrow(/is not a Harborline backup/);
    const plain = join(dir, 'plain.txt');
    await writeFile(plain, 'not gzip');
    await expect(checkBackup(plain)).rejects.toThrow(/is not a readable backup/);
  });
});
