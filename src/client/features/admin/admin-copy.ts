import type { MeetingBookedVia, MeetingStatus } from '../../../shared/booking/booking-schema.ts';
import { siteConfig } from '../../../shared/site-config.ts';

/** The words the whole admin shares (its name, its frame, meetings, errors); each area keeps its own beside its pages. */
export const ADMIN_COPY = {
  appName: `${siteConfig.companyName} leads`,
  unavailable: {
    title: 'The leads inbox is unavailable',
    text: 'The server could not reach its database, so nothing can be shown or changed right now. No lead is lost: the site keeps asking visitors to retry.',
    retry: 'Try again',
  },
  layout: {
    signOut: 'Sign out',
    signedInAs: 'Signed in as',
    skip: 'Skip to main content',
    leads: 'Leads',
    meetings: 'Meetings',
    doNotCall: 'Do not call',
    analytics: 'Analytics',
    nav: 'Inbox sections',
  },
  /** Where a meeting was booked, and what became of it: the meetings page and the lead's page say it the same way. */
  meetingWords: {
    bookedVia: { web: 'Website', chat: 'Chat', voice: 'AI call-back' } satisfies Record<MeetingBookedVia, string>,
    status: { booked: 'Booked', cancelled: 'Cancelled' } satisfies Record<MeetingStatus, string>,
    past: 'Past',
    timesIn: (zoneName: string, zoneId: string) => `Times are in ${zoneName} (${zoneId}).`,
  },
  errorTitle: 'Error',
  genericError: 'Something went wrong. Please try again.',
} as const;
