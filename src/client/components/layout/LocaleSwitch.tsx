import { Languages } from 'lucide-react';
import { LOCALES, LOCALE_INFO, type Locale } from '../../../shared/i18n/locales.ts';
import { localeVersionsOf, type PageRoute } from '../../../shared/routes.ts';
import { LOCALE_SWITCH_PATH } from '../../../shared/locale-preference.ts';

/**
 * Links to this page in the other languages, each named in its own language. A link goes through the server
 * (LOCALE_SWITCH_PATH), which remembers the visitor's choice and sends them on to the page: the only way the
 * preference is ever set, so nothing is stored for a visitor who never chose.
 */
export function LocaleSwitch({ route, className }: { route: Pick<PageRoute, 'basePath' | 'locale'>; className?: string }) {
  const versions = localeVersionsOf(route);
  const others = LOCALES.filter((locale): locale is Locale => locale !== route.locale && versions[locale] !== undefined);
  return others.map((locale) => {
    const info = LOCALE_INFO[locale];
    const href = `${LOCALE_SWITCH_PATH}/${locale}?to=${encodeURIComponent(versions[locale]!)}`;
    return (
      <a key={locale} href={href} hrefLang={info.htmlLang} lang={info.htmlLang} className={className} data-language-switch={locale}>
        <Languages className="size-4 shrink-0" aria-hidden="true" />
        {info.nativeName}
      </a>
    );
  });
}
