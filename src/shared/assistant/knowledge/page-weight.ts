/**
 * Canonical pages over summaries: a news item (an article, a press release, the News page's lists) restates
 * what the product, investor and legal pages own, so it wins only when the question is about news, the
 * press or an announcement; the home page summarises what /solutions details, so it weighs a little less.
 */

/** Words that make a question one about news, the press or an announcement (whole words, processed or not). */
const NEWS_WORDS = /\b(news|newsroom|press|media|journalists?|reporters?|articles?|stor(y|ies)|coverage|covered|featured|interviews?|publications?|headlines?|announce\w*|releases?|wrote|written|magazine)\b/;

/** Weight of a news item for a question that is not about news: low enough that a canonical section with the same words wins. */
export const NEWS_WEIGHT_OFF_TOPIC = 0.25;

/** The News page's lists restate every headline: they answer news in general, the article answers about itself. */
export const NEWS_LISTING_WEIGHT = 0.6;

/** Weight of a home page section: it wins where it alone holds the answer (industries without a package). */
export const HOME_WEIGHT = 0.8;

export const isNewsHref = (href: string) => href === '/news' || href.startsWith('/news/') || href.startsWith('/news#');

export function asksAboutNews(question: string): boolean {
  return NEWS_WORDS.test(question.toLowerCase());
}

/** How much a section's score counts for this question: 1, less for the home page, much less for news unless the question is about news. */
export function pageWeight(href: string, aboutNews: boolean): number {
  if (isNewsHref(href)) return (aboutNews ? 1 : NEWS_WEIGHT_OFF_TOPIC) * (href.startsWith('/news#') ? NEWS_LISTING_WEIGHT : 1);
  return href.startsWith('/#') || href === '/' ? HOME_WEIGHT : 1;
}
