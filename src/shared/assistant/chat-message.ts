/** A chat message (spec section 3), held in the browser only. Voice transcripts join the same conversation. */
export type ChatRole = 'user' | 'assistant';
export type ChatMessageType = 'chat' | 'transcript';

export interface ChatMessage {
  role: ChatRole;
  content: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  type: ChatMessageType;
}

export function isChatMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return (
    (message.role === 'user' || message.role === 'assistant') &&
    typeof message.content === 'string' &&
    typeof message.timestamp === 'number' &&
    (message.type === 'chat' || message.type === 'transcript')
  );
}
