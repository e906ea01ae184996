import { faqContentIn, faqItemsOf } from '../faq.ts';
import type { FaqContent } from '../types.ts';

/** The questions in Spanish, content/es/pages/faq.yaml: the same groups and ids, in the same order, as English's. */
export const faqContent: FaqContent = faqContentIn('es');

/** Every question, in page order. */
export const faqItems = faqItemsOf(faqContent);
