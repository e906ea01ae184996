import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { AnalyticsBounds } from '../../config/analytics-bounds.ts';
import type { Database } from '../../db/connection.ts';
import type { AnalyticsEventRow } from '../../db/schema.ts';
import { createEventBuffer, type EventBuffer } from './event-buffer.ts';
import { insertEvents } from './event-writer.ts';
import { registerAnalyticsIngestRoutes } from './ingest-routes.ts';
import type { AnalyticsReport, ReportRange } from '../../../shared/analytics/analytics-report.ts';
import { analyticsReport } from './report-queries.ts';
import { leadDaysToRollUp, rollUpLeadDay } from './lead-rollups.ts';
import { rollUpDayIfChanged, runAnalyticsMaintenance } from './rollups.ts';
import { createLeadVisitLookup, type LeadVisitLookup } from './visit-attribution.ts';
import { createVisitorHasher, utcDayOf } from './visitor-hash.ts';
import { schedulePeriodicTask } from '../../periodic-task.ts';

export const EVENTS_RATE_LIMITED_MESSAGE = 'Too many events from this address.';

/** Events per INSERT, and the longest an accepted event waits for one. */
export const EVENT_BATCH = { maxBatch: 1000, flushEveryMs: 500, maxPending: 50_000 } as const;
const MAINTENANCE_EVERY_MS = 60 * 60 * 1000;
/** The first rollup waits a little, so a starting instance does its own work first. */
const FIRST_MAINTENANCE_AFTER_MS = 60 * 1000;

export interface AnalyticsDeps {
  db: Database;
  rateLimit: onRequestAsyncHookHandler;
  /** SITE_URL: referrers from its host are the site itself. */
  siteUrl: string;
  retentionDays: number;
  /** What visitors can write: raw events a day, names and rows a day's rollup keeps, visits before a name is shown. */
  bounds: AnalyticsBounds;
  /** How long the dashboard waits for today's rollups to catch up before it answers from the last ones. */
  todayRefreshWaitMs: number;
  now?: () => Date;
  /** Overrides of EVENT_BATCH (tests). */
  batch?: Partial<typeof EVENT_BATCH>;
  /** false: no hourly rollup timer (tests run the maintenance themselves). */
  schedule?: boolean;
}

export interface Analytics {
  buffer: EventBuffer<AnalyticsEventRow>;
  /** Rolls up the days that need it (visits, and leads while their call-backs may change) and applies the retention now. */
  maintain(): Promise<{ rolledUp: string[]; deleted: number }>;
  /** The visit of this network today, whose start (its attribution) a new lead carries. */
  visitOf: LeadVisitLookup;
  /**
   * The dashboard. Today's events so far are written and today's rollups refreshed first, for `todayRefreshWaitMs` at
   * most: a quiet day is exact to the last event; under a flood the report is the last refresh's, and never slow.
   */
  report(range: ReportRange): Promise<AnalyticsReport>;
}

/**
 * First-party, cookieless analytics: POST /api/events into a write buffer (flushed in batches, and on shutdown
 * after the last request), and the hourly job that rolls raw events up by day and deletes those past retention.
 */
export function installAnalytics(app: FastifyInstance, deps: AnalyticsDeps): Analytics {
  const now = deps.now ?? (() => new Date());
  let lastDayOverCeiling: string | undefined;
  const write = async (batch: AnalyticsEventRow[]) => {
    const { dropped } = await insertEvents(deps.db, batch, deps.bounds.maxEventsPerDay);
    const day = utcDayOf(now());
    if (dropped > 0 && lastDayOverCeiling !== day) {
      lastDayOverCeiling = day;
      app.log.warn({ dropped, maxEventsPerDay: deps.bounds.maxEventsPerDay }, 'analytics events over the daily ceiling dropped (counted in analytics_daily_intake)');
    }
  };
  const buffer = createEventBuffer<AnalyticsEventRow>({
    ...EVENT_BATCH,
    ...deps.batch,
    write,
    onWriteError: (error, count) =>
      app.log.warn({ err: { name: (error as Error).name, message: (error as Error).message }, pending: count }, 'analytics events not written yet'),
  });
  const hasher = createVisitorHasher();
  registerAnalyticsIngestRoutes(app, {
    buffer,
    hasher,
    rateLimit: deps.rateLimit,
    siteHost: new URL(deps.siteUrl).hostname.toLowerCase(),
    now,
  });
  // Fastify runs onClose once the last request is answered: every acknowledged event is written before the database closes.
  app.addHook('onClose', async () => {
    await refreshing;
    try {
      await buffer.close();
    } catch (error) {
      app.log.error({ err: error, pending: buffer.pending }, 'analytics events lost at shutdown');
    }
  });

  const maintain = async () => {
    hasher.forgetPastSalt(now());
    const done = await runAnalyticsMaintenance(deps.db, now(), deps.retentionDays, deps.bounds);
    for (const day of await leadDaysToRollUp(deps.db, now())) await rollUpLeadDay(deps.db, day, deps.bounds);
    return done;
  };
  if (deps.schedule !== false) {
    schedulePeriodicTask(app, {
      name: 'analytics rollup',
      firstAfterMs: FIRST_MAINTENANCE_AFTER_MS,
      everyMs: MAINTENANCE_EVERY_MS,
      run: async () => {
        const { deleted } = await maintain();
        if (deleted > 0) app.log.info({ deleted }, 'analytics events past retention deleted');
      },
    });
  }
  // One refresh of today at a time, whoever asks; a request that stops waiting leaves it running for the next. A
  // refresh slower than the wait means a flooded day: the next one waits nine times as long, so refreshes take at most
  // a tenth of the database's time and the report's queries get the rest.
  let refreshing: Promise<void> | undefined;
  let nextRefreshAt = 0;
  const refreshToday = () => {
    if (!refreshing && performance.now() < nextRefreshAt) return Promise.resolve();
    refreshing ??= (async () => {
      const started = performance.now();
      await buffer.flush();
      const today = utcDayOf(now());
      await rollUpDayIfChanged(deps.db, today, now(), deps.bounds);
      await rollUpLeadDay(deps.db, today, deps.bounds);
      const took = performance.now() - started;
      nextRefreshAt = took > deps.todayRefreshWaitMs ? performance.now() + 9 * took : 0;
    })()
      .catch((error: unknown) => app.log.warn({ err: error }, 'today\'s analytics not refreshed'))
      .finally(() => (refreshing = undefined));
    return refreshing;
  };
  const report = async (range: ReportRange) => {
    const today = utcDayOf(now());
    if (range.from <= today && today <= range.to) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([refreshToday(), new Promise((resolve) => (timer = setTimeout(resolve, deps.todayRefreshWaitMs)))]);
      clearTimeout(timer);
    }
    return analyticsReport(deps.db, range, deps.bounds);
  };
  return { buffer, maintain, visitOf: createLeadVisitLookup(hasher, buffer), report };
}
