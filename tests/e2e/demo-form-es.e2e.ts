import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { leads, meetings } from '../../src/server/db/schema.ts';
import { axeViolations, horizontalOverflow } from './a11y-helpers.ts';
import { expect, test } from './fixtures.ts';
import { DEMO_WORDS } from '../../src/client/features/demo-request/demo-words.ts';
import { BOOKING_WORDS } from '../../src/shared/content/booking-words.ts';
import { FORM_CHROME as SPANISH_FORM_CHROME } from '../../src/shared/content/es/form-chrome.ts';
import { phrasedAs, startingAs } from './text-patterns.ts';

/** Format checks, no copy: a day and time as Intl writes them in Spanish ("martes, 1 de diciembre, 2:30 p. m."), and a zone's name ("hora …"). */
const SPANISH_DAY_AND_TIME = /(lunes|martes|miércoles|jueves|viernes|sábado|domingo), .+ [ap]\. m\./;
const SPANISH_ZONE = /hora .+/;

/** A Spanish-speaking visitor in Miami on a phone: the form, its errors, the thank-you page and the booking, in Spanish. */
test.use({ viewport: { width: 375, height: 740 }, timezoneId: 'America/New_York' });

test('on /es the demo form speaks Spanish: errors with focus on the first, the thank-you page, and booking a slot', async ({ page, server }) => {
  await page.goto('/es#contact');
  const form = page.locator('#contact form');
  await form.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="demo-request-form"]')).toHaveAttribute('data-hydrated', 'true');

  await form.getByRole('button', { name: DEMO_WORDS.es.form.submit }).click();
  await expect(page.getByRole('textbox', { name: DEMO_WORDS.es.form.labels.firstName, exact: true })).toBeFocused();
  await expect(form.getByText(SPANISH_FORM_CHROME.validation.required, { exact: true })).toHaveCount(4);
  await page.getByLabel(DEMO_WORDS.es.form.labels.email).fill('ana@');
  await page.getByLabel(DEMO_WORDS.es.form.labels.email).blur();
  await expect(form.getByText(SPANISH_FORM_CHROME.validation.email)).toBeVisible();
  expect(await axeViolations(page, { include: '#contact' })).toEqual([]);

  const email = `ana-${randomUUID().slice(0, 8)}@dentalsol.com`;
  await page.getByRole('textbox', { name: DEMO_WORDS.es.form.labels.firstName, exact: true }).fill('Ana');
  await page.getByLabel(DEMO_WORDS.es.form.labels.lastName).fill('Ruiz');
  await page.getByLabel(DEMO_WORDS.es.form.labels.email).fill(email);
  await page.getByLabel(DEMO_WORDS.es.form.labels.company).fill('Dental Sol');
  await form.getByRole('button', { name: DEMO_WORDS.es.form.submit }).click();

  const thankYou = page.getByTestId('demo-thank-you');
  await expect(thankYou.getByRole('heading', { name: DEMO_WORDS.es.form.thankYouTitle })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: DEMO_WORDS.es.form.successTitle })).toBeVisible();
  const [lead] = await server.database.db.select().from(leads).where(eq(leads.email, email));
  expect(lead).toMatchObject({ firstName: 'Ana', language: 'es' });

  const picker = page.getByTestId('meeting-picker');
  await expect(picker.getByRole('heading', { name: BOOKING_WORDS.es.pickTitle })).toBeVisible();
  await expect(picker.getByTestId('booking-zone')).toHaveText(phrasedAs(BOOKING_WORDS.es.timesIn, SPANISH_ZONE));
  const first = picker.getByRole('radio').first();
  // Spanish days and times: "martes, 1 de diciembre" and "2:30 p. m." (format checks: Intl's day and month names, no copy).
  await expect(picker.locator('legend').first()).toHaveText(/^(lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{1,2} de [a-z]+$/); // format check
  await expect(first.locator('xpath=ancestor::label')).toHaveText(/^\d{1,2}:\d{2} [ap]\. m\.$/); // format check
  // The page without JavaScript, in Spanish too.
  await expect(picker.getByRole('link', { name: BOOKING_WORDS.es.simplePageLink })).toHaveAttribute('href', /^\/es\/book\?token=[\w.-]+$/);
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await axeViolations(page, { include: '[data-testid="demo-thank-you"]' })).toEqual([]);

  await first.check();
  await picker.getByRole('button', { name: startingAs(BOOKING_WORDS.es.confirm) }).click();
  await expect(picker.getByRole('heading', { name: BOOKING_WORDS.es.bookedTitle })).toBeFocused();
  await expect(picker.getByTestId('booking-when')).toHaveText(phrasedAs(BOOKING_WORDS.es.when, SPANISH_DAY_AND_TIME, SPANISH_ZONE));
  await expect(page.getByRole('status').filter({ hasText: BOOKING_WORDS.es.toastBookedTitle })).toBeVisible();
  expect(await server.database.db.select().from(meetings).where(eq(meetings.leadId, lead!.id))).toMatchObject([{ status: 'booked' }]);
  expect(await axeViolations(page, { include: '[data-testid="demo-thank-you"]' })).toEqual([]);
});
