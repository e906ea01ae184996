import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { leads, meetings } from '../../src/server/db/schema.ts';
import { createTestAccount } from '../support/admin-session.ts';
import { localDateOf } from '../../src/server/features/booking/free-slots.ts';
import { bookMeeting, findFreeSlots } from '../../src/server/features/booking/meeting-repository.ts';
import { verifyStandardWebhook } from '../support/lead-receivers.ts';
import { axeViolations } from './a11y-helpers.ts';
import { signInToAdmin } from './admin-sign-in.ts';
import { expect } from './fixtures.ts';
import { test, WEBHOOK_SECRET } from './inbox-fixtures.ts';
import { ADMIN_COPY } from '../../src/client/features/admin/admin-copy.ts';
import { MEETINGS_COPY } from '../../src/client/features/admin/meetings/meetings-copy.ts';
import { SITE_CHROME } from '../../src/shared/content/site-chrome.ts';
import { LEADS_COPY } from '../../src/client/features/admin/leads/leads-copy.ts';
import { startingAs } from './text-patterns.ts';

const PASSWORD = 'a long admin password for e2e';
const ZONE = 'America/New_York';
/** The zone's generic name in en-US, as Intl writes it (ICU's word, not ours). */
const ZONE_NAME = 'Eastern Time';

// Times and days are written in the reader's locale: the test reads them as en-US.
test.use({ locale: 'en-US' });

/** A local day as the page's headings write it ("Tuesday, November 24"). */
const dayHeading = (start: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(`${localDateOf(start, ZONE)}T12:00:00Z`));
const clock = (start: Date) => new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeStyle: 'short' }).format(start);

const signIn = (page: Page, username: string) => signInToAdmin(page, username, PASSWORD);

