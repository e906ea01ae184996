import { sql, type SQL } from 'drizzle-orm';
import {
  OTHER_NAME,
  SALES_LINE_STEPS,
  type AnalyticsReport,
  type FunnelCounts,
  type FunnelRow,
  type PeriodTotals,
  type ReportRange,
  type SalesLineCounts,
  type SalesLineRow,
  type SpeedFigures,
} from '../../../shared/analytics/analytics-report.ts';
import type { AnalyticsBounds } from '../../config/analytics-bounds.ts';
import type { Database } from '../../db/connection.ts';
import { addDays } from './rollups.ts';
import { trackedPathOf } from './tracked-paths.ts';
import { rankUnansweredQuestions } from '../assistant/index.ts';

const DAY_MS = 86_400_000;
const TOP_ROWS = 50;

/** The range's bounds as timestamps: from its first midnight (UTC) to the midnight after its last day. */
const bounds = (range: ReportRange) => ({ start: `${range.from}T00:00:00Z`, end: `${addDays(range.to, 1)}T00:00:00Z` });

export function previousRangeOf(range: ReportRange): ReportRange {
  const days = Math.round((Date.parse(range.to) - Date.parse(range.from)) / DAY_MS) + 1;
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

type Grouping = 'source' | 'landingPage' | 'week';
type Runner = Pick<Database, 'execute' | 'select'>;

async function rowsOf<T>(db: Runner, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Which grouping set a row of a GROUPING SETS query belongs to. */
const GROUPING_SET = sql`case when grouping(src) = 0 then 'source' when grouping(lp) = 0 then 'landingPage' when grouping(wk) = 0 then 'week' else 'all' end`;

interface VisitGroup {
  grouping: Grouping | 'day' | 'all';
  key: string | null;
  visits: number;
  engaged_visits: number;
  page_views: number;
}

/**
 * Visits, engaged visits and page views of the range by source, landing page, week and day, and in all, from the
 * rollup by source and landing page (a day's sources add up to the day). The previous period needs only its days
 * and its total (`withFunnel` false).
 */
function visitGroups(db: Runner, range: ReportRange, withFunnel = true): Promise<VisitGroup[]> {
  const inRange = sql`day between ${range.from}::date and ${range.to}::date`;
  const sums = sql`sum(visits)::int as visits, sum(engaged_visits)::int as engaged_visits, sum(page_views)::int as page_views`;
  const sets = withFunnel ? sql`(src), (wk), (dy), ()` : sql`(dy), ()`;
  const label = withFunnel
    ? sql`case when grouping(src) = 0 then 'source' when grouping(wk) = 0 then 'week' when grouping(dy) = 0 then 'day' else 'all' end`
    : sql`case when grouping(dy) = 0 then 'day' else 'all' end`;
  const key = withFunnel ? sql`coalesce(src, to_char(wk, 'YYYY-MM-DD'), to_char(dy, 'YYYY-MM-DD'))` : sql`to_char(dy, 'YYYY-MM-DD')`;
  const bySource = sql`select ${label} as grouping, ${key} as key, ${sums}
    from (select key as src, day - extract(isodow from day)::int + 1 as wk, day as dy, visits, engaged_visits, page_views
          from analytics_daily_funnel where dimension = 'source' and ${inRange}) f
    group by grouping sets (${sets})`;
  const byLandingPage = sql`select 'landingPage' as grouping, key, ${sums} from analytics_daily_funnel where dimension = 'landingPage' and ${inRange} group by key`;
  return rowsOf<VisitGroup>(db, withFunnel ? sql`${bySource} union all ${byLandingPage}` : bySource);
}

interface LeadGroup {
  grouping: Grouping | 'all';
  key: string | null;
  leads: number;
  call_backs_requested: number;
  calls_placed: number;
  calls_answered: number;
  call_attempts: number;
  answered_by_person: number;
  voicemails: number;
  transferred: number;
  meetings_from_call: number;
}

/**
 * Leads (not spam) made in the range and what became of their call-backs, by source, landing page and week, and in
 * all, from their daily rollup. A lead that carries no attribution came from a visit that was not counted (GPC or
 * DNT, or begun before midnight UTC): "(not tracked)".
 */
function leadGroups(db: Runner, range: ReportRange, withFunnel = true): Promise<LeadGroup[]> {
  const label = withFunnel ? GROUPING_SET : sql`'all'`;
  const key = withFunnel ? sql`coalesce(src, lp, to_char(wk, 'YYYY-MM-DD'))` : sql`null`;
  const grouped = withFunnel ? sql`group by grouping sets ((src), (lp), (wk), ())` : sql``;
  return rowsOf<LeadGroup>(
    db,
    sql`select ${label} as grouping, ${key} as key, sum(leads)::int as leads, sum(call_backs_requested)::int as call_backs_requested,
        sum(calls_placed)::int as calls_placed, sum(calls_answered)::int as calls_answered, sum(call_attempts)::int as call_attempts,
        sum(answered_by_person)::int as answered_by_person, sum(voicemails)::int as voicemails, sum(transferred)::int as transferred,
        sum(meetings_from_call)::int as meetings_from_call
      from (select coalesce(nullif(utm_source, ''), nullif(referrer_host, ''), case when landing_page = '' then '(not tracked)' else '(direct)' end) as src,
              coalesce(nullif(landing_page, ''), '(not tracked)') as lp, day - extract(isodow from day)::int + 1 as wk,
              leads, call_backs_requested, calls_placed, calls_answered, call_attempts, answered_by_person, voicemails, transferred, meetings_from_call
            from analytics_daily_leads where day between ${range.from}::date and ${range.to}::date) l
      ${grouped}`,
  );
}

/** A row of the funnel and of the sales line at once: both are named and grouped the same way. */
type CountsRow = FunnelRow & SalesLineCounts;
type Counts = Omit<CountsRow, 'key'>;
const emptyCounts = (): Counts => ({
  visits: 0,
  engagedVisits: 0,
  leads: 0,
  callBacksRequested: 0,
  callsPlaced: 0,
  callsAnswered: 0,
  attempts: 0,
  answeredByPerson: 0,
  voicemails: 0,
  transferred: 0,
  meetingsFromCall: 0,
});
const COUNTS = Object.keys(emptyCounts()) as (keyof Counts)[];
const FUNNEL_KEYS = ['visits', 'engagedVisits', 'leads', 'callBacksRequested', 'callsPlaced', 'callsAnswered'] as const satisfies readonly (keyof FunnelCounts)[];

/** Names that are ours, not a visitor's: always shown. */
const OUR_NAMES: ReadonlySet<string> = new Set(['(direct)', '(not tracked)', OTHER_NAME]);

/** Rows under the name `nameOf` gives them, those that share one added together. */
function renamed(rows: CountsRow[], nameOf: (row: CountsRow) => string): CountsRow[] {
  const byName = new Map<string, CountsRow>();
  for (const row of rows) {
    const key = nameOf(row);
    const into = byName.get(key);
    if (!into) byName.set(key, { ...row, key });
    else for (const count of COUNTS) into[count] += row[count];
  }
  return [...byName.values()];
}

/**
 * Who the dashboard names: a source with at least `minVisitsNamed` visits in the range (a lead's source the visits do
 * not name is one of those below it), and a landing page that is one of our pages; the rest are "(other)".
 */
function namedRows(rows: CountsRow[], grouping: Grouping, minVisitsNamed: number): CountsRow[] {
  if (grouping === 'source') return renamed(rows, (row) => (OUR_NAMES.has(row.key) || row.visits >= minVisitsNamed ? row.key : OTHER_NAME));
  if (grouping === 'landingPage') return renamed(rows, (row) => (OUR_NAMES.has(row.key) ? row.key : trackedPathOf(row.key)));
  return rows;
}

/** The funnel and the sales line of one grouping, every row named as the dashboard names it; unsorted. */
function countsOf(visits: VisitGroup[], leads: LeadGroup[], grouping: Grouping, minVisitsNamed: number): CountsRow[] {
  const byKey = new Map<string, CountsRow>();
  const row = (key: string) => byKey.get(key) ?? byKey.set(key, { key, ...emptyCounts() }).get(key)!;
  for (const visit of visits) {
    if (visit.grouping === grouping) Object.assign(row(visit.key ?? ''), { visits: visit.visits, engagedVisits: visit.engaged_visits });
  }
  for (const lead of leads) {
    if (lead.grouping !== grouping) continue;
    Object.assign(row(lead.key ?? ''), {
      ...salesLineOf(lead),
      leads: lead.leads,
      callsPlaced: lead.calls_placed,
      callsAnswered: lead.calls_answered,
    });
  }
  return namedRows([...byKey.values()], grouping, minVisitsNamed);
}

function salesLineOf(lead: LeadGroup | undefined): SalesLineCounts {
  return {
    callBacksRequested: lead?.call_backs_requested ?? 0,
    attempts: lead?.call_attempts ?? 0,
    answeredByPerson: lead?.answered_by_person ?? 0,
    voicemails: lead?.voicemails ?? 0,
    transferred: lead?.transferred ?? 0,
    meetingsFromCall: lead?.meetings_from_call ?? 0,
  };
}

const byWeek = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);

function funnelOf(rows: CountsRow[], grouping: Grouping): FunnelRow[] {
  const funnel = rows.map((row) => ({ key: row.key, ...Object.fromEntries(FUNNEL_KEYS.map((name) => [name, row[name]])) }) as FunnelRow);
  if (grouping === 'week') return funnel.sort(byWeek);
  return funnel.sort((a, b) => b.visits - a.visits || b.leads - a.leads || a.key.localeCompare(b.key)).slice(0, TOP_ROWS);
}

/** The sales line of the groups whose leads asked for a call-back. */
function salesLineRowsOf(rows: CountsRow[], grouping: 'source' | 'week'): SalesLineRow[] {
  const salesLine = rows
    .filter((row) => row.callBacksRequested > 0 || row.attempts > 0)
    .map((row) => ({ key: row.key, ...Object.fromEntries(SALES_LINE_STEPS.map(({ key }) => [key, row[key]])) }) as SalesLineRow);
  if (grouping === 'week') return salesLine.sort(byWeek);
  return salesLine.sort((a, b) => b.callBacksRequested - a.callBacksRequested || b.meetingsFromCall - a.meetingsFromCall || a.key.localeCompare(b.key)).slice(0, TOP_ROWS);
}

async function eventCountsOf(db: Runner, range: ReportRange) {
  const events = await rowsOf<{ name: string; outcome: string; count: number }>(
    db,
    sql`select name, outcome, sum(count)::int as count from analytics_daily_events
      where day between ${range.from}::date and ${range.to}::date group by 1, 2`,
  );
  const eventCount = (name: string, outcome = '') => events.find((event) => event.name === name && event.outcome === outcome)?.count ?? 0;
  return {
    chatsOpened: eventCount('chat_opened'),
    questionsAnswered: eventCount('question_asked', 'answered'),
    questionsDeclined: eventCount('question_asked', 'declined'),
    voiceCallsStarted: eventCount('voice_call_started'),
    demoFormsStarted: eventCount('demo_form_started'),
  };
}

function totalsOf(visits: VisitGroup[], leads: LeadGroup[], events: Awaited<ReturnType<typeof eventCountsOf>>): PeriodTotals {
  const visitTotal = visits.find((row) => row.grouping === 'all');
  const leadTotal = leads.find((row) => row.grouping === 'all');
  return {
    visits: visitTotal?.visits ?? 0,
    engagedVisits: visitTotal?.engaged_visits ?? 0,
    pageViews: visitTotal?.page_views ?? 0,
    leads: leadTotal?.leads ?? 0,
    callBacksRequested: leadTotal?.call_backs_requested ?? 0,
    callsPlaced: leadTotal?.calls_placed ?? 0,
    callsAnswered: leadTotal?.calls_answered ?? 0,
    ...events,
  };
}

/** Every day of the range, with zeros where nobody came. */
function dailyOf(visits: VisitGroup[], range: ReportRange): AnalyticsReport['daily'] {
  const byDay = new Map(visits.filter((row) => row.grouping === 'day').map((row) => [row.key, row]));
  const days: AnalyticsReport['daily'] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const row = byDay.get(day);
    days.push({ day, visits: row?.visits ?? 0, pageViews: row?.page_views ?? 0 });
  }
  return days;
}

