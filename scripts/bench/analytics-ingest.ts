/**
 * npm run bench:analytics [-- --seconds 10] [--connections 50] [--skip-dashboard] [--skip-ingest] [--seed-days 730]
 *
 * 1. Ingestion: the real app in a process of its own (tests/support/lead-server-process.ts) on a fresh PostgreSQL
 *    database (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres), fed
 *    POST /api/events by autocannon from many visitor addresses (X-Forwarded-For through a trusted local proxy) for
 *    --seconds. Counts the 204s, waits for the write buffer, counts the rows: events/s is rows written per second of
 *    load, and every acknowledged event must be a row (exit code 1 otherwise). The target is at least 5,000.
 * 2. Dashboard: a year of rollups at 10,000 visits a day (with leads and calls at a 2 % conversion; --seed-days 730
 *    seeds the year before too, so the comparison period has data), then the whole dashboard report for the last 365
 *    days against the 365 before, first load and then median and slowest of 7 runs. The target is under 300 ms.
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/connection.ts';
import { startChildServer } from '../../tests/support/child-process-server.ts';
import { createPostgresDatabase } from '../../tests/support/fresh-postgres.ts';
import { median } from '../lib/statistics.ts';
import { seedYearOfAnalytics, timeDashboard } from './analytics-dashboard.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'skip-dashboard': { type: 'boolean', default: false },
    'skip-ingest': { type: 'boolean', default: false },
    'seed-days': { type: 'string', default: '365' },
  },
});
const seconds = Math.max(1, Number(args.seconds) || 10);
const connections = Math.max(1, Number(args.connections) || 50);
const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const PATHS = ['/', '/solutions', '/news', '/investors', '/privacy'];
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function countRows(url: string): Promise<number> {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    const result = (await database.db.execute(sql`select count(*)::int as count from analytics_events`)) as unknown as { rows: { count: number }[] };
    return result.rows[0]!.count;
  } finally {
    await database.close();
  }
}

async function benchIngest(): Promise<boolean> {
  const target = await createPostgresDatabase(baseUrl);
  const server = await startChildServer({
    DATABASE_URL: target.url,
    TRUST_PROXY: '127.0.0.1',
    ANALYTICS_RATE_LIMIT_PER_MINUTE: '100000000',
    ANALYTICS_RATE_LIMIT_PER_DAY: '100000000',
  });
  try {
    let sent = 0;
    const result = await autocannon({
      url: server.url,
      connections,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: '/api/events',
          setupRequest: (request) => {
            sent += 1;
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                'user-agent': CHROME,
                'x-forwarded-for': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
              },
              body: JSON.stringify({ name: 'page_view', path: PATHS[sent % PATHS.length], utm: sent % 3 === 0 ? { source: 'newsletter', campaign: 'bench' } : undefined }),
            };
          },
        },
      ],
    });
    // The buffer writes within half a second of the last event; wait until the count stops moving.
    let rows = -1;
    for (let previous = -2; rows !== previous; ) {
      previous = rows;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      rows = await countRows(target.url);
    }
    const acknowledged = result['2xx'];
    console.info(`ingest: ${connections} connections for ${seconds} s: ${acknowledged} events acknowledged (204), ${result.non2xx} refused, ${result.errors} errors`);
    console.info(`ingest: latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
    console.info(`ingest: ${rows} rows written = ${Math.round(rows / seconds)} events/s (target ≥ 5000)`);
    // autocannon stops counting with requests still in flight: those are written too, so rows may exceed the 204s it saw.
    if (rows < acknowledged) console.error(`ingest: ${acknowledged - rows} acknowledged events are missing`);
    return rows >= acknowledged && rows / seconds >= 5000;
  } finally {
    await server.kill();
    await target.drop();
  }
}

async function benchDashboard(): Promise<boolean> {
  const target = await createPostgresDatabase(baseUrl);
  const database = await openDatabase({ kind: 'postgres', url: target.url });
  try {
    const seeded = await seedYearOfAnalytics(database.db, new Date(), Math.max(365, Number(args['seed-days']) || 365));
    console.info(`dashboard: seeded ${seeded.days} days at ${seeded.visitsPerDay} visits a day (${seeded.rollupRows} rollup rows, ${seeded.rawEventsToday} raw events today, ${seeded.leads} leads, ${seeded.calls} calls)`);
    const times = await timeDashboard(database.db, seeded.range, 8);
    const [first, ...rest] = times;
    console.info(`dashboard: first load, rolling up today's ${seeded.rawEventsToday} raw events too: ${first!.toFixed(0)} ms`);
    console.info(`dashboard: a year's report in median ${median(rest).toFixed(0)} ms, slowest ${Math.max(...rest).toFixed(0)} ms of ${rest.length} (target < 300 ms)`);
    return median(rest) < 300;
  } finally {
    await database.close();
    await target.drop();
  }
}

const ingestOk = args['skip-ingest'] ? true : await benchIngest();
const dashboardOk = args['skip-dashboard'] ? true : await benchDashboard();
process.exit(ingestOk && dashboardOk ? 0 : 1);
