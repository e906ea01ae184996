import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { FINANCIALS, financialTable } from '../../src/shared/content/financials.ts';
import { projectPath } from '../../src/server/project-root.ts';
import { BRAND_FONT_FETCHED_KEY } from '../../src/client/lib/session-storage.ts';
import { expect, test } from './fixtures.ts';
import { brandFontLoaded } from './settling.ts';
import { ONE_ROUTE_PER_TEMPLATE } from './template-routes.ts';

/** What the page's fonts are: the brand face added and loaded, the family its text asks for, and the font file's fetch. */
const fontsOf = (page: Page) =>
  page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const file = performance.getEntriesByType('resource').find((entry) => /\/assets\/inter-brand-[\w-]+\.woff2$/.test(entry.name));
    return {
      heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
      body: getComputedStyle(document.body).fontFamily,
      brandFaceLoaded: [...document.fonts].some((face) => face.family.replaceAll('"', '') === 'Inter Variable' && face.status === 'loaded'),
      fetchedAfterPaintMs: file && paint !== undefined ? file.startTime - paint : undefined,
    };
  });

test('a visit\'s first page paints in the metric-matched fallback and fetches the brand font only after that paint', async ({ page, server }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => /inter-brand/.test(request.url()) && fontRequests.push(request.url()));
  await page.goto('/');
  // Fetched before the first paint, the font held it back; swapped in after, it moved long paragraphs (decision 0012).
  await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveCount(0);
  await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), BRAND_FONT_FETCHED_KEY)).toBe('1');
  const first = await fontsOf(page);
  expect(first.fetchedAfterPaintMs, 'the font was asked for before the first paint').toBeGreaterThanOrEqual(0);
  expect(first.brandFaceLoaded, 'the first page swapped its font after the paint').toBe(false);
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const url of fontRequests) expect(url.startsWith(server.url), url).toBe(true);
});

test('every page after the first sets its text in the self-hosted brand font from the start', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), BRAND_FONT_FETCHED_KEY)).toBe('1');
  for (const route of ONE_ROUTE_PER_TEMPLATE) {
    await page.goto(route.path);
    await brandFontLoaded(page);
    const fonts = await fontsOf(page);
    expect(fonts.heading, route.path).toMatch(/^"Inter Variable"/);
    expect(fonts.body, route.path).toMatch(/^"Inter Variable"/);
    expect(await page.evaluate(() => document.fonts.check('700 16px "Inter Variable"')), route.path).toBe(true);
  }
});

test('one logo: the header and footer mark is the file the favicon, share images and PDFs are drawn from', async ({ page, request }) => {
  const logoMark = (await readFile(projectPath('content/brand/logo.svg'), 'utf8')).trim();
  await page.goto('/');
  for (const where of ['header', 'footer']) {
    const same = await page
      .locator(`${where} svg`)
      .first()
      .evaluate((svg, file) => svg.isEqualNode(new DOMParser().parseFromString(file, 'image/svg+xml').documentElement), logoMark);
    expect(same, `the ${where} mark differs from content/brand/logo.svg`).toBe(true);
  }
  expect((await (await request.get('/favicon.svg')).text()).trim()).toBe(logoMark);
});

test.describe('heroes at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const path of ['/solutions', '/news', '/investors']) {
    test(`${path} fills the right half of its hero with its own picture`, async ({ page }) => {
      await page.goto(path);
      const hero = page.locator('section[aria-labelledby="page-title"]');
      const art = hero.locator('.hero-art');
      await expect(art).toBeVisible();
      const box = (await art.boundingBox())!;
      expect(box.x).toBeGreaterThan(640);
      expect(box.width).toBeGreaterThan(320);
      expect(box.height).toBeGreaterThan(200);
      // Pictures, not content: screen readers skip them, and the text beside them says it all.
      await expect(art).toHaveAttribute('aria-hidden', 'true');
    });
  }

  test('the Investors chart draws each year\'s revenue to scale, and the table below gives the same figures', async ({ page }) => {
    await page.goto('/investors');
    const heights = await page.locator('.hero-art svg rect').evaluateAll((bars) => bars.map((bar) => Number(bar.getAttribute('height'))));
    const values = FINANCIALS.revenue.values;
    expect(heights).toHaveLength(values.length);
    for (let index = 0; index < values.length; index += 1) {
      expect(heights[index]! / heights.at(-1)!).toBeCloseTo(values[index]! / values.at(-1)!, 3);
    }
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(FINANCIALS.years.map(String));
    for (const row of financialTable()) {
      const tableRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: row.label, exact: true }) });
      await expect(tableRow.getByRole('cell')).toHaveText(row.cells);
    }
  });
});

test('on a phone the hero pictures stay out of the way', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/solutions');
  await expect(page.locator('.hero-art')).toBeHidden();
});
