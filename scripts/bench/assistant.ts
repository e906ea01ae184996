/**
 * npm run bench:assistant: how often the chat's reply is right (cites an expected section, gives the expected
 * intent or the honest limits reply), on three sets reported separately:
 * - the tuned-on legacy set (question-set.ts), written alongside the engine;
 * - the visitor questions' tuning half, the one to tune with: every miss is listed;
 * - the visitor questions' held-out half: only its score, miss count and wrong-page-type count, so a tuner
 *   never sees its questions. `npm run bench:assistant -- --show-held-out` lists its misses too, for the
 *   final evaluation only.
 * A wrong-page-type answer cites another kind of page than the expected one (a news item for a product question).
 */
import { createAnswerEngine } from '../../src/shared/assistant/answer-engine.ts';
import { buildKnowledgeIndex } from '../../src/shared/assistant/knowledge/knowledge-index.ts';
import { knowledgeDocuments } from '../../src/shared/assistant/knowledge/knowledge-documents.ts';
import {
  describeExpectation,
  describeReply,
  pageTypeOf,
  scoreEngine,
  type BenchMiss,
  type BenchResult,
  type ScoredQuestion,
} from '../../src/shared/assistant/quality/bench-score.ts';
import { QUESTION_SET } from '../../src/shared/assistant/quality/question-set.ts';
import { VISITOR_QUESTIONS_HELD_OUT } from '../../src/shared/assistant/quality/visitor-questions-held-out.ts';
import { VISITOR_QUESTIONS_TUNING } from '../../src/shared/assistant/quality/visitor-questions-tuning.ts';

const showHeldOut = process.argv.includes('--show-held-out');
const engine = createAnswerEngine(buildKnowledgeIndex(knowledgeDocuments()));

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

function summary(name: string, result: BenchResult): string {
  const right = result.total - result.misses.length;
  return `${name}: ${right}/${result.total} right (${percent(result.share)}), ${result.misses.length} misses, ${result.wrongPageType} cite the wrong page type`;
}

function describeMiss(miss: BenchMiss): string {
  const kind = miss.kind ? `[${miss.kind}] ` : '';
  const got = describeReply(miss.got);
  const wrongType = miss.wrongPageType && miss.got.source ? `  WRONG PAGE TYPE (${pageTypeOf(miss.got.source.href)})` : '';
  return `  miss: ${kind}"${miss.question}"\n        expected ${describeExpectation(miss.expected)}\n        got ${got}${wrongType}`;
}

function report(name: string, questions: readonly ScoredQuestion[], listMisses: boolean): BenchResult {
  const result = scoreEngine(engine, questions);
  console.info(`\n${summary(name, result)}`);
  if (listMisses) for (const miss of result.misses) console.info(describeMiss(miss));
  return result;
}

report('Tuned-on legacy set (question-set.ts)', QUESTION_SET, true);
const tuning = report('Visitor questions, tuning half', VISITOR_QUESTIONS_TUNING, true);
const heldOut = report('Visitor questions, held-out half', VISITOR_QUESTIONS_HELD_OUT, showHeldOut);
if (!showHeldOut && heldOut.misses.length > 0) {
  console.info('  (held-out misses not listed: run with --show-held-out for the final evaluation only, never while tuning)');
}

const gap = (tuning.share - heldOut.share) * 100;
console.info(
  `\nAim (issue 24): held-out >= 90% (now ${percent(heldOut.share)}), within 3 points of the tuning half ` +
    `(now ${Math.abs(gap).toFixed(1)} points ${gap >= 0 ? 'below' : 'above'} it), 0 wrong-page-type answers (now ${tuning.wrongPageType + heldOut.wrongPageType} on the visitor sets).`,
);
