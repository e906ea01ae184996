import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromiumExecutable } from './tests/e2e/browser.ts';

/**
 * Files whose tests cannot share a worker with the rest: they bring fixtures of their own (a server with inboxes or
 * a fake voice provider), other browser flags, or no server at all (the dev loop). Playwright queues the tests of
 * the first kind of worker it meets before any other kind, so in one project these ran last, on fresh workers, one
 * or two at a time (the dev loop alone for its last 25 s). Their own project, listed first, starts them first and
 * lets the site's many short tests fill the workers around them.
 */
const OWN_WORKER_FILES = [
  '**/dev-loop.e2e.ts',
  '**/assistant-voice.e2e.ts',
  '**/admin-leads.e2e.ts',
  '**/admin-meetings.e2e.ts',
  '**/call-back.e2e.ts',
  '**/call-back-attempts.e2e.ts',
  '**/assistant-live.e2e.ts',
  '**/admin-phone.e2e.ts',
];

/** Browser tests against the production build (npm run build), served by the real server in-process. */
export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.e2e.ts',
  // Parallel runs with their own DIST_DIR keep their artefacts apart too.
  outputDir: process.env.DIST_DIR ? `${process.env.DIST_DIR}/test-results` : 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: {
    timeout: 7_000,
    // Visual regression (visual.e2e.ts): a few anti-aliased pixels may differ, a moved block may not.
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, threshold: 0.05, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  reporter: process.env.CI ? [['list'], ['github']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: resolveChromiumExecutable({ headlessShell: true }), args: CHROMIUM_ARGS },
    // A failed test keeps its trace: every action, the DOM before and after it, network and console. Not the
    // screencast: filming every test, passing ones included, took a sixth of the suite's time (accessibility.e2e.ts
    // 110 s with it, 93 s without).
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    { name: 'own-workers', testMatch: OWN_WORKER_FILES },
    { name: 'site', testIgnore: OWN_WORKER_FILES },
  ],
});
