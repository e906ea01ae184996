/**
 * npm run bench:booking [-- --meetings 1000] [--concurrency 20]
 *
 * Meeting booking under load: creates one lead per meeting (POST /api/contacts), then books them with
 * `concurrency` visitors at a time over HTTP, each doing what the thank-you page does: GET /api/booking/slots, pick
 * one of the first free slots, POST /api/booking, and on a 409 take one of the next free slots it was offered.
 * Prints p50/p99 of the slot query and of the booking, the 409s met on the way, and checks in SQL that no two booked
 * meetings overlap (exit code 1 otherwise). The app runs in this process on embedded PGlite (in memory), or on a fresh
 * PostgreSQL database next to DATABASE_URL when it is set. The availability is widened so 1,000 meetings fit: every
 * day 00:00-24:00, 15-minute meetings and slots, no buffers, 30 days ahead.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { BookingConflict, BookingSlots } from '../../src/shared/booking/booking-schema.ts';
import type { LeadCreated } from '../../src/shared/leads/lead-schema.ts';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/connection.ts';
import { createPostgresDatabase } from '../../tests/support/fresh-postgres.ts';
import { openMigratedPglite } from '../../tests/support/migrated-pglite.ts';
import { startTestServer } from '../../tests/support/test-server.ts';

const { values: args } = parseArgs({
  options: { meetings: { type: 'string', default: '1000' }, concurrency: { type: 'string', default: '20' } },
});
const meetingCount = Math.max(1, Number(args.meetings) || 1000);
const concurrency = Math.max(1, Number(args.concurrency) || 20);
/** A visitor picks among this many of the earliest free slots (about four days here): requests collide now and then, as on a busy calendar. */
const PICK_AMONG = 400;

const percentile = (values: number[], p: number) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function openBenchDatabase(): Promise<{ handle: DatabaseHandle; name: string; drop?: () => Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return { handle: await openMigratedPglite(), name: 'PGlite (in memory)' };
  process.env.DATABASE_POOL_SIZE ??= String(Math.max(10, concurrency));
  const { url, drop } = await createPostgresDatabase(baseUrl);
  return { handle: await openDatabase({ kind: 'postgres', url }), name: 'PostgreSQL', drop };
}

async function main() {
  const database = await openBenchDatabase();
  const server = await startTestServer({
    database: { ...database.handle, close: async () => {} },
    listen: true,
    env: {
      BOOKING_TOKEN_SECRET: 'bench-booking-token-secret-0123456789',
      MEETING_HOURS: 'Mon-Sun 00:00-24:00',
      MEETING_MINUTES: '15',
      MEETING_SLOT_STEP_MINUTES: '15',
      MEETING_BUFFER_AFTER_MINUTES: '0',
      MEETING_MIN_NOTICE_MINUTES: '0',
      MEETING_DAYS_AHEAD: '30',
      MEETING_MAX_PER_DAY: '96',
      // Every booking comes from this one address.
      BOOKING_RATE_LIMIT_PER_MINUTE: '1000000',
      BOOKING_RATE_LIMIT_PER_DAY: '1000000',
    },
  });
  try {
    const tokens: string[] = [];
    for (let index = 0; index < meetingCount; index += 1) {
      const response = await server.app.fastify.inject({
        method: 'POST',
        url: '/api/contacts',
        payload: { firstName: 'Bench', lastName: `Lead ${index}`, email: `bench-${randomUUID()}@example.com`, company: `Company ${index}` },
      });
      tokens.push(response.json<LeadCreated>().booking!.token);
    }

    const slotQueries: number[] = [];
    const bookings: number[] = [];
    let conflicts = 0;
    const timed = async <T>(into: number[], request: () => Promise<T>): Promise<T> => {
      const started = performance.now();
      const result = await request();
      into.push(performance.now() - started);
      return result;
    };
    const post = (bookingToken: string, start: string) =>
      fetch(`${server.url}/api/booking`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ bookingToken, start }) });

    async function bookOne(token: string) {
      const slots = await timed(slotQueries, async () => (await (await fetch(`${server.url}/api/booking/slots?bookingToken=${token}`)).json()) as BookingSlots);
      let start = slots.slots[Math.floor(Math.random() * Math.min(PICK_AMONG, slots.slots.length))]!.start;
      for (;;) {
        const response = await timed(bookings, () => post(token, start));
        if (response.status === 201) return void (await response.arrayBuffer());
        if (response.status !== 409) throw new Error(`POST /api/booking answered ${response.status}: ${await response.text()}`);
        conflicts += 1;
        const conflict = (await response.json()) as BookingConflict;
        if (conflict.code !== 'slot-taken' || conflict.nextSlots.length === 0) throw new Error(`Unexpected conflict: ${JSON.stringify(conflict)}`);
        start = conflict.nextSlots[Math.floor(Math.random() * conflict.nextSlots.length)]!.start;
      }
    }

    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < tokens.length) await bookOne(tokens[next++]!);
      }),
    );
    const elapsedS = (performance.now() - started) / 1000;

    const db = database.handle.db;
    const result = (await db.execute(sql`
        select (select count(*)::int from meetings where status = 'booked') as booked,
               (select count(*)::int from meetings a join meetings b on a.id < b.id
                  and a.status = 'booked' and b.status = 'booked'
                  and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)) as overlaps`)) as unknown as {
      rows: { booked: number; overlaps: number }[];
    };
    const [counts] = result.rows;

    console.info(`Database: ${database.name}; ${meetingCount} meetings, ${concurrency} visitors at a time, ${elapsedS.toFixed(1)} s`);
    console.info(`GET /api/booking/slots  p50 ${ms(percentile(slotQueries, 50))}  p99 ${ms(percentile(slotQueries, 99))}  (${slotQueries.length} queries)`);
    console.info(`POST /api/booking       p50 ${ms(percentile(bookings, 50))}  p99 ${ms(percentile(bookings, 99))}  (${bookings.length} requests, ${conflicts} × 409)`);
    console.info(`Booked meetings: ${counts!.booked}; overlapping pairs: ${counts!.overlaps}`);
    if (counts!.booked !== meetingCount || counts!.overlaps !== 0) process.exitCode = 1;
  } finally {
    await server.close();
    await database.handle.close();
    await database.drop?.();
  }
}

await main();