test('staff see a booked meeting under its day, move it to another day and cancel it, by keyboard, with 0 axe violations', async ({ page, server, inboxes }) => {
  test.setTimeout(90_000);
  const suffix = randomBytes(4).toString('hex');
  const username = `sales-${suffix}`;
  await createTestAccount(server.database.db, username, PASSWORD);
  const { availability } = server.config.booking;

  // A lead booked the first free time on the thank-you page.
  const [lead] = await server.database.db
    .insert(leads)
    .values({ firstName: 'Dana', lastName: `Whitfield ${suffix}`, email: `dana.${suffix}@whitfield-dental.com`, phone: '(954) 555-0111', company: `Whitfield Dental ${suffix}` })
    .returning();
  const [first] = await findFreeSlots(server.database.db, availability, new Date(), { limit: 1 });
  const booked = await bookMeeting(server.database.db, availability, { leadId: lead!.id, start: first!.start, bookedVia: 'web' }, new Date());
  expect(booked.kind).toBe('booked');
  const meetingId = booked.kind === 'booked' ? booked.meeting.id : '';
  // Where staff will move it: the first free time on a later local day.
  const later = (await findFreeSlots(server.database.db, availability, new Date(), {}, meetingId)).find(
    (slot) => localDateOf(slot.start, ZONE) !== localDateOf(first!.start, ZONE),
  )!;
  const name = `Dana Whitfield ${suffix}`;

  await signIn(page, username);
  const sections = page.getByRole('navigation', { name: ADMIN_COPY.layout.nav });
  await sections.getByRole('link', { name: ADMIN_COPY.layout.meetings }).click();
  await expect(page).toHaveURL(/\/admin\/meetings$/);
  await expect(page.getByRole('heading', { level: 1, name: MEETINGS_COPY.title })).toBeVisible();
  await expect(sections.getByRole('link', { name: ADMIN_COPY.layout.meetings })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(ADMIN_COPY.meetingWords.timesIn(ZONE_NAME, ZONE))).toBeVisible();

  // Under its day's heading, in its own table: the time in the company's zone, the lead, how it was booked.
  const firstDay = page.getByRole('region', { name: dayHeading(first!.start) });
  await expect(firstDay.getByRole('heading', { level: 2 })).toHaveText(dayHeading(first!.start));
  const row = firstDay.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(`${clock(first!.start)}–${clock(first!.end)}`);
  await expect(row).toContainText(`Whitfield Dental ${suffix}`); // test data: the lead's company
  await expect(row).toContainText(`dana.${suffix}@whitfield-dental.com`); // test data
  await expect(row).toContainText('(954) 555-0111');
  await expect(row).toContainText(ADMIN_COPY.meetingWords.bookedVia.web);
  await expect(row).toContainText(ADMIN_COPY.meetingWords.status.booked);
  await expect(row.getByRole('link', { name })).toHaveAttribute('href', `/admin/leads/${lead!.id}`);
  expect(await axeViolations(page)).toEqual([]);

  // Move, by keyboard: the dialog's picker takes focus once the free times are in; Escape would leave it as it was.
  const move = row.getByRole('button', { name: startingAs(MEETINGS_COPY.moveLabel) });
  await move.focus();
  await page.keyboard.press('Enter');
  const moveDialog = page.getByRole('dialog', { name: MEETINGS_COPY.moveTitle });
  await expect(moveDialog).toBeVisible();
  const picker = moveDialog.getByLabel(MEETINGS_COPY.newTime);
  await expect(picker).toBeFocused();
  // Nothing chosen: the dialog says so at the field.
  await moveDialog.getByRole('button', { name: MEETINGS_COPY.moveConfirm }).click();
  await expect(picker).toHaveAccessibleDescription(MEETINGS_COPY.chooseTimeFirst);
  await expect(picker).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await picker.selectOption(later.start.toISOString());
  await picker.press('Tab');
  await page.keyboard.press('Tab');
  await expect(moveDialog.getByRole('button', { name: MEETINGS_COPY.moveConfirm })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: MEETINGS_COPY.moved })).toBeVisible();
  await expect(moveDialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: MEETINGS_COPY.title })).toBeFocused();

  const laterDay = page.getByRole('region', { name: dayHeading(later.start) });
  const movedRow = laterDay.getByRole('row', { name: new RegExp(name) });
  await expect(movedRow).toContainText(clock(later.start));
  await expect(page.getByRole('region', { name: dayHeading(first!.start) }).getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  // The lead's calendar and the CRM hear of it.
  const meetingEvents = () => inboxes.webhook.requests.filter((request) => request.body.includes(meetingId));
  await expect.poll(() => meetingEvents().map((event) => (JSON.parse(event.body) as { type: string }).type)).toEqual(['meeting.changed']);
  expect(verifyStandardWebhook(WEBHOOK_SECRET, meetingEvents()[0]!)).toBe(true);
  // The lead's copy (the first message about this meeting to that address) and the sales inbox's.
  const invitationsTo = (address: string) => inboxes.smtp.messages.filter((mail) => mail.calendar.includes(`meeting-${meetingId}@`) && mail.to.includes(address));
  await expect.poll(() => [invitationsTo(`dana.${suffix}@whitfield-dental.com`).length, invitationsTo('sales@harborline.test').length]).toEqual([1, 1]);
  await page.getByRole('button', { name: SITE_CHROME.toaster.dismiss }).click();

  // Cancel, after the confirm step; "Keep it" has focus first, so Enter alone never cancels.
  await movedRow.getByRole('button', { name: startingAs(MEETINGS_COPY.cancelLabel) }).click();
  const cancelDialog = page.getByRole('dialog', { name: MEETINGS_COPY.cancelTitle });
  await expect(cancelDialog).toBeVisible();
  await expect(cancelDialog.getByRole('button', { name: MEETINGS_COPY.keep })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await cancelDialog.getByRole('button', { name: MEETINGS_COPY.cancelConfirm }).click();
  await expect(page.getByRole('status').filter({ hasText: MEETINGS_COPY.cancelled })).toBeVisible();
  await expect(page.getByText(MEETINGS_COPY.empty)).toBeVisible();
  await expect.poll(() => meetingEvents().map((event) => (JSON.parse(event.body) as { type: string }).type)).toEqual(['meeting.changed', 'meeting.cancelled']);
  const [stored] = await server.database.db.select().from(meetings).where(eq(meetings.id, meetingId));
  expect(stored).toMatchObject({ status: 'cancelled', sequence: 2, startsAt: later.start });
  await page.getByRole('button', { name: SITE_CHROME.toaster.dismiss }).click();
  expect(await axeViolations(page)).toEqual([]);

  // Cancelled ones show on request, flagged, with nothing left to do.
  await page.getByLabel(MEETINGS_COPY.showCancelled).check();
  await expect(page).toHaveURL(/\/admin\/meetings\?cancelled=1$/);
  const cancelledRow = page.getByRole('region', { name: dayHeading(later.start) }).getByRole('row', { name: new RegExp(name) });
  await expect(cancelledRow).toContainText(ADMIN_COPY.meetingWords.status.cancelled);
  await expect(cancelledRow.getByRole('button')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // The lead's page shows the meeting and leads back here.
  await cancelledRow.getByRole('link', { name }).click();
  const leadMeetings = page.getByRole('region', { name: LEADS_COPY.detail.meetings.title });
  await expect(leadMeetings).toContainText(`${clock(later.start)} ${ZONE_NAME}`);
  await expect(leadMeetings).toContainText(ADMIN_COPY.meetingWords.status.cancelled);
  await expect(leadMeetings).toContainText(ADMIN_COPY.meetingWords.bookedVia.web);
  expect(await axeViolations(page)).toEqual([]);
  await leadMeetings.getByRole('link', { name: LEADS_COPY.detail.meetings.allMeetings }).click();
  await expect(page.getByRole('heading', { level: 1, name: MEETINGS_COPY.title })).toBeVisible();
});
