import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { leads } from '../../src/server/db/schema.ts';
import { createAccount } from '../../src/server/features/admin/accounts.ts';
import { verifyStandardWebhook } from '../support/lead-receivers.ts';
import { axeViolations } from './a11y-helpers.ts';
import { expect } from './fixtures.ts';
import { test, WEBHOOK_SECRET } from './inbox-fixtures.ts';
import { DEMO_FORM_TEXT } from '../../src/shared/content/forms.ts';

const PASSWORD = 'a long admin password for e2e';

test('a lead sent through the public form reaches the SMTP inbox and the webhook; the owner signs in, works it, exports it and erases it', async ({
  page,
  server,
  inboxes,
  consoleGuard,
}) => {
  test.setTimeout(90_000);
  const suffix = randomBytes(4).toString('hex');
  const username = `owner-${suffix}`;
  const company = `Whitfield Dental ${suffix}`;
  await createAccount(server.database.db, username, PASSWORD);

  // A visitor asks for a demo on the home page.
  await page.goto('/#contact');
  await expect(page.locator('[data-island="demo-request-form"]')).toHaveAttribute('data-hydrated', 'true');
  await page.getByLabel(DEMO_FORM_TEXT.labels.firstName).fill('Dana');
  await page.getByLabel(DEMO_FORM_TEXT.labels.lastName).fill('Whitfield');
  await page.getByLabel(DEMO_FORM_TEXT.labels.email).fill(`dana.${suffix}@whitfield-dental.com`);
  await page.getByLabel(DEMO_FORM_TEXT.labels.phone).fill('(954) 555-0111');
  await page.getByLabel(DEMO_FORM_TEXT.labels.company).fill(company);
  await page.getByLabel('Industry', { exact: true }).selectOption({ label: 'Healthcare' });
  await page.getByLabel(DEMO_FORM_TEXT.labels.message).fill('After-hours calls go to voicemail.');
  await page.getByRole('button', { name: DEMO_FORM_TEXT.submit }).click();
  await expect(page.getByTestId('demo-thank-you')).toBeVisible();

  // The sales team is told: an e-mail and a signed webhook.
  await expect.poll(() => inboxes.smtp.messages.filter((mail) => mail.headers.get('subject')?.includes(company)).length).toBe(1);
  const mail = inboxes.smtp.messages.find((message) => message.headers.get('subject')?.includes(company))!;
  expect(mail.to).toEqual(['sales@harborline.test']);
  expect(mail.text).toContain('After-hours calls go to voicemail.');
  await expect.poll(() => inboxes.webhook.requests.filter((request) => request.body.includes(company)).length).toBe(1);
  const hook = inboxes.webhook.requests.find((request) => request.body.includes(company))!;
  expect(verifyStandardWebhook(WEBHOOK_SECRET, hook)).toBe(true);
  expect(JSON.parse(hook.body)).toMatchObject({ type: 'lead.created', data: { company, email: `dana.${suffix}@whitfield-dental.com` } });

  // The inbox is behind sign-in.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  expect(await axeViolations(page)).toEqual([]);
  consoleGuard.allow('status of 401');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('not the password!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong username or password.');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);

  // Find the lead.
  await page.getByLabel('Search name, e-mail or company').fill(suffix);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1 lead', { exact: true })).toBeVisible();
  const row = page.getByRole('row', { name: /Dana Whitfield/ });
  await expect(row).toContainText(company);
  await expect(row).toContainText('Healthcare');
  await expect(row).toContainText('Demo request');
  await expect(row).toContainText('New');
  expect(await axeViolations(page)).toEqual([]);
  await row.getByRole('link', { name: 'Dana Whitfield' }).click();

  // Its page: every field, the notifications, the status and notes.
  await expect(page.getByRole('heading', { level: 1, name: 'Dana Whitfield' })).toBeVisible();
  const details = page.locator('dl');
  await expect(details).toContainText(`dana.${suffix}@whitfield-dental.com`);
  await expect(details).toContainText('(954) 555-0111');
  await expect(details).toContainText(company);
  await expect(details).toContainText('After-hours calls go to voicemail.');
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications.locator('li[data-channel="email"]')).toContainText('Delivered');
  await expect(notifications.locator('li[data-channel="webhook"]')).toContainText('Delivered');
  await expect(notifications.getByRole('button', { name: /Retry/ })).toHaveCount(0);

  await page.getByLabel('Status').selectOption({ label: 'Qualified' });
  await expect(page.getByRole('status').filter({ hasText: 'Status saved' })).toBeVisible();
  await page.getByLabel('Add a note').fill('Called back; demo booked for Friday.');
  await page.getByRole('button', { name: 'Add note' }).click();
  const notes = page.getByRole('region', { name: 'Internal notes' });
  await expect(notes).toContainText('Called back; demo booked for Friday.');
  await expect(notes).toContainText(username);
  // The shared toaster's markup is checked by the site's own accessibility tests.
  await page.getByRole('button', { name: 'Dismiss notification' }).click();
  expect(await axeViolations(page)).toEqual([]);

  // Back in the list, the filter shows it as qualified; the CSV export holds exactly that filter.
  await page.getByRole('link', { name: 'All leads' }).click();
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Qualified' });
  await page.getByLabel('Search name, e-mail or company').fill(suffix);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row', { name: /Dana Whitfield/ })).toContainText('Qualified');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('"Received (UTC)","First name","Last name","E-mail","Phone","Company","Industry","Message","Source","Language","Status","Lead ID"');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(`"Dana","Whitfield","dana.${suffix}@whitfield-dental.com","(954) 555-0111","${company}","Healthcare","After-hours calls go to voicemail.","Demo request","English","Qualified",`);
  expect(lines[2]).toBe('');

  // Erasure.
  await page.getByRole('row', { name: /Dana Whitfield/ }).getByRole('link').click();
  await page.getByRole('button', { name: 'Delete lead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this lead?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lead deleted' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await page.getByLabel('Search name, e-mail or company').fill(suffix);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No leads match these filters.')).toBeVisible();
  expect(await server.database.db.select().from(leads).where(eq(leads.company, company))).toEqual([]);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('the owner keeps a number off the call-back list from the admin, by keyboard and with clear errors', async ({ page, server, consoleGuard }) => {
  const username = `dnc-${randomBytes(4).toString('hex')}`;
  await createAccount(server.database.db, username, PASSWORD);
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads', exact: true })).toBeVisible();

  const sections = page.getByRole('navigation', { name: 'Inbox sections' });
  await expect(sections.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
  await sections.getByRole('link', { name: 'Do not call' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Do-not-call list' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/do-not-call$/);
  await expect(sections.getByRole('link', { name: 'Do not call' })).toHaveAttribute('aria-current', 'page');

  // Nothing typed, then no number at all: each says what is wrong, at the field, and the field has focus.
  const phone = page.getByLabel('Phone number');
  await page.getByRole('button', { name: 'Add to the list' }).click();
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAccessibleDescription('Enter the phone number');
  await phone.fill('call me maybe');
  // The server is the judge of a phone number: its 400 is the expected answer here.
  consoleGuard.allow('status of 400');
  await phone.press('Enter');
  await expect(phone).toHaveAccessibleDescription(/Enter a phone number, such as/);
  await expect(phone).toHaveAttribute('aria-invalid', 'true');

  await phone.fill('(305) 463-0142');
  await page.getByLabel('Note (optional)').fill('Asked by e-mail');
  await page.getByLabel('Note (optional)').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: '+13054630142 will never be called.' })).toBeVisible();
  const row = page.getByRole('row', { name: /\+13054630142/ });
  await expect(row).toContainText(`Added by ${username}`);
  await expect(row).toContainText('Asked by e-mail');
  await expect(phone).toHaveValue('');
  await page.getByRole('button', { name: 'Dismiss notification' }).click();
  expect(await axeViolations(page)).toEqual([]);

  await row.getByRole('button', { name: 'Remove +13054630142 from the do-not-call list' }).click();
  await expect(page.getByRole('status').filter({ hasText: '+13054630142 was removed from the list.' })).toBeVisible();
  await expect(page.getByText('No numbers yet.')).toBeVisible();
});

test('public pages never load the admin, link to it or list it in the sitemap', async ({ page, request }) => {
  const loaded: string[] = [];
  page.on('request', (sent) => loaded.push(sent.url()));
  await page.goto('/');
  // Bring the form into view, so that its island (which shares code with the admin) loads too.
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="demo-request-form"]')).toHaveAttribute('data-hydrated', 'true');
  const scripts = loaded.filter((url) => url.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    // The admin's API paths appear only in its own code.
    expect(await (await request.get(url)).text(), url).not.toContain('/api/admin');
  }
  await expect(page.locator('a[href^="/admin"]')).toHaveCount(0);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<urlset');
  expect(sitemap).not.toContain('/admin');

  const shell = await request.get('/admin/login');
  expect(shell.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(await shell.text()).toContain('<meta name="robots" content="noindex, nofollow">');
});
