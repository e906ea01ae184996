import type { Locale } from '../i18n/locales.ts';
import { pageWordsIn } from './files/page-words.ts';
import type { FaqContent, FaqItem } from './types.ts';

/**
 * The questions visitors ask most, in one language: content/<language>/pages/faq.yaml, with the facts and prices
 * filled in. Shown on the Solutions page (with FAQPage structured data) and indexed for the chat assistant.
 */
export const faqContentIn = (locale: Locale): FaqContent => pageWordsIn(locale, 'faq');

/** Every question of a language's FAQ, in page order. */
export const faqItemsOf = (content: FaqContent): readonly FaqItem[] => content.groups.flatMap((group) => group.items);

export const faqContent: FaqContent = faqContentIn('en');

/** Every question, in page order. */
export const faqItems = faqItemsOf(faqContent);
