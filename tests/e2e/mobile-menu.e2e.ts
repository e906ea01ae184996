import { HEADER_LINKS } from '../../src/shared/navigation.ts';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test('the mobile menu opens and closes with the toggle, Escape and navigation', async ({ page }) => {
  await page.goto('/solutions');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  // The first tap loads the island and is replayed, so it opens the menu.
  await toggle.click();
  const close = page.getByRole('button', { name: 'Close menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  const menuId = await close.getAttribute('aria-controls');
  const menu = page.locator(`#${menuId}`);
  await expect(menu).toBeVisible();
  for (const link of HEADER_LINKS) await expect(menu.getByRole('link', { name: link.label })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator(`#${menuId}`).getByRole('link', { name: 'About' }).click();
  await expect(page.locator(`#${menuId}`)).toBeHidden();
  await expect(page).toHaveURL(/\/#about$/);
});
