import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { LIVE_CHAT_ANSWER_LOCALLY_STATUS, LIVE_CHAT_PATH, UNANSWERED_QUESTION_PATH, type LiveChatResponse } from '../../../shared/assistant/live-chat.ts';
import { liveChatRequestSchema, unansweredQuestionSchema } from '../../../shared/assistant/live-chat-schema.ts';
import { ASSISTANT_CONFIG_PATH, voiceConfigFrom, type AssistantConfigResponse } from '../../../shared/assistant/voice-config.ts';
import { LOCALES, isLocale, type Locale } from '../../../shared/i18n/locales.ts';
import type { ServerConfig } from '../../config/config.ts';
import type { Database } from '../../db/connection.ts';
import { HttpError } from '../../http-errors.ts';
import { parseOr400 } from '../../parse-request.ts';
import { VapiTimeoutError, createVapiApi } from '../../voice-provider/vapi-api.ts';
import { scheduleAssistantSweep } from './assistant-retention.ts';
import { GROUNDING_SECTIONS, groundedInput, withoutForeignLinks } from './grounding.ts';
import { reserveLiveTurn } from './live-budget.ts';
import { lastVisitorMessageOf, recordRelayedTurn } from './relayed-turns.ts';
import { siteKnowledge } from './site-knowledge.ts';
import { clientKeyOf } from '../../security/lead-rate-limit.ts';
import { createQuestionAskers } from './question-askers.ts';
import { recordUnansweredQuestion } from './unanswered-questions.ts';

const CHAT_BODY_LIMIT_BYTES = 8 * 1024;
export const CHAT_RATE_LIMITED_MESSAGE = 'Too many chat messages in a short time. Please wait a minute.';
const CHECK_YOUR_MESSAGE = 'Please check your message.';

export interface AssistantRouteDeps {
  db: Database;
  voice: ServerConfig['voice'];
  chat: ServerConfig['chat'];
  /** Public base URL: the passages' addresses, and the only origin a live reply may link to. */
  siteUrl: string;
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
  // Per language: a Spanish page's voice uses the Spanish assistant when one is set, else the main one told the language.
  const bodies = new Map<Locale | undefined, AssistantConfigResponse>(
    [undefined, ...LOCALES].map((locale) => [locale, { voice: voiceConfigFrom(deps.voice, locale), chat: { live } }]),
  );
  app.get(ASSISTANT_CONFIG_PATH, async (request, reply) => {
    const language = (request.query as { language?: unknown }).language;
    // Revalidated on each use: a redeploy with new settings takes effect at once.
    return reply.header('cache-control', 'no-cache').send(bodies.get(isLocale(language) ? language : undefined));
  });

  const api = live ? createVapiApi({ baseUrl: apiBaseUrl, privateKey: privateKey! }) : undefined;
  scheduleAssistantSweep(app, deps.db);
  /**
   * The sections that answer this turn; a follow-up that names no topic of its own ("and on weekends?") is read
   * with the visitor's previous message. A turn nothing on the site answers is kept for staff as unanswered.
   */
  const askers = createQuestionAskers();
  async function groundingFor(message: string, conversationId: string, language: Locale, visitor: string) {
    const { retrieve, answer } = siteKnowledge(language);
    let sections = retrieve(message, GROUNDING_SECTIONS);
    if (sections.length === 0) {
      const previous = await lastVisitorMessageOf(deps.db, conversationId);
      if (previous) sections = retrieve(`${previous} ${message}`, GROUNDING_SECTIONS);
    }
    if (sections.length === 0 && answer(message).kind === 'limits') await recordUnansweredQuestion(deps.db, message, { by: visitor, at: new Date(), askers });
    return sections;
  }

  app.post(LIVE_CHAT_PATH, { bodyLimit: CHAT_BODY_LIMIT_BYTES, onRequest: deps.chatRateLimit }, async (request, reply) => {
    if (!api) throw new HttpError(503, 'Live chat is not configured.');
    const { message, conversationToken, language = 'en' } = parseOr400(liveChatRequestSchema, request.body, CHECK_YOUR_MESSAGE);
    const askedAt = new Date();
    const turn = await reserveLiveTurn(deps.db, { conversationToken, maxPerDay: deps.chat.liveMaxPerDay, now: askedAt });
    reply.header('cache-control', 'no-store');
    if (typeof turn === 'string') {
      // Expected, not a fault: the browser's local engine answers, as it does when live chat is off.
      request.log.info({ budget: turn }, 'live chat budget spent, answered locally');
      return reply.code(LIVE_CHAT_ANSWER_LOCALLY_STATUS).send();
    }
    const sections = await groundingFor(message, turn.conversationId, language, clientKeyOf(request));
    let chat: Awaited<ReturnType<typeof api.sendChat>>;
    try {
      const input = groundedInput(message, sections, deps.siteUrl, language);
      chat = await api.sendChat({
        assistantId: assistantId!.trim(),
        input,
        previousChatId: turn.previousChatId,
        timeoutMs: deps.chat.providerTimeoutMs,
        variableValues: { language },
      });
    } catch (error) {
      // The browser's local engine answers instead; the visitor sees no error.
      const timedOut = error instanceof VapiTimeoutError;
      request.log.warn({ err: { name: (error as Error).name, message: (error as Error).message } }, 'live chat failed');
      throw new HttpError(timedOut ? 504 : 502, timedOut ? 'The assistant took too long to answer.' : 'The assistant is unavailable.');
    }
    const replyText = withoutForeignLinks(chat.reply, deps.siteUrl);
    // Nothing left but a link elsewhere: the browser's local engine answers instead.
    if (!replyText) throw new HttpError(502, 'The assistant is unavailable.');
    // The reply is later than the question even when the provider answers within the same millisecond.
    const repliedAt = new Date(Math.max(Date.now(), askedAt.getTime() + 1));
    await recordRelayedTurn(deps.db, {
      conversationId: turn.conversationId,
      providerChatId: chat.id,
      visitor: { content: message, at: askedAt },
      assistant: { content: replyText, at: repliedAt },
    });
    const sources = sections.map(({ title, href }) => ({ title, href }));
    const answer: LiveChatResponse = { reply: replyText, conversationToken: turn.conversationToken, sources };
    return reply.send(answer);
  });

  /**
   * The browser's chat reports a question its local engine declined. Kept only when the server's copy of the same
   * engine declines it too, so the staff's list holds what the site cannot answer, not whatever anyone posts.
   */
  app.post(UNANSWERED_QUESTION_PATH, { bodyLimit: CHAT_BODY_LIMIT_BYTES, onRequest: deps.chatRateLimit }, async (request, reply) => {
    const asked = parseOr400(unansweredQuestionSchema, request.body, CHECK_YOUR_MESSAGE);
    if (siteKnowledge(asked.language).answer(asked.question).kind === 'limits') {
      await recordUnansweredQuestion(deps.db, asked.question, { by: clientKeyOf(request), at: new Date(), askers });
    }
    return reply.code(204).send();
  });
}