/** A campaign with at least `minVisitsNamed` visits in the range, by name; the others together as "(other)". */
async function campaignsOf(db: Runner, range: ReportRange, minVisitsNamed: number): Promise<AnalyticsReport['campaigns']> {
  const [visits, leads] = await Promise.all([
    rowsOf<{ source: string; medium: string; campaign: string; visits: number; engaged_visits: number }>(
      db,
      sql`select utm_source as source, utm_medium as medium, utm_campaign as campaign, sum(visits)::int as visits, sum(engaged_visits)::int as engaged_visits
        from analytics_daily_visits where day between ${range.from}::date and ${range.to}::date and utm_campaign <> '' group by 1, 2, 3`,
    ),
    rowsOf<{ source: string; medium: string; campaign: string; leads: number }>(
      db,
      sql`select utm_source as source, utm_medium as medium, utm_campaign as campaign, sum(leads)::int as leads
        from analytics_daily_leads where day between ${range.from}::date and ${range.to}::date and utm_campaign <> '' group by 1, 2, 3`,
    ),
  ]);
  const byKey = new Map<string, AnalyticsReport['campaigns'][number]>();
  const keyOf = (row: { source: string; medium: string; campaign: string }) => JSON.stringify([row.source, row.medium, row.campaign]);
  for (const row of visits) byKey.set(keyOf(row), { source: row.source, medium: row.medium, campaign: row.campaign, visits: row.visits, engagedVisits: row.engaged_visits, leads: 0 });
  for (const row of leads) {
    const existing = byKey.get(keyOf(row)) ?? { source: row.source, medium: row.medium, campaign: row.campaign, visits: 0, engagedVisits: 0, leads: 0 };
    byKey.set(keyOf(row), { ...existing, leads: row.leads });
  }
  const named = new Map<string, AnalyticsReport['campaigns'][number]>();
  for (const row of byKey.values()) {
    const shown = row.visits >= minVisitsNamed ? row : { ...row, source: OTHER_NAME, medium: OTHER_NAME, campaign: OTHER_NAME };
    const into = named.get(keyOf(shown));
    if (into) Object.assign(into, { visits: into.visits + row.visits, engagedVisits: into.engagedVisits + row.engagedVisits, leads: into.leads + row.leads });
    else named.set(keyOf(shown), { ...shown });
  }
  return [...named.values()].sort((a, b) => b.visits - a.visits || b.leads - a.leads).slice(0, TOP_ROWS);
}

