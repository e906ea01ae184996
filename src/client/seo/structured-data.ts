import type { PageRoute } from '../../shared/routes.ts';

/** JSON-LD for a page (filled in by the SEO work: Organization, WebSite, BreadcrumbList, Article, FAQPage). */
export function structuredDataFor(_route: PageRoute): object[] {
  return [];
}
