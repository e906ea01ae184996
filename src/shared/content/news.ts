import type { Locale } from '../i18n/locales.ts';
import { CONTENT_FILES } from './files/content-files.ts';
import type { LanguageFiles } from './files/content-model.ts';
import { fillFacts, fillFactsDeep } from './files/fact-names.ts';
import { factsIn } from './files/facts.ts';
import type { NewsContent, NewsItem, PressRelease } from './types.ts';

/**
 * The newsroom in one language, from content/<language>/news/*.md (the articles, newest first) and
 * content/<language>/pages/news.yaml (the page's own words), with the facts filled in.
 */
export function newsContentIn(locale: Locale, files: LanguageFiles = CONTENT_FILES.languages[locale]): NewsContent {
  const facts = factsIn(locale);
  const { summaryOf, paging, ...page } = fillFactsDeep(files.pages.news, facts);
  const articles = fillFactsDeep(files.articles, facts);
  const coverage: NewsItem[] = [];
  const pressReleases: PressRelease[] = [];
  for (const { slug, title, date, excerpt, body, ...kind } of articles) {
    if (kind.kind === 'coverage') coverage.push({ id: slug, slug, title, date, excerpt, body, publication: kind.publication, category: kind.category });
    else pressReleases.push({ id: slug, slug, title, date, excerpt, body, link: `/news/${slug}` });
  }
  return {
    ...page,
    summaryOf: (publication) => fillFacts(summaryOf, { publication }),
    paging: { label: paging.label, page: (pageNumber) => fillFacts(paging.page, { number: String(pageNumber) }) },
    coverage,
    pressReleases,
  };
}

export const newsContent: NewsContent = newsContentIn('en');
