/** Analytics, as the app installs it (POST /api/events, rollups, the dashboard's report). */
export { EVENTS_RATE_LIMITED_MESSAGE, installAnalytics, type Analytics } from './analytics-feature.ts';
/** What other features use of analytics: the attribution a lead carries from its visit. */
export { attachLeadAttribution } from './lead-attribution.ts';
