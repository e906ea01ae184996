import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { leads, meetings } from '../../src/server/db/schema.ts';
import { BOOKING_TEXT } from '../../src/shared/content/booking.ts';
import type { LeadCreated } from '../../src/shared/leads/lead-schema.ts';
import type { TestServer } from '../support/test-server.ts';
import { axeViolations, horizontalOverflow } from './a11y-helpers.ts';
import { expect, test } from './fixtures.ts';
import { DEMO_FORM_TEXT } from '../../src/shared/content/forms.ts';
import { phrasedAs, startingAs } from './text-patterns.ts';

/** The company's time zone as Intl names it in English, in winter or in summer. */
const NEW_YORK_ZONE = /Eastern (Standard|Daylight) Time/;

/** A visitor in Berlin: the thank-you page shows times in their zone, named. */
const VISITOR_ZONE = 'Europe/Berlin';
const ZONE_NAME = /Central European (Standard|Summer) Time/;

async function sendDemoForm(page: Page) {
  await page.goto('/#contact');
  await page.locator('#contact form').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="demo-request-form"]')).toHaveAttribute('data-hydrated', 'true');
  const email = `book-${randomUUID().slice(0, 8)}@whitfield-dental.com`;
  await page.getByLabel(DEMO_FORM_TEXT.labels.firstName).fill('Dana');
  await page.getByLabel(DEMO_FORM_TEXT.labels.lastName).fill('Whitfield');
  await page.getByLabel(DEMO_FORM_TEXT.labels.email).fill(email);
  await page.getByLabel(DEMO_FORM_TEXT.labels.company).fill('Whitfield Dental');
  return email;
}

async function leadMeetings(server: TestServer, email: string) {
  const [lead] = await server.database.db.select().from(leads).where(eq(leads.email, email));
  return server.database.db.select().from(meetings).where(eq(meetings.leadId, lead!.id));
}

/** The "Tuesday, December 1, 2:30 pm" of a radio: its day's legend and its own label. */
async function whenOf(radio: ReturnType<Page['getByRole']>) {
  const day = await radio.locator('xpath=ancestor::fieldset/legend').textContent();
  const time = await radio.locator('xpath=ancestor::label').textContent();
  return `${day}, ${time}`;
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`booking on the thank-you page at ${viewport.width} px`, () => {
    test.use({ viewport, timezoneId: VISITOR_ZONE });

    test('shows the next slots in the visitor zone, books in two taps, changes and cancels, each with a toast and a confirmation', async ({ page, server }) => {
      const email = await sendDemoForm(page);
      await page.getByRole('button', { name: DEMO_FORM_TEXT.submit }).click();
      const picker = page.getByTestId('meeting-picker');
      await expect(picker.getByRole('heading', { name: BOOKING_TEXT.pickTitle })).toBeVisible();
      await expect(picker.getByTestId('booking-zone')).toHaveText(new RegExp(`^Times in ${ZONE_NAME.source}$`));
      const radios = picker.getByRole('radio');
      await expect(radios).toHaveCount(8);
      await picker.getByRole('button', { name: BOOKING_TEXT.moreTimes }).click();
      await expect(radios).toHaveCount(16);
      expect(await picker.getByRole('group').count()).toBeGreaterThan(0); // grouped by day
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await axeViolations(page, { include: '[data-testid="demo-thank-you"]' })).toEqual([]);

      // Two taps: a time, then the button that books it.
      const first = radios.first();
      const [when, firstStart] = [await whenOf(first), await first.getAttribute('value')];
      await first.check();
      await picker.getByRole('button', { name: BOOKING_TEXT.confirm(when) }).click();
      await expect(picker.getByRole('heading', { name: BOOKING_TEXT.bookedTitle })).toBeFocused();
      await expect(picker.getByTestId('booking-when')).toHaveText(new RegExp(`^${when} \\(${ZONE_NAME.source}\\)$`));
      await expect(picker).toContainText(BOOKING_TEXT.invitationOnItsWay);
      await expect(page.getByRole('status').filter({ hasText: BOOKING_TEXT.toastBookedTitle })).toContainText(when);
      const [booked] = await leadMeetings(server, email);
      expect(booked).toMatchObject({ status: 'booked', startsAt: new Date(firstStart!) });
      expect(await axeViolations(page, { include: '[data-testid="demo-thank-you"]' })).toEqual([]);

      // Change: pick another time.
      await picker.getByRole('button', { name: BOOKING_TEXT.changeTime }).click();
      await expect(picker.getByRole('heading', { name: BOOKING_TEXT.changeTitle })).toBeFocused();
      const second = picker.getByRole('radio').nth(1);
      const [newWhen, secondStart] = [await whenOf(second), await second.getAttribute('value')];
      await second.check();
      await picker.getByRole('button', { name: BOOKING_TEXT.confirmMove(newWhen) }).click();
      await expect(picker.getByRole('heading', { name: BOOKING_TEXT.movedTitle })).toBeFocused();
      await expect(picker.getByTestId('booking-when')).toContainText(newWhen);
      await expect(page.getByRole('status').filter({ hasText: BOOKING_TEXT.toastMovedTitle })).toContainText(newWhen);
      expect(await leadMeetings(server, email)).toMatchObject([{ status: 'booked', sequence: 1, startsAt: new Date(secondStart!) }]);

      // Cancel: asked first, then done.
      await picker.getByRole('button', { name: BOOKING_TEXT.cancelMeeting }).click();
      // The question's words before the time, then the time; the zone's name follows it.
      const [askBeforeWhen] = BOOKING_TEXT.cancelQuestion('\n').split('\n');
      await expect(picker.getByRole('heading', { name: `${askBeforeWhen}${newWhen}` })).toBeFocused();
      await picker.getByRole('button', { name: BOOKING_TEXT.cancelConfirm }).click();
      await expect(picker.getByRole('heading', { name: BOOKING_TEXT.cancelledTitle })).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: BOOKING_TEXT.toastCancelledTitle })).toBeVisible();
      await expect(picker.getByRole('radio').first()).toBeVisible(); // book another time
      expect(await leadMeetings(server, email)).toMatchObject([{ status: 'cancelled', sequence: 2 }]);
      expect(await horizontalOverflow(page)).toBe(0);
    });
  });
}

