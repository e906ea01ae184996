import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { leads } from '../../src/server/db/schema.ts';
import { createTestAccount } from '../support/admin-session.ts';
import { verifyStandardWebhook } from '../support/lead-receivers.ts';
import { axeViolations } from './a11y-helpers.ts';
import { expect } from './fixtures.ts';
import { test, WEBHOOK_SECRET } from './inbox-fixtures.ts';
import { DEMO_FORM_TEXT } from '../../src/shared/content/forms.ts';
import { SIGN_IN_COPY } from '../../src/client/features/admin/sign-in/sign-in-copy.ts';
import { LEADS_COPY } from '../../src/client/features/admin/leads/leads-copy.ts';
import { holding } from './text-patterns.ts';
import { SITE_CHROME } from '../../src/shared/content/site-chrome.ts';
import { ADMIN_COPY } from '../../src/client/features/admin/admin-copy.ts';
import { DO_NOT_CALL_COPY } from '../../src/client/features/admin/do-not-call/do-not-call-copy.ts';
import { SOURCE_LABELS, STATUS_LABELS } from '../../src/shared/leads/lead-model.ts';
import { INDUSTRY_OPTIONS } from '../../src/shared/leads/lead-schema.ts';
import { WRONG_CREDENTIALS } from '../../src/server/features/admin/session-routes.ts';

