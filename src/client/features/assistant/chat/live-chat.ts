import type { AssistantReply } from '../../../../shared/assistant/answer-engine.ts';
import { recognizeIntent } from '../../../../shared/assistant/intents.ts';
import type { Locale } from '../../../../shared/i18n/locales.ts';
import { LIVE_CHAT_ANSWER_LOCALLY_STATUS, LIVE_CHAT_PATH, isLiveChatResponse } from '../../../../shared/assistant/live-chat.ts';
import { liveConversationToken, rememberLiveConversationToken } from '../../../lib/conversation-token.ts';

/** Our server gives the provider 8 s; this covers the trip there and back. */
export const LIVE_CHAT_CLIENT_TIMEOUT_MS = 9_500;

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export interface LiveChatOptions {
  isEnabled: () => Promise<boolean>;
  fetchImpl?: typeof fetch;
  storage?: StorageLike | null;
  timeoutMs?: number;
}

/**
 * Asks the live AI through POST /api/assistant/chat, continuing the conversation by the token the server gave
 * with its first reply. Any failure, and the server's "answer locally" (a conversation or the day out of live
 * turns), resolves to null, so the local engine answers instead.
 */
export function createLiveChat({ isEnabled, fetchImpl = fetch, storage = null, timeoutMs = LIVE_CHAT_CLIENT_TIMEOUT_MS }: LiveChatOptions) {
  return async function askLive(text: string, language: Locale = 'en'): Promise<AssistantReply | null> {
    if (!(await isEnabled().catch(() => false))) return null;
    const conversationToken = liveConversationToken(storage);
    try {
      const response = await fetchImpl(LIVE_CHAT_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ message: text, language, ...(conversationToken ? { conversationToken } : {}) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok || response.status === LIVE_CHAT_ANSWER_LOCALLY_STATUS) return null;
      const body: unknown = await response.json();
      if (!isLiveChatResponse(body)) return null;
      // A new token when the server started a new conversation (none yet, or the old one was forgotten).
      rememberLiveConversationToken(storage, body.conversationToken);
      const intent = recognizeIntent(text, language);
      // The server's best section is the reply's source link; a link the model wrote elsewhere never got here.
      return { text: body.reply, kind: 'live', source: body.sources[0], offerDemo: intent === 'demo' || intent === 'pricing' };
    } catch {
      return null;
    }
  };
}
