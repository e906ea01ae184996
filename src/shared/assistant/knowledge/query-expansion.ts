import type { Locale } from '../../i18n/locales.ts';
import { TEXT_PROCESSING } from './text-locales.ts';
import type { TextProcessing } from './text-processing.ts';
import { VISITOR_VOCABULARY_ES } from './visitor-vocabulary-es.ts';
import { VISITOR_VOCABULARY, type VocabularyEntry } from './visitor-vocabulary.ts';

/** A question as the search sees it: its own words, each with the site's words for it (visitor-vocabulary.ts). */
export interface ExpandedQuestion {
  /** One group per word of the question that counts: its processed term first (if not a stop word), then the terms it gained. */
  groups: string[][];
  /** Every processed term to search for, the question's own first, each once. */
  terms: string[];
  /**
   * How much each term that only an expansion added counts against a visitor's own word (1): a word's
   * expansions share one word's weight, so a word with five site synonyms does not outweigh the rest.
   */
  addedWeights: ReadonlyMap<string, number>;
}

/** What the index knows, for reading a question: whether it holds a term, and the term a typo most likely meant. */
export interface Lexicon {
  isKnown(term: string): boolean;
  /** An indexed term within two edits of an unknown one, if any. */
  closest(term: string): string | undefined;
}

const NO_LEXICON: Lexicon = { isKnown: () => false, closest: () => undefined };

/** The weight of a word that names the kind of fact asked for ("how long", "e-mail address"). */
export const FACT_WORD_WEIGHT = 0.3;

/** The weight of a word's expansions, shared among them (see ExpandedQuestion.addedWeights). */
export const EXPANSION_WEIGHT = 0.8;

/** One language's visitor vocabulary, read with that language's text processing. */
interface Vocabulary {
  text: TextProcessing;
  words: Map<string, string[]>;
  phrases: { tokens: string[]; site: string[] }[];
  /** Whether the word at `position` only names the kind of fact asked for ("how long", "cuánto tiempo"). */
  namesFactKind: (tokens: readonly string[], position: number) => boolean;
}

function vocabularyOf(entries: readonly VocabularyEntry[], text: TextProcessing, namesFactKind: Vocabulary['namesFactKind']): Vocabulary {
  const words = new Map<string, string[]>();
  const phrases: { tokens: string[]; site: string[] }[] = [];
  for (const entry of entries) {
    const site = text.termsOf(entry.site);
    for (const visitor of entry.visitor) {
      const tokens = text.tokenize(visitor);
      if (tokens.length > 1) phrases.push({ tokens, site });
      else for (const key of new Set([tokens[0]!, text.stem(tokens[0]!)])) words.set(key, [...(words.get(key) ?? []), ...site]);
    }
  }
  // Longest first, once: a question is matched against the longer phrase before its parts.
  phrases.sort((a, b) => b.tokens.length - a.tokens.length);
  return { text, words, phrases, namesFactKind };
}

const VOCABULARY_SOURCES: Readonly<Record<Locale, () => Vocabulary>> = {
  en: () => vocabularyOf(VISITOR_VOCABULARY, TEXT_PROCESSING.en, namesFactKind),
  es: () => vocabularyOf(VISITOR_VOCABULARY_ES, TEXT_PROCESSING.es, namesFactKindEs),
};
const vocabularies = new Map<Locale, Vocabulary>();
const vocabularyFor = (locale: Locale) => vocabularies.get(locale) ?? vocabularies.set(locale, VOCABULARY_SOURCES[locale]()).get(locale)!;

/** Optimal string alignment distance (a swap of two neighbours is one edit), stopping once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
    if (Math.min(...row) > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/**
 * Whether `typed` is likely a slip for `meant` rather than another word: in a word of five letters or fewer a
 * changed letter makes another word as often as a typo ("write" and "white", "nail" and "mail"), so there only
 * a missed, doubled or swapped letter counts; longer words take any slip.
 */
export function isLikelyTypo(typed: string, meant: string): boolean {
  if (typed.length > 5 || typed.length !== meant.length) return true;
  return [...typed].sort().join('') === [...meant].sort().join('');
}

/** Whether a question's word is a visitor vocabulary word, or a slip of one (four letters or more, one edit). */
function sameWord(typed: string, word: string): boolean {
  if (typed === word) return true;
  return typed.length >= 4 && word.length >= 4 && isLikelyTypo(typed, word) && editDistance(typed, word, 1) <= 1;
}

/**
 * The terms a visitor word gains: its vocabulary row; else, for a word the index does not know, the closer
 * of the row it is a slip of (rows of 5 letters or more, one edit; two from 9 letters) and the indexed word
 * it is a slip of (a row on a tie).
 */
