import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { DeliveryChannel } from '../../../shared/leads/lead-model.ts';
import type { Database } from '../../db/connection.ts';
import { HttpError } from '../../http-errors.ts';
import { signatureMatches, verdictOfHeaders } from './server-message-auth.ts';
import { recordServerMessage, serverMessageSchema, type CallEndedHook } from './voice-events.ts';

export const VOICE_EVENTS_PATH = '/api/voice/events';
/** End-of-call reports carry the whole transcript and message list. */
const VOICE_EVENTS_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/**
 * Refused requests (no or a wrong X-Vapi-Secret) per client; beyond them 429. The provider's own messages
 * carry the secret and are never counted, so strangers sharing its addresses cannot shut it out.
 */
export const VOICE_EVENT_REFUSALS = { perMinute: 10, perDay: 200 } as const;
export const TOO_MANY_REFUSALS = 'Too many requests without the right server credential. Try again later.';
const REFUSED = 'Missing or wrong server credential (Authorization: Bearer, an HMAC signature, or X-Vapi-Secret).';

export interface VoiceEventRouteDeps {
  db: Database;
  serverSecret?: string;
  reportChannels: readonly DeliveryChannel[];
  /** A call's report arrived: its attempt's outcome, and the retry it may plan (call-attempts.ts). */
  onCallEnded?: CallEndedHook;
  /** A call's outcome was queued on the outbox. */
  wakeOutbox: () => void;
  /** Counts a refused request of the client (VOICE_EVENT_REFUSALS), throwing 429 beyond the limit. */
  refusalLimit: onRequestAsyncHookHandler;
  /** Answers `tool-calls` messages (the call-back assistant's tools: the booking feature's checkAvailability, bookMeeting). */
  answerToolCalls?: (message: unknown, log: FastifyBaseLogger) => Promise<{ results: { toolCallId: string; result: string }[] }>;
}

/** Requests whose headers carry a fresh HMAC signature: their body is read (at most the limit) to check it. */
const signedRequests = new WeakSet<FastifyRequest>();

/** Reads a signed request's body, refusing it past the limit: it is checked before anything parses it. */
async function bodyOf(payload: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of payload) {
    bytes += (chunk as Buffer).length;
    if (bytes > limit) {
      payload.destroy();
      throw new HttpError(413, 'Request body is too large.');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The provider's server messages about call-backs (its "server URL"), authenticated by the server credential
 * voice:sync creates (Authorization: Bearer), an HMAC credential, or the legacy X-Vapi-Secret (server-message-auth.ts).
 */
export function registerVoiceEventRoutes(app: FastifyInstance, deps: VoiceEventRouteDeps) {
  async function refuse(instance: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<never> {
    reply.header('connection', 'close');
    await deps.refusalLimit.call(instance, request, reply);
    throw new HttpError(401, REFUSED);
  }

  /**
   * Runs before the body is read: a stranger's 2 MiB is never buffered, decoded or scanned, and the
   * connection is closed on them. Without a configured secret nothing is accepted: an open endpoint would
   * let anyone write call results. Only a request with a well-formed HMAC signature made in the last 5 minutes
   * has its body read, to check the signature before it is parsed.
   */
  async function requireServerCredential(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const verdict = verdictOfHeaders(request.headers, deps.serverSecret);
    if (verdict === 'authenticated') return;
    if (verdict === 'needs-body-signature') {
      signedRequests.add(request);
      return;
    }
    await refuse(this, request, reply);
  }

  async function checkSignature(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply, payload: Readable) {
    if (!signedRequests.has(request)) return payload;
    if (Number(request.headers['content-length']) > VOICE_EVENTS_BODY_LIMIT_BYTES) {
      reply.header('connection', 'close');
      throw new HttpError(413, 'Request body is too large.');
    }
    const body = await bodyOf(payload, VOICE_EVENTS_BODY_LIMIT_BYTES);
    if (!signatureMatches(request.headers, body, deps.serverSecret!)) await refuse(this, request, reply);
    const verified = Readable.from([body]) as Readable & { receivedEncodedLength: number };
    verified.receivedEncodedLength = body.length;
    return verified;
  }

  app.post(VOICE_EVENTS_PATH, { bodyLimit: VOICE_EVENTS_BODY_LIMIT_BYTES, onRequest: requireServerCredential, preParsing: checkSignature }, async (request) => {
    const parsed = serverMessageSchema.safeParse(request.body);
    if (!parsed.success) throw new HttpError(400, 'Expected a server message: { "message": { "type": … } }.');
    if (parsed.data.message.type === 'tool-calls' && deps.answerToolCalls) return deps.answerToolCalls(parsed.data.message, request.log);
    const outcome = await recordServerMessage(deps.db, parsed.data.message, { reportChannels: deps.reportChannels, log: request.log, onCallEnded: deps.onCallEnded });
    request.log.info({ type: parsed.data.message.type, callId: parsed.data.message.call?.id, outcome }, 'voice server message');
    if (outcome === 'stored' && parsed.data.message.type === 'end-of-call-report') deps.wakeOutbox();
    return { received: true, outcome };
  });
}
