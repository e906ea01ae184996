import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('analytics settings', () => {
  it('keeps raw events 90 days and limits each client to 120 events a minute and 5,000 a day by default, and bounds what visitors write', () => {
    expect(loadConfig({}).analytics).toEqual({
      retentionDays: 90,
      perMinute: 120,
      perDay: 5000,
      maxEventsPerDay: 200_000,
      maxNamesPerDay: 100,
      maxRollupRowsPerDay: 1000,
      minVisitsNamed: 3,
      todayRefreshWaitMs: 100,
    });
  });

  it('reads ANALYTICS_RETENTION_DAYS and the limits', () => {
    const config = loadConfig({ ANALYTICS_RETENTION_DAYS: '30', ANALYTICS_RATE_LIMIT_PER_MINUTE: '10', ANALYTICS_RATE_LIMIT_PER_DAY: '100' });
    expect(config.analytics).toMatchObject({ retentionDays: 30, perMinute: 10, perDay: 100 });
  });

  it.each(['0', '-5', '1.5', 'forever', '4000'])('refuses ANALYTICS_RETENTION_DAYS=%s at start-up, naming the variable', (value) => {
    expect(() => loadConfig({ ANALYTICS_RETENTION_DAYS: value })).toThrow(/ANALYTICS_RETENTION_DAYS/);
  });
});
