import { startFakeSentry, type FakeSentry } from '../support/fake-sentry.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { expect, test } from './fixtures.ts';

test('without a DSN the browser downloads no error-reporting code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(request.url()));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => url.includes('error-reporting'))).toEqual([]);
  await expect(page.locator('meta[name="sentry-dsn"]')).toHaveCount(0);
});

test.describe('with a DSN configured at run time', () => {
  // Its own server, started once outside the test's budget: the DSN is read when the server starts.
  let sentry: FakeSentry;
  let server: TestServer;
  test.beforeAll(async () => {
    sentry = await startFakeSentry();
    server = await startTestServer({ listen: true, env: { SENTRY_BROWSER_DSN: sentry.dsn } });
  });
  test.afterAll(async () => {
    await server?.close();
    await sentry?.close();
  });

  test('a page error reaches Sentry', async ({ page, consoleGuard }) => {
    consoleGuard.allow('deliberate failure for the error reporting test');
    const chunk = page.waitForRequest((request) => request.url().includes('/assets/error-reporting-'));
    await page.goto(`${server.url}/solutions`);
    await chunk;
    await expect(page.locator('meta[name="sentry-dsn"]')).toHaveAttribute('content', sentry.dsn);
    // Once the SDK has installed its global error handler (Sentry.init sets window.onerror), fail the way a bug would.
    await page.waitForFunction(() => typeof window.onerror === 'function');
    await page.evaluate(() => setTimeout(() => {
      throw new Error('deliberate failure for the error reporting test');
    }));
    await expect.poll(() => sentry.envelopes.join('\n'), { timeout: 10_000 }).toContain('deliberate failure for the error reporting test');
  });
});
