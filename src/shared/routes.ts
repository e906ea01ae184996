/** Every public page, the single list that prerendering, the sitemap and navigation read. */
import { newsContent } from './content/news.ts';
import { PRICES } from './content/pricing.ts';

export type PageId = 'home' | 'solutions' | 'news' | 'news-article' | 'investors' | 'privacy' | 'terms' | 'not-found';

export interface PageRoute {
  path: string;
  page: PageId;
  title: string;
  description: string;
  /** Short name for breadcrumbs and navigation. */
  name: string;
  inSitemap: boolean;
  /** For news articles: the item's slug. */
  slug?: string;
  /** ISO date of publication, for articles. */
  published?: string;
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  {
    path: '/',
    page: 'home',
    name: 'Home',
    title: 'AI Phone Assistants & Business Automation',
    description:
      'Answer every call, follow up by SMS and qualify leads around the clock with AI automation built for your business. Book a free personalised demo.',
    inSitemap: true,
  },
  {
    path: '/solutions',
    page: 'solutions',
    name: 'Solutions',
    title: 'AI Automation Services and Pricing',
    description:
      `AI phone assistants, SMS marketing automation, lead qualification, voice analytics and industry packages. Setup from ${PRICES.setupMin}, plans from ${PRICES.monthlyFrom} a month.`,
    inSitemap: true,
  },
  {
    path: '/news',
    page: 'news',
    name: 'News',
    title: 'In the News: Coverage and Press Releases',
    description: 'Press coverage, announcements and media resources: download our media kit or contact the media team.',
    inSitemap: true,
  },
  {
    path: '/investors',
    page: 'investors',
    name: 'Investors',
    title: 'Investor Relations',
    description:
      'Growth metrics, investment highlights, market opportunity and investor documents. Schedule a call with our investor relations team.',
    inSitemap: true,
  },
  {
    path: '/privacy',
    page: 'privacy',
    name: 'Privacy Policy',
    title: 'Privacy Policy',
    description: 'How we collect, use, share, protect and retain personal information, and the rights you have over it.',
    inSitemap: true,
  },
  {
    path: '/terms',
    page: 'terms',
    name: 'Terms of Service',
    title: 'Terms of Service',
    description: 'The terms that govern the use of our AI automation services: fees, data, availability, liability and disputes.',
    inSitemap: true,
  },
];

/** One page per coverage item and press release, at /news/<slug>. */
export const NEWS_ARTICLE_ROUTES: readonly PageRoute[] = [...newsContent.coverage, ...newsContent.pressReleases].map((item) => ({
  path: `/news/${item.slug}`,
  page: 'news-article',
  name: item.title,
  title: item.title,
  description: item.excerpt,
  inSitemap: true,
  slug: item.slug,
  published: item.date,
}));

/** Every prerendered, indexable page. */
export const PUBLIC_ROUTES: readonly PageRoute[] = [...PAGE_ROUTES, ...NEWS_ARTICLE_ROUTES];

export const NOT_FOUND_ROUTE: PageRoute = {
  path: '/404',
  page: 'not-found',
  name: 'Page not found',
  title: 'Page Not Found',
  description: 'The page you are looking for does not exist.',
  inSitemap: false,
};

