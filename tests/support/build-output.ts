import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Manifest } from 'vite';
import { projectPath } from '../../src/server/project-root.ts';

/** The folder `npm run build` wrote (DIST_DIR, default ./dist), as the test server reads it. */
export function distDir(): string {
  return process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : projectPath('dist');
}

/** The browser build; fails loudly when there is none, so a size check can never pass on nothing. */
export function clientDir(): string {
  const dir = join(distDir(), 'client');
  if (!existsSync(join(dir, 'index.html')) || !existsSync(join(dir, '.vite', 'manifest.json'))) {
    throw new Error(`No production build in ${dir}. Run "npm run build" first (npm test does), or set DIST_DIR to a build folder.`);
  }
  return dir;
}

export async function readViteManifest(): Promise<Manifest> {
  return JSON.parse(await readFile(join(clientDir(), '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The prerendered HTML of a page path, as written to disk. */
export async function readBuiltPage(path: string): Promise<string> {
  return readFile(join(clientDir(), path === '/' ? '' : path, 'index.html'), 'utf8');
}
