import { HEADER_LINKS } from '../../src/shared/navigation.ts';
import { expect, test } from './fixtures.ts';
import { SITE_CHROME } from '../../src/shared/content/site-chrome.ts';
import { headerLabel } from './nav-labels.ts';

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test('the mobile menu opens and closes with the toggle, Escape, a tap outside and navigation', async ({ page }) => {
  await page.goto('/solutions');
  const toggle = page.getByRole('button', { name: SITE_CHROME.mobileMenu.openMenu });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: SITE_CHROME.header.mainNavLabel })).toBeHidden();

  await toggle.click();
  const close = page.getByRole('button', { name: SITE_CHROME.mobileMenu.closeMenu });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  const menuId = await close.getAttribute('aria-controls');
  const menu = page.locator(`#${menuId}`);
  await expect(menu).toBeVisible();
  for (const link of HEADER_LINKS) await expect(menu.getByRole('link', { name: link.label })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: SITE_CHROME.mobileMenu.openMenu })).toBeFocused();

  await page.getByRole('button', { name: SITE_CHROME.mobileMenu.openMenu }).click();
  await expect(menu).toBeVisible();
  await page.touchscreen.tap(180, 700); // on the page below the menu
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: SITE_CHROME.mobileMenu.openMenu })).toHaveAttribute('aria-expanded', 'false');

  await page.getByRole('button', { name: SITE_CHROME.mobileMenu.openMenu }).click();
  await menu.getByRole('link', { name: headerLabel('/#contact') }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.getByRole('button', { name: SITE_CHROME.mobileMenu.openMenu })).toHaveAttribute('aria-expanded', 'false');

  await page.getByRole('button', { name: SITE_CHROME.mobileMenu.openMenu }).click();
  await page.locator(`#${menuId}`).getByRole('link', { name: headerLabel('/#about') }).click();
  await expect(page.locator(`#${menuId}`)).toBeHidden();
  await expect(page).toHaveURL(/\/#about$/);
});

test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  test('the first tap opens the menu, its links work, and a tap outside or Escape closes it', async ({ page }) => {
    await page.goto('/news');
    const menu = page.locator('#mobile-menu');
    await page.getByRole('button', { name: SITE_CHROME.mobileMenu.openMenu }).click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: SITE_CHROME.mobileMenu.closeMenu })).toBeVisible();
    await page.touchscreen.tap(180, 700);
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: SITE_CHROME.mobileMenu.openMenu }).click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: SITE_CHROME.mobileMenu.openMenu }).click();
    await menu.getByRole('link', { name: headerLabel('/solutions') }).click();
    await expect(page).toHaveURL(/\/solutions$/);
  });
});
