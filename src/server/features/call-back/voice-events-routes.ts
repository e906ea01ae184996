import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DeliveryChannel } from '../../../shared/leads/lead-model.ts';
import type { Database } from '../../db/connection.ts';
import { HttpError } from '../../http-errors.ts';
import { recordServerMessage, serverMessageSchema } from './voice-events.ts';

export const VOICE_EVENTS_PATH = '/api/voice/events';
/** End-of-call reports carry the whole transcript and message list. */
const VOICE_EVENTS_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export function secretMatches(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The provider's server messages about call-backs (its "server URL"), authenticated by X-Vapi-Secret. */
export function registerVoiceEventRoutes(
  app: FastifyInstance,
  deps: { db: Database; serverSecret?: string; reportChannels: readonly DeliveryChannel[]; onDeliveryQueued: () => void },
) {
  app.post(VOICE_EVENTS_PATH, { bodyLimit: VOICE_EVENTS_BODY_LIMIT_BYTES }, async (request) => {
    // Without a configured secret nothing is accepted: an open endpoint would let anyone write call results.
    if (!deps.serverSecret || !secretMatches(request.headers['x-vapi-secret'], deps.serverSecret)) {
      throw new HttpError(401, 'Missing or wrong X-Vapi-Secret.');
    }
    const parsed = serverMessageSchema.safeParse(request.body);
    if (!parsed.success) throw new HttpError(400, 'Expected a server message: { "message": { "type": … } }.');
    const outcome = await recordServerMessage(deps.db, parsed.data.message, { reportChannels: deps.reportChannels });
    request.log.info({ type: parsed.data.message.type, callId: parsed.data.message.call?.id, outcome }, 'voice server message');
    if (outcome === 'stored' && parsed.data.message.type === 'end-of-call-report') deps.onDeliveryQueued();
    return { received: true, outcome };
  });
}
