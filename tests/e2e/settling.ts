import type { Locator, Page, Request } from '@playwright/test';
import { BRAND_FONT_FETCHED_KEY } from '../../src/client/lib/session-storage.ts';

/**
 * Resolves when every finite animation and transition on the element and inside it has finished
 * (infinite ones, like a pulsing dot, never do and are left out). Reading colours or boxes sooner
 * measures a frame in the middle of the motion.
 */
export async function animationsFinished(locator: Locator): Promise<void> {
  await locator.evaluate(async (element) => {
    // getAnimations() brings styles up to date first, so a transition the last action started is included.
    const finite = element.getAnimations({ subtree: true }).filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** A page's requests in flight, and who waits for there to be none. */
interface RequestWatch {
  inFlight: Set<Request>;
  idleWaiters: Set<() => void>;
}

const watches = new WeakMap<Page, RequestWatch>();

/**
 * Starts counting the page's requests in flight (idempotent). Requests already under way when it is first
 * called are not seen, so call it right after the first navigation, before anything can start loading lazily.
 */
export function watchRequests(page: Page): RequestWatch {
  let watch = watches.get(page);
  if (!watch) {
    const started: RequestWatch = { inFlight: new Set(), idleWaiters: new Set() };
    const ended = (request: Request) => {
      started.inFlight.delete(request);
      if (started.inFlight.size > 0) return;
      for (const wake of started.idleWaiters) wake();
      started.idleWaiters.clear();
    };
    page.on('request', (request) => started.inFlight.add(request));
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    watches.set(page, started);
    watch = started;
  }
  return watch;
}

/** Resolves once none of the page's requests is in flight, or at the deadline. */
function requestsIdle(watch: RequestWatch, deadline: number): Promise<void> {
  if (watch.inFlight.size === 0) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(wake, Math.max(0, deadline - Date.now()));
    function wake() {
      clearTimeout(timer);
      watch.idleWaiters.delete(wake);
      resolve();
    }
    watch.idleWaiters.add(wake);
  });
}

/** Resolves true once the page's DOM has not changed for `frames` animation frames in a row, false past the deadline. */
async function domQuiet(page: Page, frames: number, deadline: number): Promise<boolean> {
  return page.evaluate(
    ({ frames: wanted, msLeft }) =>
      new Promise<boolean>((resolve) => {
        let changed = false;
        let quiet = 0;
        const observer = new MutationObserver(() => (changed = true));
        observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
        const giveUpAt = performance.now() + msLeft;
        const onFrame = () => {
          quiet = changed ? 0 : quiet + 1;
          changed = false;
          const settled = quiet >= wanted;
          if (settled || performance.now() > giveUpAt) {
            observer.disconnect();
            resolve(settled);
          } else requestAnimationFrame(onFrame);
        };
        requestAnimationFrame(onFrame);
      }),
    { frames, msLeft: Math.max(0, deadline - Date.now()) },
  );
}

/**
 * Resolves once the page has nothing more to show on its own: none of its requests in flight (a lazy chunk, a
 * config fetch), every finite animation finished, and a DOM that stayed the same for two animation frames.
 * Returns false when it has not settled by `timeoutMs` (a page that keeps changing is then taken as it is), or
 * when it navigated meanwhile.
 */
export async function pageSettled(page: Page, timeoutMs = 5_000): Promise<boolean> {
  const watch = watchRequests(page);
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      await requestsIdle(watch, deadline);
      await animationsFinished(page.locator('body'));
      if ((await domQuiet(page, 2, deadline)) && watch.inFlight.size === 0) return true;
    }
  } catch {
    return false; // The document went away: the page navigated.
  }
  return false;
}

/**
 * Resolves once the brand font has loaded. The page adds it after its first paint (src/client/lib/brand-font.ts), so
 * `document.fonts.ready` alone may resolve before it was even asked for. (A face added by script names its family in
 * quotes.)
 */
export async function brandFontLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.fonts].some((face) => face.family.replaceAll('"', '') === 'Inter Variable' && face.status === 'loaded'));
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Makes the page open as a visit's second page would: in the brand font from the start. A visit's first page stays in
 * the fallback (src/client/lib/brand-font.ts); pictures of the design want the brand font.
 */
export async function startAsALaterPage(page: Page): Promise<void> {
  await page.addInitScript((key) => sessionStorage.setItem(key, '1'), BRAND_FONT_FETCHED_KEY);
}
