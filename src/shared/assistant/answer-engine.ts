import MiniSearch from 'minisearch';
import type { Locale } from '../i18n/locales.ts';
import { CHAT_WORDS } from './chat-words.ts';
import { normalizeQuestion, normalizeSpanishQuestion, recognizeIntent, searchFirst, type ChatIntent } from './intents.ts';
import { askedFacts, choosePassages, holdsFact, type FactKind } from './knowledge/fact-passages.ts';
import type { KnowledgeIndex } from './knowledge/knowledge-index.ts';
import { asksAboutInvesting, asksAboutNews, asksAboutRights, isNewsHref, isNewsListingHref, pageWeight } from './knowledge/page-weight.ts';
import { editDistance, expandQuestion, isLikelyTypo, type Lexicon } from './knowledge/query-expansion.ts';
import { coverageOf, isRelevant } from './knowledge/relevance.ts';
import { TEXT_PROCESSING } from './knowledge/text-locales.ts';

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

/** A fixed reply's topic named in a question of this many words or more... */
const WHOLE_QUESTION_WORDS = 4;
/** ...gives way to a section that covers this share of them. */
const MIN_WHOLE_QUESTION = 0.8;
const TOPICS: ReadonlySet<ChatIntent> = new Set(['pricing', 'services', 'demo', 'contact']);

const limits = (locale: Locale, intent?: ChatIntent): AssistantReply => ({ text: CHAT_WORDS[locale].limitsReply, kind: 'limits', intent, offerDemo: true });

interface Result {
  score: number;
  queryTerms: string[];
  title: string;
  href: string;
  passages: string[];
}

/**
 * The search's chunks gathered into their sections: a section scores as its best chunk, quotes that chunk,
 * and matches every question term that any of its chunks matches (a clause's section covers the question
 * that its paragraphs answer between them).
 */
function bySection(chunks: readonly Result[]): Result[] {
  const sections = new Map<string, Result[]>();
  for (const chunk of chunks) sections.set(chunk.href, [...(sections.get(chunk.href) ?? []), chunk]);
  return [...sections.values()].map(([best, ...others]) => ({ ...best!, queryTerms: [...new Set([best!, ...others].flatMap((chunk) => chunk.queryTerms))] }));
}

interface Ranked {
  result: Result;
  rank: number;
}

/**
 * The sections in rank order: by search score times the share of the question's words each matches, each
 * word weighed by how rare it is on the site (so a section that answers the whole question beats one that
 * matches one word and its synonyms many times, and matching "login" counts more than matching "team"),
 * a close match (at least CLOSE_MATCH of the best) that holds the fact the question asks for moved up by
 * FACT_BONUS. The first is the best section; none when the question needs a fact (a count) that no close
 * match holds.
 */
function rankOf(results: readonly Result[], groups: readonly (readonly string[])[], facts: readonly FactKind[], weightOf: (group: readonly string[]) => number): Ranked[] {
  const ranked = results
    .slice(0, RERANKED)
    .map((result) => ({ result, rank: result.score * coverageOf(groups, result.queryTerms, weightOf) }))
    .sort((a, b) => b.rank - a.rank);
  const top = ranked[0];
  if (!top) return [];
  const close = (entry: Ranked) => entry.rank >= top.rank * CLOSE_MATCH;
  const holds = (entry: Ranked, kinds: readonly FactKind[]) => entry.result.passages.some((passage) => holdsFact(passage, kinds));
  const required = facts.filter((fact) => fact.required);
  if (required.length > 0 && !ranked.some((entry) => close(entry) && holds(entry, required))) return [];
  const weigh = (entry: Ranked) => entry.rank * (facts.length > 0 && close(entry) && holds(entry, facts) ? FACT_BONUS : 1);
  // A stable sort: among equal weights the search's order stands.
  return ranked.map((entry) => ({ entry, weight: weigh(entry) })).sort((a, b) => b.weight - a.weight).map(({ entry }) => entry);
}

/** Whether a word of the question (with its expansions) matches one of the best news items and no other section. */
function namesNewsOnly(results: readonly Result[], groups: readonly (readonly string[])[]): boolean {
  const inNews = new Set(results.slice(0, RERANKED).filter((result) => isNewsHref(result.href)).flatMap((result) => result.queryTerms));
  const elsewhere = new Set(results.filter((result) => !isNewsHref(result.href)).flatMap((result) => result.queryTerms));
  return groups.some((group) => group.some((term) => inNews.has(term)) && !group.some((term) => elsewhere.has(term)));
}

