/**
 * What visitors can write into the analytics through POST /api/events, whatever they send (docs/security.md,
 * "Analytics written by visitors"; the ANALYTICS_MAX_* and ANALYTICS_MIN_VISITS_NAMED settings).
 */
export interface AnalyticsBounds {
  /** Raw events written per UTC day for the whole site; later ones that day are dropped and counted. */
  maxEventsPerDay: number;
  /** Referrer hosts, and values of each UTM parameter, a day's rollup keeps by name (the most visited). */
  maxNamesPerDay: number;
  /** Rows of a day's visit rollup and of its page rollup. */
  maxRollupRowsPerDay: number;
  /** Visits in the range a source or campaign needs before the dashboard and its CSV show its name. */
  minVisitsNamed: number;
}

/**
 * Sized from the design load (npm run bench:analytics: 10,000 visits a day, three events each, 30 sources, 300
 * attribution rows a day): about 7 times its raw events, 3 times its sources, 3 times its rollup rows.
 */
export const ANALYTICS_BOUND_DEFAULTS: AnalyticsBounds = { maxEventsPerDay: 200_000, maxNamesPerDay: 100, maxRollupRowsPerDay: 1000, minVisitsNamed: 3 };
