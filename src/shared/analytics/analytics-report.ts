import { z } from '../zod.ts';

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'a real day');

/**
 * The one name of everything the dashboard does not name: a path that is not one of our pages, a referrer host or UTM
 * value past a day's bound, a source or campaign with fewer visits than the minimum (docs/security.md).
 */
export const OTHER_NAME = '(other)';

/** The longest range the dashboard reports at once: two years (the rollups are kept for good). */
export const MAX_RANGE_DAYS = 731;

/** GET /api/admin/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD: UTC days, both included. */
export const reportRangeSchema = z
  .object({ from: isoDay, to: isoDay })
  .strict()
  .refine((range) => range.from <= range.to, { message: 'from must not be after to', path: ['to'] })
  .refine((range) => (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 < MAX_RANGE_DAYS, {
    message: `at most ${MAX_RANGE_DAYS} days`,
    path: ['from'],
  });
export type ReportRange = z.infer<typeof reportRangeSchema>;

/** The funnel, from a visit to an answered call-back. */
export interface FunnelCounts {
  visits: number;
  /** Visits in which the visitor opened the chat, asked, called or started a form. */
  engagedVisits: number;
  leads: number;
  callBacksRequested: number;
  callsPlaced: number;
  callsAnswered: number;
}
export const FUNNEL_STEPS: readonly { key: keyof FunnelCounts; label: string }[] = [
  { key: 'visits', label: 'Visits' },
  { key: 'engagedVisits', label: 'Engaged' },
  { key: 'leads', label: 'Leads' },
  { key: 'callBacksRequested', label: 'Call-backs requested' },
  { key: 'callsPlaced', label: 'Calls placed' },
  { key: 'callsAnswered', label: 'Calls answered' },
];

export interface PeriodTotals extends FunnelCounts {
  pageViews: number;
  chatsOpened: number;
  questionsAnswered: number;
  questionsDeclined: number;
  voiceCallsStarted: number;
  demoFormsStarted: number;
}

export interface FunnelRow extends FunnelCounts {
  /** A source (UTM source, else referrer host, else "(direct)"), a landing page, or a week's Monday. */
  key: string;
}

/**
 * The sales line (issue 38): what became of the call-backs of the range's leads. Attempts and voicemails count calls;
 * the other steps count leads (a lead reached twice is reached once).
 */
export interface SalesLineCounts {
  /** Leads who asked for a call-back. */
  callBacksRequested: number;
  /** Calls placed for them, first calls and retries. */
  attempts: number;
  /** Leads a person answered at some attempt. */
  answeredByPerson: number;
  /** Calls that reached an answering machine (a message was left). */
  voicemails: number;
  /** Leads handed to a person on the sales line who picked up. */
  transferred: number;
  /** Leads who booked a meeting during one of our calls (cancelled meetings not counted). */
  meetingsFromCall: number;
}
export const SALES_LINE_STEPS: readonly { key: keyof SalesLineCounts; label: string }[] = [
  { key: 'callBacksRequested', label: 'Call-backs requested' },
  { key: 'attempts', label: 'Attempts (calls)' },
  { key: 'answeredByPerson', label: 'Answered by a person' },
  { key: 'voicemails', label: 'Voicemails (calls)' },
  { key: 'transferred', label: 'Transferred to sales' },
  { key: 'meetingsFromCall', label: 'Meetings from a call' },
];
export interface SalesLineRow extends SalesLineCounts {
  /** A source, as in the funnel by source, or a week's Monday. */
  key: string;
}
/** Seconds from the form to a moment of the call-back, over the range's leads that reached it. */
export interface SpeedFigures {
  leads: number;
  medianSeconds: number | null;
  p95Seconds: number | null;
}

export interface AnalyticsReport {
  range: ReportRange;
  /** The same number of days just before. */
  previousRange: ReportRange;
  totals: PeriodTotals;
  previousTotals: PeriodTotals;
  /** Every day of the range, visits (each visitor counted once a day) and page views. */
  daily: { day: string; visits: number; pageViews: number }[];
  previousDaily: { day: string; visits: number; pageViews: number }[];
  topPages: { path: string; views: number; visitors: number }[];
  campaigns: { source: string; medium: string; campaign: string; visits: number; engagedVisits: number; leads: number }[];
  funnelBySource: FunnelRow[];
  funnelByLandingPage: FunnelRow[];
  funnelByWeek: FunnelRow[];
  /** Seconds from a lead's form to its call-back being placed. */
  speedToLead: { calls: number; medianSeconds: number | null; p95Seconds: number | null };
  unansweredQuestions: { question: string; count: number }[];
  salesLineTotals: SalesLineCounts;
  salesLineBySource: SalesLineRow[];
  salesLineByWeek: SalesLineRow[];
  /** From the form to the first call placed, and to the first call a person answered. */
  salesLineSpeed: { firstAttempt: SpeedFigures; firstConversation: SpeedFigures };
}

/** The tables of the report, each exportable as CSV (GET /api/admin/analytics/<name>.csv). */
export const REPORT_TABLES = [
  'daily',
  'top-pages',
  'campaigns',
  'funnel-by-source',
  'funnel-by-landing-page',
  'funnel-by-week',
  'sales-line-by-source',
  'sales-line-by-week',
  'unanswered-questions',
] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

const FUNNEL_COLUMNS = ['visits', 'engagedVisits', 'leads', 'callBacksRequested', 'callsPlaced', 'callsAnswered'] as const;
const SALES_LINE_COLUMNS = SALES_LINE_STEPS.map((step) => step.key);

/** A table of the report as a header and rows: what the CSV export writes and the dashboard's tables show. */
export function reportTable(report: AnalyticsReport, table: ReportTable): { header: string[]; rows: (string | number)[][] } {
  const keyed = <Row extends { key: string }>(keyName: string, columns: readonly (keyof Row & string)[], rows: Row[]) => ({
    header: [keyName, ...columns],
    rows: rows.map((row) => [row.key, ...columns.map((column) => row[column] as number)]),
  });
  const funnel = (keyName: string, rows: FunnelRow[]) => keyed(keyName, FUNNEL_COLUMNS, rows);
  const salesLine = (keyName: string, rows: SalesLineRow[]) => keyed(keyName, SALES_LINE_COLUMNS, rows);
  switch (table) {
    case 'daily':
      return { header: ['day', 'visits', 'pageViews'], rows: report.daily.map((row) => [row.day, row.visits, row.pageViews]) };
    case 'top-pages':
      return { header: ['path', 'views', 'visitors'], rows: report.topPages.map((row) => [row.path, row.views, row.visitors]) };
    case 'campaigns':
      return {
        header: ['source', 'medium', 'campaign', 'visits', 'engagedVisits', 'leads'],
        rows: report.campaigns.map((row) => [row.source, row.medium, row.campaign, row.visits, row.engagedVisits, row.leads]),
      };
    case 'funnel-by-source':
      return funnel('source', report.funnelBySource);
    case 'funnel-by-landing-page':
      return funnel('landingPage', report.funnelByLandingPage);
    case 'funnel-by-week':
      return funnel('week', report.funnelByWeek);
    case 'sales-line-by-source':
      return salesLine('source', report.salesLineBySource);
    case 'sales-line-by-week':
      return salesLine('week', report.salesLineByWeek);
    case 'unanswered-questions':
      return { header: ['question', 'count'], rows: report.unansweredQuestions.map((row) => [row.question, row.count]) };
  }
}
