import { randomBytes } from 'node:crypto';
import { createTestAccount } from '../support/admin-session.ts';
import { CALL_CONSENT } from '../../src/shared/content/call-consent.ts';
import { endOfCallReport } from '../support/fake-vapi-provider.ts';
import { axeViolations } from './a11y-helpers.ts';
import { expect } from './fixtures.ts';
import { testWithFakeProvider } from './provider-fixtures.ts';
import { holding } from './text-patterns.ts';
import { DEMO_FORM_TEXT } from '../../src/shared/content/forms.ts';
import { FORM_CHROME } from '../../src/shared/content/form-chrome.ts';
import { CALL_TIME_WORDS } from '../../src/server/features/call-back/calling-hours.ts';
import { SIGN_IN_COPY } from '../../src/client/features/admin/sign-in/sign-in-copy.ts';
import { LEADS_COPY } from '../../src/client/features/admin/leads/leads-copy.ts';

const PASSWORD = 'a long admin password for e2e';
const SERVER_SECRET = 'e2e-vapi-server-secret-long-enough';

/** This file's server places call-backs through a local fake of the voice provider. */
const test = testWithFakeProvider({
  VAPI_PHONE_NUMBER_ID: 'pn_e2e',
  VAPI_SERVER_SECRET: SERVER_SECRET,
  CALLBACK_HOURS: '00:00-24:00',
  LEAD_OUTBOX_POLL_MS: '100',
});

test('a visitor ticks "Call me now", is told the call comes in a minute, and staff see the call on the lead', async ({
  page,
  server,
  provider,
}) => {
  test.setTimeout(90_000);
  const suffix = randomBytes(4).toString('hex');
  const username = `caller-${suffix}`;
  await createTestAccount(server.database.db, username, PASSWORD);

  await page.goto('/#contact');
  await expect(page.locator('[data-island="demo-request-form"]')).toHaveAttribute('data-hydrated', 'true');
  const consent = page.getByRole('checkbox', { name: CALL_CONSENT.label });
  await expect(consent).not.toBeChecked();
  await expect(consent).toHaveAccessibleDescription(CALL_CONSENT.disclosure);
  await page.getByLabel(DEMO_FORM_TEXT.labels.firstName).fill('Dana');
  await page.getByLabel(DEMO_FORM_TEXT.labels.lastName).fill('Whitfield');
  await page.getByLabel(DEMO_FORM_TEXT.labels.email).fill(`dana.${suffix}@whitfield-dental.com`);
  await page.getByLabel(DEMO_FORM_TEXT.labels.company).fill(`Whitfield Dental ${suffix}`);
  await page.getByLabel(DEMO_FORM_TEXT.labels.message).fill('After-hours calls go to voicemail.');
  await consent.check();
  await page.getByRole('button', { name: DEMO_FORM_TEXT.submit }).click();
  // Ticked without a number: the form asks for one and sends nothing.
  await expect(page.getByLabel(DEMO_FORM_TEXT.labels.phone)).toBeFocused();
  await expect(page.getByText(FORM_CHROME.validation.callBackPhone)).toBeVisible();
  expect(provider.callRequests()).toHaveLength(0);
  await page.getByLabel(DEMO_FORM_TEXT.labels.phone).fill('(954) 463-0111');
  await page.getByRole('button', { name: DEMO_FORM_TEXT.submit }).click();
  await expect(page.getByTestId('demo-call-back')).toHaveText(DEMO_FORM_TEXT.callBackScheduled(CALL_TIME_WORDS.en.soon));

  await expect.poll(() => provider.calls.filter((call) => JSON.stringify(call.body).includes(suffix)).length).toBe(1);
  const callId = provider.calls.find((call) => JSON.stringify(call.body).includes(suffix))!.id;
  const report = endOfCallReport(callId, Date.now());
  await expect.poll(async () => (await provider.completeCall(`${server.url}/api/voice/events`, SERVER_SECRET, callId)).body.outcome).toBe('stored');

  await page.goto('/admin/login');
  await page.getByLabel(SIGN_IN_COPY.username).fill(username);
  await page.getByLabel(SIGN_IN_COPY.password).fill(PASSWORD);
  await page.getByRole('button', { name: SIGN_IN_COPY.submit }).click();
  await page.getByLabel(LEADS_COPY.list.search).fill(suffix);
  await page.getByRole('button', { name: LEADS_COPY.list.apply }).click();
  await page.getByRole('link', { name: 'Dana Whitfield' }).click(); // test data: the name typed into the form above

  const words = LEADS_COPY.detail.callBack;
  const panel = page.getByRole('region', { name: words.title });
  await expect(panel).toContainText(report.analysis.summary);
  await expect(panel).toContainText(report.endedReason);
  await expect(panel).toContainText(words.statuses.ended!);
  await expect(panel.getByRole('link', { name: words.recording })).toHaveAttribute('href', report.artifact.recordingUrl);
  await panel.getByText(words.transcript).click();
  await expect(panel).toContainText('this is the Harborline assistant calling about your demo request'); // test data: the fake provider's transcript
  const { statuses, eventLabels } = words;
  const ended = statuses.ended!;
  await expect(panel.getByRole('list', { name: words.timeline }).getByRole('listitem')).toHaveText(
    [statuses.ringing!, statuses['in-progress']!, `${eventLabels['status-update']}: ${ended}`, `${eventLabels['end-of-call-report']}: ${ended}`].map(holding),
  );
  // Called once already: no button to call again.
  await expect(panel.getByRole('button', { name: words.place })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});
