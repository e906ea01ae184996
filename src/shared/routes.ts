/** Every public page in every language, the single list that prerendering, the sitemap and navigation read. */
import { SITE_CONTENT, type PagePath } from './content/site-content.ts';
import { BOOKING_PAGE_PATH } from './content/booking.ts';
import { BOOKING_WORDS } from './content/booking-words.ts';
import { newsListPageCount, newsListPath } from './content/news-listing.ts';
import { LOCALES, localizedPath, type Locale } from './i18n/locales.ts';

export type PageId = 'home' | 'solutions' | 'news' | 'news-article' | 'investors' | 'privacy' | 'terms' | 'not-found' | 'booking';

export interface PageRoute {
  /** Where the page is served: "/solutions", "/es/solutions". */
  path: string;
  locale: Locale;
  /** The page's English path, the same in every language: what its language versions share (hreflang). */
  basePath: string;
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
  /** For the News page: which page of the list it is (1 for /news, 2 for /news/page/2, …). */
  listPage?: number;
}

const PAGES: readonly { basePath: Exclude<PagePath, '/404'>; page: PageId }[] = [
  { basePath: '/', page: 'home' },
  { basePath: '/solutions', page: 'solutions' },
  { basePath: '/news', page: 'news' },
  { basePath: '/investors', page: 'investors' },
  { basePath: '/privacy', page: 'privacy' },
  { basePath: '/terms', page: 'terms' },
];

/** The top-level pages in one language. */
export function pageRoutesIn(locale: Locale): PageRoute[] {
  const meta = SITE_CONTENT[locale].pageMeta;
  return PAGES.map(({ basePath, page }) => ({ path: localizedPath(basePath, locale), locale, basePath, page, ...meta[basePath], inSitemap: true }));
}

/** The News list's pages after the first (/news/page/2, …), as many as the articles need; none while one page holds them all. */
export function newsListRoutesIn(locale: Locale): PageRoute[] {
  const { pageMeta, news } = SITE_CONTENT[locale];
  const meta = pageMeta['/news'];
  return Array.from({ length: newsListPageCount(news) - 1 }, (_, index) => {
    const listPage = index + 2;
    const basePath = newsListPath(listPage);
    const pageName = news.paging.page(listPage);
    return { path: localizedPath(basePath, locale), locale, basePath, page: 'news' as const, name: `${meta.name}, ${pageName}`, title: `${meta.title}, ${pageName}`, description: meta.description, inSitemap: true, listPage };
  });
}

/** One page per coverage item and press release, at /news/<slug> (the slug is the same in every language). */
export function newsArticleRoutesIn(locale: Locale): PageRoute[] {
  const news = SITE_CONTENT[locale].news;
  return [...news.coverage, ...news.pressReleases].map((item) => {
    const basePath = `/news/${item.slug}`;
    return {
      path: localizedPath(basePath, locale),
      locale,
      basePath,
      page: 'news-article' as const,
      name: item.title,
      title: item.title,
      description: item.excerpt,
      inSitemap: true,
      slug: item.slug,
      published: item.date,
    };
  });
}

/** The 404 page in one language: served for any unknown path under the language's prefix. */
export function notFoundRouteIn(locale: Locale): PageRoute {
  return { path: localizedPath('/404', locale), locale, basePath: '/404', page: 'not-found', ...SITE_CONTENT[locale].pageMeta['/404'], inSitemap: false };
}

/** The English pages: the site as it was before it had languages, and what x-default points to. */
export const PAGE_ROUTES: readonly PageRoute[] = pageRoutesIn('en');
export const NEWS_ARTICLE_ROUTES: readonly PageRoute[] = newsArticleRoutesIn('en');
export const NOT_FOUND_ROUTE: PageRoute = notFoundRouteIn('en');

/** Every prerendered, indexable page, in every language. */
export const PUBLIC_ROUTES: readonly PageRoute[] = LOCALES.flatMap((locale) => [...pageRoutesIn(locale), ...newsListRoutesIn(locale), ...newsArticleRoutesIn(locale)]);

/** Every language's 404 page. */
export const NOT_FOUND_ROUTES: readonly PageRoute[] = LOCALES.map(notFoundRouteIn);

/** A page in every language it exists in, for hreflang and the language switch: locale → path. */
export function localeVersionsOf(route: Pick<PageRoute, 'basePath'>): Partial<Record<Locale, string>> {
  return Object.fromEntries(PUBLIC_ROUTES.filter((candidate) => candidate.basePath === route.basePath).map((candidate) => [candidate.locale, candidate.path]));
}

/**
 * The booking page's shell in one language: prerendered with the site's layout (noindex, not in the sitemap), its body
 * left to the server, which answers GET /book and POST /book with the lead's meeting or free slots in it, in the shell
 * of the lead's language (features/booking).
 */
export function bookingPageRouteIn(locale: Locale): PageRoute {
  const text = BOOKING_WORDS[locale];
  return {
    path: localizedPath(BOOKING_PAGE_PATH, locale),
    locale,
    basePath: BOOKING_PAGE_PATH,
    page: 'booking',
    name: text.pageName,
    title: text.pageTitle,
    description: text.pageDescription,
    inSitemap: false,
  };
}

export const BOOKING_PAGE_ROUTE: PageRoute = bookingPageRouteIn('en');

/** The booking page's shell in every language (/book, /es/book). */
export const BOOKING_PAGE_ROUTES: readonly PageRoute[] = LOCALES.map(bookingPageRouteIn);

const PAGE_BASE_PATHS: ReadonlySet<string> = new Set(PUBLIC_ROUTES.map((route) => route.basePath));

/**
 * A link written as data (an English page path, maybe with an anchor) as the same link on a page in `locale`:
 * "/#contact" → "/es#contact". Anything that is not one of our pages (files, the API, other sites) is left as it is.
 */
export function localizedHref(href: string, locale: Locale): string {
  const hashAt = href.indexOf('#');
  const path = hashAt === -1 ? href : href.slice(0, hashAt);
  if (!PAGE_BASE_PATHS.has(path)) return href;
  return `${localizedPath(path, locale)}${hashAt === -1 ? '' : href.slice(hashAt)}`;
}
