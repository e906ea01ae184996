import { createContext, useContext, type ReactNode } from 'react';
import { SITE_CONTENT, type SiteContent } from '../../shared/content/site-content.ts';
import { formatLongDate, type Locale } from '../../shared/i18n/locales.ts';
import { localizedHref } from '../../shared/routes.ts';

interface PageLanguage {
  locale: Locale;
  content: SiteContent;
  /** A page link written as data ("/solutions", "/#contact"), pointing to the same language's page. */
  href: (path: string) => string;
  /** A calendar date (YYYY-MM-DD) as the language writes it. */
  date: (isoDate: string) => string;
}

const languageOf = (locale: Locale): PageLanguage => ({
  locale,
  content: SITE_CONTENT[locale],
  href: (path) => localizedHref(path, locale),
  date: (isoDate) => formatLongDate(isoDate, locale),
});

const PageLanguageContext = createContext<PageLanguage>(languageOf('en'));

/** The language a prerendered page is written in: every static component below reads its words from it. */
export function PageLanguageProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <PageLanguageContext.Provider value={languageOf(locale)}>{children}</PageLanguageContext.Provider>;
}

/**
 * The page's language, its content and its link helper. Only for what is prerendered: an island hydrates without
 * this context, so it takes its language as a prop.
 */
export const usePageLanguage = (): PageLanguage => useContext(PageLanguageContext);
