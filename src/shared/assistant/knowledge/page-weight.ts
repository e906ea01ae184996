/**
 * Canonical pages over summaries: a news item (an article, a press release, the News page's lists) restates
 * what the product, investor and legal pages own, so it wins only when the question is about news, the
 * press or an announcement; the Investors page restates the offer (the white-label program, the uptime) for
 * investors, so it weighs less for a question that is not about the business as an investment; the terms
 * and the privacy policy weigh more for a question about rights and obligations (a guarantee, liability,
 * ownership, personal data, a period data is kept, a fee's terms) and a little less for any other; the home
 * page summarises what /solutions details, so it weighs a little less.
 */

/** Words that make a question one about news, the press or an announcement ("press 1" is a phone menu). */
const NEWS_WORDS =
  /\b(news|newsroom|press(?! ?(\d|one|two|zero|star|pound|#|a button|a key))|media|journalists?|reporters?|articles?|stor(y|ies)|coverage|covered|featured|interviews?|publications?|headlines?|announce\w*|releases?|wrote|written|magazine)\b/;

/** Words that make a question one about the business as an investment: figures, the market, investing. */
const INVESTOR_WORDS =
  /\b(invest\w*|shareholders?|equity|stake|ipo|revenue|arr|mrr|financials?|earnings|funding|funded|raised?|valuation|profit\w*|margins?|cagr|tam|market|growth|grow(ing|n)?|yoy|year over year|churn|retention rate|(client|customer) retention|paying clients|annual report|business model|subscription|partner channel|metrics?|kpis?|scale|traction|over the years|year by year|each year|(19|20)\d\d)\b/;

/** Words that make a question one about rights and obligations, which the terms and the privacy policy own. */
const LEGAL_WORDS =
  /\b(guarantee\w*|warrant\w*|liab\w*|legal\w*|lawful\w*|rights?|owns?|owned|ownership|dpa|gdpr|ccpa|terms|agreements?|allowed|permitted|prohibited|indemn\w*|jurisdiction|disputes?|arbitration|breach\w*|delet\w*|eras(e|ed|ing|ure)|personal (info|information|data)|terminat\w*|violat\w*|suspend\w*|refund\w*|invoic\w*|overdue|notice|courts?|sue|arbitrat\w*|laws?|privacy|cookies?|children|minors?|\d+ years? old|processors?|sub-?processors?|controller|retain\w*|retention|backups?|logs|policy|policies|consent|comply|compliance|infring\w*|patents?|force majeure|spoof\w*|advice|close my account|my account|my rights|my (info|information|data)|tax(es)?|owe\w*|disclos\w*|(share|sell|sold|give|pass)\w* (on )?(my|our|your|customer|personal|the) ?(data|info\w*|details|e-?mail( address)?|number)|without (telling|asking|consent)|kept|retained|how long (do|does|will|can) (you|u|they) (keep|store|hold|retain|save)|how long (is|are) [\w ]{1,30} (kept|stored|retained|saved))\b/;

/** Weight of the terms and the privacy policy for a question about rights and obligations. */
export const LEGAL_WEIGHT_ON_TOPIC = 1.5;

/**
 * Weight of the terms and the privacy policy for any other question: a clause shares many words with a product
 * question ("transfer", "tracking", "hear", "hours") without answering it.
 */
export const LEGAL_WEIGHT_OFF_TOPIC = 0.8;

/** Weight of an Investors page section for a question that is not about the business as an investment. */
export const INVESTORS_WEIGHT_OFF_TOPIC = 0.6;

/** Weight of a news item for a question that is not about news: low enough that a canonical section with the same words wins. */
export const NEWS_WEIGHT_OFF_TOPIC = 0.25;

/** The News page's lists restate every headline: they answer news in general, the article answers about itself. */
export const NEWS_LISTING_WEIGHT = 0.6;

/** Weight of a home page section: it wins where it alone holds the answer (industries without a package). */
export const HOME_WEIGHT = 0.8;

export const isNewsHref = (href: string) => href === '/news' || href.startsWith('/news/') || href.startsWith('/news#');

/** The News page's own lists (coverage, press releases, media resources), which restate the articles' headlines. */
export const isNewsListingHref = (href: string) => href === '/news' || href.startsWith('/news#');

export const isInvestorsHref = (href: string) => href === '/investors' || href.startsWith('/investors#') || href.startsWith('/investors/');

export function asksAboutNews(question: string): boolean {
  return NEWS_WORDS.test(question.toLowerCase());
}

export function asksAboutRights(question: string): boolean {
  return LEGAL_WORDS.test(question.toLowerCase());
}

export const isLegalHref = (href: string) => /^\/(terms|privacy)(#|$)/.test(href);

export function asksAboutInvesting(question: string): boolean {
  return INVESTOR_WORDS.test(question.toLowerCase());
}

/**
 * How much a section's score counts for this question: 1, more for the legal pages when the question is
 * about rights and less otherwise, less for the home page, less for the Investors page unless the question is about investing,
 * much less for news unless the question is about news.
 */
export function pageWeight(href: string, aboutNews: boolean, aboutInvesting = true, aboutRights = false): number {
  if (isLegalHref(href)) return aboutRights ? LEGAL_WEIGHT_ON_TOPIC : LEGAL_WEIGHT_OFF_TOPIC;
  if (isNewsHref(href)) return (aboutNews ? 1 : NEWS_WEIGHT_OFF_TOPIC) * (href.startsWith('/news#') ? NEWS_LISTING_WEIGHT : 1);
  if (isInvestorsHref(href)) return aboutInvesting ? 1 : INVESTORS_WEIGHT_OFF_TOPIC;
  return href.startsWith('/#') || href === '/' ? HOME_WEIGHT : 1;
}
