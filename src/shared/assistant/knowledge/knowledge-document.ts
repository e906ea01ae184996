import { localizedPath, type Locale } from '../../i18n/locales.ts';

/**
 * One answerable piece of the site: a fact, an FAQ entry, a clause, a card, and the page section a visitor
 * is sent to for it. `passages` are the sentences and list items a reply may quote, word for word, in page order.
 */
export interface KnowledgeDocument {
  /** Unique. */
  id: string;
  /** What the reply's link says: "More: <title>". */
  title: string;
  /** The page and section the passages come from, e.g. /solutions#ai-phone-assistant. Several chunks may share it. */
  href: string;
  /** Extra words that describe the chunk without being quoted (headings, the FAQ question, a list's lead-in). */
  keywords: string;
  passages: readonly string[];
}

/** Splits prose into sentences, keeping abbreviations like "a.m." and figures like "99.9%" whole. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9$“"])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

export const asSentence = (item: string) => (/[.!?:]$/.test(item) ? item : `${item}.`);

/** A section of an English page on the language's page, which keeps its anchors: "/#contact" → "/es#contact". */
export function sectionIn(href: string, locale: Locale): string {
  const [path = '/', anchor] = href.split('#');
  return `${localizedPath(path, locale)}${anchor === undefined ? '' : `#${anchor}`}`;
}
