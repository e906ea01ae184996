import type { Locale } from '../i18n/locales.ts';
import { pageWordsIn } from './files/page-words.ts';
import type { HomeContent } from './types.ts';

/** The home page in one language: content/<language>/pages/home.yaml, with the facts and prices filled in. */
export const homeContentIn = (locale: Locale): HomeContent => pageWordsIn(locale, 'home');

export const homeContent: HomeContent = homeContentIn('en');
