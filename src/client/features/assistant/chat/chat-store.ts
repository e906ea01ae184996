import type { ChatMessage, ChatRole } from '../../../../shared/assistant/chat-message.ts';
import type { AssistantReply } from '../../../../shared/assistant/answer-engine.ts';
import { asksToBook } from '../../../../shared/assistant/booking-intent.ts';
import { CHAT_WORDS } from '../../../../shared/assistant/chat-words.ts';
import { questionLocale } from '../../../../shared/assistant/question-locale.ts';
import type { Locale } from '../../../../shared/i18n/locales.ts';
import { createConversationStorage, type ConversationStorage } from '../../../lib/conversation-storage.ts';
import { visitorTimeZone } from '../../../components/booking/slot-format.ts';
import { NO_BOOKING, createChatBooking, type BookingApi, type ChatBooking, type ChatBookingActions } from './chat-booking.ts';

/** Spec section 9: the reply is pending for this long, with a typing indicator. */
export const CHAT_REPLY_DELAY_MS = 1000;

export interface ChatState {
  messages: readonly ChatMessage[];
  /** A reply is on its way; sends are refused until it arrives. */
  pending: boolean;
  /** Booking a meeting with sales: the free times on offer, the one chosen, or nothing. */
  booking: ChatBooking;
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
  /** The booking's controls (the free times, the confirm step, the lead form's news). */
  booking: ChatBookingActions;
  /** The visitor's time zone (IANA), in which meeting times are shown. */
  timeZone: string;
}

/** Produces the assistant's answer to the visitor's text, given the conversation before it. */
export type ChatResponder = (text: string, history: readonly ChatMessage[]) => AssistantReply | Promise<AssistantReply>;

export interface ChatStoreOptions {
  storage?: ConversationStorage;
  reply: ChatResponder;
  replyDelayMs?: number;
  now?: () => number;
  bookingApi?: BookingApi;
  /** The visitor's time zone (IANA), in which the free times are shown; the browser's by default. */
  timeZone?: string;
  /** The page's language: the greeting, the failure message and the booking's words. */
  locale?: Locale;
}

/** The responder's answer as the assistant's message, or the failure message when it fails or says nothing. */
async function replyMessage(
  reply: ChatResponder,
  text: string,
  history: readonly ChatMessage[],
  assistantMessage: (content: string) => ChatMessage,
  failureMessage: () => string,
): Promise<ChatMessage> {
  try {
    const answer = await reply(text, history);
    const content = answer.text.trim();
    if (!content) throw new Error('The assistant produced no text');
    return {
      ...assistantMessage(content),
      ...(answer.source ? { source: answer.source } : {}),
      ...(answer.offerDemo ? { offerDemo: true } : {}),
    };
  } catch (error) {
    console.error('Chat reply failed', error);
    return assistantMessage(failureMessage());
  }
}

export function createChatStore({
  storage = createConversationStorage(),
  reply,
  replyDelayMs = CHAT_REPLY_DELAY_MS,
  now = Date.now,
  bookingApi,
  timeZone = visitorTimeZone(),
  locale = 'en',
}: ChatStoreOptions): ChatStore {
  const { chatGreeting: CHAT_GREETING, chatFailureMessage } = CHAT_WORDS[locale];
  let state: ChatState = { messages: storage.load(), pending: false, booking: NO_BOOKING };
  /** Bumped by clear(): a reply to a cleared conversation is dropped. */
  let generation = 0;
  const listeners = new Set<() => void>();

  const update = (next: ChatState) => {
    if (next.messages !== state.messages) storage.save(next.messages);
    state = next;
    for (const listener of listeners) listener();
  };
  const message = (role: ChatRole, content: string, type: ChatMessage['type'] = 'chat'): ChatMessage => ({ role, content, timestamp: now(), type });
  const delay = () => new Promise((resolve) => setTimeout(resolve, replyDelayMs));
  const produce = (text: string, history: readonly ChatMessage[]) => replyMessage(reply, text, history, (content) => message('assistant', content), chatFailureMessage);
  const booking = createChatBooking(
    {
      booking: () => state.booking,
      pending: () => state.pending,
      begin: (next) => update({ ...state, pending: true, booking: next }),
      finish: (content, next) =>
        update({ messages: content === null ? state.messages : [...state.messages, message('assistant', content)], pending: false, booking: next }),
      delay,
      generation: () => generation,
      now,
      storage,
    },
    { api: bookingApi, timeZone, locale },
  );

  const answer = async (text: string, history: readonly ChatMessage[]) => {
    const asked = generation;
    // The typing indicator shows for the spec's full second even when the answer is quicker.
    const [next] = await Promise.all([produce(text, history), delay()]);
    if (asked !== generation) return;
    update({ ...state, messages: [...state.messages, { ...next, timestamp: now() }], pending: false });
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
      // Booking is the chat's own: it wins over the search and the live AI, which never book by themselves.
      if (asksToBook(content, questionLocale(content, locale))) {
        update({ ...state, messages: [...history, message('user', content)] });
        void booking.answerRequest();
        return true;
      }
      // Anything else moves the conversation on: the times on offer (or the booking form) are put away.
      update({ messages: [...history, message('user', content)], pending: true, booking: NO_BOOKING });
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
      booking.forget();
      update({ messages: [message('assistant', CHAT_GREETING)], pending: false, booking: NO_BOOKING });
    },
    booking: booking.actions,
    timeZone,
  };
}
