import { TRANSCRIPT_LIMITS, type TranscriptEntry } from '../leads/lead-schema.ts';
import type { ChatMessage } from './chat-message.ts';

/** The conversation as a lead's transcript: the latest messages, each within the length cap. */
export function transcriptOf(messages: readonly ChatMessage[]): TranscriptEntry[] {
  return messages.slice(-TRANSCRIPT_LIMITS.messages).map((message) => ({
    role: message.role,
    content: message.content.slice(0, TRANSCRIPT_LIMITS.chars),
    timestamp: Math.max(0, Math.round(message.timestamp)),
  }));
}

/** A conversation worth attaching: the visitor said something (the greeting alone is not one). */
export function hasVisitorMessages(messages: readonly ChatMessage[]): boolean {
  return messages.some((message) => message.role === 'user');
}