/**
 * Speed to lead: calls placed for the range's leads, and the median and 95th percentile of the seconds from the form
 * to the call being placed. Its own query: an ordered-set aggregate in the funnel's GROUPING SETS would make PostgreSQL
 * sort every set (measured: 750 ms for the year instead of 280).
 */
async function speedToLeadOf(db: Runner, range: ReportRange): Promise<AnalyticsReport['speedToLead']> {
  const { start, end } = bounds(range);
  const [row] = await rowsOf<{ calls: number; median: number | string | null; p95: number | string | null }>(
    db,
    sql`select count(*)::int as calls,
        percentile_cont(0.5) within group (order by extract(epoch from lc.placed_at - l.created_at)) as median,
        percentile_cont(0.95) within group (order by extract(epoch from lc.placed_at - l.created_at)) as p95
      from leads l join lead_calls lc on lc.lead_id = l.id
      where not l.is_spam and lc.placed_at is not null and l.created_at >= ${start}::timestamptz and l.created_at < ${end}::timestamptz`,
  );
  return { calls: row?.calls ?? 0, medianSeconds: secondsOf(row?.median), p95Seconds: secondsOf(row?.p95) };
}

/** A percentile as PostgreSQL returns it (a double, or text through some drivers), to a tenth of a second. */
const secondsOf = (value: number | string | null | undefined) => (value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10);

