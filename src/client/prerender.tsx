import { renderToString } from 'react-dom/server';
import { SITE_CONTENT } from '../shared/content/site-content.ts';
import { BOOKING_PAGE_ROUTES, NOT_FOUND_ROUTES, PUBLIC_ROUTES, type PageRoute } from '../shared/routes.ts';
import { Document, type PageAssets } from './components/layout/Document.tsx';
import { BookingPageShell } from './pages/BookingPageShell.tsx';
import { HomePage } from './pages/HomePage.tsx';
import { InvestorsPage } from './pages/InvestorsPage.tsx';
import { LegalPage } from './pages/LegalPage.tsx';
import { NewsArticlePage, NewsPage } from './pages/NewsPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import type { DownloadSizes } from './pages/page-props.ts';
import { SolutionsPage } from './pages/SolutionsPage.tsx';
import { structuredDataFor } from './seo/structured-data.ts';

export interface PrerenderContext {
  assets: PageAssets;
  downloadSizes: DownloadSizes;
}

function PageBody({ route, downloadSizes }: { route: PageRoute; downloadSizes: DownloadSizes }) {
  switch (route.page) {
    case 'home':
      return <HomePage />;
    case 'solutions':
      return <SolutionsPage />;
    case 'news':
      return <NewsPage downloadSizes={downloadSizes} listPage={route.listPage ?? 1} />;
    case 'news-article':
      return <NewsArticlePage slug={route.slug ?? ''} />;
    case 'investors':
      return <InvestorsPage downloadSizes={downloadSizes} />;
    case 'privacy':
      return <LegalPage legal={SITE_CONTENT[route.locale].privacy} />;
    case 'terms':
      return <LegalPage legal={SITE_CONTENT[route.locale].terms} />;
    case 'not-found':
      return <NotFoundPage />;
    case 'booking':
      return <BookingPageShell />;
  }
}

export const ROUTES_TO_RENDER: readonly PageRoute[] = [...PUBLIC_ROUTES, ...NOT_FOUND_ROUTES, ...BOOKING_PAGE_ROUTES];

/** Renders one page to a complete HTML document. */
export function renderPage(route: PageRoute, context: PrerenderContext): string {
  const html = renderToString(
    <Document route={route} assets={context.assets} structuredData={structuredDataFor(route)}>
      <PageBody route={route} downloadSizes={context.downloadSizes} />
    </Document>,
  );
  return `<!DOCTYPE html>${html}`;
}
