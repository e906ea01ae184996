import { desc, eq } from 'drizzle-orm';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { siteConfig } from '../../../shared/site-config.ts';
import type { Database } from '../../db/connection.ts';
import { meetings, type LeadRow, type MeetingRow } from '../../db/schema.ts';
import { escapeHtml, PermanentDeliveryError, type EmailContent, type LeadNotification } from '../lead-delivery/index.ts';
import { bookingPageHref } from '../../../shared/content/booking.ts';
import { BOOKING_WORDS } from '../../../shared/content/booking-words.ts';
import { INVITATION_TEXT as SPANISH_INVITATION_TEXT } from '../../../shared/content/es/meeting-invitation.ts';
import { INVITATION_TEXT } from '../../../shared/content/meeting-invitation.ts';
import type { Words } from '../../../shared/content/words.ts';
import { LOCALE_INFO, type Locale } from '../../../shared/i18n/locales.ts';
import { BOOKING_TOKEN_DAYS, issueBookingToken } from './booking-token.ts';
import { spokenSlot } from './spoken-time.ts';

/** One UID per meeting for ever: a calendar updates the event it has (on a higher SEQUENCE) instead of adding one. */
/** The invitation's words in the lead's language. */
const INVITATION_WORDS: Readonly<Record<Locale, Words<typeof INVITATION_TEXT>>> = { en: INVITATION_TEXT, es: SPANISH_INVITATION_TEXT };

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
    summary: text.eventSummary(lead.company),
    description:
      `${text.eventWhen(spokenSlot(meeting.startsAt, meeting.timeZone, lead.language))}\n` +
      `${lead.phone ? text.eventWeCall(lead.phone) : text.eventDetailsToFollow} ${text.eventReply}`,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: text.organizer, email: parties.salesEmail },
    attendees: [
      {
        name: `${lead.firstName} ${lead.lastName}`,
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

/**
 * The e-mail's links to the booking page, each with a freshly signed token that outlives the meeting: change and cancel
 * for a booked meeting, "book another time" for a cancelled one. The cancel link opens a page with a confirm button.
 */
export function meetingEmailLinks(meeting: MeetingRow, links: MeetingLinkSettings, now: Date, locale: Locale = 'en'): EmailLink[] {
  const text = BOOKING_WORDS[locale];
  const daysToMeeting = Math.ceil((meeting.endsAt.getTime() - now.getTime()) / 86_400_000) + 1;
  const { token } = issueBookingToken(links.tokenSecret, meeting.leadId, now, Math.max(BOOKING_TOKEN_DAYS, daysToMeeting));
  // The booking page in the lead's language (/es/book…).
  const at = (intent?: 'cancel') => `${links.siteUrl}${bookingPageHref(token, intent, locale)}`;
  if (meeting.status === 'cancelled') return [{ label: text.emailBookAnother, href: at() }];
  return [
    { label: text.emailChange, href: at() },
    { label: text.emailCancel, href: at('cancel') },
  ];
}

/**
 * The outbox's "meeting-invite" e-mail: to the lead and the sales inbox, with the invitation as the calendar part
 * (text/calendar; method=REQUEST), so mail clients show Accept / Decline, and links to change or cancel on the booking page.
 */
export async function meetingInvitationEmail(
  db: Database,
  settings: { salesEmail: string; links?: MeetingLinkSettings },
  notification: LeadNotification,
): Promise<EmailContent> {
  const { salesEmail } = settings;
  const meeting = await latestMeetingOf(db, notification.lead.id);
  if (!meeting) throw new PermanentDeliveryError('The lead has no meeting to invite to.');
  const { lead } = notification;
  const words = INVITATION_WORDS[lead.language];
  const when = spokenSlot(meeting.startsAt, meeting.timeZone, lead.language);
  const cancelled = meeting.status === 'cancelled';
  const now = new Date();
  const content = meetingInvitation(meeting, lead, { salesEmail, siteHost: new URL(notification.adminUrl).hostname, now });
  const line = cancelled ? words.cancelled(when) : words.booked(when);
  const attached = cancelled ? words.cancellationAttached : words.invitationAttached;
  const links = settings.links ? meetingEmailLinks(meeting, settings.links, now, lead.language) : [];
  const text = [words.greeting(lead.firstName), '', line, attached, '', ...links.map((link) => `${link.label}: ${link.href}`), ...(links.length ? [''] : [])].join('\n');
  const linkParagraphs = links.map((link) => `<p>${escapeHtml(link.label)}: <a href="${escapeHtml(link.href)}">${escapeHtml(link.href)}</a></p>`).join('');
  return {
    subject: cancelled ? words.subjectCancelled(when) : words.subjectBooked(when),
    text,
    html: `<!DOCTYPE html><html lang="${LOCALE_INFO[lead.language].htmlLang}"><body style="font-family:system-ui,sans-serif;color:#0b1b3a"><p>${escapeHtml(words.greeting(lead.firstName))}</p><p>${escapeHtml(line)}</p><p>${escapeHtml(attached)}</p>${linkParagraphs}</body></html>`,
    to: [lead.email, salesEmail],
    replyTo: salesEmail,
    // One message per version of the meeting: a retry repeats it, a change is a new message.
    messageKey: `meeting-${meeting.id}-${meeting.sequence}`,
    icalEvent: { method: cancelled ? 'CANCEL' : 'REQUEST', filename: 'invitation.ics', content },
  };
}
