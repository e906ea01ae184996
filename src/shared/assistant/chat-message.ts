/** A chat message (spec section 3), held in the browser only. Voice transcripts join the same conversation. */
export type ChatRole = 'user' | 'assistant';
export type ChatMessageType = 'chat' | 'transcript';

export interface ChatMessage {
  role: ChatRole;
  content: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  type: ChatMessageType;
  /** The page section an answer was taken from, shown as "More: <title>". */
  source?: { title: string; href: string };
  /** The reply invites the visitor to request a demo: it shows the form link and the inline form. */
  offerDemo?: boolean;
}

const isSource = (value: unknown): value is ChatMessage['source'] => {
  const source = value as Record<string, unknown> | null;
  // Only our own pages: a stored link can never point elsewhere.
  return typeof source === 'object' && source !== null && typeof source.title === 'string' && typeof source.href === 'string' && /^\/(?!\/)/.test(source.href);
};

export function isChatMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return (
    (message.role === 'user' || message.role === 'assistant') &&
    typeof message.content === 'string' &&
    typeof message.timestamp === 'number' &&
    (message.type === 'chat' || message.type === 'transcript') &&
    (message.source === undefined || isSource(message.source)) &&
    (message.offerDemo === undefined || typeof message.offerDemo === 'boolean')
  );
}
