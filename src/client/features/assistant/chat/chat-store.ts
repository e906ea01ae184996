import type { ChatMessage, ChatRole } from '../../../../shared/assistant/chat-message.ts';
import type { AssistantReply } from '../../../../shared/assistant/answer-engine.ts';
import { CHAT_GREETING, chatFailureMessage } from '../../../../shared/assistant/chat-rules.ts';
import { createConversationStorage, type ConversationStorage } from '../../../lib/conversation-storage.ts';

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

/** Produces the assistant's answer to the visitor's text, given the conversation before it. */
export type ChatResponder = (text: string, history: readonly ChatMessage[]) => AssistantReply | Promise<AssistantReply>;

export interface ChatStoreOptions {
  storage?: ConversationStorage;
  reply: ChatResponder;
  replyDelayMs?: number;
  now?: () => number;
}

export function createChatStore({
  storage = createConversationStorage(),
  reply,
  replyDelayMs = CHAT_REPLY_DELAY_MS,
  now = Date.now,
}: ChatStoreOptions): ChatStore {
  let state: ChatState = { messages: storage.load(), pending: false };
  /** Bumped by clear(): a reply to a cleared conversation is dropped. */
  let generation = 0;
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

  const delay = () => new Promise((resolve) => setTimeout(resolve, replyDelayMs));
  const produce = async (text: string, history: readonly ChatMessage[]): Promise<ChatMessage> => {
    try {
      const answer = await reply(text, history);
      const content = answer.text.trim();
      if (!content) throw new Error('The assistant produced no text');
      return {
        ...message('assistant', content),
        ...(answer.source ? { source: answer.source } : {}),
        ...(answer.offerDemo ? { offerDemo: true } : {}),
      };
    } catch (error) {
      console.error('Chat reply failed', error);
      return message('assistant', chatFailureMessage());
    }
  };
  const answer = async (text: string, history: readonly ChatMessage[]) => {
    const asked = generation;
    // The typing indicator shows for the spec's full second even when the answer is quicker.
    const [next] = await Promise.all([produce(text, history), delay()]);
    if (asked !== generation) return;
    update({ messages: [...state.messages, { ...next, timestamp: now() }], pending: false });
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
      const history = state.messages;
      update({ messages: [...history, message('user', content)], pending: true });
      void answer(content, history);
      return true;
    },
    greet() {
      if (state.messages.length === 0) update({ ...state, messages: [message('assistant', CHAT_GREETING)] });
    },
    addTranscript(role, content) {
      update({ ...state, messages: [...state.messages, message(role, content, 'transcript')] });
    },
    clear() {
      generation += 1;
      storage.startOver?.();
      update({ messages: [message('assistant', CHAT_GREETING)], pending: false });
    },
  };
}
