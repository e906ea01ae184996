import type { AnswerEngine } from '../../../../shared/assistant/answer-engine.ts';

/**
 * The local answer engine and the site's index, built by scripts/build/assistant-index-plugin.ts.
 * Imported on the chat's first open (never with the page): the index is the bulk of this chunk.
 */
export async function loadAnswerEngine(): Promise<AnswerEngine> {
  const [{ default: serializedIndex }, { createAnswerEngine }, { loadKnowledgeIndex }] = await Promise.all([
    import('virtual:assistant-index'),
    import('../../../../shared/assistant/answer-engine.ts'),
    import('../../../../shared/assistant/knowledge/knowledge-index.ts'),
  ]);
  return createAnswerEngine(loadKnowledgeIndex(serializedIndex));
}
