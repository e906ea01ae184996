import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/connection.ts';
import { leads } from '../../src/server/db/schema.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';
import { deleteKeys, testRedisTargets } from '../support/test-redis.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const redisTargets = await testRedisTargets();
const LIMITS = { LEAD_RATE_LIMIT_PER_MINUTE: '5', LEAD_RATE_LIMIT_PER_DAY: '30', LEAD_MIN_FILL_MS: '0' };

const lead = (n: number) => ({ firstName: 'Shared', lastName: `Limit ${n}`, email: `shared-${n}@example.com`, company: 'Two Instances Inc' });

describe.each(redisTargets.flatMap((redisUrl) => TEST_DATABASES.map((database) => ({ redisUrl, database, name: database.name }))))(
  'two server instances on one $name database and one Redis',
  ({ redisUrl, database: testDatabase }) => {
    // This run's keys only: other runs (and sites) may share the Redis.
    const prefix = `test-${randomUUID()}:`;
    let database: DatabaseHandle;
    let first: TestServer;
    let second: TestServer;

    beforeAll(async () => {
      database = await testDatabase.open();
      const env = { ...LIMITS, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix };
      first = await startTestServer({ database, env });
      second = await startTestServer({ database, env });
    });
    afterAll(async () => {
      await first?.app.fastify.close();
      await second?.app.fastify.close();
      await database?.close();
      await deleteKeys(redisUrl, prefix);
    });

    const post = (server: TestServer, n: number, remoteAddress: string) =>
      server.app.fastify.inject({ method: 'POST', url: '/api/contacts', payload: lead(n), remoteAddress });

    it('share one limit: 5 a minute per client across both, then 429 with Retry-After from either', async () => {
      const address = '192.0.2.10';
      const answers = [];
      for (let n = 0; n < 5; n += 1) answers.push((await post(n % 2 === 0 ? first : second, n, address)).statusCode);
      expect(answers).toEqual([201, 201, 201, 201, 201]);
      for (const server of [first, second]) {
        const limited = await post(server, 99, address);
        expect(limited.statusCode).toBe(429);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(await database.db.select({ id: leads.id }).from(leads)).toHaveLength(5);
      // Another client has its own allowance on both.
      expect((await post(second, 100, '192.0.2.11')).statusCode).toBe(201);
    });

    it('keep their counts under the configured key prefix', async () => {
      const client = new Redis(redisUrl);
      try {
        const keys = await client.keys(`${prefix}*`);
        expect(keys.length).toBeGreaterThan(0);
        expect(keys.some((key) => key.includes('192.0.2.10'))).toBe(true);
      } finally {
        client.disconnect();
      }
    });
  },
);
