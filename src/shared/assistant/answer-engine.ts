import MiniSearch from 'minisearch';
import { GREETING_REPLY, INTENT_REPLIES, INTENT_SOURCES, LIMITS_REPLY, THANKS_REPLY } from './chat-rules.ts';
import { recognizeIntent, searchFirst, type ChatIntent } from './intents.ts';
import { askedFacts, choosePassages, holdsFact, type FactKind } from './knowledge/fact-passages.ts';
import type { KnowledgeIndex } from './knowledge/knowledge-index.ts';
import { asksAboutNews, isNewsHref, pageWeight } from './knowledge/page-weight.ts';
import { editDistance, expandQuestion, type Lexicon } from './knowledge/query-expansion.ts';
import { coverageOf, isRelevant } from './knowledge/relevance.ts';
import { termsOf } from './knowledge/text-processing.ts';

export interface ReplySource {
  title: string;
  href: string;
}

/** What the assistant says, where it comes from and whether it offers a demo. */
export interface AssistantReply {
  text: string;
  /** intent: a fixed reply; answer: quoted from content; limits: an honest "not here"; live: the provider's AI. */
  kind: 'intent' | 'answer' | 'limits' | 'live';
  intent?: ChatIntent;
  source?: ReplySource;
  /** The reply invites the visitor to the demo form (a link, and the inline form in the chat). */
  offerDemo: boolean;
}

export type AnswerEngine = (question: string) => AssistantReply;

/** How many of the search's best sections are ranked again by how much of the question they cover. */
const RERANKED = 20;
/** Among sections scoring at least this share of the best, one that holds the asked fact wins... */
const CLOSE_MATCH = 0.6;
/** ...by this factor. */
const FACT_BONUS = 1.5;

const limits = (intent?: ChatIntent): AssistantReply => ({ text: LIMITS_REPLY, kind: 'limits', intent, offerDemo: true });

interface Result {
  score: number;
  queryTerms: string[];
  title: string;
  href: string;
  passages: string[];
}

/**
 * The best section: ranked by its search score times the share of the question's words it matches (so a
 * section that answers the whole question beats one that matches one word and its synonyms many times),
 * preferring among close matches one whose passages hold the fact the question asks for; none when the
 * question needs a fact (a count) that no close match holds.
 */
function bestOf(results: readonly Result[], groups: readonly (readonly string[])[], facts: readonly FactKind[]): Result | undefined {
  const ranked = results
    .slice(0, RERANKED)
    .map((result) => ({ result, rank: result.score * coverageOf(groups, result.queryTerms) }))
    .sort((a, b) => b.rank - a.rank);
  const top = ranked[0];
  if (!top) return undefined;
  const close = ranked.filter((entry) => entry.rank >= top.rank * CLOSE_MATCH);
  const holds = (entry: { result: Result }, kinds: readonly FactKind[]) => entry.result.passages.some((passage) => holdsFact(passage, kinds));
  const required = facts.filter((fact) => fact.required);
  if (required.length > 0 && !close.some((entry) => holds(entry, required))) return undefined;
  const weigh = (entry: { result: Result; rank: number }) => entry.rank * (facts.length > 0 && holds(entry, facts) ? FACT_BONUS : 1);
  return close.reduce((best, entry) => (weigh(entry) > weigh(best) ? entry : best)).result;
}

/** Whether a word of the question (with its expansions) matches one of the best news items and no other section. */
function namesNewsOnly(results: readonly Result[], groups: readonly (readonly string[])[]): boolean {
  const inNews = new Set(results.slice(0, RERANKED).filter((result) => isNewsHref(result.href)).flatMap((result) => result.queryTerms));
  const elsewhere = new Set(results.filter((result) => !isNewsHref(result.href)).flatMap((result) => result.queryTerms));
  return groups.some((group) => group.some((term) => inNews.has(term)) && !group.some((term) => elsewhere.has(term)));
}

/**
 * The index's own words, for reading a question (query-expansion.ts): known terms, and the likeliest meaning
 * of a typo, looked up in the words of every stored passage and title (gathered once, when the engine is made).
 */
export function lexiconOf(index: KnowledgeIndex): Lexicon {
  const known = new Map<string, boolean>();
  const counts = new Map<string, number>();
  for (const result of index.search(MiniSearch.wildcard)) {
    for (const term of [...termsOf(result.title as string), ...(result.passages as string[]).flatMap(termsOf)]) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  return {
    isKnown(term) {
      if (!known.has(term)) known.set(term, index.search(term, { fuzzy: false, prefix: false, processTerm: (same) => same }).length > 0);
      return known.get(term)!;
    },
    closest(term) {
      const max = term.length >= 9 ? 2 : 1;
      let best: { term: string; distance: number; count: number } | undefined;
      for (const [candidate, count] of counts) {
        if (Math.abs(candidate.length - term.length) > max) continue;
        const distance = editDistance(term, candidate, max);
        if (distance <= max && (!best || distance < best.distance || (distance === best.distance && count > best.count))) best = { term: candidate, distance, count };
      }
      return best?.term;
    },
  };
}

function intentReply(intent: ChatIntent): AssistantReply {
  if (intent === 'off-topic') return limits(intent);
  if (intent === 'greeting') return { text: GREETING_REPLY, kind: 'intent', intent, offerDemo: false };
  if (intent === 'thanks') return { text: THANKS_REPLY, kind: 'intent', intent, offerDemo: false };
  return { text: INTENT_REPLIES[intent], kind: 'intent', intent, source: INTENT_SOURCES[intent], offerDemo: intent === 'demo' || intent === 'pricing' };
}

export function createAnswerEngine(index: KnowledgeIndex): AnswerEngine {
  const lexicon = lexiconOf(index);
  return (question) => {
    const intent = recognizeIntent(question);
    if (intent && !searchFirst(intent, question)) return intentReply(intent);
    return searchAnswer(question) ?? (intent ? intentReply(intent) : limits());
  };

  /** The quoted answer from the section that owns the question, or none when nothing on the site is relevant. */
  function searchAnswer(question: string): AssistantReply | undefined {
    const { groups, terms, addedWeights } = expandQuestion(question, lexicon);
    if (groups.length === 0) return undefined;
    const facts = askedFacts(question);
    const search = (aboutNews: boolean) =>
      index.search(terms.join(' '), {
        tokenize: (text) => text.split(' '),
        processTerm: (term) => term,
        boostTerm: (term) => addedWeights.get(term) ?? 1,
        boostDocument: (_id, _term, stored) => pageWeight(stored?.href as string, aboutNews),
      }) as unknown as Result[];
    let aboutNews = asksAboutNews(question);
    let results = search(aboutNews);
    // Naming what only a news item holds (a publication, an announcement's words) makes a question about news.
    if (!aboutNews && namesNewsOnly(results, groups)) results = search((aboutNews = true));
    // A news item answers a question that is not about news only when no canonical section does.
    const canonical = aboutNews ? results : results.filter((result) => !isNewsHref(result.href));
    const ownBest = bestOf(canonical, groups, facts);
    const best = ownBest && isRelevant(groups, canonical, ownBest) ? ownBest : bestOf(results, groups, facts);
    if (!best || !isRelevant(groups, results, best)) return undefined;
    return {
      text: choosePassages(best.passages, new Set(terms), facts).join(' '),
      kind: 'answer',
      source: { title: best.title, href: best.href },
      offerDemo: false,
    };
  }
}