/** The words that only say a question is about news ("press", "article", "coverage"), processed. */
const NEWS_TERMS: Readonly<Record<Locale, ReadonlySet<string>>> = {
  en: new Set(TEXT_PROCESSING.en.termsOf('news newsroom press media journalist reporter article articles story stories coverage covered featured interview publication headline headlines announce announced announcement release releases wrote written magazine')),
  es: new Set(TEXT_PROCESSING.es.termsOf('noticias noticia prensa medios periodista periodistas reportero artículo artículos reportaje reportajes cobertura entrevista publicación publicó titular titulares anuncio anunciaron comunicado comunicados periódico revista salieron press release')),
};

/** An article that takes the place of the News page's list must rank at least this share of the list. */
const ARTICLE_SHARE = 0.5;

/**
 * A news question is answered by the article itself rather than the News page's list of headlines when an
 * article matches every word of the question beyond the news words that the list matches ("the CX Automation
 * Weekly article", "the plans in the press release"): the list only names it.
 */
function preferArticle(ranked: readonly Ranked[], groups: readonly (readonly string[])[], locale: Locale): Ranked[] {
  const [first] = ranked;
  if (!first || !isNewsListingHref(first.result.href)) return [...ranked];
  const topical = groups.filter((group) => !group.some((term) => NEWS_TERMS[locale].has(term)));
  const matches = (entry: Ranked) => topical.filter((group) => group.some((term) => entry.result.queryTerms.includes(term))).length;
  const needed = matches(first);
  if (needed === 0) return [...ranked];
  const article = ranked.find((entry) => isNewsHref(entry.result.href) && !isNewsListingHref(entry.result.href) && matches(entry) >= needed && entry.rank >= first.rank * ARTICLE_SHARE);
  return article ? [article, ...ranked.filter((entry) => entry !== article)] : [...ranked];
}

/**
 * The index's own words, for reading a question (query-expansion.ts): known terms, and the likeliest meaning
 * of a typo, looked up in the words of every stored passage and title (gathered once, when the engine is made).
 */
export function lexiconOf(index: KnowledgeIndex, locale: Locale = 'en'): Lexicon {
  const { termsOf } = TEXT_PROCESSING[locale];
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
        if (Math.abs(candidate.length - term.length) > max || !isLikelyTypo(term, candidate)) continue;
        const distance = editDistance(term, candidate, max);
        if (distance <= max && (!best || distance < best.distance || (distance === best.distance && count > best.count))) best = { term: candidate, distance, count };
      }
      return best?.term;
    },
  };
}

/**
 * How much a word of the question counts in a section's coverage: how rare it is among the indexed chunks
 * (inverse document frequency, dampened), the rarest of its expansions if the word itself is not on the site.
 */
function rarityOf(index: KnowledgeIndex, locale: Locale): (group: readonly string[]) => number {
  const { termsOf } = TEXT_PROCESSING[locale];
  const chunks = new Map<string, number>();
  let total = 0;
  for (const result of index.search(MiniSearch.wildcard)) {
    total += 1;
    for (const term of new Set([...termsOf(result.title as string), ...(result.passages as string[]).flatMap(termsOf)])) chunks.set(term, (chunks.get(term) ?? 0) + 1);
  }
  const rarity = (term: string) => Math.log(1 + total / (chunks.get(term) ?? 1));
  return (group) => {
    if (chunks.has(group[0]!)) return rarity(group[0]!);
    const known = group.filter((term) => chunks.has(term));
    return known.length > 0 ? Math.max(...known.map(rarity)) : rarity(group[0]!);
  };
}

function intentReply(intent: ChatIntent, locale: Locale): AssistantReply {
  const words = CHAT_WORDS[locale];
  if (intent === 'off-topic') return limits(locale, intent);
  if (intent === 'greeting') return { text: words.greetingReply, kind: 'intent', intent, offerDemo: false };
  if (intent === 'thanks') return { text: words.thanksReply, kind: 'intent', intent, offerDemo: false };
  return { text: words.intentReplies[intent], kind: 'intent', intent, source: words.intentSources[intent], offerDemo: intent === 'demo' || intent === 'pricing' };
}

