import { LOCALES } from '../i18n/locales.ts';
import { z } from '../zod.ts';
import { CONVERSATION_TOKEN_PATTERN, LIVE_CHAT_LIMITS } from './live-chat.ts';

/** A live conversation's token, as the browser sends it back with a chat turn or a lead. */
export const conversationTokenSchema = z.string().regex(CONVERSATION_TOKEN_PATTERN, 'Not a conversation token');

/** The body of POST /api/assistant/chat, checked by the server (kept apart so the chat chunk has no zod). */
export const liveChatRequestSchema = z.object({
  message: z.string().trim().min(1, 'Required').max(LIVE_CHAT_LIMITS.messageChars, `Must be ${LIVE_CHAT_LIMITS.messageChars} characters or fewer`),
  /** Continues the conversation the server started for this browser; without it (or unknown), a new one starts. */
  conversationToken: conversationTokenSchema.optional(),
  /** The language to answer in: the question's, or the page's when its words do not tell (English when absent). */
  language: z.enum(LOCALES).optional(),
});

/** The body of POST /api/assistant/unanswered: a question the browser's chat could not answer from our content. */
export const unansweredQuestionSchema = z.object({
  question: z.string().trim().min(1, 'Required').max(LIVE_CHAT_LIMITS.messageChars, `Must be ${LIVE_CHAT_LIMITS.messageChars} characters or fewer`),
  language: z.enum(LOCALES).optional(),
});

export type LiveChatRequest = z.input<typeof liveChatRequestSchema>;
