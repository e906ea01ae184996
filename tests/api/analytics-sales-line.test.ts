import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsReport, SalesLineCounts, SalesLineRow } from '../../src/shared/analytics/analytics-report.ts';
import type { CallAttemptOutcome } from '../../src/shared/leads/call-attempts.ts';
import type { DatabaseHandle } from '../../src/server/db/connection.ts';
import { callAttempts, callConsents, leadCalls, leadCallTransfers, meetings } from '../../src/server/db/schema.ts';
import { signedInCookie } from '../support/admin-session.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const today = new Date().toISOString().slice(0, 10);
const MINUTE = 60_000;

/** What happened to one lead's call-back, as the provider's messages and the booking would have recorded it. */
interface Story {
  visit: { utm?: { source: string; medium: string; campaign: string }; referrer?: string } | null;
  consent: boolean;
  attempts: CallAttemptOutcome[];
  transfer?: 'connected' | 'not-answered';
  meeting?: 'booked' | 'cancelled';
}

const newsletter = { utm: { source: 'newsletter', medium: 'email', campaign: 'winter' } };
const google = { referrer: 'https://www.google.com/search' };
const STORIES: Story[] = [
  { visit: newsletter, consent: true, attempts: ['answered-by-person'], transfer: 'connected', meeting: 'booked' },
  { visit: newsletter, consent: true, attempts: ['voicemail', 'no-answer', 'answered-by-person'], meeting: 'booked' },
  { visit: newsletter, consent: true, attempts: ['busy', 'voicemail', 'voicemail'] },
  { visit: newsletter, consent: false, attempts: [] },
  { visit: google, consent: true, attempts: ['answered-by-person'], transfer: 'not-answered', meeting: 'cancelled' },
  { visit: google, consent: true, attempts: ['no-answer', 'answered-by-person'], transfer: 'connected' },
  { visit: google, consent: true, attempts: [] },
  { visit: null, consent: true, attempts: ['failed'] },
];

