import type { Page } from '@playwright/test';
import { ONE_ROUTE_PER_TEMPLATE } from './template-routes.ts';
import { expect, test } from './fixtures.ts';
import { SITE_CHROME } from '../../src/shared/content/site-chrome.ts';
import { headerLabel } from './nav-labels.ts';

/**
 * What the performance budget asks of pages in a real browser: nothing from another host, images
 * sized and lazy only below the fold (never the largest paint), and no layout shift while islands
 * hydrate and the assistant launcher appears.
 */
const VIEWPORTS = [
  { name: 'mobile 375 px', viewport: { width: 375, height: 740 }, mobile: true },
  { name: 'desktop 1280 px', viewport: { width: 1280, height: 800 }, mobile: false },
] as const;

declare global {
  interface Window {
    __layoutShift?: number;
    __flushLayoutShifts?: () => void;
    __lcpElement?: { tag: string; loading: string | null } | null;
  }
}

/** Before the page's own scripts: keeps the latest largest-paint candidate and adds up layout shifts without input. */
function observePaintAndShifts() {
  window.__lcpElement = null;
  // Entries can arrive after the load settles, and one whose element hydration replaced has no element:
  // keep the latest candidate that still names its element.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
      if (entry.element) window.__lcpElement = { tag: entry.element.tagName, loading: entry.element.getAttribute('loading') };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });

  window.__layoutShift = 0;
  const add = (entries: PerformanceEntryList) => {
    for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) window.__layoutShift! += entry.value;
    }
  };
  const observer = new PerformanceObserver((list) => add(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  window.__flushLayoutShifts = () => add(observer.takeRecords());
}

/** Every image has a width and a height, rasters are AVIF or WebP with a srcset, and only those below the fold are lazy. */
async function expectSizedImagesLazyBelowTheFold(page: Page, foldPx: number) {
  const images = await page.evaluate(() =>
    [...document.images].map((image) => ({
      src: image.currentSrc || image.src,
      width: image.getAttribute('width'),
      height: image.getAttribute('height'),
      srcset: image.getAttribute('srcset'),
      loading: image.getAttribute('loading'),
      displayed: image.checkVisibility(),
      top: image.getBoundingClientRect().top + window.scrollY,
    })),
  );
  for (const image of images) {
    expect(image.width && image.height, `${image.src} has width and height`).toBeTruthy();
    const format = /\.(\w+)(\?|$)/.exec(new URL(image.src).pathname)?.[1];
    if (format !== 'svg') {
      expect(['avif', 'webp'], `${image.src}: raster images are AVIF or WebP`).toContain(format);
      expect(image.srcset, `${image.src}: raster images offer a srcset`).toBeTruthy();
    }
    if (!image.displayed) continue;
    const belowTheFold = image.top > foldPx;
    expect(image.loading === 'lazy', `${image.src} at ${Math.round(image.top)} px is ${belowTheFold ? '' : 'not '}lazy`).toBe(belowTheFold);
  }
}

/** Wakes every displayed island without clicking (a click is input, which layout-shift excuses); the shift it caused. */
async function layoutShiftWhileIslandsHydrate(page: Page): Promise<number | undefined> {
  await page.evaluate(async () => {
    for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) {
      if (!island.checkVisibility()) continue;
      island.scrollIntoView({ block: 'center', behavior: 'instant' });
      island.dispatchEvent(new PointerEvent('pointerover'));
      island.dispatchEvent(new FocusEvent('focusin'));
      // Stay while it hydrates, so a shift it causes happens in view (the check below reports one that never does).
      const until = performance.now() + 10_000;
      while (island.dataset.hydrated !== 'true' && performance.now() < until) await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[data-island]')].every((element) => element.dataset.hydrated === 'true' || !element.checkVisibility()),
  );
  // Two more frames render what hydration changed; then the observer hands over what it has not reported yet.
  return page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    window.__flushLayoutShifts!();
    return window.__layoutShift;
  });
}

for (const { name, viewport, mobile } of VIEWPORTS) {
  test.describe(`at ${name}`, () => {
    test.use({ viewport, isMobile: mobile, hasTouch: mobile });

    for (const route of ONE_ROUTE_PER_TEMPLATE) {
      test(`${route.path} loads nothing from another host, sizes its images, never lazy-loads the largest paint, and does not shift while islands hydrate`, async ({ page, baseURL }) => {
        const foreign: string[] = [];
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.protocol !== 'data:' && url.origin !== new URL(baseURL!).origin) foreign.push(request.url());
        });
        await page.addInitScript(observePaintAndShifts);
        // One load for both checks: the images and the largest paint as the page arrives, then the islands woken.
        await page.goto(route.path, { waitUntil: 'networkidle' });
        await expectSizedImagesLazyBelowTheFold(page, viewport.height);

        const lcp = await page
          .waitForFunction(() => window.__lcpElement, undefined, { timeout: 5_000 })
          .then((handle) => handle.jsonValue())
          .catch(() => null);
        expect(lcp, 'the page has a largest contentful paint').toBeTruthy();
        expect(lcp!.loading).not.toBe('lazy');

        expect(await layoutShiftWhileIslandsHydrate(page)).toBeLessThanOrEqual(0.01);
        // Last, so the islands' own chunks and requests are counted too.
        expect(foreign).toEqual([]);
      });
    }
  });
}

test.describe('prefetch on intent', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('hovering a link to another page prefetches it, and a download is never prefetched', async ({ page }) => {
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (/prefetch/.test(request.headers()['sec-purpose'] ?? '')) prefetched.push(new URL(request.url()).pathname);
    });
    await page.goto('/news');
    expect(await page.evaluate(() => HTMLScriptElement.supports('speculationrules'))).toBe(true);
    await page.getByRole('navigation', { name: SITE_CHROME.header.mainNavLabel }).getByRole('link', { name: headerLabel('/investors') }).hover();
    await expect.poll(() => prefetched).toContain('/investors');
    // Hover a download as long as it took for Investors, then a page link again: once that page's
    // prefetch has been seen, a prefetch of the download would have been too.
    const download = page.locator('a[download]').first();
    await download.hover();
    await page.waitForFunction((since) => performance.now() - since > 1_000, await page.evaluate(() => performance.now()));
    await page.getByRole('navigation', { name: SITE_CHROME.header.mainNavLabel }).getByRole('link', { name: headerLabel('/solutions') }).hover();
    await expect.poll(() => prefetched).toContain('/solutions');
    expect(prefetched.filter((path) => path.startsWith('/downloads/'))).toEqual([]);
  });
});
