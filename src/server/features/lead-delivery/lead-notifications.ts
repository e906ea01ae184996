import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { BookingLimits, CallBackConfig, LeadNotificationConfig } from '../../config/config.ts';
import { callCompletedPayload, callResultEmail, capAlertEmail, createCallBackChannel } from '../call-back/index.ts';
import { bookingSpikeAlertEmail, meetingEventId, meetingEventPayload, meetingInvitationEmail, type MeetingLinkSettings } from '../booking/index.ts';
import { NEW_LEAD_CHANNELS, type DeliveryChannel } from '../../../shared/leads/lead-model.ts';
import type { Database } from '../../db/connection.ts';
import type { DeliveryChannelSender } from './delivery-channel.ts';
import { createEmailChannel } from './email-channel.ts';
import { createOutboxWorker, type OutboxWorker } from './outbox-worker.ts';
import { createWebhookChannel } from './webhook-channel.ts';

/**
 * The new-lead channels with configuration. The rule every channel follows: an
 * outbox row is written only for a channel listed here, so no delivery waits for a channel that cannot send.
 */
export function configuredChannels(config: LeadNotificationConfig): DeliveryChannel[] {
  return NEW_LEAD_CHANNELS.filter((channel) => config[channel] !== undefined);
}

/** Where a finished call's outcome goes: e-mail and webhook, each when configured. */
export function callReportChannels(config: LeadNotificationConfig): DeliveryChannel[] {
  return [...(config.email ? (['call-email'] as const) : []), ...(config.webhook ? (['call-webhook'] as const) : [])];
}

/** Where a meeting's booking, move or cancel goes: the invitation e-mail and the CRM webhook, each when configured. */
export function meetingChannels(config: LeadNotificationConfig): ('meeting-invite' | 'meeting-webhook')[] {
  return [...(config.email ? (['meeting-invite'] as const) : []), ...(config.webhook ? (['meeting-webhook'] as const) : [])];
}

/** Every channel this server can send on (the admin offers Retry on these only). */
export function sendableChannels(config: LeadNotificationConfig, callBack: CallBackConfig): DeliveryChannel[] {
  return [
    ...configuredChannels(config),
    ...(callBack.provider ? (['callback'] as const) : []),
    ...callReportChannels(config),
    ...(callBack.provider && config.email ? (['call-cap-alert'] as const) : []),
    ...meetingChannels(config),
    ...(config.email ? (['booking-alert'] as const) : []),
  ];
}

export function createDeliveryChannels(
  config: LeadNotificationConfig,
  calls?: { db: Database; callBack: CallBackConfig; log: Pick<FastifyBaseLogger, 'warn'>; meetingLinks?: MeetingLinkSettings; bookingLimits?: BookingLimits },
): DeliveryChannelSender[] {
  const provider = calls?.callBack.provider;
  return [
    ...(config.email ? [createEmailChannel(config.email)] : []),
    ...(config.webhook ? [createWebhookChannel(config.webhook)] : []),
    ...(calls && provider ? [createCallBackChannel({ db: calls.db, log: calls.log, settings: { ...calls.callBack, provider } })] : []),
    ...(calls && config.email
      ? [createEmailChannel({ ...config.email, channel: 'call-email', compose: (notification) => callResultEmail(calls.db, notification) })]
      : []),
    ...(calls && config.webhook
      ? [createWebhookChannel({ ...config.webhook, channel: 'call-webhook', payload: (notification) => callCompletedPayload(calls.db, notification) })]
      : []),
    ...(calls && provider && config.email
      ? [createEmailChannel({ ...config.email, channel: 'call-cap-alert', compose: (notification) => capAlertEmail(calls.callBack, notification) })]
      : []),
    ...(calls && config.email
      ? [createEmailChannel({ ...config.email, channel: 'meeting-invite', compose: (notification) => meetingInvitationEmail(calls.db, { salesEmail: config.email!.to, links: calls.meetingLinks }, notification) })]
      : []),
    ...(calls && config.webhook
      ? [createWebhookChannel({ ...config.webhook, channel: 'meeting-webhook', payload: (notification) => meetingEventPayload(calls.db, notification), idOf: meetingEventId })]
      : []),
    ...(calls?.bookingLimits && config.email
      ? [createEmailChannel({ ...config.email, channel: 'booking-alert', compose: (notification) => bookingSpikeAlertEmail(calls.db, calls.bookingLimits!, notification) })]
      : []),
  ];
}

/**
 * Runs the lead outbox worker for the app's lifetime: it starts when the app is ready, and closing the
 * app (tests, SIGTERM) waits for the deliveries in flight before the database is closed.
 */
export function installLeadNotifications(
  fastify: FastifyInstance,
  deps: { db: Database; config: LeadNotificationConfig; siteUrl: string; callBack: CallBackConfig; bookingTokenSecret: string; bookingLimits: BookingLimits },
): OutboxWorker {
  const meetingLinks = { siteUrl: deps.siteUrl, tokenSecret: deps.bookingTokenSecret };
  const senders = createDeliveryChannels(deps.config, { db: deps.db, callBack: deps.callBack, log: fastify.log, meetingLinks, bookingLimits: deps.bookingLimits });
  const worker = createOutboxWorker({
    db: deps.db,
    senders,
    siteUrl: deps.siteUrl,
    pollMs: deps.config.pollMs,
    retryScheduleMs: deps.config.retryScheduleMs,
    leaseMs: deps.config.leaseMs,
    log: fastify.log,
  });
  fastify.addHook('onReady', async () => {
    fastify.log.info({ channels: senders.map((sender) => sender.channel) }, 'lead notifications started');
    worker.start();
  });
  fastify.addHook('onClose', () => worker.stop());
  return worker;
}
