import { defineConfig, mergeConfig } from 'vitest/config';
import { baseViteConfig } from './vite.config.ts';

/**
 * Two projects: "unit" (pure logic and React components, *.test.ts[x] beside the code) and
 * "api" (the real server and a real database, tests/api). Browser tests are Playwright's (tests/e2e).
 */
export default mergeConfig(
  baseViteConfig(),
  defineConfig({
    test: {
      // Vitest's default on a 2-core machine is one file at a time; most API tests wait on servers and databases,
      // so two files at once took the suite to 6.5 min, where its files' own test time adds up to 11.6 min.
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/lint/**/*.test.ts'],
            environment: 'node',
          },
        },
        {
          extends: true,
          test: {
            name: 'api',
            include: ['tests/api/**/*.test.ts'],
            environment: 'node',
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
);
