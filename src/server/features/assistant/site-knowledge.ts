import { createAnswerEngine, createPassageRetriever, type AnswerEngine, type PassageRetriever } from '../../../shared/assistant/answer-engine.ts';
import { knowledgeDocuments } from '../../../shared/assistant/knowledge/knowledge-documents.ts';
import { buildKnowledgeIndex } from '../../../shared/assistant/knowledge/knowledge-index.ts';

export interface SiteKnowledge {
  /** The chat's own answer, as the browser's local engine gives it. */
  answer: AnswerEngine;
  /** The sections that answer a question, best first: what grounds the live AI. */
  retrieve: PassageRetriever;
}

let knowledge: SiteKnowledge | undefined;

/**
 * The same index the browser's chat loads, built from the same content on first use (~40 ms, ~2 MB), so the
 * server's grounding and the browser's answers never disagree about what the site says.
 */
export function siteKnowledge(): SiteKnowledge {
  if (!knowledge) {
    const index = buildKnowledgeIndex(knowledgeDocuments());
    knowledge = { answer: createAnswerEngine(index), retrieve: createPassageRetriever(index) };
  }
  return knowledge;
}
