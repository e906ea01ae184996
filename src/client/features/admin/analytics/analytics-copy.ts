import type { PeriodTotals, ReportRange } from '../../../../shared/analytics/analytics-report.ts';

/**
 * The analytics page's words (staff read English): its title and range, the range picker, the summary, trend and
 * funnel, the speed, assistant and sales-line sections, and the report's tables. The funnel steps' names are the report's own (shared/analytics/analytics-report.ts).
 */
export const ANALYTICS_COPY = {
  title: 'Analytics',
  /** "2026-01-01 to 2026-01-31 (UTC), compared with 2025-12-01 to 2025-12-31", the comparison once the report is in. */
  period: (range: ReportRange, previous?: ReportRange) =>
    `${range.from} to ${range.to} (UTC)${previous ? `, compared with ${previous.from} to ${previous.to}` : ''}`,
  counting: 'Counted without cookies; visitors who ask not to be tracked are not counted.',
  loading: 'Loading…',
  loadFailed: 'The figures could not be loaded. Please try again.',
  range: {
    title: 'Date range',
    from: 'From',
    to: 'To',
    show: 'Show',
    presets: 'Quick ranges',
    lastDays: (days: number) => `Last ${days} days`,
    invalid: 'Choose a start day on or before the end day.',
  },
  speed: {
    title: 'Speed to lead',
    intro: 'From the visitor sending the form to our call-back being placed.',
    median: 'Median',
    p95: '95th percentile',
    callsPlaced: 'Calls placed',
  },
  assistant: {
    title: 'Assistant and forms',
    chatsOpened: 'Chats opened',
    questionsAnswered: 'Questions answered from our content',
    questionsDeclined: 'Questions declined',
    voiceCallsStarted: 'Voice calls started',
    demoFormsStarted: 'Demo forms started',
  },
  summary: {
    title: 'Summary',
    /** The figures the summary shows, in its order, each by its total's name. */
    figures: {
      visits: 'Visits',
      pageViews: 'Page views',
      engagedVisits: 'Engaged visits',
      leads: 'Leads',
      callsPlaced: 'Calls placed',
      callsAnswered: 'Calls answered',
    } satisfies Partial<Record<keyof PeriodTotals, string>>,
    /** "+12% compared with 40 before": the words around the change and the previous period's figure ("vs" is shown, "compared with" read). */
    comparedWith: 'compared with',
    versus: 'vs',
    before: 'before',
  },
  trend: {
    title: 'Visits and page views',
    visits: 'Visits',
    pageViews: 'Page views',
    previousVisits: 'Visits, previous period',
    /** The chart's text for those who cannot see it; the figures come formatted. */
    summary: (range: ReportRange, visits: string, pageViews: string, previousVisits: string, dailyTable: string) =>
      `Visits and page views per day from ${range.from} to ${range.to}: ${visits} visits and ${pageViews} page views in all, against ${previousVisits} visits in the previous period. The figures per day are in the table "${dailyTable}".`,
  },
  funnel: {
    title: 'Funnel',
    intro: 'From a visit to an answered call-back. Each step’s conversion is from the step before.',
    step: 'Step',
    count: 'Count',
    conversion: 'Conversion',
    previousPeriod: 'Previous period',
    visitToLead: 'Visit to lead',
  },
  /** Each table's download link: "CSV", and for screen readers " of Sources". */
  download: { label: 'CSV', of: (title: string) => ` of ${title}` },
  /** The report's tables, in the order the page shows them: title, description, first column and empty line. */
  tables: {
    sources: {
      title: 'Sources',
      description:
        "The funnel by where visits came from: UTM source, else the referring site, else direct. Sources with too few visits to name, and names past a day's limit, are counted together as (other).",
      keyHeader: 'Source',
      empty: 'No visits or leads in this range.',
    },
    campaigns: {
      title: 'Campaigns',
      columns: { campaign: 'Campaign', source: 'Source', medium: 'Medium', visits: 'Visits', engaged: 'Engaged', leads: 'Leads' },
      empty: 'No visits came with a UTM campaign in this range.',
    },
    topPages: {
      title: 'Top pages',
      columns: { page: 'Page', views: 'Views', visitors: 'Visitors' },
      empty: 'No page views in this range.',
    },
    unansweredQuestions: {
      title: 'Questions the chat could not answer',
      description: 'Most asked first: where the site’s content could grow.',
      columns: { question: 'Question', timesAsked: 'Times asked' },
      empty: 'The chat answered every question in this range.',
    },
    landingPages: {
      title: 'Landing pages',
      description: 'The funnel by the page each visit began on.',
      keyHeader: 'Landing page',
      empty: 'No visits or leads in this range.',
    },
    weeks: {
      title: 'Weeks',
      description: 'The funnel by week, from Monday (UTC).',
      keyHeader: 'Week of',
      empty: 'No visits or leads in this range.',
    },
    daily: {
      title: 'Visits per day',
      columns: { day: 'Day', visits: 'Visits', pageViews: 'Page views' },
      empty: 'No days in this range.',
    },
  },
  salesLine: {
    title: 'Sales line',
    intro: 'Our call-backs for the leads of this range. Attempts and voicemails count calls; the other steps count leads.',
    toFirstCall: 'To first call',
    toFirstConversation: 'To first conversation',
    median: (label: string) => `${label}: median`,
    p95: (label: string) => `${label}: 95th percentile`,
    leads: (label: string) => `${label}: leads`,
    bySource: {
      title: 'Sales line by source',
      description: "The call-backs of each source's leads, named as in Sources.",
      keyHeader: 'Source',
    },
    byWeek: {
      title: 'Sales line by week',
      description: "The call-backs of each week's leads, from Monday (UTC).",
      keyHeader: 'Week of',
    },
    empty: 'No lead asked for a call-back in this range.',
  },
} as const;
