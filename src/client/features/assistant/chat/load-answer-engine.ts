import type { AnswerEngine } from '../../../../shared/assistant/answer-engine.ts';
import type { Locale } from '../../../../shared/i18n/locales.ts';

/** Each language's index in its own chunk: a page loads its language's, and the other only for a question asked in it. */
const INDEX_CHUNKS: Readonly<Record<Locale, () => Promise<{ default: string }>>> = {
  en: () => import('virtual:assistant-index-en'),
  es: () => import('virtual:assistant-index-es'),
};

/**
 * The local answer engine over one language's index, built by scripts/build/assistant-index-plugin.ts.
 * Imported on the chat's first open (never with the page): the index is the bulk of this chunk.
 */
export async function loadAnswerEngine(locale: Locale): Promise<AnswerEngine> {
  const [{ default: serializedIndex }, { createAnswerEngine }, { loadKnowledgeIndex }] = await Promise.all([
    INDEX_CHUNKS[locale](),
    import('../../../../shared/assistant/answer-engine.ts'),
    import('../../../../shared/assistant/knowledge/knowledge-index.ts'),
  ]);
  return createAnswerEngine(loadKnowledgeIndex(serializedIndex, locale), locale);
}
