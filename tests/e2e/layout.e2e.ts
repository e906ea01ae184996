import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { animationsFinished } from './settling.ts';
import { ONE_ROUTE_PER_TEMPLATE } from './template-routes.ts';
import { ASSISTANT_COPY } from '../../src/shared/content/assistant.ts';

/** Layout flaws that once shipped, each checked where it showed. */

const WIDTHS = [375, 768, 1280] as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Grids whose last row holds a single card that does not fill the row, described for the failure message. */
async function lonelyLastCards(page: Page): Promise<string[]> {
  return page.locator('main ul.grid').evaluateAll((grids) =>
    grids.flatMap((grid) => {
      const items = [...grid.children].filter((item) => item.getBoundingClientRect().height > 0);
      if (items.length < 2) return [];
      const last = items.at(-1)!.getBoundingClientRect();
      const onLastRow = items.filter((item) => Math.abs(item.getBoundingClientRect().top - last.top) < 2);
      const fillsRow = last.width > grid.getBoundingClientRect().width * 0.9;
      return onLastRow.length === 1 && !fillsRow ? [`${grid.closest('section')?.id || grid.parentElement?.id || 'a grid'}: "${items.at(-1)!.textContent?.slice(0, 40)}"`] : [];
    }),
  );
}

for (const width of WIDTHS) {
  test(`no grid leaves one card alone in its last row at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const route of ONE_ROUTE_PER_TEMPLATE) {
      await page.goto(route.path);
      expect(await lonelyLastCards(page), `${route.path} at ${width} px`).toEqual([]);
    }
  });
}

for (const width of [375, 768, 1280]) {
  test(`at ${width} px every price and its period sit on one line inside the card, and each card says its price once`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/solutions']) {
      await page.goto(path);
      const prices = page.locator('[data-price], [data-price-period]');
      expect(await page.locator('[data-price]').count(), path).toBeGreaterThanOrEqual(2);
      for (const price of await prices.all()) {
        const text = (await price.textContent())!.trim();
        const { lines, inside } = await price.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          const box = element.getBoundingClientRect();
          const card = element.closest('li, .card')!.getBoundingClientRect();
          return { lines: tops.size, inside: box.left >= card.left && box.right <= card.right };
        });
        expect(lines, `${path}: ${text}`).toBe(1);
        expect(inside, `${path}: ${text} overflows its card`).toBe(true);
        const figure = text.match(/\$[\d,]+/)?.[0];
        if (!figure) continue;
        const card = price.locator('xpath=ancestor::*[self::li or contains(@class, "card")][1]');
        expect((await card.textContent())!.split(figure).length - 1, `${path}: ${figure} said more than once`).toBe(1);
      }
    }
  });
}

test('on phones the assistant launcher covers none of the hero\'s actions, figures, trust line or badges, whatever the screen height', async ({ page }) => {
  for (const height of [568, 640, 667, 700, 740, 812, 844, 915]) {
    await page.setViewportSize({ width: 375, height });
    await page.goto('/');
    const launcher = (await page.getByRole('button', { name: ASSISTANT_COPY.launcherLabel }).boundingBox())!;
    const clear = await page.locator('[data-launcher-clear] > *').evaluateAll((elements) =>
      elements.map((element) => {
        const { x, y, width: w, height: h } = element.getBoundingClientRect();
        return { name: element.textContent?.trim().slice(0, 30), box: { x, y, width: w, height: h } };
      }),
    );
    // Two actions, three figures, the trust line and its badges.
    expect(clear.length).toBeGreaterThanOrEqual(7);
    for (const { name, box } of clear) expect(overlap(box, launcher), `${name} at 375 × ${height}`).toBe(false);
  }
});


test.describe('motion', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('hero pictures rise into place and linked cards lift, by transform only', async ({ page }) => {
    await page.goto('/news');
    expect(await page.locator('.hero-art').evaluate((art) => getComputedStyle(art).animationName)).toBe('rise-into-place');
    const card = page.locator('.card-link').first();
    await card.scrollIntoViewIfNeeded();
    const before = (await card.boundingBox())!;
    await card.hover();
    await expect.poll(() => card.evaluate((element) => getComputedStyle(element).transform)).not.toBe('none');
    // Measured once the lift has finished: at its first frame the card has not moved a whole pixel yet.
    await animationsFinished(card);
    // The card's box rises with the transform; the layout around it stays put (see the CLS budget).
    expect((await card.boundingBox())!.y).toBeLessThan(before.y);
  });

  test.describe('under prefers-reduced-motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('nothing rises or lifts', async ({ page }) => {
      await page.goto('/news');
      expect(await page.locator('.hero-art').evaluate((art) => getComputedStyle(art).animationName)).toBe('none');
      const card = page.locator('.card-link').first();
      const shadow = () => card.evaluate((element) => getComputedStyle(element).boxShadow);
      const restingShadow = await shadow();
      await card.hover();
      // The hover has landed once the card's shadow deepens; once every transition it started has finished,
      // a lift would show as well.
      await expect.poll(shadow).not.toBe(restingShadow);
      await animationsFinished(card);
      expect(await card.evaluate((element) => getComputedStyle(element).transform)).toBe('none');
    });
  });
});
