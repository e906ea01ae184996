/** Analytics, as the app installs it (POST /api/events, rollups, the dashboard's report). */
export { EVENTS_RATE_LIMITED_MESSAGE, installAnalytics, type Analytics } from './analytics-feature.ts';
/** What other features use of analytics: the visit a lead is sent from, whose attribution it carries. */
export type { LeadVisit, LeadVisitLookup } from './visit-attribution.ts';
