import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingConflict } from '../../src/shared/booking/booking-schema.ts';
import type { AdminMeetingChanged, AdminMeetingList, AdminMeetingSlots } from '../../src/shared/booking/meeting-admin-model.ts';
import type { LeadDetail } from '../../src/shared/leads/lead-model.ts';
import { leadCalls, leadDeliveries, leads, meetings } from '../../src/server/db/schema.ts';
import { bookMeeting } from '../../src/server/features/booking/meeting-repository.ts';
import { ADMIN_ORIGIN, signedInCookie } from '../support/admin-session.ts';
import { leadDeliveryEnv, startSmtpReceiver, startWebhookReceiver, verifyStandardWebhook } from '../support/lead-receivers.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const SALES = 'sales@harborline.test';
const WEBHOOK_SECRET = `whsec_${Buffer.from('admin-meetings-webhook-secret-0123').toString('base64')}`;
/** Monday 2026-11-23, 07:00 in New York (EST, UTC-5). */
const NOW = new Date('2026-11-23T12:00:00Z');
const NEWS = { timeout: 10_000, interval: 25 };

/** An invitation as a calendar reads it. */
function readInvitation(calendarText: string) {
  const calendar = new ICAL.Component(ICAL.parse(calendarText) as unknown[]);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { method: calendar.getFirstPropertyValue('method'), uid: event.uid, sequence: event.sequence, start: event.startDate.toJSDate().toISOString() };
}

