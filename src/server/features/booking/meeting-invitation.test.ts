import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { meetingInvitation } from './meeting-invitation.ts';
import type { MeetingRow } from '../../db/schema.ts';

const meeting: MeetingRow = {
  id: '3f1c2a9e-5b7d-4c1e-9a2b-6d8e0f1a2b3c',
  leadId: '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9',
  leadCallId: null,
  // Sunday 2026-11-01 is the end of daylight saving time in New York: Monday 09:00 is 14:00 UTC (EST).
  startsAt: new Date('2026-11-02T14:00:00Z'),
  endsAt: new Date('2026-11-02T14:30:00Z'),
  blockedFrom: new Date('2026-11-02T14:00:00Z'),
  blockedUntil: new Date('2026-11-02T14:45:00Z'),
  timeZone: 'America/New_York',
  status: 'booked',
  bookedVia: 'web',
  sequence: 0,
  createdAt: new Date('2026-10-30T12:00:00Z'),
  updatedAt: new Date('2026-10-30T12:00:00Z'),
  cancelledAt: null,
  clientNetwork: null,
  emailKey: null,
  phoneKey: null,
};
const lead = { firstName: 'Ann', lastName: 'Okafor', email: 'ann@okafor-clinic.com', phone: '(305) 555-0142', company: 'Okafor Clinic', language: 'en' as const };
const parties = { salesEmail: 'sales@harborline.test', siteHost: 'www.harborline.test', now: new Date('2026-10-30T12:00:00Z') };

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('the meeting invitation file', () => {
  it('asks to add the meeting (METHOD:REQUEST) at the right instant after a DST change, with a stable UID', () => {
    const { calendar, vevent, event } = parse(meetingInvitation(meeting, lead, parties));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe(`meeting-${meeting.id}@www.harborline.test`);
    expect(vevent.getFirstPropertyValue('sequence')).toBe(0);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-02T14:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-02T14:30:00.000Z');
    expect(event.description).toContain('Monday, November 2 at 9 am Eastern Time');
  });

  it('cancels the same event (METHOD:CANCEL, same UID) with the raised SEQUENCE of a changed meeting', () => {
    const cancelled = { ...meeting, status: 'cancelled' as const, sequence: 2, cancelledAt: new Date('2026-10-31T12:00:00Z') };
    const { calendar, vevent, event } = parse(meetingInvitation(cancelled, lead, parties));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.uid).toBe(`meeting-${meeting.id}@www.harborline.test`);
    expect(vevent.getFirstPropertyValue('sequence')).toBe(2);
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('keeps a name written to inject calendar syntax one plain attendee (REQ-PARTICIPANT), and the title plain text', () => {
    const hostile = { ...lead, firstName: 'Ann";ROLE=CHAIR;X="', lastName: 'Okafor\r\nATTENDEE:mailto:boss@evil.test', company: 'Evil";X-A=1' };
    const { vevent, event } = parse(meetingInvitation(meeting, hostile, parties));
    const attendees = vevent.getAllProperties('attendee');
    expect(attendees).toHaveLength(1);
    expect(attendees[0]!.getParameter('role')).toBe('REQ-PARTICIPANT');
    expect(attendees[0]!.getParameter('cn')).toBe('Ann ROLE=CHAIR X= Okafor ATTENDEE mailto boss@evil.test');
    expect(String(attendees[0]!.getFirstValue()).toLowerCase()).toBe('mailto:ann@okafor-clinic.com');
    expect(event.summary).toBe('Harborline AI demo with Evil X-A=1');
  });

  it('speaks Spanish to a Spanish lead: title, description and organizer', () => {
    const { event, vevent } = parse(meetingInvitation(meeting, { ...lead, language: 'es' }, parties));
    expect(event.summary).toMatch(/^Demostración de .+ para Okafor Clinic$/);
    expect(event.description).toContain('lunes, 2 de noviembre, 9:00 a. m.');
    expect(event.description).toContain('Le llamaremos al (305) 555-0142.');
    expect(vevent.getFirstProperty('organizer')!.getParameter('cn')).toMatch(/^Equipo de ventas de /);
  });
});
