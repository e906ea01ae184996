/**
 * Issue 34, items 3 and 4, replayed as an attacker would against the running app: what anyone can POST to /api/events
 * cannot write the dashboard (junk paths, referrers and campaign names, user-agent rotation), raw events and rollups
 * have a ceiling, and no export hands a spreadsheet a formula (docs/security.md, "Analytics written by visitors").
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsReport } from '../../src/shared/analytics/analytics-report.ts';
import type { DatabaseHandle } from '../../src/server/db/connection.ts';
import { signedInCookie } from '../support/admin-session.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const JUNK_EVENTS = 100_000;
const MAX_EVENTS_PER_DAY = 20_000;
const MAX_NAMES_PER_DAY = 100;
/** Below what the bounded names alone leave of 100,000 distinct visits (101 rows), so the row ceiling itself is reached. */
const MAX_ROLLUP_ROWS_PER_DAY = 50;
const today = () => new Date().toISOString().slice(0, 10);

/** The production minimum of visits before a source is named (the shared test server shows every source). */
const PRODUCTION_MIN_VISITS = { ANALYTICS_MIN_VISITS_NAMED: '3' };

/** A distinct address for each number: 10.x.y.z. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** RFC 4180 records and fields (quoted fields, doubled quotes, line breaks inside quotes). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    record.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted) {
      if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      endField();
    } else if (char === '\r' && text[i + 1] === '\n') {
      endField();
      records.push(record);
      record = [];
      i++;
    } else {
      field += char;
    }
  }
  return records;
}

/**
 * The cells a spreadsheet would read as a formula: each field, and each piece of it a spreadsheet that splits on
 * commas, semicolons, tabs or line breaks would make a cell, starting (after spaces) with = + - @ or a full-width one.
 */
function formulaCells(csv: string): string[] {
  return parseCsv(csv.replace(/^\uFEFF/, ''))
    .flat()
    .flatMap((field) => field.split(/[,;\t\r\n]/))
    .filter((cell) => /^[ \u00A0\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell));
}

