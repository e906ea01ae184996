import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { LIVE_CHAT_ANSWER_LOCALLY_STATUS, LIVE_CHAT_PATH, type LiveChatResponse } from '../../../shared/assistant/live-chat.ts';
import { liveChatRequestSchema } from '../../../shared/assistant/live-chat-schema.ts';
import { ASSISTANT_CONFIG_PATH, voiceConfigFrom, type AssistantConfigResponse } from '../../../shared/assistant/voice-config.ts';
import { fieldErrorsOf } from '../../../shared/leads/lead-schema.ts';
import type { ServerConfig } from '../../config/config.ts';
import type { Database } from '../../db/connection.ts';
import { HttpError } from '../../http-errors.ts';
import { VapiTimeoutError, createVapiApi } from '../../voice-provider/vapi-api.ts';
import { scheduleConversationSweep } from './conversation-retention.ts';
import { reserveLiveTurn } from './live-budget.ts';
import { recordRelayedTurn } from './relayed-turns.ts';

const CHAT_BODY_LIMIT_BYTES = 8 * 1024;
export const CHAT_RATE_LIMITED_MESSAGE = 'Too many chat messages in a short time. Please wait a minute.';

export interface AssistantRouteDeps {
  db: Database;
  voice: ServerConfig['voice'];
  chat: ServerConfig['chat'];
  /** Per-client limit of live chat turns, checked before the body is read. */
  chatRateLimit: onRequestAsyncHookHandler;
}

/**
 * The assistant widget's run-time settings, and live chat through the provider. Voice is configured
 * per deploy (VAPI_* variables), so the browser asks here instead of reading values baked into the
 * build. Only the public key is sent; the private key is used here, server side, and nowhere else.
 */
export function registerAssistantRoutes(app: FastifyInstance, deps: AssistantRouteDeps) {
  const { privateKey, assistantId, apiBaseUrl } = deps.voice;
  const live = Boolean(privateKey && assistantId?.trim());
  const body: AssistantConfigResponse = { voice: voiceConfigFrom(deps.voice), chat: { live } };
  app.get(ASSISTANT_CONFIG_PATH, async (_request, reply) => {
    // Revalidated on each use: a redeploy with new settings takes effect at once.
    return reply.header('cache-control', 'no-cache').send(body);
  });

  const api = live ? createVapiApi({ baseUrl: apiBaseUrl, privateKey: privateKey! }) : undefined;
  if (live) scheduleConversationSweep(app, deps.db);
  app.post(LIVE_CHAT_PATH, { bodyLimit: CHAT_BODY_LIMIT_BYTES, onRequest: deps.chatRateLimit }, async (request, reply) => {
    if (!api) throw new HttpError(503, 'Live chat is not configured.');
    const parsed = liveChatRequestSchema.safeParse(request.body);
    if (!parsed.success) throw new HttpError(400, 'Please check your message.', fieldErrorsOf(parsed.error));
    const { message, conversationToken } = parsed.data;
    const askedAt = new Date();
    const turn = await reserveLiveTurn(deps.db, { conversationToken, maxPerDay: deps.chat.liveMaxPerDay, now: askedAt });
    reply.header('cache-control', 'no-store');
    if (typeof turn === 'string') {
      // Expected, not a fault: the browser's local engine answers, as it does when live chat is off.
      request.log.info({ budget: turn }, 'live chat budget spent, answered locally');
      return reply.code(LIVE_CHAT_ANSWER_LOCALLY_STATUS).send();
    }
    let chat: Awaited<ReturnType<typeof api.sendChat>>;
    try {
      chat = await api.sendChat({ assistantId: assistantId!.trim(), input: message, previousChatId: turn.previousChatId, timeoutMs: deps.chat.providerTimeoutMs });
    } catch (error) {
      // The browser's local engine answers instead; the visitor sees no error.
      const timedOut = error instanceof VapiTimeoutError;
      request.log.warn({ err: { name: (error as Error).name, message: (error as Error).message } }, 'live chat failed');
      throw new HttpError(timedOut ? 504 : 502, timedOut ? 'The assistant took too long to answer.' : 'The assistant is unavailable.');
    }
    // The reply is later than the question even when the provider answers within the same millisecond.
    const repliedAt = new Date(Math.max(Date.now(), askedAt.getTime() + 1));
    await recordRelayedTurn(deps.db, {
      conversationId: turn.conversationId,
      providerChatId: chat.id,
      visitor: { content: message, at: askedAt },
      assistant: { content: chat.reply, at: repliedAt },
    });
    const answer: LiveChatResponse = { reply: chat.reply, conversationToken: turn.conversationToken };
    return reply.send(answer);
  });
}
