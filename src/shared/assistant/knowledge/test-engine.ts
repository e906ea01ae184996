import type { Locale } from '../../i18n/locales.ts';
import { createAnswerEngine, type AnswerEngine } from '../answer-engine.ts';
import { knowledgeDocuments } from './knowledge-documents.ts';
import { buildKnowledgeIndex } from './knowledge-index.ts';

const engines = new Map<Locale, AnswerEngine>();

/** The engine over an index built in-process from the same documents the build indexes (tests, bench). */
export function inProcessAnswerEngine(locale: Locale = 'en'): AnswerEngine {
  if (!engines.has(locale)) engines.set(locale, createAnswerEngine(buildKnowledgeIndex(knowledgeDocuments(locale), locale), locale));
  return engines.get(locale)!;
}
