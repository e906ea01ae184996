import { desc, eq } from 'drizzle-orm';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { siteConfig } from '../../../shared/site-config.ts';
import type { Database } from '../../db/connection.ts';
import { meetings, type LeadRow, type MeetingRow } from '../../db/schema.ts';
import { bookingPageHref } from '../../../shared/content/booking.ts';
import { BOOKING_WORDS } from '../../../shared/content/booking-words.ts';
import { INVITATION_TEXT as SPANISH_INVITATION_TEXT } from '../../../shared/content/es/meeting-invitation.ts';
import { INVITATION_TEXT } from '../../../shared/content/meeting-invitation.ts';
import type { Words } from '../../../shared/content/words.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { pageLinkToken } from './booking-links.ts';
import { calendarSafeText } from './calendar-text.ts';
import { spokenSlot } from './spoken-time.ts';

/** One UID per meeting for ever: a calendar updates the event it has (on a higher SEQUENCE) instead of adding one. */
/** The invitation's words in the lead's language. */
export const INVITATION_WORDS: Readonly<Record<Locale, Words<typeof INVITATION_TEXT>>> = { en: INVITATION_TEXT, es: SPANISH_INVITATION_TEXT };

export const meetingUid = (meetingId: string, siteHost: string) => `meeting-${meetingId}@${siteHost}`;

export interface InvitationParties {
  /** The sales inbox: the organizer, and a recipient of the e-mail. */
  salesEmail: string;
  siteHost: string;
  now: Date;
}

/**
 * The meeting as an iCalendar invitation (RFC 5546 iTIP): METHOD:REQUEST for a booked meeting, METHOD:CANCEL for a
 * cancelled one, the same UID and the meeting's SEQUENCE. Times are written in UTC, the one form every calendar reads
 * without a VTIMEZONE, so each shows the meeting in its owner's zone.
 */
export function meetingInvitation(
  meeting: MeetingRow,
  lead: Pick<LeadRow, 'firstName' | 'lastName' | 'email' | 'phone' | 'company' | 'language'>,
  parties: InvitationParties,
): string {
  const cancelled = meeting.status === 'cancelled';
  const text = INVITATION_WORDS[lead.language];
  // The visitor typed these: nothing of theirs may reach the calendar's syntax.
  const attendeeName = calendarSafeText(`${lead.firstName} ${lead.lastName}`);
  const calendar = ical({
    prodId: { company: siteConfig.companyName, product: 'meetings', language: lead.language.toUpperCase() },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: meetingUid(meeting.id, parties.siteHost),
    sequence: meeting.sequence,
    stamp: parties.now,
    start: meeting.startsAt,
    end: meeting.endsAt,
    summary: text.eventSummary(calendarSafeText(lead.company)),
    description:
      `${text.eventWhen(spokenSlot(meeting.startsAt, meeting.timeZone, lead.language))}\n` +
      `${lead.phone ? text.eventWeCall(lead.phone) : text.eventDetailsToFollow} ${text.eventReply}`,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: text.organizer, email: parties.salesEmail },
    attendees: [
      {
        ...(attendeeName ? { name: attendeeName } : {}),
        email: lead.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: true,
      },
    ],
  });
  return calendar.toString();
}

/** The lead's latest meeting (a moved or cancelled one included): what the invitation e-mail and the CRM event tell. */
export async function latestMeetingOf(db: Database, leadId: string): Promise<MeetingRow | undefined> {
  const [meeting] = await db.select().from(meetings).where(eq(meetings.leadId, leadId)).orderBy(desc(meetings.updatedAt)).limit(1);
  return meeting;
}

/** Where the e-mail's change and cancel links point, and the key that signs their booking token. */
export interface MeetingLinkSettings {
  siteUrl: string;
  tokenSecret: string;
}

interface EmailLink {
  label: string;
  href: string;
}

/** A booking page link outlives the meeting it changes or cancels by this much. */
const LINK_AFTER_MEETING_MS = 86_400_000;

/**
 * The e-mail's links to the booking page, each with a freshly signed booking page token (the JSON API refuses it) that
 * works for a week, or until the day after a booked meeting when that is later: change and cancel for a booked meeting,
 * "book another time" for a cancelled one. The cancel link opens a page with a confirm button.
 */
export function meetingEmailLinks(
  meeting: MeetingRow,
  links: MeetingLinkSettings,
  now: Date,
  lead: Pick<LeadRow, 'bookingTokenGeneration' | 'language'>,
): EmailLink[] {
  const locale = lead.language;
  const text = BOOKING_WORDS[locale];
  const meetingOver = meeting.status === 'booked' ? new Date(meeting.endsAt.getTime() + LINK_AFTER_MEETING_MS) : undefined;
  const token = pageLinkToken(links.tokenSecret, { id: meeting.leadId, bookingTokenGeneration: lead.bookingTokenGeneration }, now, meetingOver);
  // The booking page in the lead's language (/es/book…).
  const at = (intent?: 'cancel') => `${links.siteUrl}${bookingPageHref(token, intent, locale)}`;
  if (meeting.status === 'cancelled') return [{ label: text.emailBookAnother, href: at() }];
  return [
    { label: text.emailChange, href: at() },
    { label: text.emailCancel, href: at('cancel') },
  ];
}
