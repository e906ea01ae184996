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
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
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