test.describe('booking on the thank-you page', () => {
  test.use({ timezoneId: VISITOR_ZONE });

  test('works with the keyboard alone: Tab to the times, arrows to choose, Enter to book and to cancel', async ({ page, server }) => {
    const email = await sendDemoForm(page);
    await page.getByRole('button', { name: DEMO_FORM_TEXT.submit }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: DEMO_FORM_TEXT.thankYouTitle })).toBeFocused();
    const picker = page.getByTestId('meeting-picker');
    await expect(picker.getByRole('radio')).toHaveCount(8);
    await page.keyboard.press('Tab');
    await expect(picker.getByRole('radio').first()).toBeFocused();
    await page.keyboard.press('ArrowDown'); // moves to the next time and chooses it
    const chosen = picker.getByRole('radio').nth(1);
    await expect(chosen).toBeChecked();
    const [when, chosenStart] = [await whenOf(chosen), await chosen.getAttribute('value')];
    await page.keyboard.press('Tab');
    await expect(picker.getByRole('button', { name: BOOKING_TEXT.confirm(when) })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(picker.getByRole('heading', { name: BOOKING_TEXT.bookedTitle })).toBeFocused();
    expect(await leadMeetings(server, email)).toMatchObject([{ status: 'booked', startsAt: new Date(chosenStart!) }]);

    await page.keyboard.press('Tab');
    await expect(picker.getByRole('button', { name: BOOKING_TEXT.changeTime })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(picker.getByRole('button', { name: BOOKING_TEXT.cancelMeeting })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(picker.getByRole('button', { name: BOOKING_TEXT.cancelConfirm })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(picker.getByRole('heading', { name: BOOKING_TEXT.cancelledTitle })).toBeFocused();
    expect(await leadMeetings(server, email)).toMatchObject([{ status: 'cancelled' }]);
  });

  test('a slot taken meanwhile says so and offers the next free ones; a failed request keeps the choice for a retry', async ({ page, server, request, consoleGuard }) => {
    consoleGuard.allow('Failed to load resource');
    const email = await sendDemoForm(page);
    await page.getByRole('button', { name: DEMO_FORM_TEXT.submit }).click();
    const picker = page.getByTestId('meeting-picker');
    const first = picker.getByRole('radio').first();
    const taken = (await first.getAttribute('value'))!;

    // Someone else books the first time while this visitor looks.
    const other = await request.post('/api/contacts', { data: { firstName: 'Lee', lastName: 'Other', email: `other-${randomUUID().slice(0, 8)}@example.com`, company: 'Other Co' } });
    const otherToken = ((await other.json()) as LeadCreated).booking!.token;
    expect((await request.post('/api/booking', { data: { bookingToken: otherToken, start: taken } })).status()).toBe(201);

    await first.check();
    await picker.getByRole('button', { name: startingAs(BOOKING_TEXT.confirm) }).click();
    await expect(picker.getByTestId('booking-notice')).toHaveText(BOOKING_TEXT.slotTaken);
    await expect(page.getByRole('alert').filter({ hasText: BOOKING_TEXT.toastErrorTitle })).toContainText(BOOKING_TEXT.slotTaken);
    await expect(picker.getByRole('radio')).toHaveCount(3);
    expect(await picker.getByRole('radio').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).not.toContain(taken);

    // The network fails: a clear error, the choice kept, and the same button books once it is back.
    await page.route('**/api/booking', (route) => route.abort());
    const next = picker.getByRole('radio').first();
    const nextStart = await next.getAttribute('value');
    await next.check();
    const confirm = picker.getByRole('button', { name: startingAs(BOOKING_TEXT.confirm) });
    await confirm.click();
    await expect(picker.getByRole('alert')).toHaveText(BOOKING_TEXT.bookFailed);
    await expect(next).toBeChecked();
    await page.unroute('**/api/booking');
    await confirm.click();
    await expect(picker.getByRole('heading', { name: BOOKING_TEXT.bookedTitle })).toBeFocused();
    expect(await leadMeetings(server, email)).toMatchObject([{ status: 'booked', startsAt: new Date(nextStart!) }]);

    // The plain booking page link carries the lead's booking page token (never the API's) and shows the same meeting.
    const simple = picker.getByRole('link', { name: BOOKING_TEXT.simplePageLink });
    await expect(simple).toHaveAttribute('href', /^\/book\?token=[\w.-]+$/);
    await simple.click();
    await expect(page.getByRole('heading', { level: 1, name: BOOKING_TEXT.heldTitle })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('a second lead of a person who holds a meeting is told how to reach sales, with the focus on it', async ({ page, request, consoleGuard }) => {
  // The browser reports the refused booking's 409 in the console.
  consoleGuard.allow('Failed to load resource');
  // The same person sent the form before and booked (a mailbox is one person, however it is spelled).
  const mailbox = `dana.${randomUUID().slice(0, 8)}@gmail.com`;
  const earlier = await request.post('/api/contacts', { data: { firstName: 'Dana', lastName: 'Whitfield', email: mailbox, company: 'Whitfield Dental' } });
  const earlierToken = ((await earlier.json()) as LeadCreated).booking!.token;
  await page.goto('/#contact');
  await page.locator('#contact form').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="demo-request-form"]')).toHaveAttribute('data-hydrated', 'true');
  await page.getByLabel(DEMO_FORM_TEXT.labels.firstName).fill('Dana');
  await page.getByLabel(DEMO_FORM_TEXT.labels.lastName).fill('Whitfield');
  await page.getByLabel(DEMO_FORM_TEXT.labels.email).fill(mailbox.replace('.', '').toUpperCase());
  await page.getByLabel(DEMO_FORM_TEXT.labels.company).fill('Whitfield Dental');
  await page.getByRole('button', { name: DEMO_FORM_TEXT.submit }).click();
  const picker = page.getByTestId('meeting-picker');
  const radios = picker.getByRole('radio');
  const earlierStart = (await radios.nth(2).getAttribute('value'))!;
  expect((await request.post('/api/booking', { data: { bookingToken: earlierToken, start: earlierStart } })).status()).toBe(201);

  await radios.first().check();
  await picker.getByRole('button', { name: startingAs(BOOKING_TEXT.confirm) }).click();
  await expect(picker.getByRole('heading', { name: BOOKING_TEXT.bookingLimitTitle })).toBeFocused();
  await expect(picker.getByTestId('booking-notice')).toHaveText(BOOKING_TEXT.bookingLimitContact);
  expect(await axeViolations(page, { include: '[data-testid="demo-thank-you"]' })).toEqual([]);
});

test('the booking page works without JavaScript: book, change and cancel with plain forms, each state free of axe violations', async ({ browser, server, request, page: scripted, consoleGuard }) => {
  consoleGuard.allow('status of 403'); // the forged link's page, in the scripted tab
  // axe runs in a page, so each state is checked again in a tab with scripts (GET shows the state, changes nothing).
  const axeOf = async (url: string) => {
    await scripted.goto(url);
    return axeViolations(scripted);
  };
  const created = await request.post('/api/contacts', { data: { firstName: 'Noor', lastName: 'Haddad', email: `noor-${randomUUID().slice(0, 8)}@example.com`, company: 'Haddad & Co' } });
  const lead = (await created.json()) as LeadCreated;
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
  const page = await context.newPage();
  try {
    await page.goto(`/book?token=${lead.booking!.pageToken}`);
    await expect(page.getByRole('heading', { level: 1, name: BOOKING_TEXT.pickTitle })).toBeVisible();
    await expect(page.getByText(phrasedAs(BOOKING_TEXT.timesIn, NEW_YORK_ZONE))).toBeVisible();
    expect(await axeOf(page.url())).toEqual([]);
    const first = page.getByRole('radio').first();
    const start = (await first.getAttribute('value'))!;
    await first.check();
    await page.getByRole('button', { name: BOOKING_TEXT.submit }).click();
    await expect(page).toHaveURL(/\/book\?token=[\w.-]+&done=booked$/);
    await expect(page.getByRole('heading', { level: 1, name: BOOKING_TEXT.bookedTitle })).toBeVisible();
    await expect(page.getByText(BOOKING_TEXT.invitationOnItsWay)).toBeVisible();
    const meetingsOfLead = () => server.database.db.select().from(meetings).where(eq(meetings.leadId, lead.id));
    expect(await meetingsOfLead()).toMatchObject([{ status: 'booked', startsAt: new Date(start) }]);
    expect(await axeOf(page.url())).toEqual([]);

    await page.getByRole('link', { name: BOOKING_TEXT.changeTime }).click();
    await expect(page.getByRole('heading', { level: 1, name: BOOKING_TEXT.changeTitle })).toBeVisible();
    const later = page.getByRole('radio').nth(2);
    const laterStart = (await later.getAttribute('value'))!;
    await later.check();
    await page.getByRole('button', { name: BOOKING_TEXT.submitMove }).click();
    await expect(page.getByRole('heading', { level: 1, name: BOOKING_TEXT.movedTitle })).toBeVisible();
    expect(await meetingsOfLead()).toMatchObject([{ status: 'booked', startsAt: new Date(laterStart), sequence: 1 }]);

    await page.getByRole('link', { name: BOOKING_TEXT.cancelMeeting }).click();
    await expect(page.getByRole('heading', { level: 1, name: startingAs(BOOKING_TEXT.cancelQuestion) })).toBeVisible();
    expect(await meetingsOfLead()).toMatchObject([{ status: 'booked' }]); // opening the link changed nothing
    expect(await axeOf(page.url())).toEqual([]);
    await page.getByRole('button', { name: BOOKING_TEXT.cancelConfirm }).click();
    await expect(page.getByRole('heading', { level: 1, name: BOOKING_TEXT.cancelledTitle })).toBeVisible();
    expect(await meetingsOfLead()).toMatchObject([{ status: 'cancelled' }]);
    expect(await axeOf(page.url())).toEqual([]);

    await page.goto('/book?token=forged.token.here');
    await expect(page.getByRole('heading', { level: 1, name: BOOKING_TEXT.invalidTokenTitle })).toBeVisible();
    expect(await axeOf(page.url())).toEqual([]);
  } finally {
    await context.close();
  }
});
