import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * `npm start` (scripts/run-built.mjs) in a project of its own: a build deployed alone (no sources to compare with)
 * whose server only says it ran, so the tests see which build would be served.
 */
let folder: string;
let project: string;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'run-built-'));
  project = join(folder, 'release-1');
  await mkdir(join(project, 'scripts'), { recursive: true });
  await copyFile(join(import.meta.dirname, 'run-built.mjs'), join(project, 'scripts', 'run-built.mjs'));
  await mkdir(join(project, 'dist', 'server'), { recursive: true });
  await mkdir(join(project, 'dist', 'client'), { recursive: true });
  await writeFile(join(project, 'dist', 'client', 'index.html'), '<!DOCTYPE html>');
  await writeFile(join(project, 'dist', 'server', 'main.js'), "console.log('served the build in', process.argv[1] ?? '', import.meta.dirname);\n");
});
afterEach(() => rm(folder, { recursive: true, force: true }));

const start = (cwd: string, distDir: string) =>
  spawnSync(process.execPath, ['scripts/run-built.mjs', 'main'], { cwd, env: { PATH: process.env.PATH, DIST_DIR: distDir }, encoding: 'utf8' });

describe('npm start with DIST_DIR', () => {
  it('refuses a build folder outside the project, says why, and builds nothing there', () => {
    const elsewhere = join(folder, 'elsewhere', 'dist');
    const started = start(project, elsewhere);
    expect(started.status).toBe(1);
    expect(started.stderr).toContain(`DIST_DIR is outside the project folder: ${elsewhere} is not inside`);
    expect(started.stderr).toContain('set DIST_DIR to a folder inside it');
    expect(started.stdout).not.toContain('served the build');
    expect(existsSync(elsewhere)).toBe(false);
  });

  it('serves a build inside the project when the project is reached through a link (a release behind "current")', async () => {
    const current = join(folder, 'current');
    await symlink(project, current, 'dir');
    const started = start(current, join(current, 'dist'));
    expect(started.stderr).toBe('');
    expect(started.status).toBe(0);
    expect(started.stdout).toContain('served the build in');
    expect(started.stdout).toContain(join('release-1', 'dist', 'server'));
  });
});
