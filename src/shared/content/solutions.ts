import type { Locale } from '../i18n/locales.ts';
import { fillFacts } from './files/fact-names.ts';
import { pageWordsIn } from './files/page-words.ts';
import type { SolutionsContent } from './types.ts';

/**
 * The Solutions page in one language: content/<language>/pages/solutions.yaml, with the facts and prices filled in;
 * a category's eyebrow says its number of services where the file writes {{count}}.
 */
export function solutionsContentIn(locale: Locale): SolutionsContent {
  const { categoryEyebrow, ...page } = pageWordsIn(locale, 'solutions');
  return { ...page, categoryEyebrow: (serviceCount) => fillFacts(categoryEyebrow, { count: String(serviceCount) }) };
}

export const solutionsContent: SolutionsContent = solutionsContentIn('en');
