import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../../src/client/prerender.tsx';
import { PUBLIC_ROUTES } from '../../../src/shared/routes.ts';
import { VISITOR_KINDS, type VisitorQuestion } from './visitor-question.ts';
import { VISITOR_QUESTIONS_ES_FRESH_HELD_OUT } from './visitor-questions-es-fresh-held-out.ts';
import { VISITOR_QUESTIONS_ES_TUNING_ROUND_2 } from './visitor-questions-es-tuning-round-2.ts';
import { VISITOR_QUESTIONS_ES_RETIRED_HELD_OUT } from './visitor-questions-es-tuning-retired.ts';
import { VISITOR_QUESTIONS_ES_TUNING } from './visitor-questions-es-tuning.ts';

/*
 * The Spanish visitor sets' own invariants; the engine is not run here (`npm run bench:assistant` scores it).
 * Failure messages name the set, the position and the href, never a question's words: the held-out set's must not be printed.
 */
const SETS: readonly (readonly [string, readonly VisitorQuestion[]])[] = [
  ['es tuning', VISITOR_QUESTIONS_ES_TUNING],
  ['es tuning (retired held-out)', VISITOR_QUESTIONS_ES_RETIRED_HELD_OUT],
  ['es tuning round 2', VISITOR_QUESTIONS_ES_TUNING_ROUND_2],
  ['es fresh held-out', VISITOR_QUESTIONS_ES_FRESH_HELD_OUT],
];
const sourcesOf = (question: VisitorQuestion) => ('source' in question.expect ? (question.expect.source ?? []) : []);
/** Case, accents, "¿" and punctuation do not make a question a different one. */
const normalized = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

describe('the Spanish visitor question sets', () => {
  /** The ids on each rendered English page: the Spanish pages keep the same anchors. */
  const idsOnPage = new Map<string, Set<string>>();

  beforeAll(() => {
    const context = { assets: { stylesheets: [], scripts: [], modulePreloads: [] }, downloadSizes: {} };
    for (const route of PUBLIC_ROUTES) {
      idsOnPage.set(route.path, new Set([...renderPage(route, context).matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!)));
    }
  });

  it('hold about 250 questions in each tuning round and 200 or more held out', () => {
    expect(VISITOR_QUESTIONS_ES_TUNING.length).toBeGreaterThanOrEqual(240);
    expect(VISITOR_QUESTIONS_ES_RETIRED_HELD_OUT.length).toBeGreaterThanOrEqual(190);
    expect(VISITOR_QUESTIONS_ES_TUNING_ROUND_2.length).toBeGreaterThanOrEqual(240);
    expect(VISITOR_QUESTIONS_ES_FRESH_HELD_OUT.length).toBeGreaterThanOrEqual(200);
  });

  it('ask each question once, and none in both sets', () => {
    const seenIn = new Map<string, string>();
    for (const [name, questions] of SETS) {
      questions.forEach((question, position) => {
        const text = normalized(question.question);
        expect(text, `${name} #${position} is empty`).not.toBe('');
        expect(seenIn.get(text), `${name} #${position} is asked already`).toBeUndefined();
        seenIn.set(text, name);
      });
    }
  });

  it('hold every kind in each set, with no kind taking over', () => {
    for (const [name, questions] of SETS) {
      for (const kind of VISITOR_KINDS) {
        const share = questions.filter((question) => question.kind === kind).length / questions.length;
        expect(share, `${name}: ${kind}`).toBeGreaterThanOrEqual(0.07);
        expect(share, `${name}: ${kind}`).toBeLessThanOrEqual(0.15);
      }
    }
  });

  it('expect the limits reply for exactly the questions nothing on the site answers, and a reply or a section for the rest', () => {
    for (const [name, questions] of SETS) {
      questions.forEach((question, position) => {
        const label = `${name} #${position} (${question.kind})`;
        const limits = 'limits' in question.expect;
        expect(limits, label).toBe(question.kind === 'not-on-site');
        if (!limits) expect('intent' in question.expect || sourcesOf(question).length > 0, label).toBe(true);
      });
    }
  });

  it('cite only public pages, and anchors that are on them', () => {
    const wrong = SETS.flatMap(([name, questions]) =>
      questions.flatMap((question, position) =>
        sourcesOf(question)
          .filter((href) => {
            const [path = '', anchor] = href.split('#');
            const ids = idsOnPage.get(path);
            return ids === undefined || (anchor !== undefined && !ids.has(anchor));
          })
          .map((href) => `${name} #${position}: ${href}`),
      ),
    );
    expect(idsOnPage.size).toBe(PUBLIC_ROUTES.length);
    expect(wrong).toEqual([]);
  });

  it('expect a news page only for questions about news and the press', () => {
    for (const [name, questions] of SETS) {
      questions.forEach((question, position) => {
        if (question.kind === 'press') return;
        const news = sourcesOf(question).filter((href) => href === '/news' || href.startsWith('/news#') || href.startsWith('/news/'));
        expect(news, `${name} #${position} (${question.kind})`).toEqual([]);
      });
    }
  });
});
