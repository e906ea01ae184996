import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/connection.ts';
import { analyticsEvents } from '../../src/server/db/schema.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const pageView = (overrides: Record<string, unknown> = {}) => ({ name: 'page_view', path: '/solutions', ...overrides });

let addressCounter = 0;
/** A fresh client address per request group, so the rate limit of one test does not reach another. */
const nextAddress = () => `198.51.100.${++addressCounter % 250}`;

describe.each(TEST_DATABASES)('POST /api/events on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let server: TestServer;
  const servers: TestServer[] = [];

  beforeAll(async () => {
    database = await testDatabase.open();
    server = await startTestServer({ database, env: { SITE_URL: 'https://www.harborline.example' } });
    servers.push(server);
  });
  afterAll(async () => {
    for (const started of servers) await started.app.fastify.close();
    await database?.close();
  });
  beforeEach(async () => {
    await server.app.analytics.buffer.flush();
    await database.db.delete(analyticsEvents);
  });

  const post = (payload: unknown, options: { address?: string; headers?: Record<string, string>; target?: TestServer } = {}) =>
    (options.target ?? server).app.fastify.inject({
      method: 'POST',
      url: '/api/events',
      remoteAddress: options.address ?? nextAddress(),
      headers: { 'content-type': 'application/json', 'user-agent': CHROME, ...options.headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const storedEvents = async () => {
    await server.app.analytics.buffer.flush();
    return database.db.select().from(analyticsEvents).orderBy(analyticsEvents.id);
  };

  it('answers 204 with no body and no cookie, and stores the event with the referrer’s host and the campaign', async () => {
    const response = await post(
      pageView({ referrer: 'https://News.Example.com/story?id=1', utm: { source: 'newsletter', medium: 'email', campaign: 'spring' } }),
      { address: '203.0.113.77' },
    );
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['set-cookie']).toBeUndefined();
    const [event, ...others] = await storedEvents();
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      name: 'page_view',
      path: '/solutions',
      referrerHost: 'news.example.com',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
      answered: null,
    });
    expect(event!.visitorHash).toMatch(/^[0-9a-f]{32}$/);
  });

  it('never stores the address: no column of the table holds it', async () => {
    await post(pageView(), { address: '203.0.113.77' });
    await storedEvents();
    const rows = (await database.db.execute(sql`select row_to_json(e)::text as json from analytics_events e`)) as unknown as { rows: { json: string }[] };
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]!.json).not.toContain('203.0.113.77');
    expect(rows.rows[0]!.json).not.toContain('Chrome');
  });

  it('counts one visitor for one address, and two for two addresses', async () => {
    await post(pageView(), { address: '203.0.113.10' });
    await post(pageView({ path: '/' }), { address: '203.0.113.10' });
    await post(pageView(), { address: '203.0.113.11' });
    const hashes = (await storedEvents()).map((event) => event.visitorHash);
    expect(hashes[0]).toBe(hashes[1]);
    expect(hashes[2]).not.toBe(hashes[0]);
  });

  it('keeps no referrer host for a link from the site itself', async () => {
    await post(pageView({ referrer: 'https://www.harborline.example/' }));
    expect((await storedEvents())[0]!.referrerHost).toBeNull();
  });

  it('stores whether a question was answered from our content or declined', async () => {
    expect((await post({ name: 'question_asked', path: '/', answered: true })).statusCode).toBe(204);
    expect((await post({ name: 'question_asked', path: '/', answered: false })).statusCode).toBe(204);
    expect((await storedEvents()).map((event) => event.answered)).toEqual([true, false]);
  });

  it.each([
    ['an unknown event name', { name: 'purchase', path: '/' }],
    ['an unknown field', { name: 'page_view', path: '/', email: 'ann@example.com' }],
    ['a path with a query', { name: 'page_view', path: '/?q=secret' }],
    ['a path that is a URL', { name: 'page_view', path: 'https://evil.example/' }],
    ['answered on a page view', { name: 'page_view', path: '/', answered: true }],
    ['an unknown UTM key', { name: 'page_view', path: '/', utm: { id: 'x' } }],
    ['a control character', { name: 'page_view', path: '/a\u0007b' }],
    ['a campaign name over 100 characters', { name: 'page_view', path: '/', utm: { campaign: 'x'.repeat(101) } }],
    ['no name', { path: '/' }],
    ['an array', [{ name: 'page_view', path: '/' }]],
    ['malformed JSON', '{"name":"page_view",'],
  ])('refuses %s with 400 and stores nothing', async (_what, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('error');
    expect(await storedEvents()).toEqual([]);
  });

  it('refuses an oversized body with 400 and stores nothing', async () => {
    const response = await post(pageView({ referrer: `https://example.com/${'a'.repeat(3000)}` }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/at most 2048 bytes/);
    expect(await storedEvents()).toEqual([]);
  });

  it('refuses a body that is not JSON by its content type, and stores nothing', async () => {
    const response = await post(JSON.stringify(pageView()), { headers: { 'content-type': 'text/plain' } });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(await storedEvents()).toEqual([]);
  });

  it.each([
    ['a crawler', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
    ['a headless browser', { 'user-agent': CHROME.replace('Chrome/', 'HeadlessChrome/') }],
    ['a client with no user agent', { 'user-agent': '' }],
    ['a prerender (Sec-Purpose)', { 'sec-purpose': 'prefetch;prerender' }],
    ['a prefetch (Purpose)', { purpose: 'prefetch' }],
  ])('answers %s 204 and records nothing', async (_what, headers) => {
    const response = await post(pageView(), { headers });
    expect(response.statusCode).toBe(204);
    expect(await storedEvents()).toEqual([]);
  });

  it('limits each client per minute with 429 and Retry-After, without touching other clients', async () => {
    const limited = await startTestServer({ database, env: { ANALYTICS_RATE_LIMIT_PER_MINUTE: '3' } });
    servers.push(limited);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(pageView(), { address: '192.0.2.1', target: limited })).statusCode);
    expect(statuses).toEqual([204, 204, 204, 429]);
    const refused = await post(pageView(), { address: '192.0.2.1', target: limited });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(pageView(), { address: '192.0.2.2', target: limited })).statusCode).toBe(204);
    await limited.app.analytics.buffer.flush();
    expect(await storedEvents()).toHaveLength(4);
  });

  it('writes many events in batches, every acknowledged one exactly once', async () => {
    const count = 2_345;
    const responses = await Promise.all(Array.from({ length: count }, (_, i) => post(pageView({ path: `/p${i % 7}` }), { address: `10.1.${i % 200}.${i % 250}` })));
    expect(responses.every((response) => response.statusCode === 204)).toBe(true);
    const events = await storedEvents();
    expect(events).toHaveLength(count);
  });
});
