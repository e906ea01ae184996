import type { Locale } from '../../i18n/locales.ts';
import type { BusinessFile, BusinessWordsFile } from './business-schema.ts';
import type { ChromeFile } from './chrome-schema.ts';
import type { FaqPageFile } from './faq-schema.ts';
import type { HomePageFile } from './home-schema.ts';
import type { LegalDocumentName, LegalFile } from './legal-schema.ts';
import type { FinancialsFile, InvestorsPageFile } from './investors-schema.ts';
import type { ArticleFile, NewsPageFile } from './news-schema.ts';
import type { NotFoundPageFile } from './pages-schema.ts';
import type { SiteFile } from './site-schema.ts';
import type { SolutionsPageFile } from './solutions-schema.ts';

/**
 * The files under content/, parsed and checked (scripts/content/load-content.ts), before their {{facts}} are filled
 * in: one language's files, and the whole folder.
 */
export interface LanguageFiles {
  /** content/<language>/business.yaml */
  business: BusinessWordsFile;
  /** content/<language>/site.yaml: each page's name, title and description, and the menus' labels. */
  site: SiteFile;
  /** content/<language>/chrome.yaml: the words around every page's content. */
  chrome: ChromeFile;
  /** content/<language>/news/*.md, newest first. */
  articles: readonly ArticleFile[];
  /** content/<language>/legal/privacy.md and terms.md */
  legal: Readonly<Record<LegalDocumentName, LegalFile>>;
  /** content/<language>/pages/*.yaml: the pages' own words. */
  pages: {
    home: HomePageFile;
    solutions: SolutionsPageFile;
    faq: FaqPageFile;
    news: NewsPageFile;
    notFound: NotFoundPageFile;
    investors: InvestorsPageFile;
  };
}

export interface ContentFiles {
  /** content/business.yaml: the facts every language shares. */
  business: BusinessFile;
  /** content/financials.yaml: the yearly figures every language shows. */
  financials: FinancialsFile;
  languages: Readonly<Record<Locale, LanguageFiles>>;
}

/** The business facts and each language's words about them: all that code in the browser may need of content/. */
export interface BusinessFiles {
  business: BusinessFile;
  words: Readonly<Record<Locale, BusinessWordsFile>>;
}

export function businessFilesOf({ business, languages }: ContentFiles): BusinessFiles {
  return { business, words: Object.fromEntries(Object.entries(languages).map(([locale, files]) => [locale, files.business])) as BusinessFiles['words'] };
}

/** Each language's chrome.yaml: the words around the content, which islands show too (toasts, the honeypot, forms). */
export type ChromeFiles = Readonly<Record<Locale, ChromeFile>>;

export const chromeFilesOf = ({ languages }: ContentFiles): ChromeFiles =>
  Object.fromEntries(Object.entries(languages).map(([locale, files]) => [locale, files.chrome])) as ChromeFiles;
