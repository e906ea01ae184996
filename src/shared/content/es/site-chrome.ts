import type { INDUSTRY_OPTIONS as ENGLISH_INDUSTRY_OPTIONS } from '../../leads/lead-schema.ts';
import { BUSINESS_FILES } from '../files/business-files.ts';
import { chromeIn, type SiteChromeWords } from '../site-chrome.ts';
import type { Words } from '../words.ts';

/**
 * The Spanish words of the site's code that are not content files: the company facts' words and the industry
 * options' labels (page titles, descriptions and the menus' labels are content/es/site.yaml, the words around the
 * content content/es/chrome.yaml).
 */

/** The company facts that are words (src/shared/site-config.ts: shortDescription, businessHours): content/es/business.yaml. */
export const SITE_FACTS = BUSINESS_FILES.words.es;

/** src/shared/leads/lead-schema.ts (INDUSTRY_OPTIONS): the stored values stay, the shown labels change. */
export const INDUSTRY_OPTIONS: Words<typeof ENGLISH_INDUSTRY_OPTIONS> = [
  { value: 'real-estate', label: 'Bienes raíces' },
  { value: 'healthcare', label: 'Salud' },
  { value: 'legal', label: 'Servicios legales' },
  { value: 'ecommerce', label: 'Comercio electrónico' },
  { value: 'other', label: 'Otra' },
];

/** The words around the content in Spanish: content/es/chrome.yaml (the same fields as content/en/chrome.yaml). */
export const SITE_CHROME: SiteChromeWords = chromeIn('es');
