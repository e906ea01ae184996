import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Database } from '../../src/server/db/connection.ts';
import { leads, meetings } from '../../src/server/db/schema.ts';
import { axeViolations } from './a11y-helpers.ts';
import { expect, test } from './fixtures.ts';
import { animationsFinished } from './settling.ts';
import { endingAs, holding, phrasedAs, startingAs } from './text-patterns.ts';
import { ASSISTANT_COPY, CHAT_BOOKING_COPY, CHAT_LEAD_COPY } from '../../src/shared/content/assistant.ts';
import { QUICK_REPLIES } from '../../src/shared/assistant/chat-rules.ts';

/** The visitor is in Berlin: the times are shown in their zone, by name, not in the company's (New York). */
const ZONE = 'Central European Standard Time';
test.use({ timezoneId: 'Europe/Berlin', locale: 'en-US' });

const launcher = (page: Page) => page.getByRole('button', { name: ASSISTANT_COPY.launcherLabel });
const panel = (page: Page) => page.getByRole('dialog', { name: ASSISTANT_COPY.panelTitle });
const conversation = (page: Page) => page.getByRole('log', { name: ASSISTANT_COPY.conversationLabel });
const messageBox = (page: Page) => page.getByRole('textbox', { name: ASSISTANT_COPY.messageLabel });
const freeTimes = (page: Page) => conversation(page).getByRole('group', { name: CHAT_BOOKING_COPY.slotsLabel(ZONE) });
const slotButtons = (page: Page) => freeTimes(page).getByRole('listitem').getByRole('button');
const confirmStep = (page: Page) => conversation(page).getByRole('group', { name: CHAT_BOOKING_COPY.confirmLabel });
const uniqueEmail = () => `dana-${randomUUID().slice(0, 8)}@reyes-dental.com`;

async function openChat(page: Page) {
  await page.goto('/');
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
}

async function giveDetails(page: Page, email: string) {
  await expect(conversation(page).getByText(CHAT_BOOKING_COPY.askDetails)).toBeVisible();
  await panel(page).getByRole('textbox', { name: CHAT_LEAD_COPY.name, exact: true }).fill('Dana Reyes');
  await panel(page).getByRole('textbox', { name: CHAT_BOOKING_COPY.formEmail }).fill(email);
  await panel(page).getByLabel(CHAT_LEAD_COPY.consent).check();
  await panel(page).getByRole('button', { name: CHAT_BOOKING_COPY.formSubmit }).click();
}

/** The meetings the server stored for the lead with this e-mail address. */
async function meetingsOf(server: { database: { db: Database } }, email: string) {
  const { db } = server.database;
  const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.email, email));
  return lead ? db.select().from(meetings).where(eq(meetings.leadId, lead.id)) : [];
}

