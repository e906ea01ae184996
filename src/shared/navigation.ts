/**
 * The English header and footer links: the addresses are navigation-links.ts's, the labels content/en/site.yaml's
 * (`navigation:`). Pages take every language's links from SITE_CONTENT[locale].navigation; these are for the checks
 * and tests that name an English link.
 */
import { navigationIn } from './content/site-words.ts';

const english = navigationIn('en');

/** Header navigation (spec section 2). */
export const HEADER_LINKS = english.header;

export const FOOTER_SERVICE_LINKS = english.footerServices;

export const FOOTER_COMPANY_LINKS = english.footerCompany;

export const FOOTER_LEGAL_LINKS = english.footerLegal;
