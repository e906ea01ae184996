import { siteConfig } from '../../site-config.ts';

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

/** siteConfig.businessHours ("Monday to Friday, 9:00 a.m. to 6:00 p.m. Eastern") in Spanish. */
export const BUSINESS_HOURS = 'de lunes a viernes, de 9:00 a. m. a 6:00 p. m., hora del Este';

const { address } = siteConfig;

/** The postal address as the legal texts give it: written as the post office reads it, so left in English. */
export const POSTAL_ADDRESS = `${address.streetAddress}, ${address.locality}, ${address.regionCode} ${address.postalCode}, ${address.country}`;
