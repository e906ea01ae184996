import type { SiteContent } from '../../content/site-content.ts';
import { formatLongDate, type Locale } from '../../i18n/locales.ts';
import { sentencesOf, type KnowledgeDocument } from './knowledge-document.ts';
import type { KnowledgeWords } from './knowledge-keywords.ts';

/**
 * The News page's own sections (the coverage list, the press releases, the media resources) and every
 * article, one paragraph a chunk, each under its article's title and publication.
 */
export function newsDocuments({ news: newsContent }: SiteContent, words: KnowledgeWords, locale: Locale): KnowledgeDocument[] {
  const { featuredHeading, coverageEyebrow, coverage, pressHeading, pressEyebrow, pressReleases, mediaResources } = newsContent;
  // English keeps the ISO date it always quoted; Spanish writes it the Spanish way ("18 de enero de 2024").
  const dateOf = (date: string) => (locale === 'en' ? date : formatLongDate(date, locale));
  const listing = (item: { title: string; date: string }, by: string) => `${by}, ${dateOf(item.date)}: ${item.title}.`;
  const NEWS_KEYWORDS = words.news;
  const sections: KnowledgeDocument[] = [
    {
      id: 'news:coverage',
      title: words.labels.newsSection(featuredHeading),
      href: '/news#coverage-title',
      keywords: `${NEWS_KEYWORDS} ${coverageEyebrow} ${featuredHeading} ${words.coverage}`,
      passages: coverage.map((item) => listing(item, item.publication)),
    },
    {
      id: 'news:press-releases',
      title: words.labels.newsSection(pressHeading),
      href: '/news#press-title',
      keywords: `${NEWS_KEYWORDS} ${pressEyebrow} ${pressHeading} ${words.pressReleases}`,
      passages: pressReleases.map((item) => listing(item, words.labels.pressRelease)),
    },
    {
      id: 'news:media',
      title: words.labels.newsSection(mediaResources.heading),
      href: '/news#media-title',
      keywords: `${NEWS_KEYWORDS} ${mediaResources.heading} ${mediaResources.downloadLabel} ${mediaResources.contactLabel} ${words.media}`,
      passages: sentencesOf(mediaResources.text),
    },
  ];
  // Articles carry their own words, not the News page's: a question about one announcement finds the article,
  // a question about news in general finds the page's lists.
  const articles = [...coverage.map((item) => ({ ...item, by: words.labels.articleBy(item.publication) })), ...pressReleases.map((item) => ({ ...item, by: words.labels.pressRelease.toLowerCase() }))];
  return [
    ...sections,
    ...articles.flatMap((item) =>
      [item.excerpt, ...item.body].map((paragraph, position) => ({
        id: `news:${item.slug}:${position}`,
        title: item.title,
        href: `/news/${item.slug}`,
        keywords: `${item.by} ${item.title}`,
        passages: sentencesOf(paragraph),
      })),
    ),
  ];
}
