import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { DEFAULT_LOCALE, isLocale } from '../../../shared/i18n/locales.ts';
import { leadFromChatLead, leadSchemasFor, type LeadCreated } from '../../../shared/leads/lead-schema.ts';
import type { BookingPass } from '../../../shared/booking/booking-schema.ts';
import type { CallBackConfig } from '../../config/config.ts';
import type { DeliveryChannel } from '../../../shared/leads/lead-model.ts';
import type { Database } from '../../db/connection.ts';
import type { LeadVisit, LeadVisitLookup } from '../analytics/index.ts';
import { parseOr400 } from '../../parse-request.ts';
import { acceptLead } from './accept-lead.ts';

export const LEAD_BODY_LIMIT_BYTES = 16 * 1024;

export interface LeadIntakeRouteDeps {
  db: Database;
  /** Per-client limit, checked before the body is read (see security/lead-rate-limit.ts). */
  rateLimit: onRequestAsyncHookHandler;
  /** Submissions sent sooner after page load are treated as automated. */
  minFillTimeMs: number;
  callBack: CallBackConfig;
  /** A delivery was queued: the outbox worker looks at once instead of at its next poll. */
  wakeOutbox: () => void;
  /** Lead notification channels configured on this server (see newLeadChannels). */
  channels: readonly DeliveryChannel[];
  /** The visit of this network (an IPv4 address, an IPv6 /64) today (analytics): where it began is stored on the lead. */
  visitOf?: LeadVisitLookup;
  /** The signed pass that lets the visitor book a meeting for this lead (the booking feature). */
  bookingPassFor?: (leadId: string) => BookingPass;
}

/** Attribution is a nicety: a lead is never lost for want of it. */
function visitOrNothing(visitOf: LeadVisitLookup | undefined, request: FastifyRequest): LeadVisit | undefined {
  try {
    return visitOf?.(request.ip, new Date());
  } catch (error) {
    request.log.warn({ err: error }, 'lead attribution unavailable');
    return undefined;
  }
}

export function registerLeadIntakeRoutes(app: FastifyInstance, deps: LeadIntakeRouteDeps) {
  app.post('/api/contacts', { bodyLimit: LEAD_BODY_LIMIT_BYTES, onRequest: deps.rateLimit }, async (request, reply) => {
    // The chat's short form is a lead too: same endpoint, limits, abuse checks and outbox.
    const body = request.body as { source?: unknown; language?: unknown } | null;
    // Field errors in the lead's language; an unknown language is refused by the English schema.
    const schemas = leadSchemasFor(isLocale(body?.language) ? body.language : DEFAULT_LOCALE);
    const submission = body?.source === 'chat' ? leadFromChatLead(parseOr400(schemas.chatLead, request.body)) : parseOr400(schemas.lead, request.body);
    // A bot gets the same answer as a person: it learns nothing about what gave it away.
    const visit = visitOrNothing(deps.visitOf, request);
    const { row, spamReason, duplicate, callBack } = await acceptLead(deps.db, submission, { ...deps, visit }, {
      ip: request.ip,
      settings: deps.callBack,
    });
    // Only a lead that queued a delivery (a new-lead channel, a call-back) wakes the outbox: without, its look is a statement for nothing.
    const queued = !spamReason && !duplicate && (deps.channels.length > 0 || callBack?.scheduled === true);
    if (queued) deps.wakeOutbox();
    // Personal data stays out of logs: the lead's id only.
    request.log.info({ leadId: row.id, source: row.source, language: submission.language, spamReason, duplicate, callBackScheduled: callBack?.scheduled }, 'lead created');
    const booking = deps.bookingPassFor?.(row.id);
    const created: LeadCreated = { id: row.id, createdAt: row.createdAt.toISOString(), ...(callBack ? { callBack } : {}), ...(booking ? { booking } : {}) };
    return reply.code(201).send(created);
  });
}
