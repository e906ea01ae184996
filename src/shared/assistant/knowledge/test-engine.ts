import { createAnswerEngine, type AnswerEngine } from '../answer-engine.ts';
import { knowledgeDocuments } from './knowledge-documents.ts';
import { buildKnowledgeIndex } from './knowledge-index.ts';

let engine: AnswerEngine | undefined;

/** The engine over an index built in-process from the same documents the build indexes (tests, bench). */
export function inProcessAnswerEngine(): AnswerEngine {
  engine ??= createAnswerEngine(buildKnowledgeIndex(knowledgeDocuments()));
  return engine;
}
