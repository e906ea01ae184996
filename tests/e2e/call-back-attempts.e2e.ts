import { randomBytes } from 'node:crypto';
import { createTestAccount } from '../support/admin-session.ts';
import { CALL_CONSENT } from '../../src/shared/content/call-consent.ts';
import { CALL_ATTEMPTS_COPY } from '../../src/client/features/admin/leads/call-attempts-copy.ts';
import { LEADS_COPY } from '../../src/client/features/admin/leads/leads-copy.ts';
import { SIGN_IN_COPY } from '../../src/client/features/admin/sign-in/sign-in-copy.ts';
import { axeViolations } from './a11y-helpers.ts';
import { expect } from './fixtures.ts';
import { testWithFakeProvider } from './provider-fixtures.ts';
import { escapeRegExp } from './text-patterns.ts';

const PASSWORD = 'a long admin password for e2e';
const SERVER_SECRET = 'e2e-vapi-server-secret-for-attempts';

/** This file's server places call-backs through a local fake of the voice provider. */
const test = testWithFakeProvider({
  VAPI_PHONE_NUMBER_ID: 'pn_e2e',
  VAPI_SERVER_SECRET: SERVER_SECRET,
  CALLBACK_HOURS: '00:00-24:00',
  LEAD_OUTBOX_POLL_MS: '100',
});

test('staff see each call attempt on the lead’s page, how it ended, and when the next one is planned (issue 38)', async ({ page, server, provider }) => {
  test.setTimeout(90_000);
  const suffix = randomBytes(4).toString('hex');
  const username = `attempts-${suffix}`;
  await createTestAccount(server.database.db, username, PASSWORD);

  const response = await fetch(`${server.url}/api/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Rosa',
      lastName: 'Marquez',
      email: `rosa.${suffix}@marquez-law.com`,
      phone: '(954) 463-0177',
      company: `Marquez Law ${suffix}`,
      callConsent: { version: CALL_CONSENT.version, page: '/' },
    }),
  });
  expect(response.status).toBe(201);
  await expect.poll(() => provider.calls.filter((call) => JSON.stringify(call.body).includes(suffix)).length).toBe(1);
  const callId = provider.calls.find((call) => JSON.stringify(call.body).includes(suffix))!.id;
  // An answering machine: the assistant left its message, and the call ended as a voicemail.
  await expect
    .poll(async () => (await provider.completeCall(`${server.url}/api/voice/events`, SERVER_SECRET, callId, { endedReason: 'voicemail' })).body.outcome)
    .toBe('stored');

  await page.goto('/admin/login');
  await page.getByLabel(SIGN_IN_COPY.username).fill(username);
  await page.getByLabel(SIGN_IN_COPY.password).fill(PASSWORD);
  await page.getByRole('button', { name: SIGN_IN_COPY.submit }).click();
  await page.getByLabel(LEADS_COPY.list.search).fill(suffix);
  await page.getByRole('button', { name: LEADS_COPY.list.apply }).click();
  await page.getByRole('link', { name: 'Rosa Marquez' }).click(); // test data: the lead sent above

  const panel = page.getByRole('region', { name: LEADS_COPY.detail.callBack.title });
  const attempts = panel.getByRole('list', { name: CALL_ATTEMPTS_COPY.title }).getByRole('listitem');
  const copy = CALL_ATTEMPTS_COPY;
  // The number and the provider's reason (voicemail) are this test's; the times are the server's.
  const placed = escapeRegExp(`${copy.attempt(1)} · ${copy.placed} `);
  const outcome = escapeRegExp(` · +19544630177 · ${copy.outcomes.voicemail} (voicemail) · ${copy.thenPlanned} `);
  await expect(attempts).toHaveText([new RegExp(`^${placed}.*${outcome}`)]);
  await expect(panel.getByTestId('next-attempt')).toHaveText(new RegExp(`^${escapeRegExp(copy.nextAttempt)}: `));
  expect(await axeViolations(page)).toEqual([]);
});