/**
 * The sales line's speed: for the range's leads that reached it, the seconds from the form to the first call placed and
 * to the first call a person answered (median and 95th percentile).
 */
async function salesLineSpeedOf(db: Runner, range: ReportRange): Promise<AnalyticsReport['salesLineSpeed']> {
  const { start, end } = bounds(range);
  const [row] = await rowsOf<Record<'attempted' | 'conversed', number> & Record<'attempt_median' | 'attempt_p95' | 'conversation_median' | 'conversation_p95', number | string | null>>(
    db,
    sql`with firsts as (
        select extract(epoch from min(ca.placed_at) - l.created_at) as to_attempt,
          extract(epoch from min(coalesce(ca.started_at, ca.placed_at)) filter (where ca.outcome = 'answered-by-person') - l.created_at) as to_conversation
        from leads l join call_attempts ca on ca.lead_id = l.id
        where not l.is_spam and l.created_at >= ${start}::timestamptz and l.created_at < ${end}::timestamptz
        group by l.id, l.created_at)
      select count(to_attempt)::int as attempted, count(to_conversation)::int as conversed,
        percentile_cont(0.5) within group (order by to_attempt) as attempt_median, percentile_cont(0.95) within group (order by to_attempt) as attempt_p95,
        percentile_cont(0.5) within group (order by to_conversation) as conversation_median,
        percentile_cont(0.95) within group (order by to_conversation) as conversation_p95
      from firsts`,
  );
  const figures = (leads: number | undefined, median: number | string | null | undefined, p95: number | string | null | undefined): SpeedFigures => ({
    leads: leads ?? 0,
    medianSeconds: secondsOf(median),
    p95Seconds: secondsOf(p95),
  });
  return {
    firstAttempt: figures(row?.attempted, row?.attempt_median, row?.attempt_p95),
    firstConversation: figures(row?.conversed, row?.conversation_median, row?.conversation_p95),
  };
}

