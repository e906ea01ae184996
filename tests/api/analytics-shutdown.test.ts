import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseTarget } from '../../src/server/db/connection.ts';
import { startBuiltServer } from '../support/built-server.ts';
import { createPostgresDatabase } from '../support/fresh-postgres.ts';
import { testPostgresUrl } from '../support/test-databases.ts';
import { migratedDataDir } from '../support/migrated-data-dir.ts';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

const postgresUrl = testPostgresUrl('of analytics at shutdown on PostgreSQL');

async function embedded(): Promise<{ env: Record<string, string>; target: DatabaseTarget }> {
  const dataDir = await migratedDataDir('analytics-shutdown-');
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  return { env: { DATA_DIR: dataDir }, target: { kind: 'pglite', dataDir } };
}

async function postgres(): Promise<{ env: Record<string, string>; target: DatabaseTarget }> {
  const database = await createPostgresDatabase(postgresUrl!);
  cleanups.push(() => database.drop());
  return { env: { DATABASE_URL: database.url }, target: { kind: 'postgres', url: database.url } };
}

const databases = [{ name: 'PGlite', open: embedded }, ...(postgresUrl ? [{ name: 'PostgreSQL', open: postgres }] : [])];

describe.each(databases)('analytics events at shutdown on $name', ({ open }) => {
  it('writes every acknowledged event before the process exits on SIGTERM', async () => {
    const { env, target } = await open();
    const server = await startBuiltServer(env);
    cleanups.push(() => server.kill('SIGKILL'));
    // Fewer than a batch and sent within the flush interval: they are all still in memory when SIGTERM comes.
    const sent = 300;
    const answers = await Promise.all(
      Array.from({ length: sent }, (_, index) =>
        fetch(`${server.url}/api/events`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': CHROME },
          body: JSON.stringify({ name: 'page_view', path: `/p${index % 5}` }),
        }),
      ),
    );
    const acknowledged = answers.filter((answer) => answer.status === 204).length;
    expect(acknowledged).toBe(sent);
    expect((await server.kill('SIGTERM')).code).toBe(0);

    const database = await openDatabase(target);
    try {
      const result = (await database.db.execute(sql`select count(*)::int as count from analytics_events`)) as unknown as { rows: { count: number }[] };
      expect(result.rows[0]!.count).toBe(acknowledged);
    } finally {
      await database.close();
    }
  });
});