test.describe('booking in the chat', () => {
  test('asks for name and e-mail, offers the free times in the visitor’s zone, and books one after a confirm', async ({ page, server }) => {
    const email = uniqueEmail();
    await openChat(page);
    await panel(page).getByRole('button', { name: QUICK_REPLIES.find((reply) => reply.topic === 'demo')!.label }).click();
    await giveDetails(page, email);

    await expect(conversation(page).getByText(CHAT_BOOKING_COPY.offerSlots(ZONE))).toBeVisible();
    await expect(slotButtons(page)).toHaveCount(6);
    const firstPage = await slotButtons(page).allTextContents();
    await freeTimes(page).getByRole('button', { name: CHAT_BOOKING_COPY.moreTimes }).click();
    await expect(slotButtons(page).first()).not.toHaveText(firstPage[0]!);
    await freeTimes(page).getByRole('button', { name: CHAT_BOOKING_COPY.earlierTimes }).click();
    await expect(slotButtons(page).first()).toHaveText(firstPage[0]!);

    // Times in Berlin: the company's 9:00 am to 5:00 pm in New York is 3 pm to 11 pm here.
    expect(firstPage.every((label) => /^(Mon|Tue|Wed|Thu|Fri), [A-Z][a-z]{2} \d{1,2}, (3|4|5|6|7|8|9|10|11):[03]0 pm$/.test(label)), firstPage.join(' | ')).toBe(true);

    await slotButtons(page).nth(1).click();
    // The question's words after the time (the time itself is checked once booked).
    const [, afterWhen] = CHAT_BOOKING_COPY.confirmQuestion('\n', ZONE, 30).split('\n');
    await expect(confirmStep(page)).toContainText(afterWhen!);
    await confirmStep(page).getByRole('button', { name: CHAT_BOOKING_COPY.confirm }).click();

    const booked = conversation(page).getByText(startingAs(CHAT_BOOKING_COPY.booked));
    await expect(booked).toHaveText(phrasedAs(CHAT_BOOKING_COPY.booked, /\w+day, \w+ \d{1,2}, \d{1,2}:[03]0 pm/, holding(ZONE), holding(email)));
    await expect(freeTimes(page)).toHaveCount(0);
    const stored = await meetingsOf(server, email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ bookedVia: 'chat', status: 'booked' });

    // The booking token is kept with the conversation: after a reload the chat knows the lead and its meeting.
    await page.reload();
    await launcher(page).click();
    await expect(booked).toBeVisible();
    await messageBox(page).fill('I want to book a meeting');
    await messageBox(page).press('Enter');
    await expect(conversation(page).getByText(startingAs(CHAT_BOOKING_COPY.alreadyBooked))).toBeVisible();
    await expect(panel(page).getByRole('textbox', { name: CHAT_LEAD_COPY.name, exact: true })).toHaveCount(0);
  });

  test('works by keyboard alone, with focus moved to each new step', async ({ page, server }) => {
    const email = uniqueEmail();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await launcher(page).focus();
    await page.keyboard.press('Enter');
    await expect(messageBox(page)).toBeFocused();
    await page.keyboard.type('I would like to talk to sales');
    await page.keyboard.press('Enter');

    // The chat asks for the details and puts the cursor in the first field.
    await expect(panel(page).getByRole('textbox', { name: CHAT_LEAD_COPY.name, exact: true })).toBeFocused();
    await page.keyboard.type('Dana Reyes');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    const submit = panel(page).getByRole('button', { name: CHAT_BOOKING_COPY.formSubmit });
    for (let step = 0; step < 4 && !(await submit.evaluate((el) => el === document.activeElement)); step += 1) await page.keyboard.press('Tab');
    await expect(submit).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(slotButtons(page).first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(slotButtons(page).nth(1)).toBeFocused();
    const chosen = (await slotButtons(page).nth(1).textContent())!;
    await page.keyboard.press('Enter');
    const confirm = confirmStep(page).getByRole('button', { name: CHAT_BOOKING_COPY.confirm });
    await expect(confirm).toBeFocused();
    // "Choose another time" goes back to the same times, focus on the first.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(slotButtons(page).first()).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Enter');

    const clock = chosen.split(', ').at(-1)!;
    await expect(conversation(page).getByText(startingAs(CHAT_BOOKING_COPY.booked))).toContainText(`${clock} (${ZONE})`);
    await expect(messageBox(page)).toBeFocused();
    expect(await meetingsOf(server, email)).toMatchObject([{ bookedVia: 'chat' }]);
  });

  test('has no WCAG 2.2 AA violations with the free times and the confirm step shown', async ({ page }) => {
    await openChat(page);
    await messageBox(page).fill('Can we schedule a call?');
    await messageBox(page).press('Enter');
    const scan = async () => {
      await animationsFinished(panel(page));
      return axeViolations(page, { include: '[data-island="assistant"]' });
    };
    await expect(panel(page).getByRole('textbox', { name: CHAT_LEAD_COPY.name, exact: true })).toBeVisible();
    expect(await scan()).toEqual([]);
    await giveDetails(page, uniqueEmail());
    await expect(slotButtons(page)).toHaveCount(6);
    expect(await scan()).toEqual([]);
    await slotButtons(page).first().click();
    await expect(confirmStep(page)).toBeVisible();
    expect(await scan()).toEqual([]);
  });

  test('a booking that cannot reach the server says nothing is booked, and Try again books it', async ({ page, server, consoleGuard }) => {
    const email = uniqueEmail();
    consoleGuard.allow('Failed to load resource');
    consoleGuard.allow('net::ERR_FAILED');
    await openChat(page);
    await messageBox(page).fill('book a demo');
    await messageBox(page).press('Enter');
    await giveDetails(page, email);
    await slotButtons(page).first().click();

    let failNext = true;
    await page.route('**/api/booking', (route) => {
      if (route.request().method() === 'POST' && failNext) {
        failNext = false;
        return route.abort('failed');
      }
      return route.continue();
    });
    await confirmStep(page).getByRole('button', { name: CHAT_BOOKING_COPY.confirm }).click();
    await expect(conversation(page).getByText(endingAs(CHAT_BOOKING_COPY.bookFailed))).toBeVisible();
    expect(await meetingsOf(server, email)).toEqual([]);
    const retry = confirmStep(page).getByRole('button', { name: CHAT_BOOKING_COPY.retry });
    await expect(retry).toBeFocused();
    await retry.click();
    await expect(conversation(page).getByText(startingAs(CHAT_BOOKING_COPY.booked))).toBeVisible();
    expect(await meetingsOf(server, email)).toMatchObject([{ bookedVia: 'chat' }]);
  });

  test('a time taken by someone else meanwhile is refused with the next free times', async ({ page, request, server, consoleGuard }) => {
    const email = uniqueEmail();
    // Chromium logs the 409 the chat answers.
    consoleGuard.allow('status of 409 (Conflict)');
    await openChat(page);
    await messageBox(page).fill('Can I book a demo?');
    await messageBox(page).press('Enter');
    await giveDetails(page, email);
    await expect(slotButtons(page)).toHaveCount(6);
    const chosen = (await slotButtons(page).first().textContent())!;
    await slotButtons(page).first().click();

    // Another lead (the thank-you page's) books that time first.
    const other = await otherLeadToken(request);
    const slotsResponse = await request.get('/api/booking/slots', { headers: { authorization: `Bearer ${other}` } });
    const { slots } = (await slotsResponse.json()) as { slots: { start: string }[] };
    expect((await request.post('/api/booking', { data: { bookingToken: other, start: slots[0]!.start } })).status()).toBe(201);

    await confirmStep(page).getByRole('button', { name: CHAT_BOOKING_COPY.confirm }).click();
    await expect(conversation(page).getByText(CHAT_BOOKING_COPY.slotTaken(ZONE))).toBeVisible();
    await expect(slotButtons(page).first()).toBeFocused();
    await expect(slotButtons(page).first()).not.toHaveText(chosen);
    expect(await meetingsOf(server, email)).toEqual([]);
  });
});

/** A lead made by the demo form, with its booking token. */
async function otherLeadToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/contacts', {
    data: { firstName: 'Sam', lastName: 'Okafor', email: uniqueEmail(), company: 'Okafor Realty', industry: 'healthcare', message: 'We want to see a demo.' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { booking: { token: string } }).booking.token;
}
