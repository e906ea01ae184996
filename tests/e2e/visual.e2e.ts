import type { Page } from '@playwright/test';
import { NOT_FOUND_ROUTE, PUBLIC_ROUTES } from '../../src/shared/routes.ts';
import { expect, test } from './fixtures.ts';
import { ASSISTANT_COPY } from '../../src/shared/content/assistant.ts';
import { brandFontLoaded, startAsALaterPage } from './settling.ts';

/**
 * Visual regression: every English page, the Spanish home and solutions pages, and the 404 at three widths, its first screen with the assistant
 * closed and open. (Whole pages would put ~40 MB of PNGs in git and take minutes to compare; below the fold,
 * layout.e2e.ts and the reflow and zoom audits check the rules that broke before.) Compared with the
 * committed pictures in __screenshots__; after an intended
 * change, `npx playwright test visual --update-snapshots` redraws them (then look at the diff before committing).
 * Stable by construction: a fixed clock, animations off, lazy images loaded and the brand font in place.
 */

const WIDTHS = [375, 768, 1280] as const;
const FIXED_NOW = new Date('2026-03-02T15:04:00Z');
/** Every English page, and the Spanish versions of the two busiest templates (the rest share their components). */
const SPANISH_PAGES_COVERED = new Set(['/', '/solutions']);
const ROUTES_COVERED = PUBLIC_ROUTES.filter((route) => route.locale === 'en' || SPANISH_PAGES_COVERED.has(route.basePath));
const PAGES = [...ROUTES_COVERED, NOT_FOUND_ROUTE].map((route) => ({
  path: route.page === 'not-found' ? '/no-such-page' : route.path,
  name: route.path === '/' ? 'home' : route.path.slice(1).replaceAll('/', '-'),
}));

const ASSISTANT_PATHS = new Set(['/', '/solutions']);

test.use({ reducedMotion: 'reduce', timezoneId: 'UTC', locale: 'en-US' });

async function settle(page: Page) {
  await brandFontLoaded(page);
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll('img')) image.loading = 'eager';
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const { path, name } of PAGES) {
      test(`${path} looks as committed${ASSISTANT_PATHS.has(path) ? ', with the assistant closed and open' : ''}`, async ({ page, consoleGuard }) => {
        consoleGuard.allow('status of 404');
        await page.clock.setFixedTime(FIXED_NOW);
        await startAsALaterPage(page);
        await page.goto(path);
        await settle(page);
        await expect(page).toHaveScreenshot(`${name}-${width}.png`);

        // The assistant lives on Home and Solutions only (spec): elsewhere there is no open state to draw.
        const launcher = page.getByRole('button', { name: ASSISTANT_COPY.launcherLabel });
        expect(await launcher.count()).toBe(ASSISTANT_PATHS.has(path) ? 1 : 0);
        if (!ASSISTANT_PATHS.has(path)) return;
        await launcher.click();
        await expect(page.getByRole('dialog', { name: ASSISTANT_COPY.panelTitle })).toBeVisible();
        await expect(page.getByRole('dialog').getByRole('log')).not.toBeEmpty();
        await expect(page).toHaveScreenshot(`${name}-${width}-assistant.png`);
      });
    }
  });
}
