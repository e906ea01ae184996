import { sentencesOf } from '../../src/shared/assistant/knowledge/knowledge-document.ts';
import { faqContentIn, faqItemsOf } from '../../src/shared/content/faq.ts';
import type { Locale } from '../../src/shared/i18n/locales.ts';
import { escapeRegExp } from './text-patterns.ts';

/** The question with this anchor id in a language: what the Solutions page shows and the chat answers from. */
export function faqEntry(id: string, locale: Locale = 'en') {
  const item = faqItemsOf(faqContentIn(locale)).find((entry) => entry.id === id);
  if (!item) throw new Error(`No question "${id}" in the ${locale} FAQ`);
  return item;
}

/**
 * Any sentence of the question's answer but a bare "Yes." or "Sí.": the chat quotes the sentences that hold the
 * question's words, not always all of them.
 */
export function quoteOfAnswer(id: string, locale: Locale = 'en'): RegExp {
  const sentences = sentencesOf(faqEntry(id, locale).answer).filter((sentence) => sentence.split(/\s+/).length > 3);
  return new RegExp(sentences.map(escapeRegExp).join('|'));
}
