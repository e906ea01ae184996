/** The visitor asked not to be tracked: Global Privacy Control, or the older Do Not Track. */
export function optedOut(nav: Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string } = navigator): boolean {
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || nav.msDoNotTrack === '1';
}

/**
 * Loads the beacon once the page is loaded, painted and idle, so it never competes with the page's own work (its
 * requests start after the first paint: a slow phone may fire `load` before it has painted); for a visitor who
 * opted out, never.
 */
export function loadBeaconWhenIdle(): void {
  if (optedOut()) return;
  const load = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
    const afterNextPaint = (callback: () => void) => requestAnimationFrame(() => setTimeout(callback, 0));
    afterNextPaint(() => idle(() => void import('./beacon.ts').then(({ startBeacon }) => startBeacon())));
  };
  if (document.readyState === 'complete') load();
  else addEventListener('load', load, { once: true });
}
