import type { Locale } from '../../i18n/locales.ts';
import { siteConfig as defaultSiteConfig, type SiteConfig } from '../../site-config.ts';
import { PRICES as SPANISH_PRICES } from '../es/pricing.ts';
import { PRICES as ENGLISH_PRICES } from '../pricing.ts';

/**
 * The facts a content file writes as {{name}} instead of by value: the ones a deploy may set in the environment
 * (company name, phone numbers, e-mail addresses: README "Configuration") and the prices, written the way each
 * language writes them. The build refuses a file that names any other (scripts/content).
 */
export const FACT_NAMES = [
  'company', 'legalName', 'phone', 'salesPhone', 'salesEmail', 'supportEmail', 'pressEmail', 'investorEmail', 'privacyEmail',
  'legalEmail', 'siteUrl', 'streetAddress', 'postalCode', 'city', 'foundedYear', 'demoResponseHours',
  'setupMin', 'setupMax', 'monthlyFrom', 'setupRange', 'setupRangeInProse', 'setupRangeBetween', 'monthlyFromPlus',
] as const;

export type FactName = (typeof FACT_NAMES)[number];

const PRICES_IN = { en: ENGLISH_PRICES, es: SPANISH_PRICES } as const;

/** Each fact's value in one language, from the site configuration the pages are built with. */
export function factsIn(locale: Locale, config: SiteConfig = defaultSiteConfig): Readonly<Record<FactName, string>> {
  return {
    company: config.companyName,
    legalName: config.legalName,
    phone: config.mainPhone.display,
    salesPhone: config.salesPhone.display,
    salesEmail: config.salesEmail,
    supportEmail: config.supportEmail,
    pressEmail: config.pressEmail,
    investorEmail: config.investorEmail,
    privacyEmail: config.privacyEmail,
    legalEmail: config.legalEmail,
    siteUrl: config.siteUrl,
    streetAddress: config.address.streetAddress,
    postalCode: config.address.postalCode,
    city: `${config.address.locality}, ${config.address.region}`,
    foundedYear: String(config.foundedYear),
    demoResponseHours: String(config.demoResponseHours),
    ...PRICES_IN[locale],
  };
}

/** `{{name}}`, with or without spaces inside the braces. */
export const FACT_PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** A text with each {{name}} replaced by its value; names not given are left as written (the build has refused them). */
export function fillFacts(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(FACT_PLACEHOLDER, (written, name: string) => values[name] ?? written);
}

/** Every string inside a parsed content file with its facts filled in, the shape kept. */
export function fillFactsDeep<T>(value: T, values: Readonly<Record<string, string>>): T {
  if (typeof value === 'string') return fillFacts(value, values) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillFactsDeep(item, values)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillFactsDeep(item, values)])) as T;
  }
  return value;
}
