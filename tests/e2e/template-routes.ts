import { NEWS_ARTICLE_ROUTES, newsArticleRoutesIn, PAGE_ROUTES, pageRoutesIn } from '../../src/shared/routes.ts';

/**
 * Each page template once: every page, and the first news article for the five that share its template and
 * styles. Per-page audits that depend on markup and styles (axe, keyboard walk, load metrics) run on these;
 * checks that depend on each page's own text (titles, 320 px and 200 % zoom) run on every route, and the control
 * walk on every English route (its links are checked on every route in tests/api/page-links.test.ts).
 */
export const ONE_ROUTE_PER_TEMPLATE = [...PAGE_ROUTES, NEWS_ARTICLE_ROUTES[0]!];

/** The same templates in Spanish: their words and links are their own, so axe and the control walk look at them too. */
export const ONE_SPANISH_ROUTE_PER_TEMPLATE = [...pageRoutesIn('es'), newsArticleRoutesIn('es')[0]!];