describe.each(TEST_DATABASES)('staff see, move and cancel meetings in the admin, on $name', (testDatabase) => {
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let crm: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let server: TestServer;
  let cookie = '';

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    crm = await startWebhookReceiver();
    server = await startTestServer({
      database: await testDatabase.open(),
      now: () => NOW,
      env: {
        ...leadDeliveryEnv(smtp, crm, { salesEmail: SALES, webhookSecret: WEBHOOK_SECRET }),
        // Evenings too, so a meeting's local day and its UTC day differ (7:30 pm Eastern is 00:30 UTC the next day).
        MEETING_HOURS: 'Mon-Fri 09:00-21:00',
      },
    });
    cookie = await signedInCookie(server);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await crm?.close();
  });
  beforeEach(async () => {
    await server.database.db.delete(leads);
  });

  const api = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    server.app.fastify.inject({ method, url, headers: { cookie, ...(method === 'GET' ? {} : { origin: ADMIN_ORIGIN }) }, payload });
  const list = async (query = '') => {
    const response = await api('GET', `/api/admin/meetings${query ? `?${query}` : ''}`);
    expect(response.statusCode).toBe(200);
    return response.json<AdminMeetingList>();
  };
  const startsByDay = (result: AdminMeetingList) => result.days.map((day) => [day.date, day.meetings.map((meeting) => `${meeting.start} ${meeting.status}`)]);
  const slotsFor = async (meetingId: string) => {
    const response = await api('GET', `/api/admin/meetings/${meetingId}/slots`);
    expect(response.statusCode).toBe(200);
    return response.json<AdminMeetingSlots>().slots.map((slot) => slot.start);
  };
  const meetingRow = async (id: string) => (await server.database.db.select().from(meetings).where(eq(meetings.id, id)))[0]!;
  const deliveriesOf = (leadId: string) => server.database.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId));

  /** The first invitation e-mail and CRM event about a meeting, once both have arrived. */
  const newsOf = (meetingId: string) =>
    vi.waitFor(() => {
      const invitation = smtp.messages.find((message) => message.calendar.includes(`meeting-${meetingId}@`));
      const event = crm.requests.find((received) => received.body.includes(meetingId));
      expect([invitation, event]).not.toContain(undefined);
      return { invitation: invitation!, event: event! };
    }, NEWS);

  let seeded = 0;
  /** A lead with a meeting booked the visitor's way (no news queued: only the staff's changes send any here), each a person of their own. */
  async function seedMeeting(start: string, options: { firstName?: string; company?: string; bookedVia?: 'web' | 'chat' | 'voice'; placedAt?: Date } = {}) {
    const [lead] = await server.database.db
      .insert(leads)
      .values({
        firstName: options.firstName ?? 'Ann',
        lastName: 'Okafor',
        email: `ann-${randomUUID().slice(0, 8)}@okafor-clinic.com`,
        phone: `(305) 555-${String(100 + (seeded += 1)).padStart(4, '0')}`,
        company: options.company ?? 'Okafor Clinic',
      })
      .returning();
    const [call] = options.placedAt
      ? await server.database.db.insert(leadCalls).values({ leadId: lead!.id, status: 'ended', placedAt: options.placedAt }).returning()
      : [];
    const outcome = await bookMeeting(
      server.database.db,
      server.config.booking.availability,
      { leadId: lead!.id, start: new Date(start), bookedVia: options.bookedVia ?? 'web', leadCallId: call?.id },
      NOW,
    );
    if (outcome.kind !== 'booked') throw new Error(`Could not seed the meeting at ${start}: ${outcome.kind}`);
    return { lead: lead!, meeting: outcome.meeting, call };
  }

  it('answers 401 without a session and 403 to a change from another origin, changing nothing', async () => {
    const { meeting } = await seedMeeting('2026-11-24T09:00:00-05:00');
    const anonymous = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      server.app.fastify.inject({ method, url, headers: method === 'GET' ? {} : { origin: ADMIN_ORIGIN }, payload });
    expect((await anonymous('GET', '/api/admin/meetings')).statusCode).toBe(401);
    expect((await anonymous('GET', `/api/admin/meetings/${meeting.id}/slots`)).statusCode).toBe(401);
    expect((await anonymous('PUT', `/api/admin/meetings/${meeting.id}`, { start: '2026-11-24T10:00:00-05:00' })).statusCode).toBe(401);
    expect((await anonymous('POST', `/api/admin/meetings/${meeting.id}/cancel`)).statusCode).toBe(401);
    const forged = await server.app.fastify.inject({ method: 'POST', url: `/api/admin/meetings/${meeting.id}/cancel`, headers: { cookie, origin: 'https://evil.example' } });
    expect(forged.statusCode).toBe(403);
    expect(await meetingRow(meeting.id)).toMatchObject({ status: 'booked', sequence: 0, startsAt: meeting.startsAt });
  });

  it('lists the meetings that have not ended by the company’s local day, earliest first, with the lead, the channel and the call', async () => {
    const tuesdayAfternoon = await seedMeeting('2026-11-24T14:30:00-05:00', { firstName: 'Tess', company: 'Tess Legal' });
    await seedMeeting('2026-11-24T09:00:00-05:00', { bookedVia: 'chat' });
    // 7:30 pm Eastern on Monday is 00:30 UTC on Tuesday: it belongs to Monday.
    const evening = await seedMeeting('2026-11-23T19:30:00-05:00', { bookedVia: 'voice', placedAt: new Date('2026-11-23T11:50:00Z') });
    const cancelled = await seedMeeting('2026-11-25T10:00:00-05:00');
    await server.database.db.update(meetings).set({ status: 'cancelled', cancelledAt: NOW, sequence: 1 }).where(eq(meetings.id, cancelled.meeting.id));
    await seedMeeting('2026-12-03T11:00:00-05:00');
    const [past] = await server.database.db.insert(leads).values({ firstName: 'Past', lastName: 'Lead', email: 'past@example.com', company: 'Past Co' }).returning();
    // One ended an hour ago (not listed), one is under way (listed: it has not ended).
    const span = (start: string, end: string) => ({ startsAt: new Date(start), endsAt: new Date(end), blockedFrom: new Date(start), blockedUntil: new Date(end) });
    await server.database.db.insert(meetings).values([
      { leadId: past!.id, timeZone: 'America/New_York', bookedVia: 'web', ...span('2026-11-23T10:30:00Z', '2026-11-23T11:00:00Z') },
      { leadId: past!.id, timeZone: 'America/New_York', bookedVia: 'web', status: 'cancelled', ...span('2026-11-23T11:45:00Z', '2026-11-23T12:15:00Z') },
    ]);
    const [underWay] = await server.database.db
      .insert(meetings)
      .values({ leadId: tuesdayAfternoon.lead.id, timeZone: 'America/New_York', bookedVia: 'web', ...span('2026-11-23T11:45:00Z', '2026-11-23T12:15:00Z') })
      .returning();

    const result = await list();
    expect(result).toMatchObject({ timeZone: 'America/New_York', timeZoneName: 'Eastern Time', from: NOW.toISOString() });
    // The default period is the booking horizon (14 local days): up to midnight Eastern at the start of December 7.
    expect(result.until).toBe('2026-12-07T05:00:00.000Z');
    expect(startsByDay(result)).toEqual([
      ['2026-11-23', ['2026-11-23T11:45:00.000Z booked', '2026-11-24T00:30:00.000Z booked']],
      ['2026-11-24', ['2026-11-24T14:00:00.000Z booked', '2026-11-24T19:30:00.000Z booked']],
      ['2026-12-03', ['2026-12-03T16:00:00.000Z booked']],
    ]);
    expect(result.days[0]!.meetings[0]!.id).toBe(underWay!.id);

    const [tess] = result.days[1]!.meetings.slice(1);
    expect(tess).toEqual({
      id: tuesdayAfternoon.meeting.id,
      start: '2026-11-24T19:30:00.000Z',
      end: '2026-11-24T20:00:00.000Z',
      status: 'booked',
      bookedVia: 'web',
      sequence: 0,
      cancelledAt: null,
      lead: {
        id: tuesdayAfternoon.lead.id,
        firstName: 'Tess',
        lastName: 'Okafor',
        company: 'Tess Legal',
        email: tuesdayAfternoon.lead.email,
        phone: tuesdayAfternoon.lead.phone,
        adminUrl: `/admin/leads/${tuesdayAfternoon.lead.id}`,
      },
      call: null,
    });
    expect(result.days[1]!.meetings[0]!.bookedVia).toBe('chat');
    expect(result.days[0]!.meetings[1]).toMatchObject({ bookedVia: 'voice', call: { id: evening.call!.id, placedAt: '2026-11-23T11:50:00.000Z' } });

    // Cancelled ones of the period on request, flagged, in their place; those already over never.
    expect(startsByDay(await list('includeCancelled=true'))).toEqual([
      ['2026-11-23', ['2026-11-23T11:45:00.000Z booked', '2026-11-23T11:45:00.000Z cancelled', '2026-11-24T00:30:00.000Z booked']],
      ['2026-11-24', ['2026-11-24T14:00:00.000Z booked', '2026-11-24T19:30:00.000Z booked']],
      ['2026-11-25', ['2026-11-25T15:00:00.000Z cancelled']],
      ['2026-12-03', ['2026-12-03T16:00:00.000Z booked']],
    ]);
    // A shorter period: today only, then today and tomorrow.
    expect((await list('days=1')).days.map((day) => day.date)).toEqual(['2026-11-23']);
    expect((await list('days=2')).days.map((day) => day.date)).toEqual(['2026-11-23', '2026-11-24']);
  });

  it('cancels a meeting: METHOD:CANCEL with SEQUENCE raised (to sales only for a meeting the lead\'s unconfirmed address never heard of), the CRM meeting.cancelled, and the time is free again', async () => {
    const { lead, meeting } = await seedMeeting('2026-11-24T10:00:00-05:00');
    const other = await seedMeeting('2026-11-25T10:00:00-05:00');
    expect(await slotsFor(other.meeting.id)).not.toContain('2026-11-24T15:00:00.000Z');

    const response = await api('POST', `/api/admin/meetings/${meeting.id}/cancel`);
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminMeetingChanged>().meeting).toMatchObject({ id: meeting.id, status: 'cancelled', sequence: 1, cancelledAt: NOW.toISOString() });

    const { invitation, event } = await newsOf(meeting.id);
    // Seeded without news, the meeting is one the lead's unconfirmed address never heard of: only sales get its cancel.
    expect(invitation.to).toEqual([SALES]);
    expect(invitation.text).toContain('Not sent to the lead: the address is not confirmed and the meeting was cancelled before its invitation went out.');
    expect(invitation.headers.get('subject')).toBe('Cancelled: Harborline AI demo, Tuesday, November 24 at 10 am Eastern Time');
    expect(readInvitation(invitation.calendar)).toMatchObject({ method: 'CANCEL', uid: `meeting-${meeting.id}@www.harborline.test`, sequence: 1 });
    expect(verifyStandardWebhook(WEBHOOK_SECRET, event)).toBe(true);
    expect(JSON.parse(event.body)).toMatchObject({ type: 'meeting.cancelled', data: { meetingId: meeting.id, leadId: lead.id, status: 'cancelled', sequence: 1 } });

    expect(await slotsFor(other.meeting.id)).toContain('2026-11-24T15:00:00.000Z');
    expect(startsByDay(await list())).toEqual([['2026-11-25', ['2026-11-25T15:00:00.000Z booked']]]);
    // Cancelled once: a second cancel changes nothing.
    const again = await api('POST', `/api/admin/meetings/${meeting.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This meeting is cancelled or already over, so it can no longer be moved or cancelled.' });
    expect((await meetingRow(meeting.id)).sequence).toBe(1);

    // The lead's page shows it, in the company's zone, as cancelled.
    const detail = (await api('GET', `/api/admin/leads/${lead.id}`)).json<LeadDetail>();
    expect(detail.meetings).toEqual([
      {
        id: meeting.id,
        start: '2026-11-24T15:00:00.000Z',
        end: '2026-11-24T15:30:00.000Z',
        timeZone: 'America/New_York',
        timeZoneName: 'Eastern Time',
        status: 'cancelled',
        upcoming: false,
        bookedVia: 'web',
      },
    ]);
  });

  it('moves a meeting to a free time: SEQUENCE raised, the updated invitation and meeting.changed queued, its old time freed', async () => {
    const { lead, meeting } = await seedMeeting('2026-11-24T09:00:00-05:00', { bookedVia: 'chat' });
    // Its own buffer does not hold it back: half an hour later is offered to it (to no one else).
    expect(await slotsFor(meeting.id)).toContain('2026-11-24T14:30:00.000Z');

    const response = await api('PUT', `/api/admin/meetings/${meeting.id}`, { start: '2026-11-24T09:30:00-05:00' });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminMeetingChanged>().meeting).toMatchObject({ id: meeting.id, status: 'booked', start: '2026-11-24T14:30:00.000Z', end: '2026-11-24T15:00:00.000Z', sequence: 1, bookedVia: 'chat' });

    const { invitation, event } = await newsOf(meeting.id);
    expect(invitation.headers.get('subject')).toBe('Invitation: Harborline AI demo, Tuesday, November 24 at 9:30 am Eastern Time');
    expect(readInvitation(invitation.calendar)).toMatchObject({ method: 'REQUEST', sequence: 1, start: '2026-11-24T14:30:00.000Z' });
    expect(verifyStandardWebhook(WEBHOOK_SECRET, event)).toBe(true);
    expect(JSON.parse(event.body)).toMatchObject({ type: 'meeting.changed', data: { meetingId: meeting.id, start: '2026-11-24T14:30:00.000Z', sequence: 1 } });
    await vi.waitFor(async () => expect((await deliveriesOf(lead.id)).map((row) => `${row.channel} ${row.status}`).toSorted()).toEqual(['meeting-invite delivered', 'meeting-webhook delivered']), NEWS);

    expect(startsByDay(await list())).toEqual([['2026-11-24', ['2026-11-24T14:30:00.000Z booked']]]);
    const someoneElse = await seedMeeting('2026-11-24T10:30:00-05:00');
    expect(await slotsFor(someoneElse.meeting.id)).not.toContain('2026-11-24T14:30:00.000Z');
  });

  it('refuses a move to a taken time with 409 and the next free times, and only one of many staff moves to one time wins', async () => {
    const { lead, meeting } = await seedMeeting('2026-11-24T09:00:00-05:00');
    await seedMeeting('2026-11-24T11:00:00-05:00');
    const taken = await api('PUT', `/api/admin/meetings/${meeting.id}`, { start: '2026-11-24T11:00:00-05:00' });
    expect(taken.statusCode).toBe(409);
    const conflict = taken.json<BookingConflict>();
    expect(conflict).toMatchObject({ code: 'slot-taken', error: 'Sorry, that time was just taken. Please pick another one.' });
    // 11:00 plus its 15 minutes' buffer holds 11:30 too.
    expect(conflict.code === 'slot-taken' && conflict.nextSlots.map((slot) => slot.start)).toEqual([
      '2026-11-24T17:00:00.000Z',
      '2026-11-24T17:30:00.000Z',
      '2026-11-24T18:00:00.000Z',
    ]);
    expect(await meetingRow(meeting.id)).toMatchObject({ startsAt: meeting.startsAt, sequence: 0 });
    expect(await deliveriesOf(lead.id)).toEqual([]);

    // Staff moves race each other under the visitor's locks: one wins the time, the rest hear it is taken.
    const racers = await Promise.all(['12:00', '13:00', '14:00', '15:00', '16:00'].map((time) => seedMeeting(`2026-11-25T${time}:00-05:00`)));
    const answers = await Promise.all(racers.map(({ meeting: racer }) => api('PUT', `/api/admin/meetings/${racer.id}`, { start: '2026-11-26T10:00:00-05:00' })));
    expect(answers.map((answer) => answer.statusCode).toSorted()).toEqual([200, 409, 409, 409, 409]);
    expect(startsByDay(await list('days=4')).find(([date]) => date === '2026-11-26')).toEqual(['2026-11-26', ['2026-11-26T15:00:00.000Z booked']]);
  });

  it('answers bad input with 400 and an unknown meeting with 404, changing nothing', async () => {
    const { lead, meeting } = await seedMeeting('2026-11-24T09:00:00-05:00');
    const move = (id: string, payload: object) => api('PUT', `/api/admin/meetings/${id}`, payload);

    const notATime = await move(meeting.id, { start: 'tomorrow at ten' });
    expect(notATime.statusCode).toBe(400);
    expect(notATime.json()).toEqual({
      error: 'Please correct the highlighted fields.',
      fields: { start: 'The start must be an ISO 8601 time with its offset, like 2026-11-24T14:30:00-05:00.' },
    });
    expect((await move(meeting.id, {})).statusCode).toBe(400);
    const notOffered = 'That time is not one we offer. Please pick one of the times shown.';
    // A Sunday, a time off the half-hour grid, one in the past.
    for (const start of ['2026-11-29T10:00:00-05:00', '2026-11-24T09:10:00-05:00', '2026-11-20T10:00:00-05:00']) {
      const refused = await move(meeting.id, { start });
      expect(refused.statusCode, start).toBe(400);
      expect(refused.json()).toMatchObject({ error: notOffered });
    }
    for (const query of ['days=0', 'days=61', 'days=two', 'includeCancelled=maybe']) {
      expect((await api('GET', `/api/admin/meetings?${query}`)).statusCode, query).toBe(400);
    }

    const unknown = randomUUID();
    for (const id of [unknown, 'not-a-meeting']) {
      expect((await move(id, { start: '2026-11-24T10:00:00-05:00' })).statusCode).toBe(404);
      expect((await api('POST', `/api/admin/meetings/${id}/cancel`)).statusCode).toBe(404);
      expect((await api('GET', `/api/admin/meetings/${id}/slots`)).statusCode).toBe(404);
    }
    expect((await api('POST', `/api/admin/meetings/${unknown}/cancel`)).json()).toEqual({ error: 'There is no such meeting. Its lead may have been deleted.' });

    expect(await meetingRow(meeting.id)).toMatchObject({ status: 'booked', startsAt: meeting.startsAt, sequence: 0 });
    expect(await deliveriesOf(lead.id)).toEqual([]);
  });
});
