import type { Locale } from '../i18n/locales.ts';
import { siteConfig } from '../site-config.ts';
import { CONTENT_FILES } from './files/content-files.ts';
import type { LanguageFiles } from './files/content-model.ts';
import { fillFactsDeep } from './files/fact-names.ts';
import { factsIn } from './files/facts.ts';
import type { InvestorsContent } from './types.ts';

/** File-name prefix for downloads, e.g. "harborline" for "Harborline AI". */
const filePrefix = () =>
  siteConfig.companyName
    .toLowerCase()
    .replace(/\b(ai|llc|inc)\b/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'company';

/**
 * The Investors page in one language, from content/<language>/pages/investors.yaml with the facts filled in. Each
 * document's PDF is named after the company and the document's id, the same in every language.
 */
export function investorsContentIn(locale: Locale, files: LanguageFiles = CONTENT_FILES.languages[locale]): InvestorsContent {
  const { financials: _financials, ...page } = fillFactsDeep(files.pages.investors, factsIn(locale));
  const prefix = filePrefix();
  return { ...page, documents: page.documents.map((document) => ({ ...document, type: 'PDF', fileName: `${prefix}-${document.id}.pdf` })) };
}

export const investorsContent: InvestorsContent = investorsContentIn('en');
