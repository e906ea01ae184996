import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { localeMismatches, unusedCopyKeys } from '../../src/shared/content/locale-checks.ts';

const CODE = /\.(ts|tsx)$/;

/** The code that may read the copy: every source file of src/ but tests and the other languages' twins. */
async function readingSources(root: string): Promise<string[]> {
  const src = join(root, 'src');
  const files = (await readdir(src, { recursive: true })).map((file) => join(src, file));
  const readers = files.filter((file) => CODE.test(file) && !relative(src, file).startsWith(join('shared', 'content', 'es')) && !/\.test\.tsx?$/.test(file));
  return Promise.all(readers.map((file) => readFile(file, 'utf8')));
}

/** Fails the build when a language lacks (or adds) a key English has, or when English copy is read nowhere. */
export async function checkContent(root: string): Promise<void> {
  const problems = [
    ...localeMismatches().map((problem) => `language copy differs from English at ${problem}`),
    ...unusedCopyKeys(await readingSources(root)).map((key) => `copy key "${key}" is read nowhere in src/`),
  ];
  if (problems.length > 0) throw new Error(`The content does not hold together:\n  ${problems.join('\n  ')}`);
}
