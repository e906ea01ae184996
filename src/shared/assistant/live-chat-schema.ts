import { z } from '../zod.ts';
import { LIVE_CHAT_LIMITS } from './live-chat.ts';

/** The body of POST /api/assistant/chat, checked by the server (kept apart so the chat chunk has no zod). */
export const liveChatRequestSchema = z.object({
  message: z.string().trim().min(1, 'Required').max(LIVE_CHAT_LIMITS.messageChars, `Must be ${LIVE_CHAT_LIMITS.messageChars} characters or fewer`),
  /** The provider's id of the previous turn, which chains the conversation. */
  previousChatId: z
    .string()
    .max(LIVE_CHAT_LIMITS.chatIdChars)
    .regex(/^[\w-]+$/, 'Not a chat id')
    .optional(),
});

export type LiveChatRequest = z.input<typeof liveChatRequestSchema>;
