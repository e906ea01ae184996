import { startFakeSentry } from '../support/fake-sentry.ts';
import { startTestServer } from '../support/test-server.ts';
import { expect, test } from './fixtures.ts';

test('without a DSN the browser downloads no error-reporting code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(request.url()));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => url.includes('error-reporting'))).toEqual([]);
  await expect(page.locator('meta[name="sentry-dsn"]')).toHaveCount(0);
});

test('with a DSN configured at run time, a page error reaches Sentry', async ({ page, consoleGuard }) => {
  consoleGuard.allow('deliberate failure for the error reporting test');
  const sentry = await startFakeSentry();
  const server = await startTestServer({ listen: true, env: { SENTRY_BROWSER_DSN: sentry.dsn } });
  try {
    const chunk = page.waitForRequest((request) => request.url().includes('/assets/error-reporting-'));
    await page.goto(`${server.url}/solutions`);
    await chunk;
    await expect(page.locator('meta[name="sentry-dsn"]')).toHaveAttribute('content', sentry.dsn);
    // Give the SDK a moment to install its global handlers, then fail the way a bug would.
    await page.waitForFunction(() => document.readyState === 'complete');
    await page.waitForTimeout(300);
    await page.evaluate(() => setTimeout(() => {
      throw new Error('deliberate failure for the error reporting test');
    }));
    await expect.poll(() => sentry.envelopes.join('\n'), { timeout: 10_000 }).toContain('deliberate failure for the error reporting test');
  } finally {
    await server.close();
    await sentry.close();
  }
});
