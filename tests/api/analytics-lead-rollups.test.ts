import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANALYTICS_BOUND_DEFAULTS } from '../../src/server/config/analytics-bounds.ts';
import type { DatabaseHandle } from '../../src/server/db/connection.ts';
import { analyticsDailyLeads, callConsents, leadCalls, leads } from '../../src/server/db/schema.ts';
import { leadDaysToRollUp, rollUpLeadDay } from '../../src/server/features/analytics/lead-rollups.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';

const NOW = new Date('2026-06-15T12:00:00Z');

describe.each(TEST_DATABASES)('lead outcome rollups on $name', (testDatabase) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(async () => database?.close());
  beforeEach(async () => {
    for (const table of [analyticsDailyLeads, leadCalls, callConsents, leads]) await database.db.delete(table);
  });

  let sequence = 0;
  /** A lead made at `at` with its attribution; `call` adds a consent and the call-back's outcome. */
  const lead = async (at: string, attribution: Partial<typeof leads.$inferInsert>, call?: { placed: boolean; durationSeconds?: number; endedReason?: string }) => {
    const [row] = await database.db
      .insert(leads)
      .values({ firstName: 'Ann', lastName: 'Lee', email: `ann${++sequence}@example.com`, company: 'Lee Co', createdAt: new Date(at), ...attribution })
      .returning();
    if (call) {
      await database.db.insert(callConsents).values({ leadId: row!.id, text: 'Call me', version: 'test' });
      await database.db.insert(leadCalls).values({
        leadId: row!.id,
        status: call.placed ? 'ended' : 'scheduled',
        placedAt: call.placed ? new Date(Date.parse(at) + 60_000) : null,
        durationSeconds: call.durationSeconds ?? null,
        endedReason: call.endedReason ?? null,
      });
    }
    return row!;
  };
  const rolledUp = async (day: string) =>
    (await database.db.select().from(analyticsDailyLeads))
      .filter((row) => row.day === day)
      .map(({ landingPage, utmSource, leads: count, callBacksRequested, callsPlaced, callsAnswered }) => [landingPage, utmSource, count, callBacksRequested, callsPlaced, callsAnswered])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));

  it('counts a day’s leads (not spam) by attribution, with their call-backs requested, placed and answered', async () => {
    await lead('2026-06-14T09:00:00Z', { landingPage: '/solutions', utmSource: 'newsletter' }, { placed: true, durationSeconds: 95, endedReason: 'customer-ended-call' });
    await lead('2026-06-14T10:00:00Z', { landingPage: '/solutions', utmSource: 'newsletter' }, { placed: true, durationSeconds: 0, endedReason: 'customer-did-not-answer' });
    await lead('2026-06-14T11:00:00Z', { landingPage: '/solutions', utmSource: 'newsletter' }, { placed: false });
    await lead('2026-06-14T12:00:00Z', {});
    await lead('2026-06-14T13:00:00Z', { landingPage: '/', isSpam: true });
    await lead('2026-06-15T00:00:00Z', { landingPage: '/' });
    await rollUpLeadDay(database.db, '2026-06-14', ANALYTICS_BOUND_DEFAULTS);
    expect(await rolledUp('2026-06-14')).toEqual([
      ['', '', 1, 0, 0, 0],
      ['/solutions', 'newsletter', 3, 3, 2, 1],
    ]);
  });

  it('rolls up again the days whose call-backs may still change, and every older day never rolled up', async () => {
    await lead('2026-01-10T09:00:00Z', { landingPage: '/news' });
    await lead('2026-06-14T09:00:00Z', { landingPage: '/' }, { placed: false });
    const days = await leadDaysToRollUp(database.db, NOW);
    expect(days).toEqual(['2026-01-10', '2026-06-08', '2026-06-09', '2026-06-10', '2026-06-11', '2026-06-12', '2026-06-13', '2026-06-14', '2026-06-15']);
    for (const day of days) await rollUpLeadDay(database.db, day, ANALYTICS_BOUND_DEFAULTS);
    expect(await rolledUp('2026-06-14')).toEqual([['/', '', 1, 1, 0, 0]]);
    // Once rolled up, the old day is left alone; yesterday's call, placed since, shows at the next rollup.
    expect(await leadDaysToRollUp(database.db, NOW)).toEqual(days.slice(1));
    await database.db.update(leadCalls).set({ status: 'ended', placedAt: NOW, durationSeconds: 60, endedReason: 'customer-ended-call' });
    await rollUpLeadDay(database.db, '2026-06-14', ANALYTICS_BOUND_DEFAULTS);
    expect(await rolledUp('2026-06-14')).toEqual([['/', '', 1, 1, 1, 1]]);
  });

  it('folds the attributions with the fewest leads past the day’s row ceiling into one "(other)" row', async () => {
    for (const [n, source] of ['a', 'a', 'a', 'b', 'b', 'c', 'd'].entries()) await lead(`2026-06-14T09:0${n}:00Z`, { landingPage: '/', utmSource: source });
    await rollUpLeadDay(database.db, '2026-06-14', { ...ANALYTICS_BOUND_DEFAULTS, maxRollupRowsPerDay: 3 });
    expect((await rolledUp('2026-06-14')).map((row) => [row[1], row[2]])).toEqual([
      ['(other)', 2],
      ['a', 3],
      ['b', 2],
    ]);
  });
});
