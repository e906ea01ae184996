import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ANALYTICS_LIMITS, analyticsEventSchema, referrerHostOf } from '../../../shared/analytics/analytics-events.ts';
import type { AnalyticsEventRow } from '../../db/schema.ts';
import { HttpError } from '../../http-errors.ts';
import type { EventBuffer } from './event-buffer.ts';
import { isAutomatedAgent, isSpeculativeRequest } from './request-filter.ts';
import { trackedPathOf } from './tracked-paths.ts';
import type { VisitorHasher } from './visitor-hash.ts';

export interface AnalyticsIngestDeps {
  buffer: EventBuffer<AnalyticsEventRow>;
  hasher: VisitorHasher;
  /** Per-client limit, checked before the body is read. */
  rateLimit: onRequestAsyncHookHandler;
  /** The site's own host: a referrer from it is no source. */
  siteHost: string;
  now: () => Date;
}

export const OVERSIZED_MESSAGE = `An event is at most ${ANALYTICS_LIMITS.bodyBytes} bytes.`;
export const EVENTS_BUSY_MESSAGE = 'Events cannot be recorded right now.';

/**
 * POST /api/events: the beacon's one event as JSON (application/json only, like every body the API takes).
 * Answers 204 once the event waits in the buffer; the database write follows in a batch. A bot or a prerender gets
 * the same 204 and nothing is kept. A path that is not one of our pages is kept as "(other)".
 */
export function registerAnalyticsIngestRoutes(app: FastifyInstance, deps: AnalyticsIngestDeps) {
  app.register(async (scope) => {
    const refuseOversized = async (request: FastifyRequest) => {
      // The issue's contract is 400 for any body we will not take; Fastify's own limit (413) still stops a chunked one.
      if (Number(request.headers['content-length'] ?? 0) > ANALYTICS_LIMITS.bodyBytes) throw new HttpError(400, OVERSIZED_MESSAGE);
    };
    scope.post('/api/events', { bodyLimit: ANALYTICS_LIMITS.bodyBytes, onRequest: deps.rateLimit, preParsing: refuseOversized }, async (request, reply) => {
      const parsed = analyticsEventSchema.safeParse(request.body);
      if (!parsed.success) {
        const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message]));
        throw new HttpError(400, 'This is not an event we record.', fields);
      }
      const userAgent = request.headers['user-agent'];
      if (isAutomatedAgent(userAgent) || isSpeculativeRequest(request.headers)) return reply.code(204).send();

      const event = parsed.data;
      const at = deps.now();
      const referrerHost = referrerHostOf(event.referrer);
      const accepted = deps.buffer.add({
        occurredAt: at,
        name: event.name,
        path: trackedPathOf(event.path),
        visitorHash: deps.hasher.visitorOf(request.ip, at),
        referrerHost: referrerHost === deps.siteHost ? null : (referrerHost ?? null),
        utmSource: event.utm?.source ?? null,
        utmMedium: event.utm?.medium ?? null,
        utmCampaign: event.utm?.campaign ?? null,
        utmTerm: event.utm?.term ?? null,
        utmContent: event.utm?.content ?? null,
        answered: event.answered ?? null,
      });
      if (!accepted) {
        reply.header('retry-after', '30');
        throw new HttpError(503, EVENTS_BUSY_MESSAGE);
      }
      return reply.code(204).send();
    });
  });
}
