import { newsContent } from '../../content/news.ts';
import { sentencesOf, type KnowledgeDocument } from './knowledge-document.ts';

/** The words that mark a news page's sections, so a question about news or the press finds them. */
export const NEWS_KEYWORDS = 'news press media newsroom';

/**
 * The News page's own sections (the coverage list, the press releases, the media resources) and every
 * article, one paragraph a chunk, each under its article's title and publication.
 */
export function newsDocuments(): KnowledgeDocument[] {
  const { featuredHeading, coverageEyebrow, coverage, pressHeading, pressEyebrow, pressReleases, mediaResources } = newsContent;
  const listing = (item: { title: string; date: string }, by: string) => `${by}, ${item.date}: ${item.title}.`;
  const sections: KnowledgeDocument[] = [
    {
      id: 'news:coverage',
      title: `News: ${featuredHeading}`,
      href: '/news#coverage-title',
      keywords: `${NEWS_KEYWORDS} ${coverageEyebrow} ${featuredHeading} articles stories featured in`,
      passages: coverage.map((item) => listing(item, item.publication)),
    },
    {
      id: 'news:press-releases',
      title: `News: ${pressHeading}`,
      href: '/news#press-title',
      keywords: `${NEWS_KEYWORDS} ${pressEyebrow} ${pressHeading} announced`,
      passages: pressReleases.map((item) => listing(item, 'Press release')),
    },
    {
      id: 'news:media',
      title: `News: ${mediaResources.heading}`,
      href: '/news#media-title',
      keywords: `${NEWS_KEYWORDS} ${mediaResources.heading} ${mediaResources.downloadLabel} ${mediaResources.contactLabel} journalists`,
      passages: sentencesOf(mediaResources.text),
    },
  ];
  // Articles carry their own words, not the News page's: a question about one announcement finds the article,
  // a question about news in general finds the page's lists.
  const articles = [...coverage.map((item) => ({ ...item, by: `${item.publication} article` })), ...pressReleases.map((item) => ({ ...item, by: 'press release' }))];
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
