import type { Locale } from '../../i18n/locales.ts';
import { siteConfig as defaultSiteConfig, type SiteConfig } from '../../site-config.ts';
import { PRICES as SPANISH_PRICES } from '../es/pricing.ts';
import { PRICES as ENGLISH_PRICES } from '../pricing.ts';
import { BUSINESS_FILES } from './business-files.ts';
import type { FactName } from './fact-names.ts';

const PRICES_IN = { en: ENGLISH_PRICES, es: SPANISH_PRICES } as const;

/** Each {{fact}}'s value in one language (fact-names.ts), from the site configuration the pages are built with. */
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
    businessHours: BUSINESS_FILES.words[locale].businessHours,
    ...PRICES_IN[locale],
  };
}
