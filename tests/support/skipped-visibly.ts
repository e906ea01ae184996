import { describe, it } from 'vitest';

/**
 * Outside CI a suite that needs a service the machine lacks is not dropped in silence: the test file reports
 * a skipped test naming what did not run and why, and the console says it once. In CI the callers throw instead.
 */
export function skippedVisibly(what: string, why: string): void {
  console.warn(`Skipped ${what}: ${why.replace(/\.+$/, '')}. CI runs it and fails without it.`);
  describe.skip(`${what} (skipped: ${why})`, () => {
    it(`runs this file's suites ${what}`, () => {});
  });
}
