import { defineConfig, mergeConfig } from 'vitest/config';
import { baseViteConfig } from './vite.config.ts';
import { HeavyFilesFirst } from './tests/support/heavy-files-first.ts';

/**
 * API test files that change the whole process for the files after them: error-reporting initialises Sentry
 * (its global hooks stay), admin-auth mocks node:crypto. They run in a process of their own.
 */
const API_FILES_NEEDING_THEIR_OWN_PROCESS = ['tests/api/error-reporting.test.ts', 'tests/api/admin-auth.test.ts'];

/**
 * The container image suite: podman's network set-up makes Chromium drop its requests (net::ERR_NETWORK_CHANGED), so
 * `npm test` runs it beside lint and the build (npm run test:container), before any browser starts (decision 0032).
 */
const CONTAINER_FILE = 'tests/api/container-image.test.ts';

/**
 * Four projects: "container" (the image built and run with podman, CONTAINER_FILE), "unit" (pure logic and React components, *.test.ts[x] beside the code), "api" (the real
 * server and a real database, tests/api) and "api-isolated" (the API files above). Browser tests are
 * Playwright's (tests/e2e).
 */
export default mergeConfig(
  baseViteConfig(),
  defineConfig({
    test: {
      // Vitest's default on a 2-core machine is one file at a time; most API tests wait on servers and databases,
      // so two files at once took the suite to 6.5 min, where its files' own test time adds up to 11.6 min.
      maxWorkers: 2,
      sequence: { sequencer: HeavyFilesFirst },
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
            exclude: [...API_FILES_NEEDING_THEIR_OWN_PROCESS, CONTAINER_FILE],
            environment: 'node',
            testTimeout: 60_000,
            hookTimeout: 60_000,
            // The API files run one after another in the same two worker processes instead of a new process each:
            // importing the server (Fastify, Drizzle, PGlite's WebAssembly) once per worker instead of once per file
            // took 35 of the API files from 109 s to 82 s (their import time from 33 s to 7 s). Every file still opens
            // its own servers and databases and closes them; a file that changes the process for the files after it
            // goes in API_FILES_NEEDING_THEIR_OWN_PROCESS.
            isolate: false,
          },
        },
        {
          extends: true,
          test: { name: 'container', include: [CONTAINER_FILE], environment: 'node', testTimeout: 60_000, hookTimeout: 60_000 },
        },
        {
          extends: true,
          test: {
            name: 'api-isolated',
            include: API_FILES_NEEDING_THEIR_OWN_PROCESS,
            environment: 'node',
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
);
