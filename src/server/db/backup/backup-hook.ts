import { chmod, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PRIVATE_FILE_MODE } from '../data-dir.ts';
import { gzippedExport, type SnapshotExport } from './snapshots.ts';

/**
 * The embedded database is open in one process, the server's. `npm run backup` asks that process for a
 * snapshot over a Unix socket in DATA_DIR: only the folder's owner can reach it (the folder is 0700, the
 * socket 0600), who could read the database files anyway. Nothing else is served on it.
 */
export const backupSocketPath = (dataDir: string) => join(dataDir, 'backup.sock');
const BACKUP_PATH = '/backup';

export interface BackupHook {
  close(): Promise<void>;
}

export async function serveBackups(dataDir: string, run: SnapshotExport, log: { info(message: string): void; error(error: unknown, message: string): void }): Promise<BackupHook> {
  const path = backupSocketPath(dataDir);
  // A socket left by a server that died; the data folder's lock says no other server is using it.
  await rm(path, { force: true });
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== BACKUP_PATH) {
      res.writeHead(404).end();
      return;
    }
    const began = performance.now();
    res.writeHead(200, { 'content-type': 'application/gzip' });
    pipeline(gzippedExport(run), res).then(
      () => log.info(`backup sent in ${Math.round(performance.now() - began)} ms`),
      (error: unknown) => log.error(error, 'backup failed'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  await chmod(path, PRIVATE_FILE_MODE);
  return {
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(path, { force: true });
    },
  };
}

/** The running server's snapshot, or null when no server answers on the data folder's socket. */
export function requestBackup(dataDir: string): Promise<Readable | null> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: backupSocketPath(dataDir), path: BACKUP_PATH, method: 'GET' }, (res) => {
      if (res.statusCode === 200) resolve(res);
      else reject(new Error(`The server answered ${res.statusCode} to the backup request.`));
    });
    req.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    req.end();
  });
}
