import type { AnswerEngine, AssistantReply } from '../../../../shared/assistant/answer-engine.ts';
import { questionLocale } from '../../../../shared/assistant/question-locale.ts';
import type { Locale } from '../../../../shared/i18n/locales.ts';
import { track } from '../../../lib/analytics.ts';
import type { ChatResponder } from './chat-store.ts';

export interface ChatResponderOptions {
  /** The local engine over one language's index. */
  loadLocalEngine: (locale: Locale) => Promise<AnswerEngine>;
  /** The live AI through our server, asked to answer in `locale`; null when it is not configured or did not answer. */
  askLive?: (text: string, locale: Locale) => Promise<AssistantReply | null>;
  /** The page's language: the engine prepared up front, and the language of a question whose words do not tell. */
  locale?: Locale;
  /** Told of each question the local engine could not answer from our content (kept for staff, without personal data). */
  reportUnanswered?: (question: string, locale: Locale) => void;
}

export interface PreparedResponder {
  reply: ChatResponder;
  /** Starts loading the local engine, so the first answer does not wait for it. */
  prepare(): void;
}

/**
 * Each question is answered in its own language (a Spanish question on an English page gets a Spanish answer from
 * the Spanish index, loaded then), the page's when its words do not tell. The live AI answers when configured; whenever it cannot (not configured, an error, too slow,
 * rate-limited), the local engine answers instead, and the visitor sees no error. A question the local engine
 * declines is reported (the server keeps live turns' unanswered questions itself).
 */
export function createChatResponder({ loadLocalEngine, askLive, reportUnanswered, locale: pageLocale = 'en' }: ChatResponderOptions): PreparedResponder {
  const engines = new Map<Locale, Promise<AnswerEngine>>();
  const localEngine = (locale: Locale) => {
    if (!engines.has(locale)) {
      engines.set(
        locale,
        loadLocalEngine(locale).catch((error: unknown) => {
          engines.delete(locale);
          throw error;
        }),
      );
    }
    return engines.get(locale)!;
  };
  return {
    prepare: () => void localEngine(pageLocale).catch(() => {}),
    async reply(text) {
      const locale = questionLocale(text, pageLocale);
      const live = await askLive?.(text, locale).catch(() => null);
      if (live) {
        track('question_asked', { answered: true });
        return live;
      }
      const local = (await localEngine(locale))(text);
      track('question_asked', { answered: local.kind !== 'limits' });
      if (local.kind === 'limits') reportUnanswered?.(text, locale);
      return local;
    },
  };
}
