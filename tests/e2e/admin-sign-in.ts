import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { SIGN_IN_COPY } from '../../src/client/features/admin/sign-in/sign-in-copy.ts';
import { LEADS_COPY } from '../../src/client/features/admin/leads/leads-copy.ts';

/** Signs in through the admin's login page and waits for the leads list. */
export async function signInToAdmin(page: Page, username: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel(SIGN_IN_COPY.username).fill(username);
  await page.getByLabel(SIGN_IN_COPY.password).fill(password);
  await page.getByRole('button', { name: SIGN_IN_COPY.submit }).click();
  // A budget, not a wait: the password hash is slow on purpose, and slower on a loaded machine.
  await expect(page.getByRole('heading', { level: 1, name: LEADS_COPY.list.title, exact: true })).toBeVisible({ timeout: 20_000 });
}
