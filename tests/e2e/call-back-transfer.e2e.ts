import { randomBytes } from 'node:crypto';
import { createTestAccount } from '../support/admin-session.ts';
import { CALL_CONSENT } from '../../src/shared/content/call-consent.ts';
import { CALL_LEARNED_COPY } from '../../src/client/features/admin/leads/call-learned-copy.ts';
import { LEADS_COPY } from '../../src/client/features/admin/leads/leads-copy.ts';
import { BUYING_TIMELINE_LABELS, TRANSFER_OUTCOME_LABELS } from '../../src/shared/leads/call-result.ts';
import { endOfCallReport } from '../support/fake-vapi-provider.ts';
import { axeViolations } from './a11y-helpers.ts';
import { signInToAdmin } from './admin-sign-in.ts';
import { expect } from './fixtures.ts';
import { testWithFakeProvider } from './provider-fixtures.ts';
import { holding } from './text-patterns.ts';

/** Test data: where the fake provider says the call was handed off to. */
const SALES_LINE = { type: 'number', number: '+19545550187', description: 'Sales team' } as const;

const PASSWORD = 'a long admin password for e2e';
const SERVER_SECRET = 'e2e-vapi-server-secret-long-enough';

const test = testWithFakeProvider({
  VAPI_PHONE_NUMBER_ID: 'pn_e2e',
  VAPI_SERVER_SECRET: SERVER_SECRET,
  CALLBACK_HOURS: '00:00-24:00',
  LEAD_OUTBOX_POLL_MS: '100',
});

test('staff read on the lead page what the call learned, its hand-off to sales and where the lead came from', async ({ page, server, provider }) => {
  test.setTimeout(90_000);
  const suffix = randomBytes(4).toString('hex');
  const username = `learner-${suffix}`;
  await createTestAccount(server.database.db, username, PASSWORD);
  const created = await page.request.post(`${server.url}/api/contacts`, {
    data: {
      firstName: 'Rosa',
      lastName: 'Quintero',
      email: `rosa.${suffix}@quintero-hvac.com`,
      phone: '(954) 463-0177',
      company: `Quintero HVAC ${suffix}`,
      industry: 'real-estate',
      callConsent: { version: CALL_CONSENT.version, page: '/solutions' },
    },
  });
  expect(created.status()).toBe(201);
  const leadId = ((await created.json()) as { id: string }).id;
  await expect.poll(() => provider.calls.filter((call) => JSON.stringify(call.body).includes(suffix)).length).toBe(1);
  const callId = provider.calls.find((call) => JSON.stringify(call.body).includes(suffix))!.id;
  const eventsUrl = `${server.url}/api/voice/events`;
  const at = Date.now();
  await provider.postServerMessage(eventsUrl, SERVER_SECRET, {
    type: 'transfer-update',
    call: { id: callId },
    timestamp: at,
    destination: SALES_LINE,
  });
  const structuredData = { companySize: 22, monthlyCallVolume: 1200, currentTools: ['Dialpad'], timeline: 'this-month', decisionMaker: true, interest: 'high', doNotCall: false };
  await expect
    .poll(async () => (await provider.postServerMessage(eventsUrl, SERVER_SECRET, endOfCallReport(callId, at + 60_000, { endedReason: 'assistant-forwarded-call', structuredData }))).body.outcome)
    .toMatch(/stored|duplicate/);

  await signInToAdmin(page, username, PASSWORD);
  await page.goto(`/admin/leads/${leadId}`);
  const learned = page.getByRole('region', { name: CALL_LEARNED_COPY.learned.title });
  await expect(learned).toContainText('22');
  await expect(learned).toContainText(structuredData.currentTools[0]!);
  await expect(learned).toContainText(BUYING_TIMELINE_LABELS['this-month']);
  const handOffs = page.getByRole('region', { name: LEADS_COPY.detail.callBack.title }).getByRole('list', { name: CALL_LEARNED_COPY.transfers.title });
  await expect(handOffs.getByRole('listitem')).toHaveText([holding(`${SALES_LINE.description} (${SALES_LINE.number}): ${TRANSFER_OUTCOME_LABELS.connected}`)]);
  await expect(page.getByRole('region', { name: CALL_LEARNED_COPY.source.title })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
