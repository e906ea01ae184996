import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MeetingBooked } from '../../src/shared/booking/booking-schema.ts';
import type { LeadCreated } from '../../src/shared/leads/lead-schema.ts';
import { emailRecipients, leadDeliveries } from '../../src/server/db/schema.ts';
import { leadDeliveryEnv, startSmtpReceiver, startWebhookReceiver, verifyStandardWebhook, type ReceivedMail } from '../support/lead-receivers.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const SALES = 'sales@harborline.test';
const WEBHOOK_SECRET = `whsec_${Buffer.from('booking-webhook-secret-0123456789').toString('base64')}`;
/** Monday 2026-11-23, 07:00 in New York. */
const NOW = new Date('2026-11-23T12:00:00Z');

/** The invitation as a calendar reads it: METHOD, and the one event's UID, SEQUENCE, times and people. */
function readInvitation(calendarText: string) {
  const calendar = new ICAL.Component(ICAL.parse(calendarText) as unknown[]);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: vevent.getFirstPropertyValue('sequence'),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    startZone: event.startDate.zone?.tzid,
    summary: event.summary,
    description: event.description,
    // URIs' scheme is case-insensitive (MAILTO: and mailto: alike).
    organizer: String(vevent.getFirstPropertyValue('organizer')).toLowerCase(),
    attendees: vevent.getAllProperties('attendee').map((attendee) => ({
      address: String(attendee.getFirstValue()).toLowerCase(),
      rsvp: attendee.getParameter('rsvp'),
      partstat: attendee.getParameter('partstat'),
    })),
  };
}

