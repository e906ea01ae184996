import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { compressVariants, isCompressible } from '../../src/server/static-site.ts';

const TYPES_BY_EXTENSION: Record<string, string> = {
  '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json',
  '.xml': 'application/xml', '.txt': 'text/plain', '.webmanifest': 'application/manifest+json',
};

/** Writes .br and .gz beside every compressible file over 1 KB; returns how many were compressed. */
export async function precompressFolder(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  let count = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const type = TYPES_BY_EXTENSION[extname(entry.name)];
    if (!type || !isCompressible(type)) continue;
    const path = join(entry.parentPath, entry.name);
    const body = await readFile(path);
    if (body.length < 1024) continue;
    const { br, gzip } = compressVariants(body);
    await writeFile(`${path}.br`, br);
    await writeFile(`${path}.gz`, gzip);
    count++;
  }
  return count;
}
