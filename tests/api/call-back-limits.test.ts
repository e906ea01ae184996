import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALL_CONSENT } from '../../src/shared/content/call-consent.ts';
import type { LeadCreated } from '../../src/shared/leads/lead-schema.ts';
import type { DoNotCallEntry } from '../../src/shared/leads/lead-model.ts';
import { leadCalls, leadDeliveries } from '../../src/server/db/schema.ts';
import { ADMIN_ORIGIN, signedInCookie } from '../support/admin-session.ts';
import { startFakeVapiProvider, type FakeVapiProvider } from '../support/fake-vapi-provider.ts';
import { startSmtpReceiver } from '../support/lead-receivers.ts';
import { timeZoneWhereItIsMidday } from '../support/midday-time-zone.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const SERVER_SECRET = 'a-server-secret-of-at-least-24-bytes';
const waitFor = <T>(check: () => Promise<T> | T) => vi.waitFor(check, { timeout: 15_000, interval: 25 });

describe('call-back limits the staff can see and steer', () => {
  let provider: FakeVapiProvider | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>> | undefined;
  let server: TestServer | undefined;
  afterEach(async () => {
    await provider?.close();
    await server?.close();
    await smtp?.close();
    provider = server = smtp = undefined;
  });

  async function start(env: Record<string, string> = {}) {
    provider = await startFakeVapiProvider();
    smtp = await startSmtpReceiver();
    server = await startTestServer({
      listen: true,
      env: {
        VAPI_API_BASE_URL: provider.url,
        VAPI_PRIVATE_KEY: 'vapi_private_limits',
        VAPI_ASSISTANT_ID: 'asst_callback',
        VAPI_PHONE_NUMBER_ID: 'pn_sales_line',
        VAPI_SERVER_SECRET: SERVER_SECRET,
        CALLBACK_HOURS: '00:00-24:00',
        LEAD_OUTBOX_POLL_MS: '20',
        SMTP_URL: smtp.url,
        SALES_EMAIL: 'sales@harborline.test',
        ...env,
      },
    });
    return server;
  }

  const submit = async (app: TestServer, phone: string, address: string) => {
    const response = await app.app.fastify.inject({
      method: 'POST',
      url: '/api/contacts',
      remoteAddress: address,
      payload: {
        firstName: 'Ana',
        lastName: 'Ruiz',
        email: `ana-${randomUUID().slice(0, 8)}@example.com`,
        phone,
        company: 'Ruiz Dental',
        callConsent: { version: CALL_CONSENT.version, page: '/' },
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json<LeadCreated>();
  };
  const capAlerts = () => smtp!.messages.filter((message) => message.headers.get('subject')?.includes('daily cap'));

  it('stops at the daily cap, tells the visitor, and e-mails the staff once', async () => {
    const app = await start({ CALLBACK_MAX_PER_DAY: '2', SITE_TIMEZONE: timeZoneWhereItIsMidday() });
    const first = await submit(app, '(954) 463-0100', '198.51.100.1');
    const second = await submit(app, '(312) 463-0100', '198.51.100.2');
    const third = await submit(app, '(213) 463-0100', '198.51.100.3');
    expect(first.callBack).toMatchObject({ scheduled: true });
    expect(second.callBack).toMatchObject({ scheduled: true });
    expect(third.callBack).toEqual({ scheduled: false, reason: 'Our AI assistant has no more call-back slots today.' });
    const [refused] = await app.database.db.select().from(leadCalls).where(eq(leadCalls.leadId, third.id));
    expect(refused).toMatchObject({ status: 'not-called', reason: expect.stringContaining('CALLBACK_MAX_PER_DAY = 2') });

    await waitFor(() => expect(capAlerts()).toHaveLength(1));
    const [alert] = capAlerts();
    expect(alert!.to).toEqual(['sales@harborline.test']);
    expect(alert!.text).toContain("Today's 2 AI call-backs have been placed");
    expect(alert!.text).toContain(`/admin/leads/${third.id}`);

    // Later leads that day are refused too, and alert nobody again.
    const fourth = await submit(app, '(617) 463-0100', '198.51.100.4');
    expect(fourth.callBack).toMatchObject({ scheduled: false });
    const alertRows = await app.database.db.select().from(leadDeliveries).where(eq(leadDeliveries.channel, 'call-cap-alert'));
    expect(alertRows).toHaveLength(1);
    await waitFor(() => expect(provider!.callRequests()).toHaveLength(2));
    // The fourth lead's own e-mail has arrived: an alert queued with it would have too.
    await waitFor(() => expect(smtp!.messages.some((message) => message.headers.get('x-lead-id') === fourth.id)).toBe(true));
    expect(capAlerts()).toHaveLength(1);
  });

  it('lets at most 2 call-backs a day come from one address, an IPv6 /64 counting as one', async () => {
    const app = await start();
    const answers = [];
    for (const [index, address] of ['2001:db8:5:6::1', '2001:db8:5:6::2', '2001:db8:5:6:ffff::3'].entries()) {
      answers.push(await submit(app, `(954) 463-010${index}`, address));
    }
    const other = await submit(app, '(954) 463-0109', '2001:db8:5:7::1');
    expect(answers.map((answer) => answer.callBack?.scheduled)).toEqual([true, true, false]);
    expect(answers[2]!.callBack).toEqual({ scheduled: false, reason: 'We have already arranged call-backs from your connection today.' });
    expect(other.callBack).toMatchObject({ scheduled: true });
  });

  it('never calls a number on the do-not-call list, which staff edit and a "stop calling me" fills', async () => {
    const app = await start();
    const cookie = await signedInCookie(app, 'dana');
    const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
      app.app.fastify.inject({ method, url, payload: payload as Record<string, string>, headers: { cookie, ...(method === 'GET' ? {} : { origin: ADMIN_ORIGIN }) } });
    const list = async () => (await admin('GET', '/api/admin/do-not-call')).json<{ numbers: DoNotCallEntry[] }>().numbers;

    const invalid = await admin('POST', '/api/admin/do-not-call', { phone: 'call me maybe' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ fields: { phone: expect.stringContaining('Enter a phone number') } });
    expect(await list()).toEqual([]);

    const added = await admin('POST', '/api/admin/do-not-call', { phone: '(312) 463-0177', note: 'Asked by e-mail' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ phone: '+13124630177', added: true });
    expect((await admin('POST', '/api/admin/do-not-call', { phone: '+1 312 463 0177' })).statusCode).toBe(200);
    expect(await list()).toEqual([expect.objectContaining({ phone: '+13124630177', source: 'staff', addedBy: 'dana', note: 'Asked by e-mail' })]);

    const listed = await submit(app, '312.463.0177', '198.51.100.10');
    // The visitor is not told which list: whether a number opted out is nobody else's business.
    expect(listed.callBack).toEqual({ scheduled: false, reason: "We can't call this number automatically." });
    const [refused] = await app.database.db.select().from(leadCalls).where(eq(leadCalls.leadId, listed.id));
    expect(refused).toMatchObject({ status: 'not-called', reason: 'This number is on the do-not-call list.' });

    // A person who says "stop calling me" during a call is put on the list by the call's report.
    const called = await submit(app, '(954) 463-0188', '198.51.100.11');
    await waitFor(() => expect(provider!.calls).toHaveLength(1));
    const callId = provider!.calls[0]!.id;
    await waitFor(async () => expect((await app.database.db.select().from(leadCalls).where(eq(leadCalls.leadId, called.id)))[0]?.providerCallId).toBe(callId));
    const report = await provider!.completeCall(`${app.url}/api/voice/events`, SERVER_SECRET, callId, {
      transcript: 'AI: Hi Ana, this is the Harborline AI assistant about your demo request.\nUser: Please stop calling me.',
    });
    expect(report.status).toBe(200);
    expect(await list()).toEqual(
      expect.arrayContaining([expect.objectContaining({ phone: '+19544630188', source: 'call-outcome', leadId: called.id, addedBy: null })]),
    );

    expect((await admin('DELETE', `/api/admin/do-not-call/${encodeURIComponent('+13124630177')}`)).statusCode).toBe(204);
    expect((await list()).map((entry) => entry.phone)).toEqual(['+19544630188']);
    expect((await admin('DELETE', `/api/admin/do-not-call/${encodeURIComponent('+13124630177')}`)).statusCode).toBe(404);
    expect((await app.app.fastify.inject({ method: 'GET', url: '/api/admin/do-not-call' })).statusCode).toBe(401);
  });
});
