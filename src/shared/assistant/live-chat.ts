import type { ReplySource } from './answer-engine.ts';
/** Chat turns through our server to the voice provider's chat API, when the deploy configures it. */
export const LIVE_CHAT_PATH = '/api/assistant/chat';

/** Where the browser's chat reports a question it could not answer from our content (kept for staff, without personal data). */
export const UNANSWERED_QUESTION_PATH = '/api/assistant/unanswered';

export const LIVE_CHAT_LIMITS = {
  /** Longer messages are refused before they reach the provider (the chat box allows as much). */
  messageChars: 2000,
} as const;

/**
 * The server's "answer this turn yourself": the conversation or the day used up its live turns. A success
 * status, so the browser shows and logs nothing alarming; the local engine answers as on any failure.
 */
export const LIVE_CHAT_ANSWER_LOCALLY_STATUS = 204;

/**
 * The secret the server gives a browser with its first live reply: it continues that conversation and no
 * other. The provider's chat id stays on the server.
 */
export const CONVERSATION_TOKEN_PATTERN = /^[\w-]{16,128}$/;

export interface LiveChatResponse {
  reply: string;
  conversationToken: string;
  /** The sections of our pages the server sent with the turn, best first: the reply's source links. */
  sources: ReplySource[];
}

/** A page of our own site: a path, never an address elsewhere. */
const isOwnSource = (value: unknown): value is ReplySource => {
  const source = value as Record<string, unknown> | null;
  return typeof source === 'object' && source !== null && typeof source.title === 'string' && typeof source.href === 'string' && /^\/(?!\/)/.test(source.href);
};

export function isLiveChatResponse(body: unknown): body is LiveChatResponse {
  const value = body as Record<string, unknown> | null;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof value.reply === 'string' &&
    value.reply.trim() !== '' &&
    typeof value.conversationToken === 'string' &&
    CONVERSATION_TOKEN_PATTERN.test(value.conversationToken) &&
    Array.isArray(value.sources) &&
    value.sources.every(isOwnSource)
  );
}
