import type { Locale } from '../../i18n/locales.ts';
import { CONTENT_FILES } from './content-files.ts';
import type { LanguageFiles } from './content-model.ts';
import { fillFactsDeep } from './fact-names.ts';
import { factsIn } from './facts.ts';

type Pages = LanguageFiles['pages'];

/** A page's file, content/<language>/pages/<page>.yaml, with its {{facts}} filled in for that language. */
export function pageWordsIn<Page extends keyof Pages>(locale: Locale, page: Page, files: LanguageFiles = CONTENT_FILES.languages[locale]): Pages[Page] {
  return fillFactsDeep(files.pages[page], factsIn(locale));
}
