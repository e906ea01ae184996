import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsReport } from '../../src/shared/analytics/analytics-report.ts';
import type { DatabaseHandle } from '../../src/server/db/connection.ts';
import { callConsents, leadCalls, leads } from '../../src/server/db/schema.ts';
import { signedInCookie } from '../support/admin-session.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const today = new Date().toISOString().slice(0, 10);
const lead = (email: string) => ({ firstName: 'Ann', lastName: 'Lee', email, company: 'Lee Co', message: 'Hello there.', website: '', elapsedMs: 45_000 });

describe.each(TEST_DATABASES)('the analytics dashboard API on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    database = await testDatabase.open();
    server = await startTestServer({ database });
    cookie = await signedInCookie(server);
  });
  afterAll(async () => {
    await server?.app.fastify.close();
    await database?.close();
  });

  const inject = (url: string, payload: object, address: string) =>
    server.app.fastify.inject({ method: 'POST', url, payload, remoteAddress: address, headers: { 'user-agent': CHROME } });
  const get = (url: string, withCookie = true) => server.app.fastify.inject({ method: 'GET', url, headers: withCookie ? { cookie } : {} });

  it('is for signed-in staff only', async () => {
    expect((await get(`/api/admin/analytics?from=${today}&to=${today}`, false)).statusCode).toBe(401);
    expect((await get(`/api/admin/analytics/daily.csv?from=${today}&to=${today}`, false)).statusCode).toBe(401);
  });

  it.each([
    ['no range', ''],
    ['a day that does not exist', '?from=2026-02-30&to=2026-03-01'],
    ['from after to', '?from=2026-03-02&to=2026-03-01'],
    ['more than two years', '?from=2020-01-01&to=2026-01-01'],
    ['an unknown parameter', `?from=${today}&to=${today}&x=1`],
  ])('refuses %s with 400', async (_what, query) => {
    const response = await get(`/api/admin/analytics${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/date range/);
  });

  it('reports today’s visits, funnel and sources exactly as the rows say, with events acknowledged a moment ago', async () => {
    // Two visitors from a campaign, one from a search engine; one campaign visitor opens the chat and sends a lead
    // that asks for a call, which is placed and answered.
    await inject('/api/events', { name: 'page_view', path: '/', utm: { source: 'newsletter', medium: 'email', campaign: 'june' } }, '203.0.113.1');
    await inject('/api/events', { name: 'page_view', path: '/solutions' }, '203.0.113.1');
    await inject('/api/events', { name: 'chat_opened', path: '/solutions' }, '203.0.113.1');
    await inject('/api/events', { name: 'question_asked', path: '/solutions', answered: false }, '203.0.113.1');
    await inject('/api/events', { name: 'page_view', path: '/', utm: { source: 'newsletter', medium: 'email', campaign: 'june' } }, '203.0.113.2');
    await inject('/api/events', { name: 'page_view', path: '/news', referrer: 'https://www.google.com/' }, '203.0.113.3');
    const created = await inject('/api/contacts', lead('ann@lee.example'), '203.0.113.1');
    expect(created.statusCode).toBe(201);
    const leadId = created.json().id as string;
    await database.db.insert(callConsents).values({ leadId, text: 'Call me', version: 'test' });
    const placedAt = new Date(Date.now() + 42_000);
    await database.db.insert(leadCalls).values({ leadId, status: 'ended', placedAt, endedReason: 'customer-ended-call', durationSeconds: 75 });
    await database.db.execute(sql`insert into assistant_unanswered_questions (question_key, question_text, asked_on, count) values ('fax', 'do you send faxes', ${today}::date, 3), ('parking', 'is there parking', ${today}::date, 5)`);

    const response = await get(`/api/admin/analytics?from=${today}&to=${today}`);
    expect(response.statusCode).toBe(200);
    const report = response.json() as AnalyticsReport;
    expect(report.totals).toMatchObject({ visits: 3, engagedVisits: 1, pageViews: 4, leads: 1, callBacksRequested: 1, callsPlaced: 1, callsAnswered: 1, chatsOpened: 1, questionsDeclined: 1 });
    expect(report.daily).toEqual([{ day: today, visits: 3, pageViews: 4 }]);
    expect(report.funnelBySource).toEqual([
      { key: 'newsletter', visits: 2, engagedVisits: 1, leads: 1, callBacksRequested: 1, callsPlaced: 1, callsAnswered: 1 },
      { key: 'www.google.com', visits: 1, engagedVisits: 0, leads: 0, callBacksRequested: 0, callsPlaced: 0, callsAnswered: 0 },
    ]);
    expect(report.campaigns).toEqual([{ source: 'newsletter', medium: 'email', campaign: 'june', visits: 2, engagedVisits: 1, leads: 1 }]);
    expect(report.topPages.map((page) => [page.path, page.views])).toEqual([
      ['/', 2],
      ['/news', 1],
      ['/solutions', 1],
    ]);
    expect(report.unansweredQuestions).toEqual([
      { question: 'is there parking', count: 5 },
      { question: 'do you send faxes', count: 3 },
    ]);
    const [row] = await database.db.select({ createdAt: leads.createdAt }).from(leads);
    expect(report.speedToLead.calls).toBe(1);
    expect(report.speedToLead.medianSeconds).toBeCloseTo((placedAt.getTime() - row!.createdAt.getTime()) / 1000, 0);
    expect(report.previousRange.to < today).toBe(true);
  });

  it('exports each table as CSV with the same rows', async () => {
    const response = await get(`/api/admin/analytics/funnel-by-source.csv?from=${today}&to=${today}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain(`funnel-by-source-${today}-to-${today}.csv`);
    expect(response.body).toBe(
      '"source","visits","engagedVisits","leads","callBacksRequested","callsPlaced","callsAnswered"\r\n"newsletter","2","1","1","1","1","1"\r\n"www.google.com","1","0","0","0","0","0"\r\n',
    );
    expect((await get(`/api/admin/analytics/secrets.csv?from=${today}&to=${today}`)).statusCode).toBe(404);
  });
});

// A second connection holds the rollup's lock, as a refresh stuck behind a flood of events would: PostgreSQL only.
describe.each(TEST_DATABASES.filter((candidate) => candidate.name === 'PostgreSQL'))('the dashboard while today’s rollup is slow, on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    database = await testDatabase.open();
    server = await startTestServer({ database, env: { ANALYTICS_TODAY_REFRESH_WAIT_MS: '100' } });
    cookie = await signedInCookie(server);
  });
  afterAll(async () => {
    await server?.app.fastify.close();
    await database?.close();
  });

  const pageView = (address: string) =>
    server.app.fastify.inject({ method: 'POST', url: '/api/events', payload: { name: 'page_view', path: '/' }, remoteAddress: address, headers: { 'user-agent': CHROME } });
  const visitsToday = async () => {
    const response = await server.app.fastify.inject({ method: 'GET', url: `/api/admin/analytics?from=${today}&to=${today}`, headers: { cookie } });
    return response.json<AnalyticsReport>().totals.visits;
  };

  it('answers from the last rollup instead of waiting, and shows the new events once the refresh has run', async () => {
    await pageView('203.0.113.101');
    expect(await visitsToday()).toBe(1);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(7341925)`);
      locked();
      await held;
    });
    await lockTaken;
    await pageView('203.0.113.102');
    const started = performance.now();
    expect(await visitsToday()).toBe(1);
    expect(performance.now() - started).toBeLessThan(2_000);

    release();
    await holder;
    await expect.poll(visitsToday, { timeout: 10_000 }).toBe(2);
  });
});
