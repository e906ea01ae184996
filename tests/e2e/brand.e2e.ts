import { readFile } from 'node:fs/promises';
import { FINANCIALS, financialTable } from '../../src/shared/content/financials.ts';
import { projectPath } from '../../src/server/project-root.ts';
import { expect, test } from './fixtures.ts';
import { ONE_ROUTE_PER_TEMPLATE } from './template-routes.ts';

test('every page sets its text in the self-hosted brand font, preloaded from our own origin', async ({ page, server }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => request.resourceType() === 'font' && fontRequests.push(request.url()));
  for (const route of ONE_ROUTE_PER_TEMPLATE) {
    await page.goto(route.path);
    const preload = page.locator('head link[rel="preload"][as="font"]');
    await expect(preload, route.path).toHaveAttribute('href', /^\/assets\/inter-brand-[\w-]+\.woff2$/);
    await page.evaluate(() => document.fonts.ready);
    const fonts = await page.evaluate(() => ({
      heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
      body: getComputedStyle(document.body).fontFamily,
      loaded: document.fonts.check('700 16px "Inter Variable"') && [...document.fonts].some((face) => face.family === 'Inter Variable' && face.status === 'loaded'),
    }));
    expect(fonts.heading, route.path).toMatch(/^"Inter Variable"/);
    expect(fonts.body, route.path).toMatch(/^"Inter Variable"/);
    expect(fonts.loaded, route.path).toBe(true);
  }
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const url of fontRequests) expect(url.startsWith(server.url), url).toBe(true);
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
