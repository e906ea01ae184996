import type { AnswerEngine, AssistantReply } from '../../../src/shared/assistant/answer-engine.ts';
import { INTENT_SOURCES } from '../../../src/shared/assistant/chat-rules.ts';
import type { ChatIntent, ChatTopic } from '../../../src/shared/assistant/intents.ts';
import { splitLocalizedPath } from '../../../src/shared/i18n/locales.ts';
import type { VisitorExpectation } from './visitor-question.ts';

/**
 * Scoring for `npm run bench:assistant`: whether a reply is right for a question (the expected intent, a
 * cited section from the expected list, or the limits reply), and whether a wrong reply also cites the
 * wrong kind of page (a news item for a product question, a legal clause for an investor question).
 */

/** The legacy set's Expectation and the visitor sets' VisitorExpectation both fit here. */
export type BenchExpectation = VisitorExpectation;

export interface ScoredQuestion {
  question: string;
  expect: BenchExpectation;
  /** The visitor sets' kind of question, carried into the misses for the report. */
  kind?: string;
}

/** The kind of page a section belongs to, from its href. */
export type PageType = 'home' | 'product' | 'legal' | 'investors' | 'news' | 'other';

export function pageTypeOf(href: string): PageType {
  const path = splitLocalizedPath(href.split(/[#?]/)[0]!).path.replace(/\/+$/, '');
  if (path === '') return 'home';
  if (path === '/solutions' || path.startsWith('/solutions/')) return 'product';
  if (path === '/privacy' || path === '/terms') return 'legal';
  if (path === '/investors' || path.startsWith('/investors/')) return 'investors';
  if (path === '/news' || path.startsWith('/news/')) return 'news';
  return 'other';
}

/**
 * Page types that are the same kind of page for the wrong-page-type count: the home page's sections
 * summarise the offer that /solutions details, so citing one for the other is a miss, not a wrong page type.
 */
const PAGE_FAMILY: Readonly<Record<PageType, string>> = {
  home: 'offer',
  product: 'offer',
  legal: 'legal',
  investors: 'investors',
  news: 'news',
  other: 'other',
};

const TOPICS = new Set<ChatIntent>(Object.keys(INTENT_SOURCES) as ChatTopic[]);

function intentsOf(expect: BenchExpectation): readonly ChatIntent[] {
  if ('limits' in expect || expect.intent === undefined) return [];
  return typeof expect.intent === 'string' ? [expect.intent] : expect.intent;
}

function sourcesOf(expect: BenchExpectation): readonly string[] {
  return 'limits' in expect ? [] : (expect.source ?? []);
}

/**
 * The page types a right reply cites: those of the expected sections, and for an expected intent, the
 * type of the page its fixed reply links (pricing and services: /solutions; demo and contact: the home
 * page's form). Empty for the limits reply, greetings and thanks, which cite nothing.
 */
export function expectedPageTypes(expect: BenchExpectation): ReadonlySet<PageType> {
  const hrefs = [
    ...sourcesOf(expect),
    ...intentsOf(expect)
      .filter((intent) => TOPICS.has(intent))
      .map((intent) => INTENT_SOURCES[intent as ChatTopic].href),
  ];
  return new Set(hrefs.map(pageTypeOf));
}

export function meetsExpectation(reply: AssistantReply, expect: BenchExpectation): boolean {
  if ('limits' in expect) return reply.kind === 'limits';
  if (reply.intent !== undefined && intentsOf(expect).includes(reply.intent)) return true;
  return reply.kind === 'answer' && reply.source !== undefined && sourcesOf(expect).includes(reply.source.href);
}

/**
 * A wrong reply that cites a page of another kind than every expected one: a news item for a product
 * question, the terms for an investor question. A reply that cites nothing (limits) or a question that
 * expects no page (limits, greeting) never counts.
 */
export function citesWrongPageType(reply: AssistantReply, expect: BenchExpectation): boolean {
  if (meetsExpectation(reply, expect) || reply.source === undefined) return false;
  const expected = new Set([...expectedPageTypes(expect)].map((type) => PAGE_FAMILY[type]));
  return expected.size > 0 && !expected.has(PAGE_FAMILY[pageTypeOf(reply.source.href)]);
}

export interface BenchMiss {
  question: string;
  kind?: string;
  expected: BenchExpectation;
  got: AssistantReply;
  /** The reply cites a page of another type than the expected one(s). */
  wrongPageType: boolean;
}

export interface BenchResult {
  total: number;
  /** Share of questions answered right, 0..1. */
  share: number;
  misses: BenchMiss[];
  /** How many misses cite the wrong page type. */
  wrongPageType: number;
}

/** The share of questions whose reply cites an expected source (or gives the expected intent, or the limits reply). */
export function scoreEngine(engine: AnswerEngine, questions: readonly ScoredQuestion[]): BenchResult {
  const misses: BenchMiss[] = [];
  for (const { question, expect, kind } of questions) {
    const reply = engine(question);
    if (meetsExpectation(reply, expect)) continue;
    misses.push({ question, ...(kind === undefined ? {} : { kind }), expected: expect, got: reply, wrongPageType: citesWrongPageType(reply, expect) });
  }
  return {
    total: questions.length,
    share: questions.length === 0 ? 0 : (questions.length - misses.length) / questions.length,
    misses,
    wrongPageType: misses.filter((miss) => miss.wrongPageType).length,
  };
}

/** How a reply reads in a report: the cited href, else the intent, else its kind. */
export function describeReply(reply: AssistantReply): string {
  if (reply.kind === 'answer' && reply.source) return reply.source.href;
  if (reply.kind === 'limits') return 'limits';
  return reply.intent ? `intent ${reply.intent}${reply.source ? ` (${reply.source.href})` : ''}` : reply.kind;
}

/** How an expectation reads in a report. */
export function describeExpectation(expect: BenchExpectation): string {
  if ('limits' in expect) return 'limits';
  const parts = [...intentsOf(expect).map((intent) => `intent ${intent}`), ...sourcesOf(expect)];
  return parts.join(' | ');
}
