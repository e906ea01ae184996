import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell, the same version as its chromium):
 * what Playwright's own headless Chromium is. The full browser in headless mode also runs its window's UI in a
 * renderer of its own; the shell does not, and took 28 of the accessibility tests from 113 s to 68 s on two cores.
 */
const SYSTEM_HEADLESS_SHELL = ['/usr/bin/chromium-headless-shell'];

/**
 * Which Chromium to drive: CHROME_PATH, else Playwright's own download when present, else the system's (its
 * headless shell first when `headlessShell`, for the browser tests; the full browser for Lighthouse and the
 * screenshots, which measure and picture what visitors run). None at all fails with the command that installs one.
 */
export function resolveChromiumExecutable(options: { headlessShell?: boolean } = {}): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH points to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // No Playwright-managed browser.
  }
  const candidates = options.headlessShell ? [...SYSTEM_HEADLESS_SHELL, ...SYSTEM_CHROMIUM] : SYSTEM_CHROMIUM;
  const system = candidates.find((path) => existsSync(path));
  if (system) return system;
  throw new Error(
    'No Chromium found for the browser tests. Install one with "apt-get install -y chromium-headless-shell chromium" ' +
      '(Debian) or "npx playwright install chromium", or set CHROME_PATH to a Chromium or Chrome binary.',
  );
}

/** Flags for running as root in a container on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];
