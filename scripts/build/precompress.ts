import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { isRewrittenAtStartUp } from '../../src/server/runtime-head.ts';
import { compressVariants, isWorthCompressing } from '../../src/server/static-site.ts';

const TYPES_BY_EXTENSION: Record<string, string> = {
  '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json',
  '.xml': 'application/xml', '.txt': 'text/plain', '.webmanifest': 'application/manifest+json',
};

/**
 * Writes .br and .gz beside every compressible file over 1 KB that start-up serves as built; returns how many
 * were compressed. Files start-up rewrites (pages, anything naming SITE_URL) are compressed there, once.
 */
export async function precompressFolder(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  let count = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const type = TYPES_BY_EXTENSION[extname(entry.name)];
    if (!type) continue;
    const path = join(entry.parentPath, entry.name);
    const body = await readFile(path);
    if (!isWorthCompressing(type, body) || isRewrittenAtStartUp(type, body.toString('utf8'))) continue;
    const { br, gzip } = compressVariants(body);
    await writeFile(`${path}.br`, br);
    await writeFile(`${path}.gz`, gzip);
    count++;
  }
  return count;
}
