import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/connection.ts';
import { leads, leadDeliveries } from '../../src/server/db/schema.ts';
import { RATE_LIMITED_MESSAGE } from '../../src/server/security/lead-rate-limit.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { unreachableDatabase } from '../support/unreachable-database.ts';

/** The production defaults: 5 a minute, 30 a day, at least 2 s from page load to sending. */
const PRODUCTION = { LEAD_RATE_LIMIT_PER_MINUTE: '5', LEAD_RATE_LIMIT_PER_DAY: '30', LEAD_MIN_FILL_MS: '2000' };

const lead = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Maya',
  lastName: 'Brooks',
  email: 'maya@brooks-law.com',
  company: 'Brooks Law',
  message: 'We need intake calls answered at night.',
  website: '',
  elapsedMs: 45_000,
  ...overrides,
});

/** A configured channel (a port that refuses connections), so a notified lead has an outbox row. */
const NOTIFYING = {
  LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/never',
  LEAD_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
  LEAD_RETRY_SCHEDULE: '1h,1h,1h',
};

let addressCounter = 0;
/** A fresh client address per test, so limits from other tests do not interfere. */
const nextAddress = () => `198.51.100.${++addressCounter}`;

describe.each(TEST_DATABASES)('abuse protection on $name', (testDatabase) => {
  let database: DatabaseHandle;
  const servers: TestServer[] = [];
  const serverWith = async (env: Record<string, string> = {}) => {
    const started = await startTestServer({ database, env: { ...PRODUCTION, ...NOTIFYING, ...env } });
    servers.push(started);
    return started;
  };
  let server: TestServer;

  beforeAll(async () => {
    database = await testDatabase.open();
    server = await serverWith();
  });
  afterAll(async () => {
    for (const started of servers) await started.app.fastify.close();
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.delete(leads);
  });

  const post = (target: TestServer, payload: unknown, remoteAddress = nextAddress(), headers: Record<string, string> = {}) =>
    target.app.fastify.inject({ method: 'POST', url: '/api/contacts', payload: payload as object, remoteAddress, headers });

  const rowOf = async (id: string) => {
    const [row] = await database.db.select().from(leads).where(eq(leads.id, id));
    const deliveries = await database.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id));
    return { ...row!, notified: deliveries.length > 0 };
  };

  describe('bots are answered as if accepted, stored as spam and never notified', () => {
    it('a filled honeypot', async () => {
      const response = await post(server, lead({ website: 'https://seo-deals.example' }));
      expect(response.statusCode).toBe(201);
      expect(Object.keys(response.json()).sort()).toEqual(['booking', 'createdAt', 'id']);
      expect(await rowOf(response.json().id)).toMatchObject({ email: 'maya@brooks-law.com', isSpam: true, notified: false });
    });

    it('a form sent faster than the minimum fill time', async () => {
      const response = await post(server, lead({ elapsedMs: 900 }));
      expect(response.statusCode).toBe(201);
      expect(await rowOf(response.json().id)).toMatchObject({ isSpam: true, notified: false });
    });

    it('while a person, with the honeypot empty and enough time, is a lead the team is told about', async () => {
      const person = await post(server, lead({ elapsedMs: 2_000 }));
      expect(person.statusCode).toBe(201);
      expect(await rowOf(person.json().id)).toMatchObject({ isSpam: false, notified: true });
      // Callers without the timing (API clients, older pages) count as people: see the decision record.
      const untimed = await post(server, lead({ email: 'api@brooks-law.com', elapsedMs: undefined, website: undefined }));
      expect(await rowOf(untimed.json().id)).toMatchObject({ isSpam: false, notified: true });
    });

    it('spam signals of the wrong type are rejected like any invalid field, and nothing is stored', async () => {
      const response = await post(server, lead({ elapsedMs: 'soon', website: 42 }));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toMatchObject({ elapsedMs: expect.any(String), website: expect.any(String) });
      expect(await database.db.select().from(leads)).toEqual([]);
    });
  });

  describe('the same e-mail and message within 10 minutes is stored but notified once', () => {
    it('a repeat, in any letter case, is not notified; another message is', async () => {
      const first = await post(server, lead());
      const repeat = await post(server, lead({ email: 'MAYA@Brooks-Law.com' }));
      const other = await post(server, lead({ message: 'Also weekend coverage, please.' }));
      expect([first.statusCode, repeat.statusCode, other.statusCode]).toEqual([201, 201, 201]);
      expect(await rowOf(first.json().id)).toMatchObject({ isSpam: false, notified: true });
      expect(await rowOf(repeat.json().id)).toMatchObject({ isSpam: false, notified: false });
      expect(await rowOf(other.json().id)).toMatchObject({ notified: true });
      expect(await database.db.select().from(leads)).toHaveLength(3);
    });

    it('after 10 minutes the same request is notified again; an earlier spam copy does not count', async () => {
      const first = await post(server, lead());
      await database.db.update(leads).set({ createdAt: sql`now() - interval '11 minutes'` }).where(eq(leads.id, first.json().id));
      const later = await post(server, lead());
      expect(await rowOf(later.json().id)).toMatchObject({ notified: true });

      await database.db.delete(leads);
      await post(server, lead({ elapsedMs: 100 }));
      const afterSpam = await post(server, lead());
      expect(await rowOf(afterSpam.json().id)).toMatchObject({ isSpam: false, notified: true });
    });

    it('concurrent repeats (a double submit) notify exactly once', async () => {
      const responses = await Promise.all(Array.from({ length: 8 }, () => post(server, lead())));
      expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
      const rows = await Promise.all(responses.map((response) => rowOf(response.json().id)));
      expect(rows.filter((row) => row.notified)).toHaveLength(1);
    });
  });

  describe('rate limit per client IP', () => {
    it('allows 5 a minute, then answers 429 with Retry-After and stores nothing more', async () => {
      const address = nextAddress();
      for (let i = 0; i < 5; i += 1) {
        expect((await post(server, lead({ email: `m${i}@brooks-law.com` }), address)).statusCode).toBe(201);
      }
      const limited = await post(server, lead({ email: 'sixth@brooks-law.com' }), address);
      expect(limited.statusCode).toBe(429);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(limited.json()).toEqual({ error: RATE_LIMITED_MESSAGE });
      expect(await database.db.select().from(leads)).toHaveLength(5);
      // Another client is not affected, and neither are pages.
      expect((await post(server, lead({ email: 'other@brooks-law.com' }))).statusCode).toBe(201);
      for (let i = 0; i < 10; i += 1) {
        expect((await server.app.fastify.inject({ url: '/healthz', remoteAddress: address })).statusCode).toBe(200);
      }
    });

    it('counts malformed and invalid requests too, before reading them', async () => {
      const address = nextAddress();
      for (let i = 0; i < 5; i += 1) expect((await post(server, {}, address)).statusCode).toBe(400);
      const limited = await server.app.fastify.inject({
        method: 'POST',
        url: '/api/contacts',
        remoteAddress: address,
        headers: { 'content-type': 'application/json' },
        payload: '{"not json',
      });
      expect(limited.statusCode).toBe(429);
    });

    it('also limits per day, with a Retry-After of up to a day', async () => {
      const daily = await serverWith({ LEAD_RATE_LIMIT_PER_MINUTE: '100', LEAD_RATE_LIMIT_PER_DAY: '3' });
      const address = nextAddress();
      for (let i = 0; i < 3; i += 1) expect((await post(daily, lead({ email: `d${i}@brooks-law.com` }), address)).statusCode).toBe(201);
      const limited = await post(daily, lead({ email: 'd3@brooks-law.com' }), address);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(24 * 60 * 60);
    });

    it('is kept in memory by default: two instances without REDIS_URL count separately', async () => {
      const other = await serverWith();
      const address = nextAddress();
      const answers = [];
      for (let i = 0; i < 6; i += 1) answers.push((await post(server, lead({ email: `a${i}@brooks-law.com` }), address)).statusCode);
      for (let i = 0; i < 6; i += 1) answers.push((await post(other, lead({ email: `b${i}@brooks-law.com` }), address)).statusCode);
      expect(answers).toEqual([201, 201, 201, 201, 201, 429, 201, 201, 201, 201, 201, 429]);
    });

    it('groups IPv6 clients by their /64, so rotating addresses inside it does not help', async () => {
      for (let i = 1; i <= 5; i += 1) {
        expect((await post(server, lead({ email: `v6-${i}@brooks-law.com` }), `2001:db8:1:2::${i}`)).statusCode).toBe(201);
      }
      expect((await post(server, lead({ email: 'v6-6@brooks-law.com' }), '2001:db8:1:2::ffff')).statusCode).toBe(429);
      expect((await post(server, lead({ email: 'v6-7@brooks-law.com' }), '2001:db8:1:3::1')).statusCode).toBe(201);
    });

    it('ignores X-Forwarded-For unless TRUST_PROXY says to trust the sender', async () => {
      const address = nextAddress();
      for (let i = 0; i < 5; i += 1) {
        const spoofed = { 'x-forwarded-for': `203.0.113.${i}` };
        expect((await post(server, lead({ email: `x${i}@brooks-law.com` }), address, spoofed)).statusCode).toBe(201);
      }
      expect((await post(server, lead({ email: 'x5@brooks-law.com' }), address, { 'x-forwarded-for': '203.0.113.99' })).statusCode).toBe(429);
    });

    it('behind a trusted proxy, limits each client the proxy names, and still ignores untrusted senders', async () => {
      const proxy = '10.0.0.7';
      const proxied = await serverWith({ TRUST_PROXY: proxy });
      const viaProxy = (client: string, email: string) => post(proxied, lead({ email }), proxy, { 'x-forwarded-for': client });
      for (let i = 0; i < 5; i += 1) expect((await viaProxy('203.0.113.10', `p${i}@brooks-law.com`)).statusCode).toBe(201);
      expect((await viaProxy('203.0.113.10', 'p5@brooks-law.com')).statusCode).toBe(429);
      // Another visitor behind the same proxy has their own allowance.
      expect((await viaProxy('203.0.113.11', 'p6@brooks-law.com')).statusCode).toBe(201);
      // A client that is not the proxy cannot pick its address with the header.
      const direct = nextAddress();
      for (let i = 0; i < 5; i += 1) {
        expect((await post(proxied, lead({ email: `q${i}@brooks-law.com` }), direct, { 'x-forwarded-for': `203.0.113.${20 + i}` })).statusCode).toBe(201);
      }
      expect((await post(proxied, lead({ email: 'q5@brooks-law.com' }), direct, { 'x-forwarded-for': '203.0.113.30' })).statusCode).toBe(429);
    });
  });
});

describe('rate limit configuration', () => {
  it('a configured Redis that cannot be reached stops start-up instead of silently not limiting', async () => {
    const database = unreachableDatabase();
    await expect(startTestServer({ database, env: { REDIS_URL: 'redis://127.0.0.1:1' } })).rejects.toThrow(/Redis at REDIS_URL is not reachable/);
    await database.close();
  });
});
