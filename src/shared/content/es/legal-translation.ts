import { BUSINESS_FILES } from '../files/business-files.ts';

/**
 * The notice at the top of a translated legal page: the translation is a convenience and the English text
 * governs. `href` is the English page's path; the link text is Spanish, the page it opens is English.
 */
export interface LegalTranslationNotice {
  text: string;
  linkLabel: string;
  href: string;
  hrefLang: 'en';
}

/** siteConfig.businessHours in Spanish: content/es/business.yaml. */
export const BUSINESS_HOURS = BUSINESS_FILES.words.es.businessHours;
