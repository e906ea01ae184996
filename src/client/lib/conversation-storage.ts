import { isChatMessage, type ChatMessage } from '../../shared/assistant/chat-message.ts';

/** The conversation survives navigation and reloads within the browser session, and no longer. */
export const CONVERSATION_KEY = 'assistant-conversation';
/** Keeps sessionStorage small however long the visitor chats. */
export const MAX_STORED_MESSAGES = 200;

/** The token of this tab's live conversation, as the server issued it (see conversation-token.ts). */
export const CONVERSATION_TOKEN_KEY = 'assistant-live-conversation';

export interface ConversationStorage {
  load(): ChatMessage[];
  save(messages: readonly ChatMessage[]): void;
  /** "Clear conversation": the live AI's conversation is forgotten too, so what follows starts afresh there. */
  startOver?(): void;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'> & Partial<Pick<Storage, 'removeItem'>>;

export function sessionStorageOrNull(): StorageLike | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Access throws when the browser blocks storage for the site.
    return null;
  }
}

export function createConversationStorage(storage: StorageLike | null = sessionStorageOrNull()): ConversationStorage {
  return {
    load() {
      try {
        const parsed = JSON.parse(storage?.getItem(CONVERSATION_KEY) ?? '[]') as unknown;
        return Array.isArray(parsed) ? parsed.filter(isChatMessage) : [];
      } catch {
        return [];
      }
    },
    save(messages) {
      try {
        storage?.setItem(CONVERSATION_KEY, JSON.stringify(messages.slice(-MAX_STORED_MESSAGES)));
      } catch {
        // Full or disabled storage: the conversation still works for this page.
      }
    },
    startOver() {
      try {
        storage?.removeItem?.(CONVERSATION_TOKEN_KEY);
      } catch {
        // Blocked storage held no token either.
      }
    },
  };
}
