import type { AnalyticsEventName } from '../../../shared/analytics/analytics-events.ts';
import { connectTracker, type TrackedDetails } from '../../lib/analytics.ts';

const UTM_PARAMETERS = ['source', 'medium', 'campaign', 'term', 'content'] as const;

/** The page's UTM parameters (utm_source=… → { source: … }), or undefined when it has none. */
export function utmOf(search: string): Partial<Record<(typeof UTM_PARAMETERS)[number], string>> | undefined {
  const params = new URLSearchParams(search);
  const utm: Partial<Record<(typeof UTM_PARAMETERS)[number], string>> = {};
  for (const key of UTM_PARAMETERS) {
    const value = params.get(`utm_${key}`)?.trim().slice(0, 100);
    if (value) utm[key] = value;
  }
  return Object.keys(utm).length > 0 ? utm : undefined;
}

/** One event to POST /api/events, as the server's schema takes it (src/shared/analytics). */
function send(name: AnalyticsEventName, details?: TrackedDetails, extra?: object) {
  const body = JSON.stringify({ name, path: location.pathname, ...details, ...extra });
  // sendBeacon survives the page closing; fetch with keepalive where it is missing or refuses.
  if (!navigator.sendBeacon?.('/api/events', new Blob([body], { type: 'application/json' }))) {
    void fetch('/api/events', { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => {});
  }
}

/**
 * Counts the page view (the referrer and the landing URL's UTM parameters go with it; the server keeps the
 * referrer's host only), then sends what the visitor does through track(). No cookie, no storage, no id: the
 * server counts visitors by a daily-salted hash it cannot reverse. A page the browser prerendered is counted
 * when, and only if, the visitor opens it.
 */
export function startBeacon(): void {
  const countView = () => {
    send('page_view', undefined, { referrer: document.referrer || undefined, utm: utmOf(location.search) });
    connectTracker(send);
  };
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    document.addEventListener('prerenderingchange', countView, { once: true });
  } else {
    countView();
  }
}