/** The chat's questions it could not answer from the site's content, most asked first (the assistant keeps them). */
async function unansweredQuestionsOf(db: Runner, range: ReportRange): Promise<AnalyticsReport['unansweredQuestions']> {
  const ranked = await rankUnansweredQuestions(db, { from: range.from, to: range.to, limit: TOP_ROWS });
  return ranked.map(({ question, count }) => ({ question, count }));
}

async function topPagesOf(db: Runner, range: ReportRange): Promise<AnalyticsReport['topPages']> {
  return rowsOf<{ path: string; views: number; visitors: number }>(
    db,
    sql`select path, sum(views)::int as views, sum(visitors)::int as visitors from analytics_daily_pages
      where day between ${range.from}::date and ${range.to}::date group by 1 order by 2 desc, 1 limit ${TOP_ROWS}`,
  );
}

/**
 * Runs read-only queries in a transaction of their own with PostgreSQL's JIT off (compiling these short aggregates
 * cost more than running them: 120 ms of 230 for the year's leads) and room to hash their groups in memory.
 */
async function readOnly<T>(db: Database, queries: (tx: Runner) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local jit = off`);
      await tx.execute(sql`set local work_mem = '32MB'`);
      return queries(tx);
    },
    { accessMode: 'read only' },
  );
}

/**
 * The whole dashboard for a range of UTC days and the same number of days before it, from the rollups and the leads,
 * in four groups of queries that PostgreSQL runs side by side on the pool's connections.
 */
export async function analyticsReport(db: Database, range: ReportRange, { minVisitsNamed }: Pick<AnalyticsBounds, 'minVisitsNamed'>): Promise<AnalyticsReport> {
  const previousRange = previousRangeOf(range);
  const [[visits, events, topPages], [leads, campaigns], [previousVisits, previousLeads, previousEvents], [speedToLead, salesLineSpeed, unansweredQuestions]] = await Promise.all([
    readOnly(db, async (tx) => [await visitGroups(tx, range), await eventCountsOf(tx, range), await topPagesOf(tx, range)] as const),
    readOnly(db, async (tx) => [await leadGroups(tx, range), await campaignsOf(tx, range, minVisitsNamed)] as const),
    readOnly(db, async (tx) => [await visitGroups(tx, previousRange, false), await leadGroups(tx, previousRange, false), await eventCountsOf(tx, previousRange)] as const),
    readOnly(db, async (tx) => [await speedToLeadOf(tx, range), await salesLineSpeedOf(tx, range), await unansweredQuestionsOf(tx, range)] as const),
  ]);
  const bySource = countsOf(visits, leads, 'source', minVisitsNamed);
  const byWeekRows = countsOf(visits, leads, 'week', minVisitsNamed);
  return {
    range,
    previousRange,
    totals: totalsOf(visits, leads, events),
    previousTotals: totalsOf(previousVisits, previousLeads, previousEvents),
    daily: dailyOf(visits, range),
    previousDaily: dailyOf(previousVisits, previousRange),
    topPages,
    campaigns,
    funnelBySource: funnelOf(bySource, 'source'),
    funnelByLandingPage: funnelOf(countsOf(visits, leads, 'landingPage', minVisitsNamed), 'landingPage'),
    funnelByWeek: funnelOf(byWeekRows, 'week'),
    speedToLead,
    unansweredQuestions,
    salesLineTotals: salesLineOf(leads.find((row) => row.grouping === 'all')),
    salesLineBySource: salesLineRowsOf(bySource, 'source'),
    salesLineByWeek: salesLineRowsOf(byWeekRows, 'week'),
    salesLineSpeed,
  };
}
