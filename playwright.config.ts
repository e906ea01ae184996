import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromiumExecutable } from './tests/e2e/browser.ts';

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
    launchOptions: { executablePath: resolveChromiumExecutable(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
});
