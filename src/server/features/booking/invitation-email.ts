import type { Database } from '../../db/connection.ts';
import type { LeadRow, MeetingRow } from '../../db/schema.ts';
import { admitMeetingMessage, isEmailConfirmed, issueMailLinkToken, WITHHELD_NOTES } from '../email-recipients/index.ts';
import { escapeHtml, type EmailBatch, type EmailContent } from '../mail-and-webhooks/index.ts';
import { PermanentDeliveryError, type LeadNotification } from '../outbox/index.ts';
import { MAIL_LINK_WORDS } from '../../../shared/content/mail-link-words.ts';
import { mailLinkHref } from '../../../shared/content/mail-links.ts';
import { LOCALE_INFO, type Locale } from '../../../shared/i18n/locales.ts';
import { calendarSafeText } from './calendar-text.ts';
import { INVITATION_WORDS, latestMeetingOf, meetingEmailLinks, meetingInvitation, type MeetingLinkSettings } from './meeting-invitation.ts';
import { spokenSlot } from './spoken-time.ts';

interface EmailLink {
  label: string;
  href: string;
  /** A sentence before the link that says why to follow it. */
  why?: string;
}

/** The lead's own links: confirm (until the address is confirmed), "this wasn't me", and the RFC 8058 one-click unsubscribe. */
function recipientLinks(lead: Pick<LeadRow, 'id' | 'language'>, links: MeetingLinkSettings, now: Date, confirmed: boolean) {
  const words = MAIL_LINK_WORDS[lead.language];
  const token = (purpose: 'confirm' | 'not-me' | 'unsubscribe') => issueMailLinkToken(links.tokenSecret, purpose, lead.id, now);
  const at = (page: 'confirm' | 'notMe' | 'unsubscribe', purpose: 'confirm' | 'not-me' | 'unsubscribe') =>
    `${links.siteUrl}${mailLinkHref(page, token(purpose), lead.language)}`;
  const shown: EmailLink[] = [
    ...(confirmed ? [] : [{ label: words.emailConfirm, href: at('confirm', 'confirm'), why: words.emailConfirmWhy }]),
    { label: words.emailNotMe, href: at('notMe', 'not-me'), why: words.emailNotMeWhy },
  ];
  return {
    shown,
    headers: { 'List-Unsubscribe': `<${at('unsubscribe', 'unsubscribe')}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

const textOf = (paragraphs: readonly string[], links: readonly EmailLink[]) =>
  [...paragraphs.flatMap((paragraph, index) => (index === 0 ? [paragraph, ''] : [paragraph])), '', ...links.flatMap((link) => [...(link.why ? [link.why] : []), `${link.label}: ${link.href}`, ''])].join('\n');

const htmlOf = (locale: Locale, paragraphs: readonly string[], links: readonly EmailLink[]) =>
  `<!DOCTYPE html><html lang="${LOCALE_INFO[locale].htmlLang}"><body style="font-family:system-ui,sans-serif;color:#0b1b3a">` +
  paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
  links.map((link) => `<p>${link.why ? `${escapeHtml(link.why)}<br>` : ''}${escapeHtml(link.label)}: <a href="${escapeHtml(link.href)}">${escapeHtml(link.href)}</a></p>`).join('') +
  `</body></html>`;

/**
 * The outbox's "meeting-invite" e-mail, as two messages with the invitation as their calendar part (text/calendar;
 * method=REQUEST or CANCEL, so mail clients show Accept / Decline): the lead's, with links to change or cancel, to
 * confirm the address and to say "this wasn't me", and the sales inbox's. The lead's copy goes only when the address's
 * caps let it (email-recipients: never when suppressed; while unconfirmed, one message per meeting and 3 a day);
 * otherwise the delivery is recorded as skipped with the reason, and sales still get theirs.
 */
export async function meetingInvitationEmail(
  db: Database,
  settings: { salesEmail: string; links?: MeetingLinkSettings },
  notification: LeadNotification,
): Promise<EmailBatch> {
  const { salesEmail } = settings;
  const meeting = await latestMeetingOf(db, notification.lead.id);
  if (!meeting) throw new PermanentDeliveryError('The lead has no meeting to invite to.');
  const { lead } = notification;
  const now = new Date();
  const cancelled = meeting.status === 'cancelled';
  const admission = await admitMeetingMessage(db, { email: lead.email, meetingId: meeting.id, sequence: meeting.sequence, cancelled });
  const { paragraphs, ...common } = invitationParts(meeting, lead, { salesEmail, siteHost: new URL(notification.adminUrl).hostname, now });
  // Sales read the lead in the admin; when the lead's copy is held back, theirs says why.
  const withheld = admission.send ? undefined : `Not sent to the lead: ${WITHHELD_NOTES[admission.reason]}. The sales inbox got its copy.`;
  const salesParagraphs = withheld ? [...paragraphs, withheld] : paragraphs;
  const adminLink = [{ label: 'Lead', href: notification.adminUrl }];
  const salesCopy: EmailContent = {
    ...common,
    text: textOf(salesParagraphs, adminLink),
    html: htmlOf(lead.language, salesParagraphs, adminLink),
    to: [salesEmail],
    messageKey: `meeting-${meeting.id}-${meeting.sequence}-sales`,
  };
  if (withheld) return { messages: [salesCopy], withheld };
  const own = settings.links ? recipientLinks(lead, settings.links, now, await isEmailConfirmed(db, lead.email)) : undefined;
  const links: EmailLink[] = [...(settings.links ? meetingEmailLinks(meeting, settings.links, now, lead) : []), ...(own?.shown ?? [])];
  const leadCopy: EmailContent = {
    ...common,
    text: textOf(paragraphs, links),
    html: htmlOf(lead.language, paragraphs, links),
    to: [lead.email],
    // One message per version of the meeting: a retry repeats it, a change is a new message.
    messageKey: `meeting-${meeting.id}-${meeting.sequence}`,
    ...(own ? { headers: own.headers } : {}),
  };
  return { messages: [leadCopy, salesCopy] };
}

/** What both copies say: subject, greeting and news, and the calendar part. */
function invitationParts(meeting: MeetingRow, lead: LeadNotification['lead'], parties: { salesEmail: string; siteHost: string; now: Date }) {
  const words = INVITATION_WORDS[lead.language];
  const when = spokenSlot(meeting.startsAt, meeting.timeZone, lead.language);
  const cancelled = meeting.status === 'cancelled';
  return {
    subject: cancelled ? words.subjectCancelled(when) : words.subjectBooked(when),
    paragraphs: [
      words.greeting(calendarSafeText(lead.firstName)),
      cancelled ? words.cancelled(when) : words.booked(when),
      cancelled ? words.cancellationAttached : words.invitationAttached,
    ],
    replyTo: parties.salesEmail,
    icalEvent: { method: cancelled ? 'CANCEL' : 'REQUEST', filename: 'invitation.ics', content: meetingInvitation(meeting, lead, parties) } as const,
  };
}
