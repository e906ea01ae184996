import type { Locale } from '../../i18n/locales.ts';
import { ENGLISH_TEXT, type TextProcessing } from './text-processing.ts';
import { SPANISH_TEXT } from './text-processing-es.ts';

/** Each language's way of reading text, for its index and the questions asked of it. */
export const TEXT_PROCESSING: Readonly<Record<Locale, TextProcessing>> = { en: ENGLISH_TEXT, es: SPANISH_TEXT };
