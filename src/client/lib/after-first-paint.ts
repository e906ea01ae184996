/**
 * Calls back once the browser has shown the page's first content (a buffered observer also hears of a paint that came
 * before it), or at once where paint timing is missing. A hidden page paints, and so calls back, only when shown.
 */
export function afterFirstContentfulPaint(callback: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return callback();
  const observer = new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint')[0] && (observer.disconnect(), callback()));
  observer.observe({ type: 'paint', buffered: true });
}
