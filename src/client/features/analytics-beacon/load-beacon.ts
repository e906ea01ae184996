import { afterFirstContentfulPaint } from '../../lib/after-first-paint.ts';

/** The visitor asked not to be tracked: Global Privacy Control, or the older Do Not Track. */
export function optedOut(nav: Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string } = navigator): boolean {
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || nav.msDoNotTrack === '1';
}

/**
 * Loads the beacon once the page is loaded, has shown its content and is idle, so it never competes with the page's
 * own work: on a slow phone `load` can come before the first paint, and the beacon's requests would then delay it.
 * For a visitor who opted out, never.
 */
export function loadBeaconWhenIdle(): void {
  if (optedOut()) return;
  const load = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
    afterFirstContentfulPaint(() => idle(() => void import('./beacon.ts').then(({ startBeacon }) => startBeacon())));
  };
  if (document.readyState === 'complete') load();
  else addEventListener('load', load, { once: true });
}
