import type { Page } from '@playwright/test';
import { eq, inArray } from 'drizzle-orm';
import { DEMO_FORM_TEXT } from '../../src/shared/content/forms.ts';
import { leads } from '../../src/server/db/schema.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { expect, test } from './fixtures.ts';
import { SITE_CHROME } from '../../src/shared/content/site-chrome.ts';

async function openForm(page: Page, baseURL: string) {
  await page.goto(`${baseURL}/#contact`);
  await page.locator('#contact form').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="demo-request-form"]')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
}

async function fillAndSend(page: Page, email: string) {
  await page.getByLabel(DEMO_FORM_TEXT.labels.firstName).fill('Robin');
  await page.getByLabel(DEMO_FORM_TEXT.labels.lastName).fill('Okafor');
  await page.getByLabel(DEMO_FORM_TEXT.labels.email).fill(email);
  await page.getByLabel(DEMO_FORM_TEXT.labels.company).fill('Okafor Realty');
  await page.getByRole('button', { name: DEMO_FORM_TEXT.submit }).click();
}

test.describe('abuse protection in the browser', () => {
  let server: TestServer | undefined;
  /**
   * A server with the production abuse settings (the worker's shared server relaxes them), on the
   * shared server's database: opening another takes seconds.
   */
  const productionLikeServer = async (shared: TestServer, env: Record<string, string>) => {
    server = await startTestServer({
      listen: true,
      database: shared.database,
      env: { LEAD_RATE_LIMIT_PER_MINUTE: '5', LEAD_RATE_LIMIT_PER_DAY: '30', LEAD_MIN_FILL_MS: '2000', ...env },
    });
    return server;
  };
  const rowsFor = (shared: TestServer, emails: string[]) => shared.database.db.select().from(leads).where(inArray(leads.email, emails));
  test.afterEach(async () => {
    await server?.app.fastify.close();
    server = undefined;
  });

  test('over the rate limit, the form shows the friendly "wait a minute" message and keeps the input', async ({ page, consoleGuard, server: shared }) => {
    consoleGuard.allow('Lead form "demo" failed');
    consoleGuard.allow('status of 429');
    const strict = await productionLikeServer(shared, { LEAD_RATE_LIMIT_PER_MINUTE: '1', LEAD_MIN_FILL_MS: '0' });
    await openForm(page, strict.url);
    await fillAndSend(page, 'robin@okafor-realty.com');
    await expect(page.getByTestId('demo-thank-you')).toBeVisible();

    await page.getByRole('button', { name: DEMO_FORM_TEXT.another }).click();
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/contacts'));
    await fillAndSend(page, 'robin.again@okafor-realty.com');
    const limited = await answer;
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);

    const toast = page.getByRole('alert').filter({ hasText: DEMO_FORM_TEXT.errorTitle });
    await expect(toast).toContainText(DEMO_FORM_TEXT.rateLimitedText);
    await expect(page.getByLabel(DEMO_FORM_TEXT.labels.email)).toHaveValue('robin.again@okafor-realty.com');
    const rows = await rowsFor(shared, ['robin@okafor-realty.com', 'robin.again@okafor-realty.com']);
    expect(rows.map((row) => row.email)).toEqual(['robin@okafor-realty.com']);
  });

  test('a form sent sooner than a person could is thanked all the same, and stored as spam', async ({ page, server: shared }) => {
    // A minute: whatever the machine's speed, a test filling the form is faster than that.
    const strict = await productionLikeServer(shared, { LEAD_MIN_FILL_MS: '60000' });
    await openForm(page, strict.url);
    await fillAndSend(page, 'fast@bots.example');
    await expect(page.getByTestId('demo-thank-you')).toBeVisible();
    const [row] = await shared.database.db.select().from(leads).where(eq(leads.email, 'fast@bots.example'));
    expect(row?.isSpam).toBe(true);
  });

  test('a person who takes their time is a real lead; the same form with the honeypot filled is spam', async ({ page, server: shared }) => {
    const production = await productionLikeServer(shared, {});
    await openForm(page, production.url);
    const honeypot = page.locator('#contact form input[name="website"]');
    // People never meet it: off screen, hidden from assistive technology, out of the tab order.
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(page.getByRole('textbox', { name: SITE_CHROME.honeypot.label })).toHaveCount(0);
    const box = await honeypot.boundingBox();
    expect(box === null || box.x + box.width <= 0).toBe(true);

    await page.waitForFunction(() => performance.now() > 2_500);
    await fillAndSend(page, 'person@okafor-realty.com');
    await expect(page.getByTestId('demo-thank-you')).toBeVisible();

    await page.getByRole('button', { name: DEMO_FORM_TEXT.another }).click();
    await honeypot.fill('https://cheap-pills.example', { force: true });
    await fillAndSend(page, 'filler@bots.example');
    await expect(page.getByTestId('demo-thank-you')).toBeVisible();

    const rows = await rowsFor(shared, ['filler@bots.example', 'person@okafor-realty.com']);
    expect(rows.map((row) => [row.email, row.isSpam]).sort()).toEqual([
      ['filler@bots.example', true],
      ['person@okafor-realty.com', false],
    ]);
  });
});
