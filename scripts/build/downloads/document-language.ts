import { DOWNLOAD_TEXT as SPANISH_DOWNLOAD_TEXT } from '../../../src/shared/content/es/downloads.ts';
import { DOWNLOAD_TEXT, type DownloadText } from '../../../src/shared/content/downloads.ts';
import { SITE_CONTENT, type SiteContent } from '../../../src/shared/content/site-content.ts';
import { LOCALE_INFO, type Locale } from '../../../src/shared/i18n/locales.ts';

/** Everything a download says in one language: the pages' copy it restates and its own words. */
export interface DocumentLanguage {
  locale: Locale;
  /** The PDFs' /Lang entry: "en-US", "es-US". */
  tag: string;
  content: SiteContent;
  text: DownloadText;
}

const DOWNLOAD_TEXTS: Readonly<Record<Locale, DownloadText>> = { en: DOWNLOAD_TEXT, es: SPANISH_DOWNLOAD_TEXT };

export const documentLanguage = (locale: Locale): DocumentLanguage => ({
  locale,
  tag: LOCALE_INFO[locale].intlTag,
  content: SITE_CONTENT[locale],
  text: DOWNLOAD_TEXTS[locale],
});
