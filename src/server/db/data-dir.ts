import { chmod, mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Leads, sessions and the write-ahead log live here: the owner's alone. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the folder 0700 when it is missing; an existing folder keeps the mode its owner gave it. */
export async function prepareDataDir(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/**
 * Files 0600 and folders 0700 below `dataDir`. PGlite unpacks a new cluster with files everyone can
 * read (0666) and writes some later ones (pg_internal.init) 0644 whatever the process umask, so this
 * runs once the database is open and again when it closes. In between the folder itself keeps others out.
 */
export async function restrictClusterFiles(dataDir: string): Promise<void> {
  const entries = await readdir(dataDir, { withFileTypes: true });
  await Promise.all(
    entries.map(async (entry) => {
      const path = join(dataDir, entry.name);
      if (entry.isDirectory()) {
        await chmod(path, PRIVATE_DIR_MODE);
        await restrictClusterFiles(path);
      } else if (entry.isFile()) {
        await chmod(path, PRIVATE_FILE_MODE);
      }
    }),
  );
}

/** A start-up warning when the folder lets group or others in, or null when it is private. */
export async function dataDirExposure(dataDir: string): Promise<string | null> {
  const mode = (await stat(dataDir)).mode & 0o777;
  if ((mode & 0o077) === 0) return null;
  return (
    `DATA_DIR ${dataDir} is readable by other local users (mode ${mode.toString(8).padStart(4, '0')}): ` +
    `it holds every lead. Run "chmod -R go-rwx ${dataDir}" to keep it private.`
  );
}
