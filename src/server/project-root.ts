import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findProjectRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

/** The package folder, found from this file so it works from src/ (tsx) and dist/ (built). */
export const projectRoot = findProjectRoot(dirname(fileURLToPath(import.meta.url)));

export function projectPath(...segments: string[]): string {
  return join(projectRoot, ...segments);
}
