import { PassThrough, type Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

import { exportSnapshot } from './export-snapshot.ts';
import { pgliteSession, postgresSession } from './sql-session.ts';

export type SnapshotExport = (write: (lines: string) => Promise<void>) => Promise<number>;

/**
 * PostgreSQL: one REPEATABLE READ, READ ONLY transaction on a connection of its own. It sees one moment of
 * the database and blocks no writer: the site goes on taking leads while it runs.
 */
export const postgresExport =
  (url: string): SnapshotExport =>
  async (write) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('begin isolation level repeatable read read only');
      const rows = await exportSnapshot(postgresSession(client), 'postgres', write);
      await client.query('commit');
      return rows;
    } finally {
      await client.end();
    }
  };

/**
 * PGlite: one transaction on the open instance. PGlite runs one statement at a time, so queries of the
 * site wait while it runs (measured in the README); nothing else changes under it.
 */
export const pgliteExport =
  (client: PGlite): SnapshotExport =>
  (write) =>
    client.transaction((tx) => exportSnapshot(pgliteSession(tx), 'pglite', write));

/** The export as gzip'd bytes, written as fast as the reader takes them. An error ends the stream with it. */
export function gzippedExport(run: SnapshotExport): Readable {
  const gzip = createGzip();
  const out = new PassThrough();
  gzip.pipe(out);
  const write = (lines: string) =>
    new Promise<void>((resolve, reject) => {
      if (gzip.destroyed) reject(new Error('The backup stream was closed.'));
      else if (gzip.write(lines)) resolve();
      else gzip.once('drain', resolve);
    });
  run(write).then(
    () => gzip.end(),
    (error: unknown) => out.destroy(error as Error),
  );
  return out;
}