/** One section of the site, as retrieved to ground a live AI's reply. */
export interface RetrievedSection {
  title: string;
  href: string;
  /** The section's passages, the asked fact first, as the local answer would quote them. */
  text: string;
}

/** The best relevant sections for a question, in rank order, at most `limit`; none when nothing on the site is relevant. */
export type PassageRetriever = (question: string, limit: number) => RetrievedSection[];

interface Retrieval {
  /** Relevant sections, best first, one per href. */
  sections: Result[];
  groups: readonly (readonly string[])[];
  terms: readonly string[];
  facts: readonly FactKind[];
}

/**
 * The search both the local answer and the retriever use: the question expanded with the visitors'
 * vocabulary, canonical pages weighed over news, reranked by coverage and asked fact, and kept only when
 * relevant. The first section is the one the local answer cites.
 */
function createRetrieval(index: KnowledgeIndex, locale: Locale): (question: string) => Retrieval | undefined {
  const lexicon = lexiconOf(index, locale);
  const weightOf = rarityOf(index, locale);
  return (question) => {
    const { groups, terms, addedWeights } = expandQuestion(question, lexicon, locale);
    if (groups.length === 0 || offersUnknown(question, lexicon, locale)) return undefined;
    const facts = askedFacts(question, locale);
    const aboutInvesting = asksAboutInvesting(question, locale);
    const aboutRights = asksAboutRights(question, locale);
    const search = (aboutNews: boolean) =>
      bySection(
        index.search(terms.join(' '), {
          tokenize: (text) => text.split(' '),
          processTerm: (term) => term,
          boostTerm: (term) => addedWeights.get(term) ?? 1,
          boostDocument: (_id, _term, stored) => pageWeight(stored?.href as string, aboutNews, aboutInvesting, aboutRights),
        }) as unknown as Result[],
      );
    let aboutNews = asksAboutNews(question, locale);
    let results = search(aboutNews);
    // Naming what only a news item holds (a publication, an announcement's words) makes a question about news.
    if (!aboutNews && namesNewsOnly(results, groups)) results = search((aboutNews = true));
    // A news item answers a question that is not about news only when no canonical section does.
    const canonical = aboutNews ? results : results.filter((result) => !isNewsHref(result.href));
    const ownRanked = rankOf(canonical, groups, facts, weightOf);
    let ranked = ownRanked[0] && isRelevant(groups, canonical, ownRanked[0].result) ? ownRanked : rankOf(results, groups, facts, weightOf);
    if (aboutNews) ranked = preferArticle(ranked, groups, locale);
    const seen = new Set<string>();
    const sections = ranked
      .map(({ result }) => result)
      .filter((result) => isRelevant(groups, results, result) && !seen.has(result.href) && seen.add(result.href));
    // The best section answers, or nothing does: a lesser section never stands in for an irrelevant best.
    if (!ranked[0] || sections[0] !== ranked[0].result) return undefined;
    return { sections, groups, terms, facts };
  };
}

