/** Chat turns through our server to the voice provider's chat API, when the deploy configures it. */
export const LIVE_CHAT_PATH = '/api/assistant/chat';

export const LIVE_CHAT_LIMITS = {
  /** Longer messages are refused before they reach the provider (the chat box allows as much). */
  messageChars: 2000,
  chatIdChars: 100,
} as const;


export interface LiveChatResponse {
  reply: string;
  chatId: string;
}

export function isLiveChatResponse(body: unknown): body is LiveChatResponse {
  const value = body as Record<string, unknown> | null;
  return typeof value === 'object' && value !== null && typeof value.reply === 'string' && value.reply.trim() !== '' && typeof value.chatId === 'string';
}
