import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'harborline.lock';
const heldHere = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a single-process database and does not notice a second process opening its folder, which
 * corrupts it. A lock file with the owner's pid refuses a second opener (the server and the admin CLI
 * alike); a lock whose process is gone is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx', mode: 0o600 });
      heldHere.add(path);
      return () => {
        heldHere.delete(path);
        rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(path, 'utf8').trim());
      const stale = !Number.isInteger(owner) || owner <= 0 || (owner === process.pid ? !heldHere.has(path) : !isRunning(owner));
      if (!stale) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${owner}${owner === process.pid ? ' (this one)' : ''}. ` +
            'PGlite allows one process at a time: stop the server before using the admin CLI, or set DATABASE_URL to a ' +
            `PostgreSQL database to use both at once. If no such process is running, delete ${path}.`,
          { cause: error },
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
