/** npm run bench:assistant: how often the chat's top answer cites the right source. */
import { createAnswerEngine } from '../../src/shared/assistant/answer-engine.ts';
import { buildKnowledgeIndex } from '../../src/shared/assistant/knowledge/knowledge-index.ts';
import { knowledgeDocuments } from '../../src/shared/assistant/knowledge/knowledge-documents.ts';
import { scoreEngine } from '../../src/shared/assistant/quality/bench-score.ts';
import { QUESTION_SET } from '../../src/shared/assistant/quality/question-set.ts';

const engine = createAnswerEngine(buildKnowledgeIndex(knowledgeDocuments()));
const { share, misses } = scoreEngine(engine, QUESTION_SET);
for (const miss of misses) {
  const got = miss.got.kind === 'answer' ? miss.got.source?.href : (miss.got.intent ?? miss.got.kind);
  console.info(`miss: "${miss.question}" expected ${JSON.stringify(miss.expected)}, got ${got}`);
}
console.info(`${QUESTION_SET.length - misses.length}/${QUESTION_SET.length} questions cite the right source: ${(share * 100).toFixed(1)}%`);
