/**
 * npm run screenshots -- --out docs/screenshots --prefix after [--paths / /solutions] [--widths 375 1280]
 *
 * Screenshots of the top 2,400 px of the built site (npm run build first), served by the real server on an
 * in-memory database, in Chromium with animations off. For the before/after pictures in docs/.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromiumExecutable } from '../tests/e2e/browser.ts';
import { startTestServer } from '../tests/support/test-server.ts';

const { values: args } = parseArgs({
  options: {
    out: { type: 'string', default: 'docs/screenshots' },
    prefix: { type: 'string', default: 'page' },
    paths: { type: 'string', multiple: true, default: ['/', '/solutions', '/investors'] },
    widths: { type: 'string', multiple: true, default: ['375', '1280'] },
  },
});

const server = await startTestServer({ listen: true });
const browser = await chromium.launch({ executablePath: resolveChromiumExecutable(), args: CHROMIUM_ARGS });
try {
  await mkdir(args.out, { recursive: true });
  for (const width of args.widths.map(Number)) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    for (const path of args.paths) {
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      const name = `${args.prefix}-${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}-${width}.jpg`;
      // The top of the page, where the heroes and first sections are: whole pages would weigh megabytes in git.
      const height = Math.min(await page.evaluate(() => document.documentElement.scrollHeight), 2400);
      const clip = { x: 0, y: 0, width, height };
      await page.screenshot({ path: join(args.out, name), fullPage: true, clip, animations: 'disabled', type: 'jpeg', quality: 60 });
      console.info(join(args.out, name));
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
