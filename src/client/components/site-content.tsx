import { createContext, useContext, type ReactNode } from 'react';
import { SITE_CONTENT, type SiteContent } from '../../shared/content/site-content.ts';
import { formatLongDate, type Locale } from '../../shared/i18n/locales.ts';
import { localizedHref } from '../../shared/routes.ts';

interface PageLocale {
  locale: Locale;
  content: SiteContent;
  /** A page link written as data ("/solutions", "/#contact"), pointing to the same language's page. */
  href: (path: string) => string;
  /** A calendar date (YYYY-MM-DD) as the language writes it. */
  date: (isoDate: string) => string;
}

const localeOf = (locale: Locale): PageLocale => ({
  locale,
  content: SITE_CONTENT[locale],
  href: (path) => localizedHref(path, locale),
  date: (isoDate) => formatLongDate(isoDate, locale),
});

const PageLocaleContext = createContext<PageLocale>(localeOf('en'));

/** The language a prerendered page is written in: every static component below reads its words from it. */
export function PageLocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <PageLocaleContext.Provider value={localeOf(locale)}>{children}</PageLocaleContext.Provider>;
}

/**
 * The page's language, its content and its link helper. Only for what is prerendered: an island hydrates without
 * this context, so it takes its language as a prop.
 */
export const usePageLocale = (): PageLocale => useContext(PageLocaleContext);
