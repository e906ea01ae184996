import { ONE_ROUTE_PER_TEMPLATE, ONE_SPANISH_ROUTE_PER_TEMPLATE } from './template-routes.ts';
import type { Page } from '@playwright/test';
import { PUBLIC_ROUTES } from '../../src/shared/routes.ts';
import {
  axeViolations,
  focusStop,
  hasVisibleFocusIndicator,
  horizontalOverflow,
  longestMotionMs,
  tabbableElementsInDomOrder,
  type FocusStop,
} from './a11y-helpers.ts';
import { expect, test, waitForIslands } from './fixtures.ts';
import { animationsFinished } from './settling.ts';
import { SITE_CHROME } from '../../src/shared/content/site-chrome.ts';
import { ASSISTANT_COPY } from '../../src/shared/content/assistant.ts';

/**
 * WCAG 2.2 AA in a real browser, on the production build: axe on every public page and in every
 * interactive state, the keyboard, focus visibility, reduced motion, 320 px and 200 % zoom.
 */
const VIEWPORTS = [
  { name: 'desktop 1280 px', viewport: { width: 1280, height: 800 }, mobile: false },
  { name: 'mobile 375 px', viewport: { width: 375, height: 740 }, mobile: true },
] as const;

const ASSISTANT_PAGES = ['/', '/solutions'];

async function openMobileMenu(page: Page) {
  await page.getByRole('button', { name: SITE_CHROME.mobileMenu.openMenu }).click();
  await expect(page.getByRole('button', { name: SITE_CHROME.mobileMenu.closeMenu })).toHaveAttribute('aria-expanded', 'true');
}

async function openAssistant(page: Page) {
  const launcher = page.locator('[data-island="assistant"] button').first();
  await launcher.click();
  await expect(launcher).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('dialog').filter({ visible: true });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: ASSISTANT_COPY.loading })).toHaveCount(0);
  return panel;
}

/** Tabs from the top of the page to its end, measuring every element that takes focus. */
async function walkWithTab(page: Page, limit: number): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page, { instantScroll: true });
    if (!stop || (stops.length > 0 && stop.id === stops[0]!.id)) break;
    stops.push(stop);
  }
  return stops;
}

for (const { name, viewport, mobile } of VIEWPORTS) {
  test.describe(`at ${name}`, () => {
    // Focus scrolls instantly under reduced motion: where focus lands is the subject here, not the smooth scroll
    // to it, and each of the page's many stops no longer waits out a scroll animation.
    test.use({ viewport, isMobile: mobile, hasTouch: mobile, reducedMotion: 'reduce' });

    for (const route of ONE_SPANISH_ROUTE_PER_TEMPLATE) {
      test(`axe finds no WCAG 2.2 A/AA violation on ${route.path}`, async ({ page }) => {
        await page.goto(route.path);
        await expect(page.locator('html')).toHaveAttribute('lang', 'es');
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    for (const route of ONE_ROUTE_PER_TEMPLATE) {
      test(`axe finds no WCAG 2.2 A/AA violation on ${route.path}`, async ({ page }) => {
        await page.goto(route.path);
        expect(await axeViolations(page)).toEqual([]);
      });

      test(`the keyboard reaches every control of ${route.path} in DOM order, each visibly focused and uncovered`, async ({ page }) => {
        test.slow();
        await page.goto(route.path);
        const expected = await tabbableElementsInDomOrder(page);
        expect(expected.length).toBeGreaterThan(5);
        const stops = await walkWithTab(page, expected.length + 10);
        expect(stops.map((stop) => stop.id), 'Tab order').toEqual(expected);
        const problems = stops.flatMap((stop) => {
          const found: string[] = [];
          if (!hasVisibleFocusIndicator(stop)) found.push(`no visible focus indicator (outline ${stop.outline})`);
          found.push(...stop.viewProblems);
          return found.map((problem) => `${stop.label}: ${problem}`);
        });
        expect(problems).toEqual([]);
      });
    }

    test('the skip link is the first stop, shows when focused and moves focus to the main content', async ({ page }) => {
      for (const path of ['/', '/news']) {
        await page.goto(path);
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: SITE_CHROME.document.skipLink });
        await expect(skip).toBeFocused();
        const stop = (await focusStop(page))!;
        expect(stop.right - stop.left, 'the skip link is shown, not clipped').toBeGreaterThan(100);
        expect(stop.centreUncovered).toBe(true);
        expect(hasVisibleFocusIndicator(stop)).toBe(true);
        await page.keyboard.press('Enter');
        await expect(page.locator('main#main')).toBeFocused();
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement)), 'next Tab stays in main').toBe(true);
      }
    });

    test('axe finds no violation with the demo form showing its validation errors', async ({ page }) => {
      await page.goto('/#contact');
      const form = page.locator('[data-island="demo-request-form"]');
      await form.scrollIntoViewIfNeeded();
      await waitForIslands(page, '[data-island="demo-request-form"]');
      await form.locator('button[type="submit"]').click();
      await expect(form.locator('[aria-invalid="true"]')).toHaveCount(4);
      expect(await axeViolations(page, { include: '[data-island="demo-request-form"]' })).toEqual([]);
    });

    test('axe finds no violation with the investor dialog open, empty and with its errors', async ({ page }) => {
      await page.goto('/investors');
      const island = page.locator('[data-island="investor-form"]');
      await island.scrollIntoViewIfNeeded();
      await island.getByRole('button').first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      expect(await axeViolations(page, { include: '[data-island="investor-form"]' })).toEqual([]);
      await dialog.locator('button[type="submit"]').click();
      await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
      expect(await axeViolations(page, { include: '[data-island="investor-form"]' })).toEqual([]);
    });

    // Each state is checked where it changes the page; the page around it had its own pass above.
    for (const path of ASSISTANT_PAGES) {
      for (const mode of ['Chat', 'Voice'] as const) {
        test(`axe finds no violation with the assistant panel open on ${path}, in ${mode.toLowerCase()} mode`, async ({ page }) => {
          await page.goto(path);
          const panel = await openAssistant(page);
          if (mode === 'Voice') await panel.getByRole('tab', { name: ASSISTANT_COPY.voiceTab }).click();
          await expect(panel.getByRole('tab', { name: mode })).toHaveAttribute('aria-selected', 'true');
          expect(await axeViolations(page, { include: '[data-island="assistant"]' })).toEqual([]);
        });
      }
    }
  });
}

