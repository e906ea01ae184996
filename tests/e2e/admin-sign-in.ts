import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Signs in through the admin's login page and waits for the leads list. */
export async function signInToAdmin(page: Page, username: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // A budget, not a wait: the password hash is slow on purpose, and slower on a loaded machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Leads', exact: true })).toBeVisible({ timeout: 20_000 });
}
