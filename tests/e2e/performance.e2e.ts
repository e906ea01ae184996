import { PUBLIC_ROUTES } from '../../src/shared/routes.ts';
import { expect, test } from './fixtures.ts';

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
    __lcpElement?: { tag: string; loading: string | null } | null;
  }
}

for (const { name, viewport, mobile } of VIEWPORTS) {
  test.describe(`at ${name}`, () => {
    test.use({ viewport, isMobile: mobile, hasTouch: mobile });

    for (const route of PUBLIC_ROUTES) {
      test(`${route.path} loads nothing from another host, sizes its images and never lazy-loads the largest paint`, async ({ page, baseURL }) => {
        const foreign: string[] = [];
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.protocol !== 'data:' && url.origin !== new URL(baseURL!).origin) foreign.push(request.url());
        });
        await page.addInitScript(() => {
          window.__lcpElement = null;
          new PerformanceObserver((list) => {
            const element = (list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null }).element;
            window.__lcpElement = element ? { tag: element.tagName, loading: element.getAttribute('loading') } : null;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        await page.goto(route.path, { waitUntil: 'networkidle' });

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
          const belowTheFold = image.top > viewport.height;
          expect(image.loading === 'lazy', `${image.src} at ${Math.round(image.top)} px is ${belowTheFold ? '' : 'not '}lazy`).toBe(belowTheFold);
        }

        const lcp = await page.evaluate(() => window.__lcpElement);
        expect(lcp, 'the page has a largest contentful paint').toBeTruthy();
        expect(lcp!.loading).not.toBe('lazy');
        expect(foreign).toEqual([]);
      });

      test(`${route.path} does not shift while islands hydrate and the launcher appears`, async ({ page }) => {
        await page.addInitScript(() => {
          window.__layoutShift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) window.__layoutShift! += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(route.path, { waitUntil: 'networkidle' });
        // Wake every displayed island without clicking (a click is input, which layout-shift excuses).
        await page.evaluate(async () => {
          for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) {
            if (!island.checkVisibility()) continue;
            island.scrollIntoView({ block: 'center', behavior: 'instant' });
            island.dispatchEvent(new PointerEvent('pointerover'));
            island.dispatchEvent(new FocusEvent('focusin'));
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        });
        await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLElement>('[data-island]')].every((element) => element.dataset.hydrated === 'true' || !element.checkVisibility()),
        );
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => window.__layoutShift)).toBeLessThanOrEqual(0.01);
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
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Investors' }).hover();
    await expect.poll(() => prefetched).toContain('/investors');
    await page.locator('a[download]').first().hover();
    await page.waitForTimeout(500);
    expect(prefetched.filter((path) => path.startsWith('/downloads/'))).toEqual([]);
  });
});
