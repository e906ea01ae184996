import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { DeliveryChannel } from '../../../shared/leads/lead-model.ts';
import type { Database } from '../../db/connection.ts';
import { HttpError } from '../../http-errors.ts';
import { secretMatches } from './server-secret.ts';
import { recordServerMessage, serverMessageSchema } from './voice-events.ts';

export const VOICE_EVENTS_PATH = '/api/voice/events';
/** End-of-call reports carry the whole transcript and message list. */
const VOICE_EVENTS_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/**
 * Refused requests (no or a wrong X-Vapi-Secret) per client; beyond them 429. The provider's own messages
 * carry the secret and are never counted, so strangers sharing its addresses cannot shut it out.
 */
export const VOICE_EVENT_REFUSALS = { perMinute: 10, perDay: 200 } as const;
export const TOO_MANY_REFUSALS = 'Too many requests without the right X-Vapi-Secret. Try again later.';

export interface VoiceEventRouteDeps {
  db: Database;
  serverSecret?: string;
  reportChannels: readonly DeliveryChannel[];
  onDeliveryQueued: () => void;
  /** Counts a refused request of the client (VOICE_EVENT_REFUSALS), throwing 429 beyond the limit. */
  refusalLimit: onRequestAsyncHookHandler;
  /** Answers `tool-calls` messages (the call-back assistant's tools: the booking feature's checkAvailability, bookMeeting). */
  answerToolCalls?: (message: unknown, log: FastifyBaseLogger) => Promise<{ results: { toolCallId: string; result: string }[] }>;
}

/** The provider's server messages about call-backs (its "server URL"), authenticated by X-Vapi-Secret. */
export function registerVoiceEventRoutes(app: FastifyInstance, deps: VoiceEventRouteDeps) {
  /**
   * Runs before the body is read: a stranger's 2 MiB is never buffered, decoded or scanned, and the
   * connection is closed on them. Without a configured secret nothing is accepted: an open endpoint would
   * let anyone write call results.
   */
  async function requireServerSecret(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    if (deps.serverSecret && secretMatches(request.headers['x-vapi-secret'], deps.serverSecret)) return;
    reply.header('connection', 'close');
    await deps.refusalLimit.call(this, request, reply);
    throw new HttpError(401, 'Missing or wrong X-Vapi-Secret.');
  }

  app.post(VOICE_EVENTS_PATH, { bodyLimit: VOICE_EVENTS_BODY_LIMIT_BYTES, onRequest: requireServerSecret }, async (request) => {
    const parsed = serverMessageSchema.safeParse(request.body);
    if (!parsed.success) throw new HttpError(400, 'Expected a server message: { "message": { "type": … } }.');
    if (parsed.data.message.type === 'tool-calls' && deps.answerToolCalls) return deps.answerToolCalls(parsed.data.message, request.log);
    const outcome = await recordServerMessage(deps.db, parsed.data.message, { reportChannels: deps.reportChannels });
    request.log.info({ type: parsed.data.message.type, callId: parsed.data.message.call?.id, outcome }, 'voice server message');
    if (outcome === 'stored' && parsed.data.message.type === 'end-of-call-report') deps.onDeliveryQueued();
    return { received: true, outcome };
  });
}
