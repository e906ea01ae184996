import { investorsContent } from './content/investors.ts';
import type { InvestorDocument } from './content/types.ts';
import { LOCALE_INFO, LOCALES, type Locale } from './i18n/locales.ts';

/**
 * Files generated at build time (scripts/build/downloads.ts) and linked from the pages: English ones in /downloads,
 * every other language's under its prefix (/downloads/es), each with the same file name as the English one.
 */
export const MEDIA_KIT_FILE_NAME = 'harborline-media-kit.zip';

/** The folder a language's downloads are written to and served from: "/downloads", "/downloads/es". */
export const downloadsFolder = (locale: Locale) => `/downloads${LOCALE_INFO[locale].pathPrefix}`;

export const mediaKitUrl = (locale: Locale) => `${downloadsFolder(locale)}/${MEDIA_KIT_FILE_NAME}`;

export const investorDocumentUrl = (document: InvestorDocument, locale: Locale) => `${downloadsFolder(locale)}/${document.fileName}`;

/** Every download in every language (the documents' file names are the same in all: es/content-es.test.ts). */
export const DOWNLOAD_URLS: readonly string[] = LOCALES.flatMap((locale) => [
  mediaKitUrl(locale),
  ...investorsContent.documents.map((document) => investorDocumentUrl(document, locale)),
]);
