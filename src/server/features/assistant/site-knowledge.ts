import { createAnswerEngine, createPassageRetriever, type AnswerEngine, type PassageRetriever } from '../../../shared/assistant/answer-engine.ts';
import { knowledgeDocuments } from '../../../shared/assistant/knowledge/knowledge-documents.ts';
import { buildKnowledgeIndex } from '../../../shared/assistant/knowledge/knowledge-index.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';

export interface SiteKnowledge {
  /** The chat's own answer, as the browser's local engine gives it. */
  answer: AnswerEngine;
  /** The sections that answer a question, best first: what grounds the live AI. */
  retrieve: PassageRetriever;
}

const knowledge = new Map<Locale, SiteKnowledge>();

/**
 * The same index the browser's chat loads for a language, built from the same content on first use (~40 ms, ~2 MB
 * each), so the server's grounding and the browser's answers never disagree about what the site says.
 */
export function siteKnowledge(locale: Locale = 'en'): SiteKnowledge {
  let found = knowledge.get(locale);
  if (!found) {
    const index = buildKnowledgeIndex(knowledgeDocuments(locale), locale);
    found = { answer: createAnswerEngine(index, locale), retrieve: createPassageRetriever(index, locale) };
    knowledge.set(locale, found);
  }
  return found;
}
