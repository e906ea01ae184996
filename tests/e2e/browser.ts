import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * Which Chromium to drive: CHROME_PATH, else Playwright's own download when present, else the
 * system's. None at all fails with the command that installs one.
 */
export function resolveChromiumExecutable(): string | undefined {
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
  const system = SYSTEM_CHROMIUM.find((path) => existsSync(path));
  if (system) return system;
  throw new Error(
    'No Chromium found for the browser tests. Install one with "apt-get install -y chromium" (Debian) or ' +
      '"npx playwright install chromium", or set CHROME_PATH to a Chromium or Chrome binary.',
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
