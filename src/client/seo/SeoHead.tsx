import { DEFAULT_LOCALE, LOCALES, LOCALE_INFO } from '../../shared/i18n/locales.ts';
import { localeVersionsOf, type PageRoute } from '../../shared/routes.ts';
import { siteConfig } from '../../shared/site-config.ts';
import { ICON_FILES, SHARE_IMAGE_SIZE, WEB_MANIFEST_PATH, absoluteUrl, canonicalUrl, shareImagePath } from './seo-files.ts';

/** Icons and the web manifest: the same on every page, including the 404. */
export function IconLinks() {
  return (
    <>
      <link rel="icon" href={ICON_FILES.ico} sizes="32x32" />
      <link rel="icon" href={ICON_FILES.svg} type="image/svg+xml" />
      <link rel="apple-touch-icon" href={ICON_FILES.appleTouch} />
      <link rel="manifest" href={WEB_MANIFEST_PATH} />
    </>
  );
}

/** Canonical URL, Open Graph and Twitter card tags of an indexable page, with its own share image. */
export function ShareTags({ route }: { route: PageRoute }) {
  const url = canonicalUrl(route);
  const image = absoluteUrl(shareImagePath(route));
  const imageAlt = `${route.title} | ${siteConfig.companyName}`;
  const isArticle = route.page === 'news-article';
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:type" content={isArticle ? 'article' : 'website'} />
      <meta property="og:site_name" content={siteConfig.companyName} />
      <meta property="og:locale" content={LOCALE_INFO[route.locale].ogLocale} />
      {LOCALES.filter((locale) => locale !== route.locale && localeVersionsOf(route)[locale]).map((locale) => (
        <meta key={locale} property="og:locale:alternate" content={LOCALE_INFO[locale].ogLocale} />
      ))}
      <meta property="og:url" content={url} />
      <meta property="og:title" content={route.title} />
      <meta property="og:description" content={route.description} />
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(SHARE_IMAGE_SIZE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE_SIZE.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      {isArticle && route.published ? <meta property="article:published_time" content={route.published} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={route.title} />
      <meta name="twitter:description" content={route.description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
    </>
  );
}

/**
 * hreflang: the page and each of its language versions, absolute, with x-default to the default language's
 * version. Every version lists the same set, so the links are reciprocal.
 */
export function LocaleAlternates({ route }: { route: PageRoute }) {
  const versions = localeVersionsOf(route);
  const defaultPath = versions[DEFAULT_LOCALE];
  return (
    <>
      {LOCALES.filter((locale) => versions[locale] !== undefined).map((locale) => (
        <link key={locale} rel="alternate" hrefLang={LOCALE_INFO[locale].htmlLang} href={absoluteUrl(versions[locale]!)} />
      ))}
      {defaultPath === undefined ? null : <link rel="alternate" hrefLang="x-default" href={absoluteUrl(defaultPath)} />}
    </>
  );
}
