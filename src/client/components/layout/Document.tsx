import type { ReactNode } from 'react';
import { LOCALE_INFO } from '../../../shared/i18n/locales.ts';
import type { PageRoute } from '../../../shared/routes.ts';
import { siteConfig } from '../../../shared/site-config.ts';
import { THEME_COLOR } from '../../seo/seo-files.ts';
import { IconLinks, LocaleAlternates, ShareTags } from '../../seo/SeoHead.tsx';
import { PageLocaleProvider, usePageLocale } from '../site-content.tsx';
import { EntryScriptAfterFirstPaint } from './EntryScriptAfterFirstPaint.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { SpeculationRules } from './SpeculationRules.tsx';

/** Files the client build produced for the page's first load, read from Vite's manifest. */
export interface PageAssets {
  stylesheets: readonly string[];
  scripts: readonly string[];
  modulePreloads: readonly string[];
}

export interface DocumentProps {
  route: PageRoute;
  assets: PageAssets;
  children: ReactNode;
  /** JSON-LD objects for the page. */
  structuredData?: readonly object[];
}

export function pageTitle(route: PageRoute): string {
  return route.page === 'home' ? `${siteConfig.companyName} | ${route.title}` : `${route.title} | ${siteConfig.companyName}`;
}

/** The page's HTML in its language: every component below reads its words from the route's language. */
export function Document(props: DocumentProps) {
  return (
    <PageLocaleProvider locale={props.route.locale}>
      <DocumentInLocale {...props} />
    </PageLocaleProvider>
  );
}

function DocumentInLocale({ route, assets, children, structuredData = [] }: DocumentProps) {
  const { content } = usePageLocale();
  return (
    <html lang={LOCALE_INFO[route.locale].htmlLang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The first paint waits until the page's content is parsed (the footer has begun): a slow phone that paints
            mid-parse moves the header's links and the hero's text as the rest of their rows arrive (layout shifts).
            The pages are a few dozen KB; browsers without rel=expect paint as before. */}
        <link rel="expect" href="#site-footer" blocking="render" />
        <title>{pageTitle(route)}</title>
        <meta name="description" content={route.description} />
        {route.inSitemap ? <ShareTags route={route} /> : <meta name="robots" content="noindex" />}
        {route.inSitemap ? <LocaleAlternates route={route} /> : null}
        <meta name="theme-color" content={THEME_COLOR} />
        <IconLinks />
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {assets.scripts.map((src) => (
          <EntryScriptAfterFirstPaint key={src} src={src} />
        ))}
        <SpeculationRules />
        {structuredData.map((data, index) => (
          <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
        ))}
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-navy-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {content.chrome.document.skipLink}
        </a>
        <Header route={route} />
        <main id="main" tabIndex={-1} className="pt-16 focus:outline-none">
          {children}
        </main>
        <Footer />
      </body>
    </html>
  );
}
