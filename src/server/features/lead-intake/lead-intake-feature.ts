import type { FastifyInstance } from 'fastify';
import type { LeadNotificationConfig } from '../../config/config.ts';
import type { Outbox } from '../outbox/index.ts';
import { registerLeadIntakeRoutes, type LeadIntakeRouteDeps } from './lead-intake-routes.ts';
import { newLeadChannels, registerNewLeadChannels } from './new-lead-channels.ts';

export interface LeadIntakeDeps extends Omit<LeadIntakeRouteDeps, 'channels' | 'wakeOutbox'> {
  /** The sales inbox and the CRM webhook a new lead is announced on, each when set up. */
  notifications: LeadNotificationConfig;
  outbox: Pick<Outbox, 'register' | 'wakeOutbox'>;
}

/** Taking a lead in: POST /api/contacts, and the new-lead channels (the sales e-mail, lead.created) it queues in the lead's transaction. */
export function installLeadIntake(app: FastifyInstance, deps: LeadIntakeDeps): void {
  const { notifications, outbox, ...routeDeps } = deps;
  registerNewLeadChannels(outbox, notifications);
  registerLeadIntakeRoutes(app, { ...routeDeps, channels: newLeadChannels(notifications), wakeOutbox: outbox.wakeOutbox });
}