test.describe('at mobile 375 px with the menu open', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  for (const path of ['/', '/solutions', '/news']) {
    test(`axe finds no violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await openMobileMenu(page);
      expect(await axeViolations(page, { include: 'body > header' })).toEqual([]);
    });
  }
});

test.describe('colour contrast in hover and focus states', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const path of ['/', '/solutions', '/news', '/investors']) {
    test(`every kind of link and button keeps AA contrast when hovered and focused on ${path}`, async ({ page }) => {
      test.slow();
      await page.goto(path);
      // One element of each distinct look (class list) is enough: the rest share its styles.
      const samples = await page.evaluate(() => {
        const seen = new Map<string, string>();
        document.querySelectorAll<HTMLElement>('a[href], button').forEach((element, index) => {
          // Visible ones only; the skip link is 1 px until focused (its focused look is checked above).
          if (!element.checkVisibility() || element.closest('[hidden]') || element.matches('.sr-only')) return;
          const key = `${element.className}|${element.closest('.on-dark') ? 'dark' : 'light'}`;
          if (seen.has(key)) return;
          element.dataset.contrastSample = String(index);
          seen.set(key, `[data-contrast-sample="${index}"]`);
        });
        return [...seen.values()];
      });
      expect(samples.length).toBeGreaterThan(3);
      const problems: string[] = [];
      for (const selector of samples) {
        const element = page.locator(selector);
        await element.scrollIntoViewIfNeeded();
        await element.hover();
        await element.focus();
        // Colours are measured once the hover and focus transitions have finished.
        await animationsFinished(element);
        problems.push(...(await axeViolations(page, { include: selector, rules: ['color-contrast'] })));
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe('reduced motion', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('prefers-reduced-motion removes animation and transitions, which otherwise run', async ({ page }) => {
    await page.goto('/');
    expect(await longestMotionMs(page), 'the site does animate without the preference').toBeGreaterThan(100);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
    expect(await longestMotionMs(page)).toBeLessThanOrEqual(0.01);
    await openMobileMenu(page);
    await page.keyboard.press('Escape');
    await openAssistant(page);
    expect(await longestMotionMs(page)).toBeLessThanOrEqual(0.01);
    const running = await page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length);
    expect(running).toBe(0);
  });
});

test.describe('reflow and zoom', () => {
  // One load a page: at 320 px (WCAG 1.4.10), then, without reloading (as a browser zooms), a 1280 × 800 window zoomed
  // to 200 %: the page lays out in 640 × 400 CSS pixels at twice the density.
  test.use({ deviceScaleFactor: 2 });

  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} fits 320 px, and reads at 200 % zoom, without horizontal scrolling, its heading whole`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(route.path);
      expect(await horizontalOverflow(page), 'at 320 px').toBeLessThanOrEqual(0);

      await page.setViewportSize({ width: 640, height: 400 });
      // Two frames: what the resize sets off (media queries' listeners) has rendered.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await horizontalOverflow(page), 'at 200 % zoom').toBeLessThanOrEqual(0);
      const heading = (await page.locator('h1').first().boundingBox())!;
      expect(heading.x).toBeGreaterThanOrEqual(0);
      expect(heading.x + heading.width).toBeLessThanOrEqual(640);
      const header = (await page.locator('body > header').boundingBox())!;
      expect(header.height, 'the fixed header leaves most of the screen to the content').toBeLessThanOrEqual(400 / 4);
    });
  }

  test('the open menu and the assistant panel fit 320 px too', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    await openMobileMenu(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');
    const panel = await openAssistant(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
  });
});
