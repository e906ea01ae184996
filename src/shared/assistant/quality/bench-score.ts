import type { AnswerEngine, AssistantReply } from '../answer-engine.ts';
import type { BenchQuestion, Expectation } from './question-set.ts';

export function meetsExpectation(reply: AssistantReply, expect: Expectation): boolean {
  if ('limits' in expect) return reply.kind === 'limits';
  if ('intent' in expect) return reply.intent === expect.intent;
  return reply.kind === 'answer' && reply.source !== undefined && expect.source.includes(reply.source.href);
}

export interface BenchResult {
  share: number;
  misses: { question: string; expected: Expectation; got: AssistantReply }[];
}

/** The share of questions whose top answer cites the expected source (or intent, or limits). */
export function scoreEngine(engine: AnswerEngine, questions: readonly BenchQuestion[]): BenchResult {
  const misses: BenchResult['misses'] = [];
  for (const { question, expect } of questions) {
    const reply = engine(question);
    if (!meetsExpectation(reply, expect)) misses.push({ question, expected: expect, got: reply });
  }
  return { share: (questions.length - misses.length) / questions.length, misses };
}
