import { eq } from 'drizzle-orm';
import { leads } from '../../src/server/db/schema.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { expect, test } from './fixtures.ts';
import { animationsFinished } from './settling.ts';
import type { Page } from '@playwright/test';
import { DEMO_FORM_TEXT } from '../../src/shared/content/forms.ts';
import { DEMO_WORDS } from '../../src/client/features/demo-request/demo-words.ts';
import { FORM_CHROME } from '../../src/shared/content/form-chrome.ts';
import { SITE_CHROME } from '../../src/shared/content/site-chrome.ts';

async function openForm(page: Page, baseURL = '') {
  await page.goto(`${baseURL}/#contact`);
  const form = page.locator('#contact form');
  await form.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="demo-request-form"]')).toHaveAttribute('data-hydrated', 'true');
  return form;
}

async function fillRequired(page: Page, email: string) {
  await page.getByLabel(DEMO_FORM_TEXT.labels.firstName).fill('Dana');
  await page.getByLabel(DEMO_FORM_TEXT.labels.lastName).fill('Whitfield');
  await page.getByLabel(DEMO_FORM_TEXT.labels.email).fill(email);
  await page.getByLabel(DEMO_FORM_TEXT.labels.company).fill('Whitfield Dental');
}

test('labels mark required fields, inputs have the right types, autocomplete and limits', async ({ page }) => {
  const form = await openForm(page);
  for (const label of ['First Name', 'Last Name', 'Business Email', 'Company Name']) {
    await expect(form.locator('label', { hasText: label })).toContainText('*');
  }
  await expect(form.locator('label', { hasText: DEMO_FORM_TEXT.labels.phone })).not.toContainText('*');
  await expect(page.getByLabel(DEMO_FORM_TEXT.labels.email)).toHaveAttribute('type', 'email');
  await expect(page.getByLabel(DEMO_FORM_TEXT.labels.email)).toHaveAttribute('autocomplete', 'email');
  await expect(page.getByLabel(DEMO_FORM_TEXT.labels.phone)).toHaveAttribute('type', 'tel');
  await expect(page.getByLabel(DEMO_FORM_TEXT.labels.firstName)).toHaveAttribute('autocomplete', 'given-name');
  await expect(page.getByLabel(DEMO_FORM_TEXT.labels.company)).toHaveAttribute('autocomplete', 'organization');
  await expect(page.getByLabel(DEMO_FORM_TEXT.labels.firstName)).toHaveAttribute('maxlength', '80');
  const options = await page.getByLabel(DEMO_FORM_TEXT.labels.industry, { exact: true }).locator('option').allTextContents();
  expect(options).toEqual(['Select your industry', 'Real Estate', 'Healthcare', 'Legal Services', 'E-commerce', 'Other']);
});

test('submitting empty shows "Required" inline and focuses the first invalid field', async ({ page, server }) => {
  const before = (await server.database.db.select().from(leads)).length;
  const form = await openForm(page);
  await form.getByRole('button', { name: DEMO_FORM_TEXT.submit }).click();
  await expect(page.getByLabel(DEMO_FORM_TEXT.labels.firstName)).toBeFocused();
  await expect(page.getByLabel(DEMO_FORM_TEXT.labels.firstName)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(FORM_CHROME.validation.required, { exact: true })).toHaveCount(4);
  await page.getByLabel(DEMO_FORM_TEXT.labels.email).fill('not-an-email');
  await page.getByLabel(DEMO_FORM_TEXT.labels.email).blur();
  await expect(form.getByText(FORM_CHROME.validation.email)).toBeVisible();
  expect((await server.database.db.select().from(leads)).length).toBe(before);
});

test('a valid request is stored, shows Submitting..., the thank-you panel and the success toast', async ({ page, server }) => {
  const email = `dana+${Date.now()}@whitfield-dental.com`;
  const form = await openForm(page);
  await fillRequired(page, email);
  await page.getByLabel(DEMO_FORM_TEXT.labels.phone).fill('(954) 555-0111');
  await page.getByLabel(DEMO_FORM_TEXT.labels.industry, { exact: true }).selectOption({ label: 'Healthcare' });
  await page.getByLabel(DEMO_FORM_TEXT.labels.message).fill('After-hours calls go to voicemail.');

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contacts', async (route) => {
    await held;
    await route.continue();
  });
  await form.getByRole('button', { name: DEMO_FORM_TEXT.submit }).click();
  await expect(form.getByRole('button', { name: DEMO_FORM_TEXT.submitting })).toBeDisabled();
  release();

  const thankYou = page.getByTestId('demo-thank-you');
  await expect(thankYou).toContainText(DEMO_FORM_TEXT.thankYouText);
  await expect(thankYou.getByRole('heading', { name: DEMO_FORM_TEXT.thankYouTitle })).toBeFocused();
  const toast = page.getByRole('status').filter({ hasText: DEMO_FORM_TEXT.successTitle });
  await expect(toast).toContainText(DEMO_FORM_TEXT.successText);

  const [row] = await server.database.db.select().from(leads).where(eq(leads.email, email));
  expect(row).toMatchObject({
    firstName: 'Dana',
    lastName: 'Whitfield',
    email,
    phone: '(954) 555-0111',
    company: 'Whitfield Dental',
    industry: 'healthcare',
    message: 'After-hours calls go to voicemail.',
    source: 'demo',
  });

  await thankYou.getByRole('button', { name: DEMO_FORM_TEXT.another }).click();
  await expect(page.getByLabel(DEMO_FORM_TEXT.labels.firstName)).toBeFocused();
  await expect(page.getByLabel(DEMO_FORM_TEXT.labels.firstName)).toHaveValue('');
});

