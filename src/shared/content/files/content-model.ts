import type { Locale } from '../../i18n/locales.ts';
import type { ArticleFile, NewsPageFile } from './news-schema.ts';

/**
 * The files under content/, parsed and checked (scripts/content/load-content.ts), before their {{facts}} are filled
 * in: one language's files, and every language's.
 */
export interface LanguageFiles {
  /** content/<language>/news/*.md, newest first. */
  articles: readonly ArticleFile[];
  pages: { news: NewsPageFile };
}

export type ContentFiles = Readonly<Record<Locale, LanguageFiles>>;
