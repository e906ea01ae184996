import type { ReportRange } from '../../../../shared/analytics/analytics-report.ts';

/**
 * The analytics page's words (staff read English): its title and range, the range picker, and the speed, assistant
 * and sales-line sections. The funnel steps' names are the report's own (shared/analytics/analytics-report.ts).
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
  salesLine: {
    title: 'Sales line',
    intro: 'Our call-backs for the leads of this range. Attempts and voicemails count calls; the other steps count leads.',
    toFirstCall: 'To first call',
    toFirstConversation: 'To first conversation',
    median: (label: string) => `${label}: median`,
    p95: (label: string) => `${label}: 95th percentile`,
    leads: (label: string) => `${label}: leads`,
  },
} as const;
