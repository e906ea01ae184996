import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DeliveryChannel } from '../../../shared/leads/lead-model.ts';
import type { CallBackConfig, LeadNotificationConfig } from '../../config/config.ts';
import type { Database } from '../../db/connection.ts';
import { perClientLimit } from '../../security/lead-rate-limit.ts';
import { createEmailChannel, createWebhookChannel } from '../mail-and-webhooks/index.ts';
import type { Outbox } from '../outbox/index.ts';
import { recordAttemptEnd } from './call-attempts.ts';
import { createCallBackChannel } from './call-back-channel.ts';
import { callBackToolAnswerer } from './call-back-tools.ts';
import { callCompletedPayload, callResultEmail } from './call-report.ts';
import { capAlertEmail } from './cap-alert-email.ts';
import { registerVoiceEventRoutes, TOO_MANY_REFUSALS, VOICE_EVENT_REFUSALS, type VoiceEventRouteDeps } from './voice-events-routes.ts';

/** Where a finished call's outcome goes: e-mail and webhook, each when configured. */
export function callReportChannels(config: LeadNotificationConfig): DeliveryChannel[] {
  return [...(config.email ? (['call-email'] as const) : []), ...(config.webhook ? (['call-webhook'] as const) : [])];
}

export interface CallBackDeps {
  db: Database;
  callBack: CallBackConfig;
  /** The sales inbox and the CRM webhook, where a call's outcome and the daily cap's alert go. */
  notifications: LeadNotificationConfig;
  outbox: Pick<Outbox, 'register' | 'wakeOutbox'>;
  serverSecret?: string;
  /** The call-back assistant's tools (the booking feature's); the call-back answers its own (checkTransfer). */
  answerToolCalls: VoiceEventRouteDeps['answerToolCalls'];
  /** The clock checkTransfer reads the sales line's hours by. */
  now?: () => Date;
  /** The lead's booking page as a short address (the booking feature's): what the voicemail message says. */
  shortLinkFor?: (leadId: string) => Promise<string | null>;
}

/** The call-back's outbox channels: placing the call, its outcome by e-mail and webhook, and the staff's daily-cap alert. */
function registerCallBackChannels(outbox: Pick<Outbox, 'register'>, deps: CallBackDeps, log: Pick<FastifyBaseLogger, 'warn'>): void {
  const { db, callBack, notifications } = deps;
  const { provider } = callBack;
  const { email, webhook } = notifications;
  if (provider) outbox.register(createCallBackChannel({ db, log, settings: { ...callBack, provider }, now: deps.now, shortLinkFor: deps.shortLinkFor }));
  if (email) outbox.register(createEmailChannel({ ...email, channel: 'call-email', compose: (notification) => callResultEmail(db, notification) }));
  if (webhook) {
    outbox.register(createWebhookChannel({ ...webhook, channel: 'call-webhook', payload: (notification) => callCompletedPayload(db, notification) }));
  }
  if (provider && email) {
    outbox.register(createEmailChannel({ ...email, channel: 'call-cap-alert', compose: (notification) => capAlertEmail(callBack, notification) }));
  }
}

/**
 * AI call-back: registers its outbox channels and POST /api/voice/events (the provider's server messages: call reports,
 * and the call-back assistant's tools), whose refused requests are limited per client.
 */
export function installCallBack(app: FastifyInstance, deps: CallBackDeps): void {
  registerCallBackChannels(deps.outbox, deps, app.log);
  registerVoiceEventRoutes(app, {
    db: deps.db,
    serverSecret: deps.serverSecret,
    reportChannels: callReportChannels(deps.notifications),
    wakeOutbox: deps.outbox.wakeOutbox,
    refusalLimit: perClientLimit(app, 'voice-events-refused', VOICE_EVENT_REFUSALS, TOO_MANY_REFUSALS),
    onCallEnded: (tx, call, message) => recordAttemptEnd(tx, call, message, { settings: deps.callBack, now: (deps.now ?? (() => new Date()))() }),
    answerToolCalls: callBackToolAnswerer({ db: deps.db, salesLine: deps.callBack.salesLine, now: deps.now ?? (() => new Date()), others: deps.answerToolCalls }),
  });
}