/** A header as a mail client shows it: RFC 2047 encoded words ("=?UTF-8?Q?Invitaci=C3=B3n?=") decoded. */
function decodedHeader(value: string): string {
  return value.replace(/(?:=\?UTF-8\?([QB])\?([^?]*)\?=\s*)+/gi, (run) => {
    const bytes = [...run.matchAll(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi)].map(([, encoding, text]) =>
      encoding!.toUpperCase() === 'B'
        ? Buffer.from(text!, 'base64')
        : Buffer.from(text!.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1'),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
}

/** The e-mail's "Label: https://…" lines. */
function linksIn(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(/^([^:\n]+): (https:\/\/\S+)$/gm)].map(([, label, href]) => [label, href]));
}

/** Sends a page's one form as a browser would: its action, its hidden fields. */
function submitFormOf(page: string): { url: string; payload: string } {
  const action = /<form method="post" action="([^"]+)"/.exec(page)![1]!;
  const fields = [...page.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map(([, name, value]) => [name!, value!.replace(/&amp;/g, '&')]);
  return { url: action, payload: new URLSearchParams(fields).toString() };
}

describe('the news of a meeting: the invitation e-mail and the CRM events', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let crm: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    crm = await startWebhookReceiver();
    server = await startTestServer({
      now: () => NOW,
      listen: true,
      env: leadDeliveryEnv(smtp, crm, { salesEmail: SALES, webhookSecret: WEBHOOK_SECRET }),
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await crm?.close();
  });

  /** Opens a link of an e-mail on this server (SITE_URL is the address the links name). */
  const follow = (href: string) => server.app.fastify.inject({ method: 'GET', url: href.slice('https://www.harborline.test'.length) });
  /** Opens a link and presses the page's one button. */
  const followAndSubmit = async (href: string) => {
    const page = await follow(href);
    expect(page.statusCode).toBe(200);
    const form = submitFormOf(page.body);
    return server.app.fastify.inject({ method: 'POST', url: form.url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form.payload });
  };
  /** The invitations the lead's address got, and the sales inbox's copies. */
  const invitationsTo = (address: string) => smtp.messages.filter((message) => message.calendar.length > 0 && message.to.includes(address));

  it('e-mails the lead and the sales inbox an invitation calendars accept, with working change and cancel links, and tells the CRM, on booking, moving and cancelling', async () => {
    const email = `ann-${randomUUID().slice(0, 8)}@okafor-clinic.com`;
    const created = await server.app.fastify.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: { firstName: 'Ann', lastName: 'Okafor', email, phone: '(305) 555-0142', company: 'Okafor Clinic', industry: 'healthcare' },
    });
    const lead = created.json<LeadCreated>();
    const booked = await fetch(`${server.url}/api/booking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bookingToken: lead.booking!.token, start: '2026-11-24T14:30:00-05:00' }),
    });
    expect(booked.status).toBe(201);
    const { meeting } = (await booked.json()) as MeetingBooked;

    const invitation = await vi.waitFor(
      () => {
        const mail = invitationsTo(email)[0];
        expect(mail).toBeDefined();
        return mail!;
      },
      { timeout: 10_000, interval: 25 },
    );
    const mail: ReceivedMail = invitation;
    // The lead's copy goes to the lead alone; the sales inbox gets its own, without the lead's links.
    expect(mail.to).toEqual([email]);
    const salesCopy = await vi.waitFor(() => {
      const copy = invitationsTo(SALES)[0];
      expect(copy).toBeDefined();
      return copy!;
    });
    expect(salesCopy.to).toEqual([SALES]);
    expect(salesCopy.headers.get('subject')).toBe(mail.headers.get('subject'));
    expect(salesCopy.text).toContain(`Lead: https://www.harborline.test/admin/leads/${lead.id}`);
    expect(salesCopy.text).not.toContain('/book?');
    expect(salesCopy.headers.has('list-unsubscribe')).toBe(false);
    expect(mail.headers.get('subject')).toBe('Invitation: Harborline AI demo, Tuesday, November 24 at 2:30 pm Eastern Time');
    expect(mail.headers.get('reply-to')).toContain(SALES);
    expect(mail.headers.get('content-type')).toMatch(/^multipart\//);
    expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(mail.text).toContain('Your meeting with Harborline AI is booked: Tuesday, November 24 at 2:30 pm Eastern Time.');

    // Change and cancel links to the booking page, in both parts, each with a signed token; following them works.
    const links = linksIn(mail.text);
    expect(Object.keys(links)).toEqual(['Change the time', 'Cancel', 'Confirm my address', 'This wasn’t me']);
    // RFC 8058 one-click unsubscribe, to a POST endpoint on our site.
    expect(mail.headers.get('list-unsubscribe')).toMatch(/^<https:\/\/www\.harborline\.test\/email\/unsubscribe\?token=[\w.-]+>$/);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(links['Change the time']).toMatch(/^https:\/\/www\.harborline\.test\/book\?token=[\w.-]+$/);
    expect(links.Cancel).toMatch(/^https:\/\/www\.harborline\.test\/book\?token=[\w.-]+&intent=cancel$/);
    for (const href of Object.values(links)) expect(mail.html).toContain(`<a href="${href.replace(/&/g, '&amp;')}">`);
    const changePage = await follow(links['Change the time']!);
    expect(changePage.statusCode).toBe(200);
    expect(changePage.body).toContain('Your upcoming demo');
    // The owner confirms the address (a page with one button: GET alone changes nothing), so every change reaches them.
    const confirmPage = await follow(links['Confirm my address']!);
    expect(confirmPage.body).toContain(`Confirm that ${email} is yours`);
    expect(await server.database.db.select().from(emailRecipients).where(eq(emailRecipients.addressKey, email))).toEqual([]);
    const confirmed = await followAndSubmit(links['Confirm my address']!);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Thank you: your address is confirmed');
    expect((await server.database.db.select().from(emailRecipients).where(eq(emailRecipients.addressKey, email)))[0]?.confirmedAt).toBeInstanceOf(Date);
    expect(changePage.body).toContain('Tuesday, November 24, 2:30 pm (Eastern Standard Time)');

    const parsed = readInvitation(mail.calendar);
    expect(parsed).toMatchObject({
      method: 'REQUEST',
      uid: `meeting-${meeting.id}@www.harborline.test`,
      sequence: 0,
      // 2:30 pm Eastern (EST, UTC-5), written in UTC so every calendar places it right.
      start: '2026-11-24T19:30:00.000Z',
      end: '2026-11-24T20:00:00.000Z',
      startZone: 'UTC',
      summary: 'Harborline AI demo with Okafor Clinic',
    });
    expect(parsed.description).toContain('Tuesday, November 24 at 2:30 pm Eastern Time');
    expect(parsed.organizer).toBe(`mailto:${SALES}`);
    expect(parsed.attendees).toEqual([{ address: `mailto:${email}`, rsvp: 'TRUE', partstat: 'NEEDS-ACTION' }]);
    expect(readInvitation(salesCopy.calendar)).toEqual(parsed);

    // Each change waits for the news of the one before: news not yet sent goes out once, with the latest state.
    const meetingEvents = () => crm.requests.filter((request) => request.body.includes('"meeting.'));
    await vi.waitFor(() => expect(meetingEvents()).toHaveLength(1), { timeout: 10_000, interval: 25 });

    // Sent once, through the outbox (so a failed send is retried).
    await vi.waitFor(async () => {
      const deliveries = await server.database.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, lead.id));
      expect(deliveries.find((row) => row.channel === 'meeting-invite')).toMatchObject({ status: 'delivered', attempts: 1 });
    });
    expect(invitationsTo(email)).toHaveLength(1);

    // Moved: the same event again, SEQUENCE 1, at its new time.
    const change = (method: 'PUT' | 'POST', url: string, payload: Record<string, string>) => server.app.fastify.inject({ method, url, payload });
    expect((await change('PUT', '/api/booking', { bookingToken: lead.booking!.token, start: '2026-11-25T10:00:00-05:00' })).statusCode).toBe(200);
    const invitations = () => invitationsTo(email).map((message) => readInvitation(message.calendar));
    await vi.waitFor(() => expect([invitations().length, meetingEvents().length]).toEqual([2, 2]), { timeout: 10_000, interval: 25 });
    expect(invitations()[1]).toMatchObject({ method: 'REQUEST', uid: parsed.uid, sequence: 1, start: '2026-11-25T15:00:00.000Z' });

    // Cancelled from the e-mail's link: a page that asks first (GET changes nothing), then its button.
    const cancelPage = await follow(linksIn(invitationsTo(email)[1]!.text).Cancel!);
    expect(cancelPage.statusCode).toBe(200);
    expect(cancelPage.body).toContain('Cancel your demo on Wednesday, November 25, 10:00 am (Eastern Standard Time)?');
    const token = /name="token" value="([\w.-]+)"/.exec(cancelPage.body)![1]!;
    const cancelled = await server.app.fastify.inject({
      method: 'POST',
      url: '/book',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, action: 'cancel' }).toString(),
    });
    expect(cancelled.statusCode).toBe(303);
    // Cancelled: METHOD:CANCEL for the same UID, SEQUENCE 2.
    await vi.waitFor(() => expect(invitations()).toHaveLength(3), { timeout: 10_000, interval: 25 });
    expect(invitations()[2]).toMatchObject({ method: 'CANCEL', uid: parsed.uid, sequence: 2 });
    const cancellation = invitationsTo(email)[2]!;
    expect(cancellation.headers.get('subject')).toBe('Cancelled: Harborline AI demo, Wednesday, November 25 at 10 am Eastern Time');
    expect(cancellation.raw).toMatch(/method=CANCEL/i);
    // The cancellation offers another time instead of change and cancel.
    const bookAnother = linksIn(cancellation.text);
    expect(Object.keys(bookAnother)).toEqual(['Book another time', 'This wasn’t me']);
    expect(cancellation.html).toContain('Book another time: <a href="https://www.harborline.test/book?token=');
    const bookPage = await follow(bookAnother['Book another time']!);
    expect(bookPage.statusCode).toBe(200);
    expect(bookPage.body).toContain('Book your demo now');
    // Three messages, three Message-IDs: a mail client folds none of them away as a duplicate.
    const messageIds = invitationsTo(email).map((message) => message.headers.get('message-id'));
    expect(messageIds).toEqual([0, 1, 2].map((sequence) => `<meeting-${meeting.id}-${sequence}@www.harborline.test>`));
    await vi.waitFor(() => expect(invitationsTo(SALES).filter((message) => message.text.includes(lead.id))).toHaveLength(3));

    // The CRM hears of each version once, signed like lead.created, each with its own webhook id.
    await vi.waitFor(() => expect(meetingEvents()).toHaveLength(3), { timeout: 10_000, interval: 25 });
    for (const event of meetingEvents()) expect(verifyStandardWebhook(WEBHOOK_SECRET, event)).toBe(true);
    expect(meetingEvents().map((event) => event.headers['webhook-id'])).toEqual([0, 1, 2].map((sequence) => `msg_meeting_${meeting.id}_${sequence}`));
    const bodies = meetingEvents().map((event) => JSON.parse(event.body) as { type: string; data: Record<string, unknown> });
    expect(bodies.map((body) => body.type)).toEqual(['meeting.booked', 'meeting.changed', 'meeting.cancelled']);
    expect(bodies[0]!.data).toMatchObject({
      meetingId: meeting.id,
      leadId: lead.id,
      status: 'booked',
      start: '2026-11-24T19:30:00.000Z',
      timeZone: 'America/New_York',
      sequence: 0,
      bookedVia: 'web',
      adminUrl: `https://www.harborline.test/admin/leads/${lead.id}`,
    });
    expect(bodies[1]!.data).toMatchObject({ start: '2026-11-25T15:00:00.000Z', sequence: 1 });
    expect(bodies[2]!.data).toMatchObject({ status: 'cancelled', sequence: 2 });
  });

  it('sends a Spanish lead the invitation in Spanish: subject, text, links to /es/book and a Spanish calendar event', async () => {
    const email = `ana-${randomUUID().slice(0, 8)}@dental-sol.com`;
    const created = await server.app.fastify.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: { firstName: 'Ana', lastName: 'Reyes', email, phone: '(305) 555-0177', company: 'Dental Sol', industry: 'healthcare', language: 'es' },
    });
    const lead = created.json<LeadCreated>();
    const booked = await server.app.fastify.inject({ method: 'POST', url: '/api/booking', payload: { bookingToken: lead.booking!.token, start: '2026-11-24T15:30:00-05:00' } });
    expect(booked.statusCode).toBe(201);

    const mail = await vi.waitFor(
      () => {
        const found = invitationsTo(email)[0];
        expect(found).toBeDefined();
        return found!;
      },
      { timeout: 10_000, interval: 25 },
    );
    const when = 'martes, 24 de noviembre, 3:30 p. m. (hora oriental)';
    expect(mail.to).toEqual([email]);
    expect(decodedHeader(mail.headers.get('subject')!)).toBe(`Invitación: demostración de Harborline AI, ${when}`);
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toContain(`Su reunión con Harborline AI quedó reservada para el ${when}.`);
    expect(mail.text).toContain('Adjuntamos la invitación.');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.text).not.toMatch(/\b(Hi|Your meeting|Tuesday|pm)\b/);

    // The change and cancel links open the Spanish booking page, which shows the meeting in Spanish.
    const links = linksIn(mail.text);
    expect(Object.keys(links)).toEqual(['Cambiar el horario', 'Cancelar', 'Confirmar mi dirección', 'No fui yo']);
    expect(mail.text).toContain('¿No reservó esta reunión? Con un clic la cancelamos y dejamos de escribir a esta dirección:');
    expect(links['No fui yo']).toMatch(/^https:\/\/www\.harborline\.test\/es\/email\/not-me\?token=[\w.-]+$/);
    const notMePage = await follow(links['No fui yo']!);
    expect(notMePage.body).toContain('<html lang="es"');
    expect(notMePage.body).toContain(`Si no la pidió, cancelaremos la reunión y dejaremos de enviar correos a ${email}.`);
    expect(links['Cambiar el horario']).toMatch(/^https:\/\/www\.harborline\.test\/es\/book\?token=[\w.-]+$/);
    expect(links.Cancelar).toMatch(/^https:\/\/www\.harborline\.test\/es\/book\?token=[\w.-]+&intent=cancel$/);
    for (const href of Object.values(links)) expect(mail.html).toContain(`<a href="${href.replace(/&/g, '&amp;')}">`);
    const changePage = await follow(links['Cambiar el horario']!);
    expect(changePage.statusCode).toBe(200);
    expect(changePage.body).toContain('<html lang="es"');
    expect(changePage.body).toContain('Su próxima demostración');
    expect(changePage.body).toContain('martes, 24 de noviembre, 3:30 p. m. (hora estándar oriental)');
    const cancelPage = await follow(links.Cancelar!);
    expect(cancelPage.statusCode).toBe(200);
    expect(cancelPage.body).toContain('¿Desea cancelar su demostración del martes, 24 de noviembre, 3:30 p. m. (hora estándar oriental)?');

    // The calendar reads the event back with its Spanish title and description, at the right time.
    const parsed = readInvitation(mail.calendar);
    expect(parsed).toMatchObject({
      method: 'REQUEST',
      sequence: 0,
      start: '2026-11-24T20:30:00.000Z',
      end: '2026-11-24T21:00:00.000Z',
      summary: 'Demostración de Harborline AI para Dental Sol',
    });
    expect(parsed.description).toContain(`Su reunión con el equipo de ventas de Harborline AI: ${when}.`);
    expect(parsed.description).toContain('Le llamaremos al (305) 555-0177.');
    expect(parsed.attendees).toEqual([{ address: `mailto:${email}`, rsvp: 'TRUE', partstat: 'NEEDS-ACTION' }]);
  });
});
