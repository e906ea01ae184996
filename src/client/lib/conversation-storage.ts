import { isChatMessage, type ChatMessage } from '../../shared/assistant/chat-message.ts';
import type { BookingPass } from '../../shared/booking/booking-schema.ts';
import { sessionStorageOrNull, type StorageLike } from './session-storage.ts';

/** The conversation survives navigation and reloads within the browser session, and no longer. */
export const CONVERSATION_KEY = 'assistant-conversation';
/** Keeps sessionStorage small however long the visitor chats. */
export const MAX_STORED_MESSAGES = 200;

/** The token of this tab's live conversation, as the server issued it (see conversation-token.ts). */
export const CONVERSATION_TOKEN_KEY = 'assistant-live-conversation';

/** The booking pass of the lead this conversation made, kept with it so a reload still books for that lead. */
export const BOOKING_PASS_KEY = 'assistant-booking-pass';

/** A lead's booking pass as the chat keeps it, with the e-mail address the invitation goes to (when the lead gave one). */
export interface ChatBookingPass extends BookingPass {
  email?: string;
}

export interface ConversationStorage {
  load(): ChatMessage[];
  save(messages: readonly ChatMessage[]): void;
  /** The conversation's booking pass, while it is valid; null once it has expired or when there is none. */
  loadBookingPass?(now: number): ChatBookingPass | null;
  saveBookingPass?(pass: ChatBookingPass | null): void;
  /** "Clear conversation": the live AI's conversation and the booking pass are forgotten too, so what follows starts afresh. */
  startOver?(): void;
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
    loadBookingPass(now) {
      try {
        const pass = JSON.parse(storage?.getItem(BOOKING_PASS_KEY) ?? 'null') as unknown;
        return isChatBookingPass(pass) && Date.parse(pass.expiresAt) > now ? pass : null;
      } catch {
        return null;
      }
    },
    saveBookingPass(pass) {
      try {
        if (pass) storage?.setItem(BOOKING_PASS_KEY, JSON.stringify(pass));
        else storage?.removeItem?.(BOOKING_PASS_KEY);
      } catch {
        // Without storage the pass lasts as long as the page.
      }
    },
    startOver() {
      try {
        storage?.removeItem?.(CONVERSATION_TOKEN_KEY);
        storage?.removeItem?.(BOOKING_PASS_KEY);
      } catch {
        // Blocked storage held no token either.
      }
    },
  };
}

/** What bookingTokenSchema accepts, without zod in the pages that only read the conversation. */
const BOOKING_TOKEN_PATTERN = /^[\w.-]{1,200}$/;

function isChatBookingPass(value: unknown): value is ChatBookingPass {
  const pass = value as Record<string, unknown> | null;
  return (
    typeof pass === 'object' &&
    pass !== null &&
    typeof pass.token === 'string' &&
    BOOKING_TOKEN_PATTERN.test(pass.token) &&
    typeof pass.expiresAt === 'string' &&
    (pass.email === undefined || typeof pass.email === 'string')
  );
}
