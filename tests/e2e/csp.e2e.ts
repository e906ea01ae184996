import { expect, test } from './fixtures.ts';
import { headerLabel } from './nav-labels.ts';

/** The pages run under the enforced CSP; every browser test fails on a violation (fixtures.ts). */

test('the CSP is enforced: an injected inline script does not run and the violation is reported', async ({ page, consoleGuard }) => {
  consoleGuard.allow('CSP violation');
  consoleGuard.allow('Content Security Policy');
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('CSP violation')) violations.push(message.text());
  });
  await page.goto('/');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    // An allowed inline script runs during append, so there is nothing to wait for.
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.join('\n')).toContain('script-src-elem');
});

test('the inline speculation rules are allowed by their hash, and the prefetch they start is not blocked', async ({ page }) => {
  const prefetches: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['sec-purpose']?.includes('prefetch')) prefetches.push(new URL(request.url()).pathname);
  });
  const response = await page.goto('/');
  const hashes = String(response?.headers()['content-security-policy']).match(/'sha256-[^']+'/g) ?? [];
  expect(await page.locator('script[type="speculationrules"]').count()).toBeGreaterThan(0);
  expect(hashes.length).toBeGreaterThan(0);
  await page.getByRole('banner').getByRole('link', { name: headerLabel('/solutions') }).first().hover();
  // A blocked rule or prefetch is a CSP violation, which fails the test through the console guard.
  await expect.poll(() => prefetches, { timeout: 5_000 }).toContain('/solutions');
});
