/** Chat turns through our server to the voice provider's chat API, when the deploy configures it. */
export const LIVE_CHAT_PATH = '/api/assistant/chat';

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
}

export function isLiveChatResponse(body: unknown): body is LiveChatResponse {
  const value = body as Record<string, unknown> | null;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof value.reply === 'string' &&
    value.reply.trim() !== '' &&
    typeof value.conversationToken === 'string' &&
    CONVERSATION_TOKEN_PATTERN.test(value.conversationToken)
  );
}
