import { BUSINESS_FILES } from './content/files/business-files.ts';
import type { BusinessFile, BusinessWordsFile } from './content/files/business-schema.ts';

/**
 * One place for the company's facts: content/business.yaml and content/en/business.yaml, which the marketing team
 * edits. Deploy-specific values can be overridden by environment variables at build time (pages are prerendered),
 * except SITE_URL, which the server applies at start-up (see SITE_URL_PLACEHOLDER and README).
 */
export interface PhoneNumber {
  /** As shown to people, e.g. (954) 555-0142 */
  display: string;
  /** E.164, used in tel: links and structured data */
  e164: string;
}

export interface SiteConfig {
  companyName: string;
  legalName: string;
  shortDescription: string;
  /** Public base URL without a trailing slash, used for canonical links and the sitemap (built as SITE_URL_PLACEHOLDER). */
  siteUrl: string;
  mainPhone: PhoneNumber;
  salesPhone: PhoneNumber;
  salesEmail: string;
  supportEmail: string;
  pressEmail: string;
  investorEmail: string;
  privacyEmail: string;
  legalEmail: string;
  address: {
    streetAddress: string;
    locality: string;
    region: string;
    regionCode: string;
    postalCode: string;
    country: string;
    countryCode: string;
  };
  /** An external hosted lead form (LEAD_FORM_URL). When null, "Get Started" buttons lead to our own form at /#contact. */
  externalLeadFormUrl: string | null;
  businessHours: string;
  pricing: {
    setupMin: number;
    setupMax: number;
    monthlyFrom: number;
    currency: 'USD';
  };
  demoResponseHours: number;
  foundedYear: number;
}

type Env = Record<string, string | undefined>;

/**
 * The origin pages are built with. SITE_URL is a start-up setting: the server replaces this origin in
 * every served text file (pages, JSON-LD, sitemap, robots.txt, bundles) with the configured one, so one
 * build serves staging and production. `.invalid` can never be a real host.
 */
export const SITE_URL_PLACEHOLDER = 'https://site-url-set-at-start.invalid';
export const DEFAULT_SITE_URL = 'http://localhost:3000';

function phone(display: string): PhoneNumber {
  const digits = display.replace(/\D/g, '');
  return { display, e164: digits.length === 10 ? `+1${digits}` : `+${digits}` };
}

export function createSiteConfig(
  env: Env = {},
  business: BusinessFile = BUSINESS_FILES.business,
  words: BusinessWordsFile = BUSINESS_FILES.words.en,
): SiteConfig {
  const siteUrl = (env.SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, '');
  const { company, phones, emails, address, prices } = business;
  return {
    companyName: env.SITE_COMPANY_NAME ?? company.name,
    legalName: env.SITE_LEGAL_NAME ?? company.legalName,
    shortDescription: words.shortDescription,
    siteUrl,
    mainPhone: phone(env.SITE_PHONE ?? phones.main),
    salesPhone: phone(env.SITE_SALES_PHONE ?? phones.sales),
    salesEmail: env.SITE_SALES_EMAIL ?? emails.sales,
    supportEmail: env.SITE_SUPPORT_EMAIL ?? emails.support,
    pressEmail: env.SITE_PRESS_EMAIL ?? emails.press,
    investorEmail: env.SITE_INVESTOR_EMAIL ?? emails.investors,
    privacyEmail: env.SITE_PRIVACY_EMAIL ?? emails.privacy,
    legalEmail: env.SITE_LEGAL_EMAIL ?? emails.legal,
    address: {
      ...address,
      streetAddress: env.SITE_STREET_ADDRESS ?? address.streetAddress,
      postalCode: env.SITE_POSTAL_CODE ?? address.postalCode,
    },
    // CONTACT_FORM_URL is its name before leads had one name; still read when LEAD_FORM_URL is unset.
    externalLeadFormUrl: (env.LEAD_FORM_URL ?? env.CONTACT_FORM_URL)?.trim() || null,
    businessHours: words.businessHours,
    pricing: { ...prices, currency: 'USD' },
    demoResponseHours: business.demoResponseHours,
    foundedYear: company.foundedYear,
  };
}

declare const __SITE_CONFIG__: SiteConfig | undefined;

/**
 * The configuration pages are rendered with. Vite injects the build-time value into both the
 * prerender and the browser bundles, so islands and static HTML always agree.
 */
export const siteConfig: SiteConfig =
  typeof __SITE_CONFIG__ !== 'undefined' ? __SITE_CONFIG__ : createSiteConfig(typeof process === 'undefined' ? {} : process.env);

export function formatUsd(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount);
}
