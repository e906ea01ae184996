import type { AssistantReply } from '../../../../shared/assistant/answer-engine.ts';
import { recognizeIntent } from '../../../../shared/assistant/intents.ts';
import { LIVE_CHAT_PATH, isLiveChatResponse } from '../../../../shared/assistant/live-chat.ts';

/** Our server gives the provider 8 s; this covers the trip there and back. */
export const LIVE_CHAT_CLIENT_TIMEOUT_MS = 9_500;
const CHAT_ID_KEY = 'assistant-live-chat-id';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export interface LiveChatOptions {
  isEnabled: () => Promise<boolean>;
  fetchImpl?: typeof fetch;
  storage?: StorageLike | null;
  timeoutMs?: number;
}

/**
 * Asks the live AI through POST /api/assistant/chat, chaining turns by the provider's chat id. Any
 * failure resolves to null, so the local engine answers instead.
 */
export function createLiveChat({ isEnabled, fetchImpl = fetch, storage = null, timeoutMs = LIVE_CHAT_CLIENT_TIMEOUT_MS }: LiveChatOptions) {
  const read = () => {
    try {
      return storage?.getItem(CHAT_ID_KEY) ?? undefined;
    } catch {
      return undefined;
    }
  };
  const write = (chatId: string) => {
    try {
      storage?.setItem(CHAT_ID_KEY, chatId);
    } catch {
      // Without storage each turn starts a new provider chat; answers still come.
    }
  };

  return async function askLive(text: string): Promise<AssistantReply | null> {
    if (!(await isEnabled().catch(() => false))) return null;
    const previousChatId = read();
    try {
      const response = await fetchImpl(LIVE_CHAT_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ message: text, ...(previousChatId ? { previousChatId } : {}) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body: unknown = response.ok ? await response.json() : null;
      if (!isLiveChatResponse(body)) return null;
      write(body.chatId);
      const intent = recognizeIntent(text);
      return { text: body.reply, kind: 'live', offerDemo: intent === 'demo' || intent === 'pricing' };
    } catch {
      return null;
    }
  };
}
