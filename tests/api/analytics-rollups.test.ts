import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/connection.ts';
import {
  analyticsDailyEvents,
  analyticsDailyFunnel,
  analyticsDailyPages,
  analyticsDailyVisits,
  analyticsEvents,
  analyticsRolledDays,
  type AnalyticsEventRow,
} from '../../src/server/db/schema.ts';
import { rollUpDay, runAnalyticsMaintenance } from '../../src/server/features/analytics/rollups.ts';
import { ANALYTICS_BOUND_DEFAULTS } from '../../src/server/config/analytics-bounds.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';

const event = (at: string, visitor: string, overrides: Partial<AnalyticsEventRow> = {}): AnalyticsEventRow => ({
  occurredAt: new Date(at),
  name: 'page_view',
  path: '/',
  visitorHash: visitor.padEnd(32, '0'),
  ...overrides,
});

const NOW = new Date('2026-06-15T12:00:00Z');

describe.each(TEST_DATABASES)('analytics rollups and retention on $name', (testDatabase) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(async () => database?.close());
  beforeEach(async () => {
    for (const table of [analyticsEvents, analyticsDailyVisits, analyticsDailyFunnel, analyticsDailyPages, analyticsDailyEvents, analyticsRolledDays]) await database.db.delete(table);
  });

  const visitsOf = (day: string) =>
    database.db
      .select()
      .from(analyticsDailyVisits)
      .then((rows) => rows.filter((row) => row.day === day).sort((a, b) => `${a.landingPage} ${a.referrerHost}`.localeCompare(`${b.landingPage} ${b.referrerHost}`)));

  it('counts each visitor-day once, attributed to its first page view, with its engagement and page views', async () => {
    await database.db.insert(analyticsEvents).values([
      // a: lands on /solutions from a campaign, then reads / and opens the chat.
      event('2026-06-14T09:00:00Z', 'a', { path: '/solutions', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'june' }),
      event('2026-06-14T09:01:00Z', 'a', { path: '/' }),
      event('2026-06-14T09:02:00Z', 'a', { name: 'chat_opened', path: '/' }),
      event('2026-06-14T09:03:00Z', 'a', { name: 'question_asked', path: '/', answered: true }),
      // b: from a search engine, reads one page.
      event('2026-06-14T10:00:00Z', 'b', { path: '/', referrerHost: 'www.google.com' }),
      // c: direct, two pages, starts the demo form.
      event('2026-06-14T11:00:00Z', 'c', { path: '/' }),
      event('2026-06-14T11:01:00Z', 'c', { path: '/solutions' }),
      event('2026-06-14T11:02:00Z', 'c', { name: 'demo_form_started', path: '/' }),
      event('2026-06-14T11:03:00Z', 'c', { name: 'question_asked', path: '/', answered: false }),
      // the next day is another day.
      event('2026-06-15T00:00:00Z', 'a', { path: '/news' }),
    ]);
    await rollUpDay(database.db, '2026-06-14', NOW, ANALYTICS_BOUND_DEFAULTS);

    expect(await visitsOf('2026-06-14')).toEqual([
      { day: '2026-06-14', landingPage: '/', referrerHost: '', utmSource: '', utmMedium: '', utmCampaign: '', visits: 1, engagedVisits: 1, pageViews: 2 },
      { day: '2026-06-14', landingPage: '/', referrerHost: 'www.google.com', utmSource: '', utmMedium: '', utmCampaign: '', visits: 1, engagedVisits: 0, pageViews: 1 },
      { day: '2026-06-14', landingPage: '/solutions', referrerHost: '', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'june', visits: 1, engagedVisits: 1, pageViews: 2 },
    ]);
    const pages = (await database.db.select().from(analyticsDailyPages)).sort((a, b) => a.path.localeCompare(b.path));
    expect(pages).toEqual([
      { day: '2026-06-14', path: '/', views: 3, visitors: 3 },
      { day: '2026-06-14', path: '/solutions', views: 2, visitors: 2 },
    ]);
    const events = (await database.db.select().from(analyticsDailyEvents)).map(({ name, outcome, count, visitors }) => `${name}/${outcome}: ${count} by ${visitors}`);
    expect(events.sort()).toEqual([
      'chat_opened/: 1 by 1',
      'demo_form_started/: 1 by 1',
      'page_view/: 5 by 3',
      'question_asked/answered: 1 by 1',
      'question_asked/declined: 1 by 1',
    ]);
    const funnel = (await database.db.select().from(analyticsDailyFunnel)).map(({ dimension, key, visits, engagedVisits, pageViews }) => [dimension, key, visits, engagedVisits, pageViews]);
    expect(funnel.sort()).toEqual([
      ['landingPage', '/', 2, 1, 3],
      ['landingPage', '/solutions', 1, 1, 2],
      ['source', '(direct)', 1, 1, 2],
      ['source', 'newsletter', 1, 1, 2],
      ['source', 'www.google.com', 1, 0, 1],
    ]);
  });

  it('gives the same rollups when run again, also after more events arrived that day', async () => {
    await database.db.insert(analyticsEvents).values([event('2026-06-14T09:00:00Z', 'a'), event('2026-06-14T09:30:00Z', 'b')]);
    await rollUpDay(database.db, '2026-06-14', NOW, ANALYTICS_BOUND_DEFAULTS);
    await rollUpDay(database.db, '2026-06-14', NOW, ANALYTICS_BOUND_DEFAULTS);
    expect((await visitsOf('2026-06-14')).map((row) => row.visits)).toEqual([2]);
    await database.db.insert(analyticsEvents).values([event('2026-06-14T23:59:59Z', 'c')]);
    await rollUpDay(database.db, '2026-06-14', NOW, ANALYTICS_BOUND_DEFAULTS);
    expect((await visitsOf('2026-06-14')).map((row) => row.visits)).toEqual([3]);
  });

  it('rolls up missed days, deletes raw events past ANALYTICS_RETENTION_DAYS, and keeps the rollups', async () => {
    await database.db.insert(analyticsEvents).values([
      event('2026-03-01T10:00:00Z', 'old'), // 106 days before NOW: past a 90-day retention
      event('2026-03-17T10:00:00Z', 'edge'), // exactly 90 days before NOW's day: kept
      event('2026-06-10T10:00:00Z', 'recent'),
      event('2026-06-15T10:00:00Z', 'today'),
    ]);
    const { rolledUp, deleted } = await runAnalyticsMaintenance(database.db, NOW, 90, ANALYTICS_BOUND_DEFAULTS);
    expect(rolledUp).toEqual(['2026-03-01', '2026-03-17', '2026-06-10', '2026-06-14', '2026-06-15']);
    expect(deleted).toBe(1);
    const remaining = (await database.db.select().from(analyticsEvents)).map((row) => row.visitorHash.replace(/0+$/, ''));
    expect(remaining.sort()).toEqual(['edge', 'recent', 'today']);
    expect((await visitsOf('2026-03-01')).map((row) => row.visits)).toEqual([1]);
    // A second run finds nothing missed and nothing more to delete; the old day's rollup stays.
    const again = await runAnalyticsMaintenance(database.db, NOW, 90, ANALYTICS_BOUND_DEFAULTS);
    expect(again).toEqual({ rolledUp: ['2026-06-14', '2026-06-15'], deleted: 0 });
    expect((await visitsOf('2026-03-01')).map((row) => row.visits)).toEqual([1]);
  });

  it('keeps the most visited names and pages of a day within its bounds, the rest in one "(other)" row each', async () => {
    const bounds = { maxNamesPerDay: 2, maxRollupRowsPerDay: 3 };
    // Written before paths were checked, or by hand: pages that are not ours, next to one already counted as (other).
    const paths = ['/a', '/a', '/a', '/b', '/b', '/c', '/d', '(other)'];
    const sources = ['big', 'big', 'big', 'mid', 'mid', 'small', 'tiny', 'tiny'];
    await database.db.insert(analyticsEvents).values(paths.map((path, n) => event('2026-06-14T09:00:00Z', `v${n}`, { path, utmSource: sources[n] })));
    await rollUpDay(database.db, '2026-06-14', NOW, bounds);

    const pages = (await database.db.select().from(analyticsDailyPages)).map((row) => [row.path, row.views]);
    expect(pages.sort()).toEqual([
      ['(other)', 3],
      ['/a', 3],
      ['/b', 2],
    ]);
    const visits = (await visitsOf('2026-06-14')).map((row) => [row.landingPage, row.utmSource, row.visits]);
    expect(visits).toEqual([
      ['(other)', '(other)', 3],
      ['/a', 'big', 3],
      ['/b', 'mid', 2],
    ]);
  });

  it('never deletes raw events of a day that was not rolled up', async () => {
    await database.db.insert(analyticsEvents).values([event('2026-01-01T10:00:00Z', 'old')]);
    const { deleteExpiredEvents } = await import('../../src/server/features/analytics/rollups.ts');
    expect(await deleteExpiredEvents(database.db, NOW, 90)).toBe(0);
    expect(await database.db.select().from(analyticsEvents)).toHaveLength(1);
  });
});
