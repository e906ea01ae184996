import { CALL_BACK_REFUSAL_TEXT } from './call-back-refusals.ts';
import { CALL_BACK_REFUSAL_TEXT as SPANISH_CALL_BACK_REFUSAL_TEXT } from './es/call-back-refusals.ts';
import type { Words } from './words.ts';
import type { Locale } from '../i18n/locales.ts';

/** The call-back refusals in each language: the form's answer speaks the lead's. */
export const CALL_BACK_REFUSAL_WORDS: Readonly<Record<Locale, Words<typeof CALL_BACK_REFUSAL_TEXT>>> = { en: CALL_BACK_REFUSAL_TEXT, es: SPANISH_CALL_BACK_REFUSAL_TEXT };
