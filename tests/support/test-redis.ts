import { Redis } from 'ioredis';
import { skippedVisibly } from './skipped-visibly.ts';

/**
 * The Redis the rate-limit suite shares between server instances: TEST_REDIS_URL, by default the
 * machine's own at redis://127.0.0.1:6379 (CI starts it, see .ci/run).
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

async function reachable(url: string): Promise<string | null> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2_000, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    client.disconnect();
  }
}

/**
 * The Redis URLs to test against: the configured one when it answers. In CI an unreachable Redis
 * fails the run rather than leaving the shared-limit suite out; elsewhere the suite is left out with
 * a warning, as the PostgreSQL suites are without TEST_DATABASE_URL.
 */
export async function testRedisTargets(): Promise<string[]> {
  const problem = await reachable(TEST_REDIS_URL);
  if (!problem) return [TEST_REDIS_URL];
  const message = `Redis at ${TEST_REDIS_URL} (TEST_REDIS_URL) is not reachable: ${problem}. Start it with ` +
    '"redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save \'\' --appendonly no" or point TEST_REDIS_URL at one.';
  if (process.env.CI) throw new Error(message);
  skippedVisibly('with Redis', message);
  return [];
}

/** Deletes every key under a prefix (one test run's keys). */
export async function deleteKeys(url: string, prefix: string): Promise<void> {
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}
