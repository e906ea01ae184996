import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../src/server/db/schema.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const SUBMISSIONS = 2_000;
const CONCURRENCY = 50;

describe.each(TEST_DATABASES)('POST /api/contacts under load on $name', (testDatabase) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      listen: true,
      database: await testDatabase.open(),
      // One client sends everything here: the limit is raised by configuration, as for a load test.
      env: { LEAD_RATE_LIMIT_PER_MINUTE: String(SUBMISSIONS * 2), LEAD_RATE_LIMIT_PER_DAY: String(SUBMISSIONS * 2) },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it(`stores ${SUBMISSIONS} valid submissions sent ${CONCURRENCY} at a time: every one answered 201, exactly that many rows`, async () => {
    const statuses = new Map<number | string, number>();
    const ids = new Set<string>();
    let next = 0;
    const worker = async () => {
      while (next < SUBMISSIONS) {
        const index = next++;
        try {
          const response = await fetch(`${server.url}/api/contacts`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              firstName: 'Load',
              lastName: `Test ${index}`,
              email: `load-${index}@example.com`,
              company: 'Throughput Inc',
              message: `Submission number ${index}`,
              website: '',
              elapsedMs: 30_000,
            }),
          });
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status === 201) ids.add(((await response.json()) as { id: string }).id);
          else await response.body?.cancel();
        } catch (error) {
          const key = `network: ${(error as Error).message}`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
        }
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    console.info(`${testDatabase.name}: ${SUBMISSIONS} submissions in ${seconds.toFixed(1)} s (${(SUBMISSIONS / seconds).toFixed(0)}/s)`);

    expect(Object.fromEntries(statuses)).toEqual({ 201: SUBMISSIONS });
    expect(ids.size).toBe(SUBMISSIONS);
    const rows = await server.database.db.select({ id: leads.id }).from(leads);
    expect(rows).toHaveLength(SUBMISSIONS);
    expect(new Set(rows.map((row) => row.id))).toEqual(ids);
  });
});