describe.each(TEST_DATABASES)('the sales line on the dashboard, on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    database = await testDatabase.open();
    server = await startTestServer({ database });
    cookie = await signedInCookie(server);
    await Promise.all(STORIES.map((story, index) => tell(story, index)));
  });
  afterAll(async () => {
    await server?.app.fastify.close();
    await database?.close();
  });

  const post = (url: string, payload: object, address: string) =>
    server.app.fastify.inject({ method: 'POST', url, payload, remoteAddress: address, headers: { 'user-agent': CHROME } });
  const get = (url: string) => server.app.fastify.inject({ method: 'GET', url, headers: { cookie } });

  /** A visit (or none), a lead through the API, then its call-back's attempts, transfer and meeting as stored rows. */
  async function tell(story: Story, index: number) {
    const address = `198.51.100.${index + 10}`;
    if (story.visit) await post('/api/events', { name: 'page_view', path: '/solutions', ...story.visit }, address);
    const lead = { firstName: 'Ana', lastName: `Lead ${index}`, email: `lead${index}@sales-line.example`, company: 'Co', message: 'Call me about it.', website: '', elapsedMs: 45_000 };
    const created = await post('/api/contacts', lead, address);
    expect(created.statusCode).toBe(201);
    const leadId = created.json<{ id: string }>().id;
    if (!story.consent) return;
    await database.db.insert(callConsents).values({ leadId, text: 'Call me', version: 'test' });
    if (story.attempts.length === 0) return;
    const formAt = Date.now();
    const [call] = await database.db
      .insert(leadCalls)
      .values({ leadId, status: 'ended', phoneE164: `+1415555${String(1000 + index)}`, placedAt: new Date(formAt + (index + 1) * 7_000) })
      .returning({ id: leadCalls.id });
    await database.db.insert(callAttempts).values(
      story.attempts.map((outcome, number) => {
        const placedAt = new Date(formAt + (index + 1) * 7_000 + number * 10 * MINUTE);
        return {
          leadId,
          leadCallId: call!.id,
          attemptNumber: number + 1,
          phoneE164: `+1415555${String(1000 + index)}`,
          providerCallId: `call-${index}-${number}`,
          placedAt,
          startedAt: outcome === 'answered-by-person' ? new Date(placedAt.getTime() + 9_000) : null,
          endedAt: new Date(placedAt.getTime() + 60_000),
          outcome,
        };
      }),
    );
    if (story.transfer) {
      await database.db.insert(leadCallTransfers).values({ leadId, providerCallId: `call-${index}-0`, destination: '+14155550100', outcome: story.transfer, requestedAt: new Date() });
    }
    if (story.meeting) {
      const startsAt = new Date(Date.UTC(2030, 0, 7 + index, 16));
      const endsAt = new Date(startsAt.getTime() + 30 * MINUTE);
      await database.db.insert(meetings).values({
        leadId,
        leadCallId: call!.id,
        startsAt,
        endsAt,
        blockedFrom: startsAt,
        blockedUntil: endsAt,
        timeZone: 'America/New_York',
        bookedVia: 'voice',
        status: story.meeting,
        cancelledAt: story.meeting === 'cancelled' ? new Date() : null,
      });
    }
  }

  /** The sales line as the raw rows say, lead by lead, grouped the way the dashboard groups. */
  async function salesLineFromRows() {
    const { rows } = (await database.db.execute(sql`
      select l.id, l.created_at, coalesce(nullif(l.utm_source, ''), nullif(l.referrer_host, ''), case when l.landing_page is null then '(not tracked)' else '(direct)' end) as source,
        exists (select 1 from call_consents c where c.lead_id = l.id) as consented,
        (select count(*)::int from call_attempts a where a.lead_id = l.id) as attempts,
        (select count(*)::int from call_attempts a where a.lead_id = l.id and a.outcome = 'voicemail') as voicemails,
        exists (select 1 from call_attempts a where a.lead_id = l.id and a.outcome = 'answered-by-person') as answered,
        exists (select 1 from lead_call_transfers t where t.lead_id = l.id and t.outcome = 'connected') as transferred,
        exists (select 1 from meetings m where m.lead_id = l.id and m.lead_call_id is not null and m.status = 'booked') as met
      from leads l where not l.is_spam`)) as unknown as {
      rows: { source: string; consented: boolean; attempts: number; voicemails: number; answered: boolean; transferred: boolean; met: boolean }[];
    };
    const bySource = new Map<string, SalesLineCounts>();
    const total: SalesLineCounts = { callBacksRequested: 0, attempts: 0, answeredByPerson: 0, voicemails: 0, transferred: 0, meetingsFromCall: 0 };
    for (const row of rows) {
      const into = bySource.get(row.source) ?? { callBacksRequested: 0, attempts: 0, answeredByPerson: 0, voicemails: 0, transferred: 0, meetingsFromCall: 0 };
      bySource.set(row.source, into);
      for (const counts of [into, total]) {
        counts.callBacksRequested += Number(row.consented);
        counts.attempts += row.attempts;
        counts.answeredByPerson += Number(row.answered);
        counts.voicemails += row.voicemails;
        counts.transferred += Number(row.transferred);
        counts.meetingsFromCall += Number(row.met);
      }
    }
    return { bySource, total };
  }

  it('counts attempts, people reached, voicemails, transfers and meetings from a call by source and week, as the rows say', async () => {
    const response = await get(`/api/admin/analytics?from=${today}&to=${today}`);
    expect(response.statusCode).toBe(200);
    const report = response.json<AnalyticsReport>();
    const { bySource, total } = await salesLineFromRows();

    // The stories above, told by hand: 7 consents, 11 calls, 4 people reached, 3 voicemails, 2 transfers, 2 meetings.
    expect(total).toEqual({ callBacksRequested: 7, attempts: 11, answeredByPerson: 4, voicemails: 3, transferred: 2, meetingsFromCall: 2 });
    expect(report.salesLineTotals).toEqual(total);
    const shown = (rows: SalesLineRow[]) => Object.fromEntries(rows.map(({ key, ...counts }) => [key, counts]));
    expect(shown(report.salesLineBySource)).toEqual(Object.fromEntries([...bySource].filter(([, counts]) => counts.callBacksRequested > 0)));
    expect(Object.keys(shown(report.salesLineBySource)).sort()).toEqual(['(not tracked)', 'newsletter', 'www.google.com']);
    const monday = new Date(`${today}T00:00:00Z`);
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    expect(report.salesLineByWeek).toEqual([{ key: monday.toISOString().slice(0, 10), ...total }]);
  });

  it('times the first call and the first conversation from the form, median and 95th percentile', async () => {
    const report = (await get(`/api/admin/analytics?from=${today}&to=${today}`)).json<AnalyticsReport>();
    const { rows } = (await database.db.execute(sql`
      select extract(epoch from min(a.placed_at) - l.created_at)::float8 as to_attempt,
        extract(epoch from min(a.started_at) filter (where a.outcome = 'answered-by-person') - l.created_at)::float8 as to_conversation
      from leads l join call_attempts a on a.lead_id = l.id group by l.id, l.created_at`)) as unknown as { rows: { to_attempt: number; to_conversation: number | null }[] };
    const percentile = (values: number[], fraction: number) => {
      const sorted = [...values].sort((a, b) => a - b);
      const at = (sorted.length - 1) * fraction;
      const below = Math.floor(at);
      return sorted[below]! + (sorted[Math.min(below + 1, sorted.length - 1)]! - sorted[below]!) * (at - below);
    };
    const toAttempt = rows.map((row) => Number(row.to_attempt));
    const toConversation = rows.filter((row) => row.to_conversation !== null).map((row) => Number(row.to_conversation));
    expect(toAttempt).toHaveLength(6);
    expect(toConversation).toHaveLength(4);
    const { firstAttempt, firstConversation } = report.salesLineSpeed;
    expect(firstAttempt.leads).toBe(6);
    expect(firstConversation.leads).toBe(4);
    expect(firstAttempt.medianSeconds).toBeCloseTo(percentile(toAttempt, 0.5), 0);
    expect(firstAttempt.p95Seconds).toBeCloseTo(percentile(toAttempt, 0.95), 0);
    expect(firstConversation.medianSeconds).toBeCloseTo(percentile(toConversation, 0.5), 0);
    expect(firstConversation.p95Seconds).toBeCloseTo(percentile(toConversation, 0.95), 0);
    // A retry that reached the person later is slower than a first call that did: the conversation trails the attempt.
    expect(firstConversation.p95Seconds!).toBeGreaterThan(firstAttempt.p95Seconds!);
  });

  it('exports the sales line by source and by week as CSV with the same rows', async () => {
    const report = (await get(`/api/admin/analytics?from=${today}&to=${today}`)).json<AnalyticsReport>();
    const csv = await get(`/api/admin/analytics/sales-line-by-source.csv?from=${today}&to=${today}`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('"source","callBacksRequested","attempts","answeredByPerson","voicemails","transferred","meetingsFromCall"');
    expect(lines.slice(1)).toEqual(
      report.salesLineBySource.map((row) =>
        [row.key, row.callBacksRequested, row.attempts, row.answeredByPerson, row.voicemails, row.transferred, row.meetingsFromCall].map((value) => `"${value}"`).join(','),
      ),
    );
    expect((await get(`/api/admin/analytics/sales-line-by-week.csv?from=${today}&to=${today}`)).body).toContain(`"${report.salesLineByWeek[0]!.key}","7","11","4","3","2","2"`);
  });
});
