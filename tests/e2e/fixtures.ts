import { test as base, expect, type Page } from '@playwright/test';
import { startTestServer, type TestServer } from '../support/test-server.ts';

export interface ConsoleGuard {
  /** Messages allowed in this test (substring or pattern), e.g. an error the test provokes on purpose. */
  allow(pattern: string | RegExp): void;
  messages: string[];
}

interface WorkerFixtures {
  /** The real server on an in-memory PGlite, one per worker. */
  server: TestServer;
}

interface TestFixtures {
  consoleGuard: ConsoleGuard;
}

/**
 * Every test fails on a console error or warning it did not expect (hydration mismatches,
 * CSP violations, uncaught exceptions).
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    async ({}, use) => {
      const server = await startTestServer({ listen: true });
      await use(server);
      await server.close();
    },
    // A budget, not a wait: opening PGlite takes seconds, and minutes on a shared machine under load.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  consoleGuard: [
    async ({ page }, use) => {
      const allowed: (string | RegExp)[] = [];
      const messages: string[] = [];
      const record = (text: string) => {
        if (!allowed.some((pattern) => (typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text)))) {
          messages.push(text);
        }
      };
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') record(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => record(`pageerror: ${error.message}`));
      // The CSP is enforced: anything it blocks fails the test, whether or not Chromium logs it.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
        });
      });
      await use({ allow: (pattern) => allowed.push(pattern), messages });
      expect(messages, 'unexpected console errors or warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until every island on the page (or those matching a selector) has hydrated. */
export async function waitForIslands(page: Page, selector = '[data-island]') {
  await page.waitForFunction((sel) => [...document.querySelectorAll<HTMLElement>(sel)].every((el) => el.dataset.hydrated === 'true'), selector);
}
