import type { AnswerEngine, AssistantReply } from '../../../../shared/assistant/answer-engine.ts';
import { track } from '../../../lib/analytics.ts';
import type { ChatResponder } from './chat-store.ts';

export interface ChatResponderOptions {
  loadLocalEngine: () => Promise<AnswerEngine>;
  /** The live AI through our server; null when it is not configured or did not answer. */
  askLive?: (text: string) => Promise<AssistantReply | null>;
  /** Told of each question the local engine could not answer from our content (kept for staff, without personal data). */
  reportUnanswered?: (question: string) => void;
}

export interface PreparedResponder {
  reply: ChatResponder;
  /** Starts loading the local engine, so the first answer does not wait for it. */
  prepare(): void;
}

/**
 * The live AI answers when configured; whenever it cannot (not configured, an error, too slow,
 * rate-limited), the local engine answers instead, and the visitor sees no error. A question the local engine
 * declines is reported (the server keeps live turns' unanswered questions itself).
 */
export function createChatResponder({ loadLocalEngine, askLive, reportUnanswered }: ChatResponderOptions): PreparedResponder {
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
      if (live) {
        track('question_asked', { answered: true });
        return live;
      }
      const local = (await localEngine())(text);
      track('question_asked', { answered: local.kind !== 'limits' });
      if (local.kind === 'limits') reportUnanswered?.(text);
      return local;
    },
  };
}
