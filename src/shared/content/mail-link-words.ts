import type { Locale } from '../i18n/locales.ts';
import { MAIL_LINK_TEXT as SPANISH_MAIL_LINK_TEXT } from './es/mail-links.ts';
import { MAIL_LINK_TEXT } from './mail-links.ts';
import type { Words } from './words.ts';

/** The e-mail links' words in each language: the invitation and the pages its links open speak the lead's. */
export const MAIL_LINK_WORDS: Readonly<Record<Locale, Words<typeof MAIL_LINK_TEXT>>> = { en: MAIL_LINK_TEXT, es: SPANISH_MAIL_LINK_TEXT };
