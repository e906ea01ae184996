/**
 * The site's languages. English lives at the root (/solutions), every other language under its own prefix
 * (/es/solutions), so a page's language is read off its path alone: no header, cookie or script decides it.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of x-default and of every path without a prefix. */
export const DEFAULT_LOCALE: Locale = 'en';

export interface LocaleInfo {
  /** <html lang> and hreflang. */
  htmlLang: string;
  /** Intl formatting (dates, numbers): US conventions in both, so amounts stay "$1,500". */
  intlTag: string;
  /** og:locale */
  ogLocale: string;
  /** Path prefix, "" for the default language. */
  pathPrefix: string;
  /** The language's own name, as a language switch shows it. */
  nativeName: string;
}

export const LOCALE_INFO: Readonly<Record<Locale, LocaleInfo>> = {
  en: { htmlLang: 'en', intlTag: 'en-US', ogLocale: 'en_US', pathPrefix: '', nativeName: 'English' },
  es: { htmlLang: 'es', intlTag: 'es-US', ogLocale: 'es_US', pathPrefix: '/es', nativeName: 'Español' },
};

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** An English path in a language: "/solutions" → "/es/solutions", "/" → "/es". */
export function localizedPath(path: string, locale: Locale): string {
  const prefix = LOCALE_INFO[locale].pathPrefix;
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** A path's language and its English path: "/es/news/x" → { locale: "es", path: "/news/x" }. */
export function splitLocalizedPath(path: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = LOCALE_INFO[locale].pathPrefix;
    if (!prefix) continue;
    if (path === prefix || path === `${prefix}/`) return { locale, path: '/' };
    if (path.startsWith(`${prefix}/`)) return { locale, path: path.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, path };
}

/** A calendar date (YYYY-MM-DD) as its language writes it: "November 22, 2026", "22 de noviembre de 2026". */
export function formatLongDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].intlTag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}
