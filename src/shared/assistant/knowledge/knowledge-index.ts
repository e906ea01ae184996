import MiniSearch, { type Options } from 'minisearch';
import type { Locale } from '../../i18n/locales.ts';
import type { KnowledgeDocument } from './knowledge-document.ts';
import { TEXT_PROCESSING } from './text-locales.ts';

export type IndexedDocument = Pick<KnowledgeDocument, 'id' | 'title' | 'href' | 'passages'>;
type SearchableDocument = KnowledgeDocument & { text: string };

/** The same options build the index at build time and load it in the browser; each language reads its own words. */
export const knowledgeIndexOptions = (locale: Locale): Options<SearchableDocument> => ({
  fields: ['title', 'keywords', 'text'],
  storeFields: ['title', 'href', 'passages'],
  tokenize: (text) => TEXT_PROCESSING[locale].tokenize(text),
  processTerm: (term) => TEXT_PROCESSING[locale].processTerm(term),
  searchOptions: {
    boost: { title: 2, keywords: 1.5, text: 1 },
    // Typos of long words; a short word's neighbours are other words ("write", "white"). Unknown short
    // words are corrected before the search (query-expansion.ts).
    fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
    prefix: (term) => term.length > 4,
    combineWith: 'OR',
  },
});

export type KnowledgeIndex = MiniSearch<SearchableDocument>;

export function buildKnowledgeIndex(documents: readonly KnowledgeDocument[], locale: Locale = 'en'): KnowledgeIndex {
  const index = new MiniSearch<SearchableDocument>(knowledgeIndexOptions(locale));
  index.addAll(documents.map((document) => ({ ...document, text: document.passages.join(' ') })));
  return index;
}

/** The serialized index (stored fields included), as the build writes it into the chat's chunk. */
export function serializeKnowledgeIndex(index: KnowledgeIndex): string {
  return JSON.stringify(index);
}

export function loadKnowledgeIndex(json: string, locale: Locale = 'en'): KnowledgeIndex {
  return MiniSearch.loadJSON<SearchableDocument>(json, knowledgeIndexOptions(locale));
}
