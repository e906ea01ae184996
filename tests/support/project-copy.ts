import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { projectPath } from '../../src/server/project-root.ts';

const run = promisify(execFile);

/**
 * A fresh copy of the project as a clone would have it (the files git knows, no build, no data), with
 * the installed node_modules hard-linked in: what `npm ci` produces, in seconds and offline. Deleting
 * in the copy only unlinks its own names; the files npm or Vite rewrite in place are real copies.
 */
export async function copyProject(to: string): Promise<void> {
  const { stdout } = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: projectPath(),
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of stdout.split('\0').filter((path) => path && existsSync(projectPath(path)))) {
    await mkdir(dirname(join(to, file)), { recursive: true });
    await copyFile(projectPath(file), join(to, file));
  }
  await run('cp', ['-al', projectPath('node_modules'), join(to, 'node_modules')]);
  await rm(join(to, 'node_modules', '.vite'), { recursive: true, force: true });
  await rm(join(to, 'node_modules', '.package-lock.json'));
  await cp(projectPath('node_modules', '.package-lock.json'), join(to, 'node_modules', '.package-lock.json'));
}
