import { siteConfig } from '../site-config.ts';

const company = siteConfig.companyName;

/** The meeting invitation e-mail and its .ics event, to the lead in the lead's language (Spanish twin: es/meeting-invitation.ts). */
export const INVITATION_TEXT = {
  greeting: (firstName: string) => `Hi ${firstName},`,
  booked: (when: string) => `Your meeting with ${company} is booked: ${when}.`,
  cancelled: (when: string) => `Your meeting with ${company} on ${when} is cancelled.`,
  invitationAttached: 'The invitation is attached.',
  cancellationAttached: 'The cancellation is attached.',
  subjectBooked: (when: string) => `Invitation: ${company} demo, ${when}`,
  subjectCancelled: (when: string) => `Cancelled: ${company} demo, ${when}`,
  /** The calendar event's title and description. */
  eventSummary: (leadCompany: string) => `${company} demo with ${leadCompany}`,
  eventWhen: (when: string) => `Your meeting with ${company} sales: ${when}.`,
  eventWeCall: (phone: string) => `We will call you at ${phone}.`,
  eventDetailsToFollow: 'We will send you the call details.',
  eventReply: 'Reply to the invitation e-mail to change anything.',
  organizer: `${company} sales`,
} as const;