/** "Do you sell phone headsets?", "do you have an android app?": whether we offer a thing; its words. */
const OFFER_QUESTION = /^(?:do|does|can|could|will) (?:you|u|ya|y'?all|harborline(?: ai)?)(?: guys| all)? (?:sell|offer|provide|do|have|make|build|carry|stock|rent|supply)\b(.+)$/;

/**
 * Whether the question asks if we offer something the site never names: a word of the thing asked for that
 * the index does not hold, that is not a typo of one and that the visitor vocabulary does not translate. The
 * site would only match the question's other words ("sell", "phone"), so the honest answer is the limits reply.
 */
function offersUnknown(question: string, lexicon: Lexicon, locale: Locale): boolean {
  const { offer: OFFER_QUESTION, account: OTHER_ACCOUNT, before } = OFFER_PATTERNS[locale];
  const text = (locale === 'es' ? normalizeSpanishQuestion(question) : normalizeQuestion(question)).replace(/[\s?!.]+$/, '');
  // The thing's head word: the last in English ("a virtual front desk"), the first in Spanish ("un chatbot inteligente").
  const unknown = (words: string) => {
    const { groups } = expandQuestion(words, lexicon, locale);
    const head = locale === 'es' ? groups[0] : groups.at(-1);
    return head !== undefined && head.length === 1 && head[0]!.length > 2 && !/\d/.test(head[0]!) && !lexicon.isKnown(head[0]!);
  };
  // The thing asked for comes before a preposition: "a virtual front desk | for clinics".
  const offer = OFFER_QUESTION.exec(text);
  if (offer && unknown(offer[1]!.split(before)[0]!)) return true;
  // Another company's account: "cancel my comcast account", "reset my netflix password".
  const account = OTHER_ACCOUNT.exec(text);
  return account !== null && unknown(account[1]!);
}

/** "my comcast account", "my spotify subscription": an account with a company the site never names. */
const OTHER_ACCOUNT = /\bmy (\w+) (account|subscription|password|plan|membership|order|bill)\b/;

/** The same in Spanish: "¿venden audífonos?", "¿tienen app para android?", "mi cuenta de comcast". */
const OFFER_PATTERNS: Readonly<Record<Locale, { offer: RegExp; account: RegExp; before: RegExp }>> = {
  en: { offer: OFFER_QUESTION, account: OTHER_ACCOUNT, before: /\b(?:for|to|in|with|on|at|from|that|which|like|so|and|or|by)\b|,/ },
  es: {
    offer: /^(?:ustedes )?(?:(?:venden|ofrecen|tienen|hacen|fabrican|rentan|alquilan|dan)\b|(?:funciona|funcionan|sirve|trabaja|trabajan|se integra|se integran|se conecta|se conectan|integra|integran) con\b)(.+)$/,
    account: /\bmi cuenta de (\w+)\b/,
    before: /\b(?:para|pa|pal|a|en|con|de|del|que|como|y|o|por)\b|,/,
  },
};

/** What the local answer quotes from a section: the passage holding the asked fact first. */
const quoteOf = (section: Result, { terms, facts }: Retrieval, locale: Locale) => choosePassages(section.passages, new Set(terms), facts, locale).join(' ');

/** The sections a live AI's reply is grounded in: the same search, ranking and relevance gate as the local answer. */
export function createPassageRetriever(index: KnowledgeIndex, locale: Locale = 'en'): PassageRetriever {
  const retrieve = createRetrieval(index, locale);
  return (question, limit) => {
    // Another company's prices, the weather, medical or legal advice: not the site's to ground.
    const retrieval = recognizeIntent(question, locale) === 'off-topic' ? undefined : retrieve(question);
    if (!retrieval) return [];
    return retrieval.sections.slice(0, Math.max(0, limit)).map((section) => ({ title: section.title, href: section.href, text: quoteOf(section, retrieval, locale) }));
  };
}

/** The engine over one language's index: it reads, recognises and answers in that language. */
export function createAnswerEngine(index: KnowledgeIndex, locale: Locale = 'en'): AnswerEngine {
  const retrieve = createRetrieval(index, locale);
  return (question) => {
    const intent = recognizeIntent(question, locale);
    if (intent === 'off-topic') return intentReply(intent, locale);
    if (intent && !searchFirst(intent, question, locale)) {
      // A longer question that names a fixed reply's topic in passing ("...qualify buyers by budget") is
      // answered by the section that covers all of it, if one does.
      const whole = TOPICS.has(intent) ? searchAnswer(question, MIN_WHOLE_QUESTION) : undefined;
      return whole ?? intentReply(intent, locale);
    }
    return searchAnswer(question) ?? (intent ? intentReply(intent, locale) : limits(locale));
  };

  /**
   * The quoted answer from the section that owns the question, or none when nothing on the site is relevant
   * (or, with `whole`, when no section covers that share of a question of at least WHOLE_QUESTION_WORDS words).
   */
  function searchAnswer(question: string, whole?: number): AssistantReply | undefined {
    const retrieval = retrieve(question);
    const best = retrieval?.sections[0];
    if (!retrieval || !best) return undefined;
    if (whole !== undefined && (retrieval.groups.length < WHOLE_QUESTION_WORDS || coverageOf(retrieval.groups, best.queryTerms) < whole)) return undefined;
    return { text: quoteOf(best, retrieval, locale), kind: 'answer', source: { title: best.title, href: best.href }, offerDemo: false };
  }
}