test.describe('on a server whose database is gone', () => {
  // A real fault: this server's database is closed, so the insert fails. Started once, outside the test's own budget.
  let broken: TestServer;
  test.beforeAll(async () => {
    broken = await startTestServer({ listen: true });
    await broken.database.close();
  });
  test.afterAll(async () => {
    await broken?.app.fastify.close();
  });

  test('a server failure shows the error toast and keeps everything typed', async ({ page, consoleGuard }) => {
    consoleGuard.allow('Lead form "demo" failed');
    consoleGuard.allow('status of 500');
    const form = await openForm(page, broken.url);
    await fillRequired(page, 'kept@whitfield-dental.com');
    await page.getByLabel(DEMO_FORM_TEXT.labels.message).fill('Please keep this text.');
    await form.getByRole('button', { name: DEMO_FORM_TEXT.submit }).click();
    const toast = page.getByRole('alert').filter({ hasText: DEMO_FORM_TEXT.errorTitle });
    await expect(toast).toContainText(DEMO_FORM_TEXT.errorText);
    await expect(page.getByLabel(DEMO_FORM_TEXT.labels.email)).toHaveValue('kept@whitfield-dental.com');
    await expect(page.getByLabel(DEMO_FORM_TEXT.labels.message)).toHaveValue('Please keep this text.');
    await expect(form.getByRole('button', { name: DEMO_FORM_TEXT.submit })).toBeEnabled();
    // Nothing typed is lost on reload either.
    await page.reload();
    // The form hydrates (and restores the draft) when it nears the viewport.
    await page.locator('#contact form').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-island="demo-request-form"]')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByLabel(DEMO_FORM_TEXT.labels.message)).toHaveValue('Please keep this text.');
  });
});

test('the form can be completed with the keyboard alone', async ({ page, server }) => {
  const email = `keys+${Date.now()}@example.com`;
  await openForm(page);
  await page.getByLabel(DEMO_FORM_TEXT.labels.firstName).focus();
  await page.keyboard.type('Kim');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ortiz');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('954 555 0123');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ortiz Law');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(DEMO_FORM_TEXT.labels.industry, { exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Intake calls.');
  await page.keyboard.press('Tab');
  // The optional "Call me now" consent comes before the button, unticked; Tab passes it by.
  await expect(page.getByRole('checkbox', { name: DEMO_WORDS.en.consent.label })).toBeFocused();
  await expect(page.getByRole('checkbox', { name: DEMO_WORDS.en.consent.label })).not.toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: DEMO_FORM_TEXT.submit })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('demo-thank-you')).toBeVisible();
  const rows = await server.database.db.select().from(leads);
  expect(rows.find((row) => row.email === email)).toMatchObject({ firstName: 'Kim', company: 'Ortiz Law', industry: 'legal' });
});

test('toasts: F8 focuses the notification region; a hovered toast waits, and goes 5 seconds after the pointer leaves', async ({ page }) => {
  await page.clock.install();
  await openForm(page);
  await fillRequired(page, `toast+${Date.now()}@example.com`);
  await page.getByRole('button', { name: DEMO_FORM_TEXT.submit }).click();
  const toast = page.getByRole('status').filter({ hasText: DEMO_FORM_TEXT.successTitle });
  await expect(toast).toBeVisible();
  // Hovering holds the toast, so no dismissal is pending while the page's clock is stopped; from then on
  // time moves only when the test moves it, however slow the machine.
  await toast.hover();
  await expect(toast).toHaveAttribute('data-countdown', 'paused');
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + 1_000);
  await expect(toast).toBeVisible();
  await page.keyboard.press('F8');
  await expect(page.getByRole('region', { name: SITE_CHROME.toaster.regionLabel })).toBeFocused();
  await page.getByTestId('demo-thank-you').click(); // the pointer leaves the toast: its 5 s start now
  await expect(toast).toHaveAttribute('data-countdown', 'running');
  await page.clock.runFor(4_900);
  await expect(toast).toBeVisible();
  await page.clock.runFor(200);
  await expect(toast).toBeHidden();
});

test('a toast swiped right by more than 50 px is dismissed; a short drag is not', async ({ page }) => {
  await openForm(page);
  await fillRequired(page, `swipe+${Date.now()}@example.com`);
  await page.getByRole('button', { name: DEMO_FORM_TEXT.submit }).click();
  const toast = page.getByRole('status').filter({ hasText: DEMO_FORM_TEXT.successTitle });
  await expect(toast).toBeVisible();
  // Where the toast rests, not a frame of its entrance.
  await animationsFinished(toast);
  const box = (await toast.boundingBox())!;
  const y = box.y + box.height / 2;
  const drag = async (distance: number) => {
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 20 + distance, y, { steps: 5 });
    await page.mouse.up();
  };
  await drag(30);
  await expect(toast).toBeVisible();
  await drag(120);
  await expect(toast).toBeHidden();
});
