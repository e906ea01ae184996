import { OTHER_NAME } from '../../../shared/analytics/analytics-report.ts';
import { BOOKING_PAGE_ROUTES, NOT_FOUND_ROUTES, PUBLIC_ROUTES } from '../../../shared/routes.ts';

/** Our pages in every language, their 404s and the booking page: from the one list of routes, so a new page counts. */
const TRACKED_PATHS: ReadonlySet<string> = new Set([...PUBLIC_ROUTES, ...NOT_FOUND_ROUTES, ...BOOKING_PAGE_ROUTES].map((route) => route.path));

/**
 * The path an event is counted under: one of our pages (a trailing slash aside), else "(other)". The beacon sends the
 * address bar's path, so whatever a visitor or a script types there would otherwise become a "top page".
 */
export function trackedPathOf(path: string): string {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return TRACKED_PATHS.has(trimmed) ? trimmed : OTHER_NAME;
}
