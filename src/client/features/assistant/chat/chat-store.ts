import type { ChatMessage, ChatRole } from '../../../../shared/assistant/chat-message.ts';
import { CHAT_GREETING, chatFailureMessage, replyFor } from '../../../../shared/assistant/chat-rules.ts';
import { createConversationStorage, type ConversationStorage } from './conversation-storage.ts';

/** Spec section 9: the reply is pending for this long, with a typing indicator. */
export const CHAT_REPLY_DELAY_MS = 1000;

export interface ChatState {
  messages: readonly ChatMessage[];
  /** A reply is on its way; sends are refused until it arrives. */
  pending: boolean;
}

export interface ChatStore {
  getSnapshot(): ChatState;
  subscribe(listener: () => void): () => void;
  /** Sends the visitor's text; false when it was refused (empty after trimming, or a reply pending). */
  send(text: string): boolean;
  /** Adds the greeting when the conversation is empty (the panel's first open). */
  greet(): void;
  /** A final voice transcript joins the conversation. */
  addTranscript(role: ChatRole, content: string): void;
  /** Starts over: the stored conversation is replaced by a fresh greeting. */
  clear(): void;
}

export interface ChatStoreOptions {
  storage?: ConversationStorage;
  reply?: (text: string) => string;
  replyDelayMs?: number;
  now?: () => number;
}

export function createChatStore({
  storage = createConversationStorage(),
  reply = replyFor,
  replyDelayMs = CHAT_REPLY_DELAY_MS,
  now = Date.now,
}: ChatStoreOptions = {}): ChatStore {
  let state: ChatState = { messages: storage.load(), pending: false };
  let replyTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const update = (next: ChatState) => {
    if (next.messages !== state.messages) storage.save(next.messages);
    state = next;
    for (const listener of listeners) listener();
  };
  const message = (role: ChatRole, content: string, type: ChatMessage['type'] = 'chat'): ChatMessage => ({
    role,
    content,
    timestamp: now(),
    type,
  });

  const answer = (text: string) => {
    let content: string;
    try {
      content = reply(text).trim();
      if (!content) throw new Error('The reply rules produced no text');
    } catch (error) {
      console.error('Chat reply failed', error);
      content = chatFailureMessage();
    }
    update({ messages: [...state.messages, message('assistant', content)], pending: false });
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send(text) {
      const content = text.trim();
      if (!content || state.pending) return false;
      update({ messages: [...state.messages, message('user', content)], pending: true });
      replyTimer = setTimeout(() => answer(content), replyDelayMs);
      return true;
    },
    greet() {
      if (state.messages.length === 0) update({ ...state, messages: [message('assistant', CHAT_GREETING)] });
    },
    addTranscript(role, content) {
      update({ ...state, messages: [...state.messages, message(role, content, 'transcript')] });
    },
    clear() {
      clearTimeout(replyTimer);
      update({ messages: [message('assistant', CHAT_GREETING)], pending: false });
    },
  };
}
