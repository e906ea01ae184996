import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LeadCreated } from '../../src/shared/leads/lead-schema.ts';
import type { SuppressedAddress } from '../../src/shared/leads/suppression-model.ts';
import type { DatabaseHandle } from '../../src/server/db/connection.ts';
import { leadDeliveries, meetings } from '../../src/server/db/schema.ts';
import { CONFIRMED_MESSAGES_PER_DAY, UNCONFIRMED_MESSAGES_PER_DAY } from '../../src/server/features/email-recipients/index.ts';
import { ADMIN_ORIGIN, signedInCookie } from '../support/admin-session.ts';
import { leadDeliveryEnv, startSmtpReceiver, startWebhookReceiver, type ReceivedMail } from '../support/lead-receivers.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The review's mail attacks, replayed against a running server with a real SMTP server receiving: a booking link
 * aimed at a stranger's address cannot make us mail them more than the bound, the stranger can stop it in one click,
 * names cannot write calendar syntax, and a change made while the previous invitation is being sent is not lost.
 */

const SALES = 'sales@harborline.test';
/** Monday 2026-11-23, 07:00 in New York: the booking suites' clock. */
const NOW = new Date('2026-11-23T12:00:00Z');
/** Free slots of that week (Eastern time), one pair per test so the tests never take each other's. */
const SLOTS = {
  flood: ['2026-11-24T10:00:00-05:00', '2026-11-24T10:30:00-05:00'],
  notMe: ['2026-11-24T14:30:00-05:00', '2026-11-24T15:00:00-05:00'],
  injection: ['2026-11-25T10:00:00-05:00'],
  race: ['2026-11-25T14:00:00-05:00', '2026-11-25T14:30:00-05:00', '2026-11-25T15:00:00-05:00'],
  confirmed: ['2026-11-30T10:00:00-05:00', '2026-11-30T10:30:00-05:00'],
};

/** The invitation as a calendar reads it. */
function readInvitation(mail: ReceivedMail) {
  const calendar = new ICAL.Component(ICAL.parse(mail.calendar) as unknown[]);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: String(vevent.getFirstPropertyValue('uid')),
    sequence: vevent.getFirstPropertyValue('sequence'),
    start: new ICAL.Event(vevent).startDate.toJSDate().toISOString(),
    vevent,
  };
}

/** The e-mail's "Label: https://…" lines. */
const linksIn = (text: string): Record<string, string> =>
  Object.fromEntries([...text.matchAll(/^([^:\n]+): (https:\/\/\S+)$/gm)].map(([, label, href]) => [label, href]));