function gainedBy(token: string, lexicon: Lexicon, { words, text: { stem, processTerm } }: Vocabulary): string[] {
  const exact = words.get(token) ?? words.get(stem(token));
  if (exact) return [...exact];
  if (processTerm(token) === null || token.length < 4 || /\d/.test(token) || lexicon.isKnown(stem(token))) return [];
  const max = token.length >= 9 ? 2 : 1;
  let row: { site: string[]; distance: number } | undefined;
  for (const [key, site] of words) {
    if (key.length < 5) continue;
    const distance = editDistance(token, key, max);
    if (distance <= max && (!row || distance < row.distance)) row = { site, distance };
  }
  const corrected = lexicon.closest(stem(token));
  if (corrected && (!row || editDistance(stem(token), corrected, max) < row.distance)) return [corrected];
  return row ? [...row.site] : [];
}

/** "cuánto tiempo", "cuántos días": the kind of fact asked for in Spanish. */
function namesFactKindEs(tokens: readonly string[], position: number): boolean {
  const [before, token] = [tokens[position - 1], tokens[position]!];
  return token === 'tiempo' && /^cuant[oa]s?$/.test(before ?? '');
}

/** Whether the word at `position` only names the kind of fact asked for: "how long", "how soon", "e-mail address". */
function namesFactKind(tokens: readonly string[], position: number): boolean {
  const [before, token, after] = [tokens[position - 1], tokens[position]!, tokens[position + 1]];
  if (token === 'long' || token === 'soon') return before === 'how';
  if (token === 'email' || token === 'mail') return after === 'address';
  return token === 'address' && (before === 'email' || before === 'mail');
}

/** A word the index does not know that is one slip from a stop word ("wat", "hapens"): a stop word too. */
function isStopWordSlip(token: string, lexicon: Lexicon, { words, text: { stem, stopWords } }: Vocabulary): boolean {
  if (token.length < 3 || /\d/.test(token) || words.has(token) || words.has(stem(token)) || lexicon.isKnown(stem(token))) return false;
  for (const word of stopWords()) if (word.length >= 3 && isLikelyTypo(token, word) && editDistance(token, word, 1) <= 1) return true;
  return false;
}

/**
 * Adds the site's words to a question: for each phrase and word of the visitor vocabulary it contains (or
 * misspells, a phrase's words each by one slip), the words our pages use; a phrase takes its words' place (an "insurance agency" is not an
 * agency in the white-label sense). `lexicon` tells which words the index knows, so a word the site uses is
 * never read as a typo of another.
 */
export function expandQuestion(question: string, lexicon: Lexicon = NO_LEXICON, locale: Locale = 'en'): ExpandedQuestion {
  const vocabulary = vocabularyFor(locale);
  const { phrases, text: { processTerm } } = vocabulary;
  const tokens = vocabulary.text.tokenize(question);
  // Phrases first, longest first; a phrase's words make one group with the phrase's site words.
  const spans = new Map<number, { length: number; site: readonly string[] }>();
  const taken = new Set<number>();
  for (const phrase of phrases) {
    for (let start = 0; start + phrase.tokens.length <= tokens.length; start++) {
      const span = phrase.tokens.map((_, offset) => start + offset);
      if (span.some((position) => taken.has(position)) || !phrase.tokens.every((token, offset) => sameWord(tokens[start + offset]!, token))) continue;
      spans.set(start, { length: phrase.tokens.length, site: phrase.site });
      for (const position of span) taken.add(position);
    }
  }
  const units: { words: string[]; gained: readonly string[] }[] = [];
  // Searched for at FACT_WORD_WEIGHT (an FAQ asks "How long does setup take?"), but no part of the topic.
  const factWords: string[] = [];
  for (let position = 0; position < tokens.length; position++) {
    const span = spans.get(position);
    const token = tokens[position]!;
    if (span) units.push({ words: tokens.slice(position, position + span.length), gained: span.site });
    // "how long", "how soon", "e-mail address": the kind of fact asked for (fact-passages.ts), not a topic.
    else if (vocabulary.namesFactKind(tokens, position)) factWords.push(token);
    else if (!taken.has(position) && !isStopWordSlip(token, lexicon, vocabulary)) units.push({ words: [token], gained: gainedBy(token, lexicon, vocabulary) });
  }
  const groups = units
    .map((unit) => [...new Set([...unit.words.map(processTerm), ...unit.gained].filter((term): term is string => term !== null))])
    .filter((group) => group.length > 0);
  const own = new Set(units.flatMap((unit) => unit.words.flatMap((word) => processTerm(word) ?? [])));
  const addedWeights = new Map<string, number>();
  for (const group of groups) {
    const added = group.filter((term) => !own.has(term));
    // A word the site never uses is only its expansions: they carry its full weight.
    const weight = (own.has(group[0]!) && lexicon.isKnown(group[0]!) ? EXPANSION_WEIGHT : 1) / Math.sqrt(added.length);
    for (const term of added) addedWeights.set(term, Math.max(addedWeights.get(term) ?? 0, weight));
  }
  for (const term of factWords.flatMap((word) => processTerm(word) ?? [])) if (!own.has(term)) addedWeights.set(term, FACT_WORD_WEIGHT);
  return { groups, terms: [...new Set([...own, ...groups.flat(), ...addedWeights.keys()])], addedWeights };
}
