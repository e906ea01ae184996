import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { knowledgeDocuments } from '../../../src/shared/assistant/knowledge/knowledge-documents.ts';
import { pageTypeOf } from './bench-score.ts';
import { QUESTION_SET } from './question-set.ts';
import { UNINDEXED_PAGE_SECTIONS, VISITOR_KINDS, type VisitorQuestion } from './visitor-question.ts';
import { VISITOR_QUESTIONS_TUNING } from './visitor-questions-tuning.ts';
import { VISITOR_QUESTIONS_RETIRED_HELD_OUT } from './visitor-questions-tuning-retired.ts';
import { VISITOR_QUESTIONS_TUNING_ROUND_2 } from './visitor-questions-tuning-round-2.ts';

/*
 * The visitor sets' own invariants; the engine is not run here (`npm run bench:assistant` scores it).
 * Failure messages name the set, the position and the href, not a question's words (a held-out set's must never be printed).
 */
const SETS: readonly (readonly [string, readonly VisitorQuestion[]])[] = [
  ['tuning', VISITOR_QUESTIONS_TUNING],
  ['tuning (retired held-out)', VISITOR_QUESTIONS_RETIRED_HELD_OUT],
  ['tuning round 2', VISITOR_QUESTIONS_TUNING_ROUND_2],
];
const ALL = [...VISITOR_QUESTIONS_TUNING, ...VISITOR_QUESTIONS_RETIRED_HELD_OUT, ...VISITOR_QUESTIONS_TUNING_ROUND_2];
const sourcesOf = (question: VisitorQuestion) => ('source' in question.expect ? (question.expect.source ?? []) : []);
const normalized = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
const REPO_ROOT = new URL('../../../', import.meta.url);

describe('the visitor question sets', () => {
  it('hold at least 160 questions each', () => {
    expect(VISITOR_QUESTIONS_TUNING.length).toBeGreaterThanOrEqual(160);
    expect(VISITOR_QUESTIONS_RETIRED_HELD_OUT.length).toBeGreaterThanOrEqual(160);
    expect(VISITOR_QUESTIONS_TUNING_ROUND_2.length).toBeGreaterThanOrEqual(160);
  });

  it('name only sections the knowledge index holds, or listed page sections it does not hold yet', () => {
    const indexed = new Set(knowledgeDocuments().map((document) => document.href));
    const unknown = SETS.flatMap(([name, questions]) =>
      questions.flatMap((question, position) =>
        sourcesOf(question)
          .filter((href) => !indexed.has(href) && !(href in UNINDEXED_PAGE_SECTIONS))
          .map((href) => `${name} #${position}: ${href}`),
      ),
    );
    expect(unknown).toEqual([]);
  });

  it('list as not yet indexed only real page anchors that the index indeed lacks', () => {
    const indexed = new Set(knowledgeDocuments().map((document) => document.href));
    for (const [href, { page }] of Object.entries(UNINDEXED_PAGE_SECTIONS)) {
      expect(indexed.has(href), `${href} is indexed now: take it off UNINDEXED_PAGE_SECTIONS`).toBe(false);
      const anchor = href.split('#')[1]!;
      const source = readFileSync(fileURLToPath(new URL(page, REPO_ROOT)), 'utf8');
      expect(source, `${page} has no "${anchor}" anchor`).toContain(`"${anchor}"`);
    }
  });

  it('give every question a right answer to look for', () => {
    for (const [name, questions] of SETS) {
      questions.forEach((question, position) => {
        const { expect: expectation } = question;
        const answerable = 'limits' in expectation || expectation.intent !== undefined || (expectation.source?.length ?? 0) > 0;
        expect(answerable, `${name} #${position}`).toBe(true);
      });
    }
  });

  it('are new questions, each asked once', () => {
    const legacy = new Set(QUESTION_SET.map((question) => normalized(question.question)));
    const seen = new Set<string>();
    for (const [name, questions] of SETS) {
      questions.forEach((question, position) => {
        const text = normalized(question.question);
        expect(legacy.has(text), `${name} #${position} copies the legacy set`).toBe(false);
        expect(seen.has(text), `${name} #${position} is asked twice`).toBe(false);
        seen.add(text);
      });
    }
  });

  // The first two files were one set split in half; round 2 leans on the weak kinds on purpose, so it is not part of the split.
  it('are split evenly by kind between the first two tuning files', () => {
    for (const kind of VISITOR_KINDS) {
      const tuning = VISITOR_QUESTIONS_TUNING.filter((question) => question.kind === kind).length;
      const retired = VISITOR_QUESTIONS_RETIRED_HELD_OUT.filter((question) => question.kind === kind).length;
      expect(tuning + retired, kind).toBeGreaterThan(0);
      expect(Math.abs(tuning - retired), kind).toBeLessThanOrEqual(1);
    }
  });

  it('expect a news page only for questions about news and the press', () => {
    for (const [name, questions] of SETS) {
      questions.forEach((question, position) => {
        if (question.kind === 'press') return;
        const news = sourcesOf(question).filter((href) => pageTypeOf(href) === 'news');
        expect(news, `${name} #${position} (${question.kind})`).toEqual([]);
      });
    }
  });

  it('keep about one in ten questions that nothing on the site answers', () => {
    const limits = ALL.filter((question) => 'limits' in question.expect).length / ALL.length;
    expect(limits).toBeGreaterThanOrEqual(0.07);
    expect(limits).toBeLessThanOrEqual(0.11);
    for (const question of ALL) expect('limits' in question.expect).toBe(question.kind === 'not-on-site');
  });
});
