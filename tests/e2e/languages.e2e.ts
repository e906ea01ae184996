import { SITE_CONTENT } from '../../src/shared/content/site-content.ts';
import { expect, test } from './fixtures.ts';
import { SITE_CHROME } from '../../src/shared/content/site-chrome.ts';
import { LOCALE_INFO } from '../../src/shared/i18n/locales.ts';

const spanishChrome = SITE_CONTENT.es.chrome;

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the switch keeps the visitor on the same page, and the home page remembers the choice', async ({ page }) => {
    await page.goto('/solutions');
    await page.getByRole('navigation', { name: SITE_CHROME.header.mainNavLabel }).waitFor();
    await page.getByRole('link', { name: LOCALE_INFO.es.nativeName }).click();
    await expect(page).toHaveURL(/\/es\/solutions$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE_CONTENT.es.solutions.hero.title);
    // Links inside the Spanish site stay in Spanish.
    await page.getByRole('navigation', { name: spanishChrome.header.mainNavLabel }).getByRole('link', { name: SITE_CONTENT.es.navigation.header[1]!.label }).click();
    await expect(page).toHaveURL(/\/es\/news$/);

    // Coming back to the address later: the Spanish home.
    await page.goto('/');
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await page.getByRole('link', { name: LOCALE_INFO.en.nativeName }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(SITE_CONTENT.en.home.hero.highlight);
  });

  test('a visitor whose browser prefers Spanish still gets the page they asked for, with the switch to offer Spanish', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-US', extraHTTPHeaders: { 'accept-language': 'es-US,es;q=0.9' } });
    const page = await context.newPage();
    await page.goto('/investors');
    await expect(page).toHaveURL(/\/investors$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: LOCALE_INFO.es.nativeName })).toHaveAttribute('hreflang', 'es');
    await context.close();
  });

  test('an unknown Spanish address gets the Spanish 404 page, whose links stay in Spanish', async ({ page, consoleGuard }) => {
    consoleGuard.allow('status of 404');
    const response = await page.goto('/es/no-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE_CONTENT.es.notFound.title);
    await page.getByRole('link', { name: SITE_CONTENT.es.notFound.homeLabel }).click();
    await expect(page).toHaveURL(/\/es$/);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the mobile menu carries the switch, and the keyboard reaches it', async ({ page }) => {
    await page.goto('/es/investors');
    await page.getByRole('button', { name: spanishChrome.mobileMenu.openMenu }).click();
    const menu = page.getByRole('navigation', { name: spanishChrome.mobileMenu.navLabel });
    const english = menu.getByRole('link', { name: LOCALE_INFO.en.nativeName });
    await expect(english).toBeVisible();
    await english.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/investors$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
