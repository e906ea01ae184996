import type { AnswerEngine, AssistantReply } from '../../../../shared/assistant/answer-engine.ts';
import type { ChatResponder } from './chat-store.ts';

export interface ChatResponderOptions {
  loadLocalEngine: () => Promise<AnswerEngine>;
  /** The live AI through our server; null when it is not configured or did not answer. */
  askLive?: (text: string) => Promise<AssistantReply | null>;
}

export interface PreparedResponder {
  reply: ChatResponder;
  /** Starts loading the local engine, so the first answer does not wait for it. */
  prepare(): void;
}

/**
 * The live AI answers when configured; whenever it cannot (not configured, an error, too slow,
 * rate-limited), the local engine answers instead, and the visitor sees no error.
 */
export function createChatResponder({ loadLocalEngine, askLive }: ChatResponderOptions): PreparedResponder {
  let local: Promise<AnswerEngine> | undefined;
  const localEngine = () => {
    local ??= loadLocalEngine().catch((error: unknown) => {
      local = undefined;
      throw error;
    });
    return local;
  };
  return {
    prepare: () => void localEngine().catch(() => {}),
    async reply(text) {
      const live = await askLive?.(text).catch(() => null);
      return live ?? (await localEngine())(text);
    },
  };
}