describe.each(TEST_DATABASES)('mail that cannot be aimed at strangers, on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let crm: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let server: TestServer;
  /** Set by a test to hold a message at the SMTP server (the send stays in flight) until it says so. */
  let hold: ((mail: ReceivedMail) => Promise<void> | void) | undefined;

  beforeAll(async () => {
    database = await testDatabase.open();
    smtp = await startSmtpReceiver({ beforeAccepting: (mail) => hold?.(mail) });
    crm = await startWebhookReceiver();
    server = await startTestServer({
      database,
      now: () => NOW,
      env: {
        ...leadDeliveryEnv(smtp, crm, { salesEmail: SALES, webhookSecret: `whsec_${Buffer.from('abuse-mail-webhook-secret-0123456').toString('base64')}` }),
        // The booking caps per network are the other wall (abuse-booking.test.ts); here the attacker has got past them.
        BOOKING_MAX_PER_NETWORK_PER_DAY: '1000',
        BOOKING_MAX_UPCOMING_PER_NETWORK: '1000',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await crm?.close();
  });

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>, headers: Record<string, string> = {}) =>
    server.app.fastify.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const newLead = async (email: string, names: { firstName?: string; company?: string } = {}) => {
    const created = await inject('POST', '/api/contacts', { firstName: 'Ann', lastName: 'Okafor', email, company: 'Okafor Clinic', industry: 'healthcare', ...names });
    expect(created.statusCode).toBe(201);
    return created.json<LeadCreated>();
  };
  const inviteRow = async (leadId: string) =>
    (await database.db.select().from(leadDeliveries).where(and(eq(leadDeliveries.leadId, leadId), eq(leadDeliveries.channel, 'meeting-invite'))))[0];
  /** Waits until the outbox has dealt with the lead's latest meeting news (sent, or recorded as not sent). */
  const settled = (leadId: string) =>
    vi.waitFor(
      async () => {
        const row = await inviteRow(leadId);
        expect(row?.status).not.toBe('pending');
        return row!;
      },
      { timeout: 10_000, interval: 25 },
    );
  const invitationsTo = (address: string) => smtp.messages.filter((mail) => mail.calendar.length > 0 && mail.to.includes(address));
  const salesCopiesOf = (leadId: string) => invitationsTo(SALES).filter((mail) => mail.text.includes(leadId));
  /** Opens an e-mail's link on this server (SITE_URL is the address the links name). */
  const follow = (href: string) => inject('GET', href.slice('https://www.harborline.test'.length));
  /** Presses the one button of the page a link opens, as a browser would: its form's action and hidden token. */
  const pressButtonOf = async (href: string) => {
    const page = await follow(href);
    expect(page.statusCode).toBe(200);
    const action = /<form method="post" action="([^"]+)"/.exec(page.body)![1]!;
    const token = /<input type="hidden" name="token" value="([^"]+)">/.exec(page.body)![1]!;
    return server.app.fastify.inject({
      method: 'POST',
      url: action,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });
  };
  const firstInvitationTo = (address: string) =>
    vi.waitFor(
      () => {
        const mail = invitationsTo(address)[0];
        expect(mail).toBeDefined();
        return mail!;
      },
      { timeout: 10_000, interval: 25 },
    );

  it(`one booking token that books, moves and cancels 6 times in a row sends the stranger at most ${UNCONFIRMED_MESSAGES_PER_DAY} e-mails, one per meeting; every change still succeeds and staff see why the rest were not sent`, async () => {
    const stranger = `stranger-${randomUUID().slice(0, 8)}@example.org`;
    const { id: leadId, booking } = await newLead(stranger);
    const token = booking!.token;
    const [first, second] = SLOTS.flood as [string, string];
    const notes = new Set<string>();
    for (let round = 0; round < 6; round += 1) {
      for (const [method, url, payload, status] of [
        ['POST', '/api/booking', { bookingToken: token, start: first }, 201],
        ['PUT', '/api/booking', { bookingToken: token, start: second }, 200],
        ['POST', '/api/booking/cancel', { bookingToken: token }, 200],
      ] as const) {
        expect((await inject(method, url, payload)).statusCode).toBe(status);
        const row = await settled(leadId);
        if (row.status === 'skipped') notes.add(row.lastError!);
        else expect(row.status).toBe('delivered');
      }
    }

    // 18 changes: the stranger got the first invitation of the first 3 meetings and nothing else.
    const received = invitationsTo(stranger).map(readInvitation);
    expect(received).toHaveLength(UNCONFIRMED_MESSAGES_PER_DAY);
    expect(received.map((invitation) => [invitation.method, invitation.sequence])).toEqual(Array.from({ length: 3 }, () => ['REQUEST', 0]));
    expect(new Set(received.map((invitation) => invitation.uid)).size).toBe(3);
    // The sales inbox heard of every change, each version its own message.
    expect(salesCopiesOf(leadId)).toHaveLength(18);
    expect((await database.db.select().from(meetings).where(eq(meetings.leadId, leadId))).map((meeting) => meeting.status)).toEqual(Array(6).fill('cancelled'));
    // Each withheld copy is recorded as not sent, with why: never failed, never lost.
    expect([...notes].sort()).toEqual(
      [
        'Not sent to the lead: the address is not confirmed and the meeting was cancelled before its invitation went out. The sales inbox got its copy.',
        'Not sent to the lead: the address is not confirmed, and unconfirmed addresses get only the first message about a meeting. The sales inbox got its copy.',
        'Not sent to the lead: the address reached its daily limit of meeting e-mails. The sales inbox got its copy.',
      ].sort(),
    );
    const cookie = await signedInCookie(server, `staff-${randomUUID().slice(0, 8)}`);
    const detail = await inject('GET', `/api/admin/leads/${leadId}`, undefined, { cookie });
    expect(detail.json<{ deliveries: { channel: string; status: string; lastError: string }[] }>().deliveries.find((row) => row.channel === 'meeting-invite')).toMatchObject({
      status: 'skipped',
      lastError: expect.stringContaining('Not sent to the lead'),
    });
  });

  it('"this wasn\'t me" asks first, then cancels the meeting and stops all mail to the address, from any lead; staff see and can lift it; one-click unsubscribe works too', async () => {
    const local = `owner-${randomUUID().slice(0, 8)}`;
    const owner = `${local}@example.net`;
    const { id: leadId, booking } = await newLead(owner);
    expect((await inject('POST', '/api/booking', { bookingToken: booking!.token, start: SLOTS.notMe[0] })).statusCode).toBe(201);
    const invitation = await firstInvitationTo(owner);
    const links = linksIn(invitation.text);
    expect(invitation.text).toContain('Did not book this? One click cancels the meeting and stops all our e-mail to this address:');

    // A mail scanner opening the link changes nothing.
    const asked = await follow(links['This wasn’t me']!);
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['cache-control']).toBe('no-store');
    expect(asked.headers['referrer-policy']).toBe('no-referrer');
    expect(asked.body).toContain('Cancel it and stop e-mailing me');
    expect((await database.db.select().from(meetings).where(eq(meetings.leadId, leadId)))[0]!.status).toBe('booked');
    // A forged or wrong-purpose token does nothing either: the confirm link's token cannot say "not me".
    const confirmToken = new URL(links['Confirm my address']!).searchParams.get('token')!;
    const forged = await inject('POST', '/email/not-me', undefined, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(forged.statusCode).toBe(403);
    const crossed = await server.app.fastify.inject({
      method: 'POST',
      url: '/email/not-me',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${confirmToken}`,
    });
    expect(crossed.statusCode).toBe(403);
    expect(crossed.body).toContain('This link is not valid');

    const done = await pressButtonOf(links['This wasn’t me']!);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(`The meeting is cancelled and our e-mail to ${owner} has stopped.`);
    expect((await database.db.select().from(meetings).where(eq(meetings.leadId, leadId)))[0]!.status).toBe('cancelled');
    // The cancellation goes to the sales inbox only.
    await settled(leadId);
    await vi.waitFor(() => expect(salesCopiesOf(leadId).map((mail) => readInvitation(mail).method)).toEqual(['REQUEST', 'CANCEL']));
    expect(salesCopiesOf(leadId)[1]!.text).toContain('Not sent to the lead: the address is on the suppression list.');
    expect(invitationsTo(owner)).toHaveLength(1);

    // Staff see the address on the suppression list, with when and why.
    const cookie = await signedInCookie(server, `staff-${randomUUID().slice(0, 8)}`);
    const list = async () => (await inject('GET', '/api/admin/suppressions', undefined, { cookie })).json<{ addresses: SuppressedAddress[] }>().addresses;
    expect((await list()).find((entry) => entry.address === owner)).toMatchObject({ reason: 'not-me', leadId, suppressedAt: expect.any(String) });
    expect((await inject('GET', '/api/admin/suppressions')).statusCode).toBe(401);

    // A new lead naming the same mailbox (other case, a +tag) books; the address hears nothing of it.
    const again = await newLead(`${local.toUpperCase()}+again@Example.NET`);
    expect((await inject('POST', '/api/booking', { bookingToken: again.booking!.token, start: SLOTS.notMe[1] })).statusCode).toBe(201);
    expect(await settled(again.id)).toMatchObject({ status: 'skipped', lastError: expect.stringContaining('the address is on the suppression list') });
    expect(salesCopiesOf(again.id)).toHaveLength(1);
    expect(smtp.messages.filter((mail) => mail.to.some((address) => address.toLowerCase().includes(local)))).toHaveLength(1);

    // Staff lift it: only from the admin itself (Origin), and then the address is off the list.
    const lift = (headers: Record<string, string>) => inject('DELETE', `/api/admin/suppressions/${encodeURIComponent(owner)}`, undefined, { cookie, ...headers });
    expect((await lift({})).statusCode).toBe(403);
    expect((await list()).some((entry) => entry.address === owner)).toBe(true);
    expect((await lift({ origin: ADMIN_ORIGIN })).statusCode).toBe(204);
    expect((await lift({ origin: ADMIN_ORIGIN })).statusCode).toBe(404);
    expect((await list()).some((entry) => entry.address === owner)).toBe(false);

    // RFC 8058: the List-Unsubscribe URL answers the mail provider's one-click POST; opening it only asks.
    const unsubscribeUrl = /^<(.+)>$/.exec(invitation.headers.get('list-unsubscribe')!)![1]!;
    expect(invitation.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect((await follow(unsubscribeUrl)).body).toContain('Stop e-mailing me');
    expect((await list()).some((entry) => entry.address === owner)).toBe(false);
    const oneClick = await server.app.fastify.inject({
      method: 'POST',
      url: unsubscribeUrl.slice('https://www.harborline.test'.length),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await list()).find((entry) => entry.address === owner)).toMatchObject({ reason: 'unsubscribe' });
  });

  it('a first name and company written to inject calendar syntax reach the invitation as one attendee with role REQ-PARTICIPANT', async () => {
    const address = `ann-${randomUUID().slice(0, 8)}@example.com`;
    const { id: leadId, booking } = await newLead(address, { firstName: 'Ann";ROLE=CHAIR;X="', company: 'Evil";X-INJECTED=1;CN="Boss' });
    expect((await inject('POST', '/api/booking', { bookingToken: booking!.token, start: SLOTS.injection[0] })).statusCode).toBe(201);
    const invitation = readInvitation(await firstInvitationTo(address));
    const attendees = invitation.vevent.getAllProperties('attendee');
    expect(attendees).toHaveLength(1);
    expect(attendees[0]!.getParameter('role')).toBe('REQ-PARTICIPANT');
    expect(attendees[0]!.getParameter('cn')).toBe('Ann ROLE=CHAIR X= Okafor');
    expect(String(attendees[0]!.getFirstValue()).toLowerCase()).toBe(`mailto:${address}`);
    expect(attendees[0]!.getParameter('x')).toBeUndefined();
    expect(invitation.vevent.getFirstPropertyValue('summary')).toBe('Harborline AI demo with Evil X-INJECTED=1 CN= Boss');
    expect(invitation.vevent.getAllProperties().map((property) => property.name)).not.toContain('x-injected');
    await settled(leadId);
    expect(invitationsTo(address)[0]!.text).toContain('Hi Ann ROLE=CHAIR X=,');
  });

  it(`an address confirmed by its owner gets the version its caps held back, then every change, but at most ${CONFIRMED_MESSAGES_PER_DAY} a day`, async () => {
    const address = `owner-${randomUUID().slice(0, 8)}@example.com`;
    const { id: leadId, booking } = await newLead(address);
    const token = booking!.token;
    const [first, second] = SLOTS.confirmed as [string, string];
    const change = async (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) => {
      expect((await inject(method, url, payload)).statusCode).toBeLessThan(300);
      return settled(leadId);
    };
    await change('POST', '/api/booking', { bookingToken: token, start: first });
    const invitation = await firstInvitationTo(address);
    // Moved before the owner confirmed: the unconfirmed address does not hear of it.
    expect(await change('PUT', '/api/booking', { bookingToken: token, start: second })).toMatchObject({ status: 'skipped' });
    expect(invitationsTo(address)).toHaveLength(1);
    // Confirming sends the meeting as it now stands, so the owner's calendar is not left on the old time.
    expect((await pressButtonOf(linksIn(invitation.text)['Confirm my address']!)).statusCode).toBe(200);
    await vi.waitFor(() => expect(invitationsTo(address)).toHaveLength(2), { timeout: 10_000, interval: 25 });
    expect(readInvitation(invitationsTo(address)[1]!)).toMatchObject({ method: 'REQUEST', sequence: 1, start: new Date(second).toISOString() });
    expect(linksIn(invitationsTo(address)[1]!.text)).not.toHaveProperty('Confirm my address');

    // Then every change reaches the owner, until the day's 10: here the 11th and 12th changes are held back.
    const withheld: string[] = [];
    await change('POST', '/api/booking/cancel', { bookingToken: token });
    for (let round = 0; round < 3; round += 1) {
      for (const [method, url, payload] of [
        ['POST', '/api/booking', { bookingToken: token, start: first }],
        ['PUT', '/api/booking', { bookingToken: token, start: second }],
        ['POST', '/api/booking/cancel', { bookingToken: token }],
      ] as const) {
        const row = await change(method, url, payload);
        if (row.status === 'skipped') withheld.push(row.lastError!);
      }
    }
    expect(invitationsTo(address)).toHaveLength(CONFIRMED_MESSAGES_PER_DAY);
    expect(withheld).toEqual(Array(2).fill('Not sent to the lead: the address reached its daily limit of meeting e-mails. The sales inbox got its copy.'));
  });

  it('a move made while the previous invitation is still being sent gets its own invitation, with the latest time', async () => {
    const address = `mover-${randomUUID().slice(0, 8)}@example.com`;
    const { id: leadId, booking } = await newLead(address);
    const [first, second, third] = SLOTS.race as [string, string, string];
    expect((await inject('POST', '/api/booking', { bookingToken: booking!.token, start: first })).statusCode).toBe(201);
    // The owner confirms, so every version of the meeting is theirs to get.
    expect((await pressButtonOf(linksIn((await firstInvitationTo(address)).text)['Confirm my address']!)).statusCode).toBe(200);
    await settled(leadId);

    // The SMTP server holds the next invitation: its send is in flight until the test lets it go.
    let arrived!: () => void;
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    hold = (mail) => {
      if (!mail.to.includes(address)) return;
      hold = undefined;
      arrived();
      return released;
    };
    expect((await inject('PUT', '/api/booking', { bookingToken: booking!.token, start: second })).statusCode).toBe(200);
    await inFlight;
    expect((await inject('PUT', '/api/booking', { bookingToken: booking!.token, start: third })).statusCode).toBe(200);
    release();

    await vi.waitFor(() => expect(invitationsTo(address)).toHaveLength(3), { timeout: 10_000, interval: 25 });
    expect(invitationsTo(address).map(readInvitation).map(({ sequence, start }) => [sequence, start])).toEqual([
      [0, new Date(first).toISOString()],
      [1, new Date(second).toISOString()],
      [2, new Date(third).toISOString()],
    ]);
    expect(await settled(leadId)).toMatchObject({ status: 'delivered' });
    expect(salesCopiesOf(leadId).map((mail) => readInvitation(mail).sequence)).toEqual([0, 1, 2]);
  });
});
