import type { BookingLimits, LeadNotificationConfig } from '../../config/config.ts';
import type { Database } from '../../db/connection.ts';
import { createEmailChannel, createWebhookChannel } from '../mail-and-webhooks/index.ts';
import type { Outbox } from '../outbox/index.ts';
import { bookingSpikeAlertEmail } from './booking-alert-email.ts';
import { meetingInvitationEmail } from './invitation-email.ts';
import { meetingEventId, meetingEventPayload } from './meeting-events.ts';
import type { MeetingLinkSettings } from './meeting-invitation.ts';
import type { MeetingChannel } from './meeting-repository.ts';

/** Where a meeting's booking, move or cancel goes: the invitation e-mail and the CRM webhook, each when configured. */
export function meetingChannels(config: LeadNotificationConfig): MeetingChannel[] {
  return [...(config.email ? (['meeting-invite'] as const) : []), ...(config.webhook ? (['meeting-webhook'] as const) : [])];
}

/** Booking's outbox channels: the meeting's invitation e-mail and CRM event, and the staff's alert when bookings spike. */
export function registerBookingChannels(
  outbox: Pick<Outbox, 'register'>,
  deps: { db: Database; notifications: LeadNotificationConfig; links: MeetingLinkSettings; limits: BookingLimits },
): void {
  const { db, links, limits } = deps;
  const { email, webhook } = deps.notifications;
  if (email) {
    outbox.register(
      createEmailChannel({ ...email, channel: 'meeting-invite', compose: (notification) => meetingInvitationEmail(db, { salesEmail: email.to, links }, notification) }),
    );
  }
  if (webhook) {
    outbox.register(
      createWebhookChannel({ ...webhook, channel: 'meeting-webhook', payload: (notification) => meetingEventPayload(db, notification), idOf: meetingEventId }),
    );
  }
  if (email) outbox.register(createEmailChannel({ ...email, channel: 'booking-alert', compose: (notification) => bookingSpikeAlertEmail(db, limits, notification) }));
}