const PASSWORD = 'a long admin password for e2e';
const HEALTHCARE = INDUSTRY_OPTIONS.find((option) => option.value === 'healthcare')!.label;

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
  await createTestAccount(server.database.db, username, PASSWORD);

  // A visitor asks for a demo on the home page.
  await page.goto('/#contact');
  await expect(page.locator('[data-island="demo-request-form"]')).toHaveAttribute('data-hydrated', 'true');
  await page.getByLabel(DEMO_FORM_TEXT.labels.firstName).fill('Dana');
  await page.getByLabel(DEMO_FORM_TEXT.labels.lastName).fill('Whitfield');
  await page.getByLabel(DEMO_FORM_TEXT.labels.email).fill(`dana.${suffix}@whitfield-dental.com`);
  await page.getByLabel(DEMO_FORM_TEXT.labels.phone).fill('(954) 555-0111');
  await page.getByLabel(DEMO_FORM_TEXT.labels.company).fill(company);
  await page.getByLabel(DEMO_FORM_TEXT.labels.industry, { exact: true }).selectOption({ label: HEALTHCARE });
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
  await page.getByLabel(SIGN_IN_COPY.username).fill(username);
  await page.getByLabel(SIGN_IN_COPY.password).fill('not the password!');
  await page.getByRole('button', { name: SIGN_IN_COPY.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(WRONG_CREDENTIALS);
  await page.getByLabel(SIGN_IN_COPY.password).fill(PASSWORD);
  await page.getByRole('button', { name: SIGN_IN_COPY.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: LEADS_COPY.list.title })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);

  // Find the lead.
  await page.getByLabel(LEADS_COPY.list.search).fill(suffix);
  await page.getByRole('button', { name: LEADS_COPY.list.apply }).click();
  await expect(page.getByText(LEADS_COPY.list.count(1), { exact: true })).toBeVisible();
  const row = page.getByRole('row', { name: /Dana Whitfield/ }); // test data: the lead the test sent
  await expect(row).toContainText(company);
  await expect(row).toContainText(HEALTHCARE);
  await expect(row).toContainText(SOURCE_LABELS.demo);
  await expect(row).toContainText(STATUS_LABELS.new);
  expect(await axeViolations(page)).toEqual([]);
  await row.getByRole('link', { name: 'Dana Whitfield' }).click(); // test data: the lead sent above

  // Its page: every field, the notifications, the status and notes.
  await expect(page.getByRole('heading', { level: 1, name: 'Dana Whitfield' })).toBeVisible(); // test data
  // The lead's own fields (the panels beside them, such as where the lead came from, have lists of their own).
  const details = page.locator('dl').first();
  await expect(details).toContainText(`dana.${suffix}@whitfield-dental.com`); // test data
  await expect(details).toContainText('(954) 555-0111');
  await expect(details).toContainText(company);
  await expect(details).toContainText('After-hours calls go to voicemail.'); // test data: the message typed above
  const notifications = page.getByRole('region', { name: LEADS_COPY.detail.deliveries });
  await expect(notifications.locator('li[data-channel="email"]')).toContainText(LEADS_COPY.detail.deliveryStatus.delivered);
  await expect(notifications.locator('li[data-channel="webhook"]')).toContainText(LEADS_COPY.detail.deliveryStatus.delivered);
  await expect(notifications.getByRole('button', { name: holding(LEADS_COPY.detail.retry) })).toHaveCount(0);

  await page.getByLabel(LEADS_COPY.detail.status).selectOption({ label: STATUS_LABELS.qualified });
  await expect(page.getByRole('status').filter({ hasText: LEADS_COPY.detail.statusSaved })).toBeVisible();
  await page.getByLabel(LEADS_COPY.detail.noteLabel).fill('Called back; demo booked for Friday.');
  await page.getByRole('button', { name: LEADS_COPY.detail.addNote }).click();
  const notes = page.getByRole('region', { name: LEADS_COPY.detail.notes });
  await expect(notes).toContainText('Called back; demo booked for Friday.'); // test data: the note typed above
  await expect(notes).toContainText(username);
  // The shared toaster's markup is checked by the site's own accessibility tests.
  await page.getByRole('button', { name: SITE_CHROME.toaster.dismiss }).click();
  expect(await axeViolations(page)).toEqual([]);

  // Back in the list, the filter shows it as qualified; the CSV export holds exactly that filter.
  await page.getByRole('link', { name: LEADS_COPY.detail.back }).click();
  await page.getByLabel(LEADS_COPY.list.status, { exact: true }).selectOption({ label: STATUS_LABELS.qualified });
  await page.getByLabel(LEADS_COPY.list.search).fill(suffix);
  await page.getByRole('button', { name: LEADS_COPY.list.apply }).click();
  await expect(page.getByRole('row', { name: /Dana Whitfield/ })).toContainText(STATUS_LABELS.qualified); // test data: the lead's name
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: LEADS_COPY.list.export }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe(
    '"Received (UTC)","First name","Last name","E-mail","Phone","Company","Industry","Message","Source","Language","Status","Lead ID",' +
      '"Landing page","Referrer","UTM source","UTM medium","UTM campaign","UTM term","UTM content",' +
      '"Company size (people)","Calls a month","Current tools","Timeline","Decision maker","Interest","Asked not to be called","Call result learned (UTC)"',
  );
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(`"Dana","Whitfield","dana.${suffix}@whitfield-dental.com","(954) 555-0111","${company}","Healthcare","After-hours calls go to voicemail.","Demo request","English","Qualified",`);
  expect(lines[2]).toBe('');

  // Erasure.
  await page.getByRole('row', { name: /Dana Whitfield/ }).getByRole('link').click(); // test data: the lead's name
  await page.getByRole('button', { name: LEADS_COPY.detail.delete }).click();
  const dialog = page.getByRole('dialog', { name: LEADS_COPY.detail.deleteTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: LEADS_COPY.detail.deleteConfirm }).click();
  await expect(page.getByRole('status').filter({ hasText: LEADS_COPY.detail.deleted })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: LEADS_COPY.list.title })).toBeVisible();
  await page.getByLabel(LEADS_COPY.list.search).fill(suffix);
  await page.getByRole('button', { name: LEADS_COPY.list.apply }).click();
  await expect(page.getByText(LEADS_COPY.list.empty)).toBeVisible();
  expect(await server.database.db.select().from(leads).where(eq(leads.company, company))).toEqual([]);

  await page.getByRole('button', { name: ADMIN_COPY.layout.signOut }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('the owner keeps a number off the call-back list from the admin, by keyboard and with clear errors', async ({ page, server, consoleGuard }) => {
  const username = `dnc-${randomBytes(4).toString('hex')}`;
  await createTestAccount(server.database.db, username, PASSWORD);
  await page.goto('/admin/login');
  await page.getByLabel(SIGN_IN_COPY.username).fill(username);
  await page.getByLabel(SIGN_IN_COPY.password).fill(PASSWORD);
  await page.getByRole('button', { name: SIGN_IN_COPY.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: LEADS_COPY.list.title, exact: true })).toBeVisible();

  const sections = page.getByRole('navigation', { name: ADMIN_COPY.layout.nav });
  await expect(sections.getByRole('link', { name: ADMIN_COPY.layout.leads })).toHaveAttribute('aria-current', 'page');
  await sections.getByRole('link', { name: ADMIN_COPY.layout.doNotCall }).click();
  await expect(page.getByRole('heading', { level: 1, name: DO_NOT_CALL_COPY.title })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/do-not-call$/);
  await expect(sections.getByRole('link', { name: ADMIN_COPY.layout.doNotCall })).toHaveAttribute('aria-current', 'page');

  // Nothing typed, then no number at all: each says what is wrong, at the field, and the field has focus.
  const phone = page.getByLabel(DO_NOT_CALL_COPY.phone);
  await page.getByRole('button', { name: DO_NOT_CALL_COPY.add }).click();
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAccessibleDescription(DO_NOT_CALL_COPY.phoneRequired);
  await phone.fill('call me maybe');
  // The server is the judge of a phone number: its 400 is the expected answer here.
  consoleGuard.allow('status of 400');
  await phone.press('Enter');
  await expect(phone).toHaveAccessibleDescription(/Enter a phone number, such as/);
  await expect(phone).toHaveAttribute('aria-invalid', 'true');

  await phone.fill('(305) 463-0142');
  await page.getByLabel(DO_NOT_CALL_COPY.note).fill('Asked by e-mail');
  await page.getByLabel(DO_NOT_CALL_COPY.note).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: DO_NOT_CALL_COPY.added('+13054630142') })).toBeVisible();
  const row = page.getByRole('row', { name: /\+13054630142/ });
  await expect(row).toContainText(DO_NOT_CALL_COPY.byStaff(username));
  await expect(row).toContainText('Asked by e-mail'); // test data: the note typed above
  await expect(phone).toHaveValue('');
  await page.getByRole('button', { name: SITE_CHROME.toaster.dismiss }).click();
  expect(await axeViolations(page)).toEqual([]);

  await row.getByRole('button', { name: DO_NOT_CALL_COPY.removeLabel('+13054630142') }).click();
  await expect(page.getByRole('status').filter({ hasText: DO_NOT_CALL_COPY.removed('+13054630142') })).toBeVisible();
  await expect(page.getByText(DO_NOT_CALL_COPY.empty)).toBeVisible();
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
