/**
 * One place for the company's facts. Deploy-specific values can be overridden by
 * environment variables at build time (pages are prerendered), except SITE_URL, which the server
 * applies at start-up (see SITE_URL_PLACEHOLDER and README).
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

export function createSiteConfig(env: Env = {}): SiteConfig {
  const siteUrl = (env.SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, '');
  return {
    companyName: env.SITE_COMPANY_NAME ?? 'Harborline AI',
    legalName: env.SITE_LEGAL_NAME ?? 'Harborline AI, LLC',
    shortDescription:
      'AI phone assistants, SMS follow-up and lead qualification that answer every call and turn more conversations into customers.',
    siteUrl,
    mainPhone: phone(env.SITE_PHONE ?? '(954) 555-0142'),
    salesPhone: phone(env.SITE_SALES_PHONE ?? '(954) 555-0187'),
    salesEmail: env.SITE_SALES_EMAIL ?? 'sales@harborline.ai',
    supportEmail: env.SITE_SUPPORT_EMAIL ?? 'support@harborline.ai',
    pressEmail: env.SITE_PRESS_EMAIL ?? 'press@harborline.ai',
    investorEmail: env.SITE_INVESTOR_EMAIL ?? 'investors@harborline.ai',
    privacyEmail: env.SITE_PRIVACY_EMAIL ?? 'privacy@harborline.ai',
    legalEmail: env.SITE_LEGAL_EMAIL ?? 'legal@harborline.ai',
    address: {
      streetAddress: env.SITE_STREET_ADDRESS ?? '110 E Broward Blvd, Suite 1700',
      locality: 'Fort Lauderdale',
      region: 'Florida',
      regionCode: 'FL',
      postalCode: env.SITE_POSTAL_CODE ?? '33301',
      country: 'United States',
      countryCode: 'US',
    },
    // CONTACT_FORM_URL is its name before leads had one name; still read when LEAD_FORM_URL is unset.
    externalLeadFormUrl: (env.LEAD_FORM_URL ?? env.CONTACT_FORM_URL)?.trim() || null,
    businessHours: 'Monday to Friday, 9:00 a.m. to 6:00 p.m. Eastern',
    pricing: { setupMin: 2500, setupMax: 10000, monthlyFrom: 500, currency: 'USD' },
    demoResponseHours: 24,
    foundedYear: 2021,
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