describe.each(TEST_DATABASES)('analytics written by an attacker, on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    database = await testDatabase.open();
    server = await startTestServer({
      database,
      env: {
        ...PRODUCTION_MIN_VISITS,
        ANALYTICS_MAX_EVENTS_PER_DAY: String(MAX_EVENTS_PER_DAY),
        ANALYTICS_MAX_NAMES_PER_DAY: String(MAX_NAMES_PER_DAY),
        ANALYTICS_MAX_ROLLUP_ROWS_PER_DAY: String(MAX_ROLLUP_ROWS_PER_DAY),
      },
    });
    cookie = await signedInCookie(server);
  });
  afterAll(async () => {
    await server?.app.fastify.close();
    await database?.close();
  });

  const postEvent = (payload: object, address: string, userAgent = CHROME) =>
    server.app.fastify.inject({ method: 'POST', url: '/api/events', payload, remoteAddress: address, headers: { 'user-agent': userAgent } });
  const report = async () => (await server.app.fastify.inject({ method: 'GET', url: `/api/admin/analytics?from=${today()}&to=${today()}`, headers: { cookie } })).json<AnalyticsReport>();
  const count = async (query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: { count: number }[] }).rows[0]!.count;
  const clearAnalytics = async () => {
    await server.app.analytics.buffer.flush();
    const tables = ['analytics_events', 'analytics_daily_visits', 'analytics_daily_funnel', 'analytics_daily_pages', 'analytics_daily_events', 'analytics_daily_leads', 'analytics_rolled_days', 'analytics_daily_intake'];
    for (const table of tables) {
      await database.db.execute(sql.raw(`delete from ${table}`));
    }
  };

  it(`holds ${JUNK_EVENTS.toLocaleString('en-US')} distinct junk paths, referrers and campaigns from as many addresses to the raw and rollup ceilings`, async () => {
    await clearAnalytics();
    const started = performance.now();
    for (let n = 0; n < JUNK_EVENTS; n += 500) {
      const responses = await Promise.all(
        Array.from({ length: 500 }, (_, i) =>
          postEvent(
            {
              name: 'page_view',
              path: `/URGENT-admin-reset-password-${n + i}`,
              referrer: `https://junk-${n + i}.example/`,
              utm: { source: `=HYPERLINK("http://evil.example/${n + i}")`, medium: `m${n + i}`, campaign: `c${n + i}` },
            },
            addressOf(n + i),
          ),
        ),
      );
      expect(responses.every((response) => response.statusCode === 204)).toBe(true);
    }
    await server.app.analytics.buffer.flush();
    const postingSeconds = (performance.now() - started) / 1000;

    // Raw events: the day's ceiling is written, every event past it is counted as dropped; no junk path is kept.
    expect(await count(sql`select count(*)::int as count from analytics_events`)).toBe(MAX_EVENTS_PER_DAY);
    expect(await count(sql`select count(*)::int as count from analytics_events where path <> '(other)'`)).toBe(0);
    const [intake] = ((await database.db.execute(sql`select received::int, dropped::int from analytics_daily_intake`)) as unknown as { rows: { received: number; dropped: number }[] }).rows;
    expect(intake).toEqual({ received: JUNK_EVENTS, dropped: JUNK_EVENTS - MAX_EVENTS_PER_DAY });

    // Rollups: one page row, the ceiling of visit rows, at most the day's number of names of each kind.
    const shown = await report();
    expect(await count(sql`select count(*)::int as count from analytics_daily_pages`)).toBe(1);
    expect(await count(sql`select count(*)::int as count from analytics_daily_visits`)).toBe(MAX_ROLLUP_ROWS_PER_DAY);
    for (const column of ['referrer_host', 'utm_source', 'utm_medium', 'utm_campaign']) {
      const names = await count(sql`select count(distinct ${sql.raw(column)})::int as count from analytics_daily_visits where ${sql.raw(column)} not in ('', '(other)')`);
      expect(names, column).toBeLessThanOrEqual(MAX_NAMES_PER_DAY);
    }

    // The dashboard counts every written visit and names none of the junk: each had one visit, below the minimum.
    expect(shown.totals.visits).toBe(MAX_EVENTS_PER_DAY);
    expect(shown.topPages).toEqual([{ path: '(other)', views: MAX_EVENTS_PER_DAY, visitors: MAX_EVENTS_PER_DAY }]);
    expect(shown.funnelBySource.map((row) => [row.key, row.visits])).toEqual([['(other)', MAX_EVENTS_PER_DAY]]);
    expect(shown.campaigns.map((row) => [row.source, row.campaign, row.visits])).toEqual([['(other)', '(other)', MAX_EVENTS_PER_DAY]]);
    console.info(`abuse-analytics (${testDatabase.name}): ${JUNK_EVENTS} junk events posted in ${postingSeconds.toFixed(1)} s`);
  }, 600_000);

  it('keeps the real sources by name when a script sends hundreds of names first: the most visited stay, not the first', async () => {
    await clearAnalytics();
    for (let n = 0; n < MAX_NAMES_PER_DAY * 3; n++) {
      await postEvent({ name: 'page_view', path: '/', referrer: `https://spam-${n}.example/`, utm: { source: `spam-${n}` } }, addressOf(n));
    }
    for (let n = 0; n < 5; n++) {
      await postEvent({ name: 'page_view', path: '/solutions', utm: { source: 'newsletter', campaign: 'june' } }, `203.0.113.${n}`);
      await postEvent({ name: 'page_view', path: '/es/solutions', referrer: 'https://www.google.com/search?q=x' }, `198.51.100.${n}`);
    }
    const shown = await report();
    expect(shown.funnelBySource.map((row) => [row.key, row.visits])).toEqual([
      ['(other)', MAX_NAMES_PER_DAY * 3],
      ['newsletter', 5],
      ['www.google.com', 5],
    ]);
    expect(shown.topPages.map((page) => [page.path, page.views])).toEqual([
      ['/', MAX_NAMES_PER_DAY * 3],
      ['/es/solutions', 5],
      ['/solutions', 5],
    ]);
  });

  it('names a source only from the minimum of visits on, in the dashboard and in its CSV', async () => {
    await clearAnalytics();
    for (const [source, visits] of [['two-visits', 2], ['three-visits', 3]] as const) {
      for (let n = 0; n < visits; n++) await postEvent({ name: 'page_view', path: '/news', utm: { source, campaign: source } }, `192.0.2.${source.length * 10 + n}`);
    }
    const shown = await report();
    expect(shown.funnelBySource.map((row) => [row.key, row.visits])).toEqual([
      ['three-visits', 3],
      ['(other)', 2],
    ]);
    expect(shown.campaigns.map((row) => [row.campaign, row.visits])).toEqual([
      ['three-visits', 3],
      ['(other)', 2],
    ]);
    for (const table of ['funnel-by-source', 'campaigns']) {
      const csv = (await server.app.fastify.inject({ method: 'GET', url: `/api/admin/analytics/${table}.csv?from=${today()}&to=${today()}`, headers: { cookie } })).body;
      expect(csv, table).toContain('"three-visits"');
      expect(csv, table).not.toContain('two-visits');
    }
  });

  it('counts one visitor however many user agents a client sends, from one IPv4 address or one IPv6 /64', async () => {
    await clearAnalytics();
    for (let n = 0; n < 200; n++) {
      const userAgent = `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${100 + n}.0.0.0 Safari/537.36`;
      await postEvent({ name: 'page_view', path: '/' }, '203.0.113.200', userAgent);
      await postEvent({ name: 'page_view', path: '/' }, `2001:db8:34:1:${n.toString(16)}::1`, `Mozilla/5.0 (iPhone; CPU iPhone OS 18_${n} like Mac OS X)`);
    }
    const shown = await report();
    expect(shown.totals).toMatchObject({ visits: 2, pageViews: 400 });
  });

  it('hands no spreadsheet a formula: the leads and the analytics CSV exports neutralise every payload and keep it readable', async () => {
    await clearAnalytics();
    const leadPayloads = [
      { company: '=HYPERLINK("http://evil.example","Click")' },
      { company: '+1 (954) 555-0100 Dental' },
      { company: '-2+3 Holdings' },
      { company: '@SUM(A1:A9)' },
      { company: '＝1+1 Ltd' },
      { company: 'Acme;=cmd|" /C calc"!A0' },
      { company: 'Acme,=1+1' },
      { message: 'Call me\t=1+1' },
      { message: 'Call me\r\n@SUM(1)' },
      { message: 'Call me,  -1+1' },
    ];
    for (const [n, payload] of leadPayloads.entries()) {
      const lead = { firstName: 'Ann', lastName: 'Lee', email: `ann${n}@example.com`, company: 'Lee Co', message: 'Hello there.', website: '', elapsedMs: 45_000, ...payload };
      const created = await server.app.fastify.inject({ method: 'POST', url: '/api/contacts', payload: lead, remoteAddress: `192.0.2.${100 + n}` });
      expect(created.statusCode, JSON.stringify(payload)).toBe(201);
    }
    const leadsCsv = (await server.app.fastify.inject({ method: 'GET', url: '/api/admin/leads/export.csv', headers: { cookie } })).body;
    expect(formulaCells(leadsCsv)).toEqual([]);
    expect(leadsCsv).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(leadsCsv).toContain(`"'+1 (954) 555-0100 Dental"`);
    expect(leadsCsv).toContain(`"Acme;'=cmd|"" /C calc""!A0"`);
    expect(leadsCsv).toContain(`"Call me\t'=1+1"`);

    // A campaign's words arrive as UTM values; with enough visits they are shown, so they reach the CSV.
    const utmPayloads = ['=HYPERLINK("http://evil.example")', '+cmd', '-1+1', '@SUM(1)', '＝1', '   =1+1', 'spring;=cmd()', 'spring,=1+1'];
    for (const [n, source] of utmPayloads.entries()) {
      for (let visit = 0; visit < 3; visit++) {
        expect((await postEvent({ name: 'page_view', path: '/', utm: { source, medium: source, campaign: source } }, `198.18.${n}.${visit}`)).statusCode).toBe(204);
      }
    }
    for (const table of ['funnel-by-source', 'campaigns']) {
      const csv = (await server.app.fastify.inject({ method: 'GET', url: `/api/admin/analytics/${table}.csv?from=${today()}&to=${today()}`, headers: { cookie } })).body;
      expect(formulaCells(csv), table).toEqual([]);
      expect(csv, table).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
      expect(csv, table).toContain(`"'   =1+1"`);
      expect(csv, table).toContain(`"spring,'=1+1"`);
    }
  });
});
