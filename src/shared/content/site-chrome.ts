import type { Locale } from '../i18n/locales.ts';
import { CHROME_FILES } from './files/chrome-files.ts';
import type { ChromeFiles } from './files/content-model.ts';
import { fillFacts } from './files/fact-names.ts';

export type { PagePath } from './files/site-schema.ts';

/**
 * The words around the content: what the layout, the page templates and the SEO code say, and no more: a language's
 * tags are in i18n/locales.ts. They are content/<language>/chrome.yaml; its templates ({{company}} home) become the
 * functions the components call with the value. Components take their words from here, never from their own JSX.
 */
export function chromeIn(locale: Locale, files: ChromeFiles = CHROME_FILES) {
  const words = files[locale];
  const { header, mobileMenu, growthChart, newsArticle, structuredData } = words;
  return {
    ...words,
    header: { ...header, homeLinkLabel: (company: string) => fillFacts(header.homeLinkLabel, { company }) },
    mobileMenu: { ...mobileMenu, callLabel: (phone: string) => fillFacts(mobileMenu.callLabel, { phone }) },
    growthChart: {
      title: (revenueLabel: string) => fillFacts(growthChart.title, { revenueLabel }),
      growthBadge: (percent: number, year: number) => fillFacts(growthChart.growthBadge, { percent: String(percent), year: String(year) }),
    },
    newsArticle: { ...newsArticle, companyPressRelease: (company: string) => fillFacts(newsArticle.companyPressRelease, { company }) },
    structuredData: {
      ...structuredData,
      priceRange: (setupRange: string, monthlyFrom: string) => fillFacts(structuredData.priceRange, { setupRange, monthlyFrom }),
    },
  };
}

/** What every language's chrome says: the same keys, each string its own words, each template a function. */
export type SiteChromeWords = ReturnType<typeof chromeIn>;

export const SITE_CHROME: SiteChromeWords = chromeIn('en');

/** A page's <title>, meta description and short name (breadcrumbs), per page of PAGE_ROUTES and the 404. */
export interface PageMeta {
  name: string;
  title: string;
  description: string;
}
