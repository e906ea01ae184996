import { expect, test } from './fixtures.ts';

test('home renders its hero from the real server', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Automate your business');
});
