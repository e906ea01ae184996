import type { Words } from './words.ts';

/** The pages whose meta (title, description) the chrome holds, by their English path. */
export type PagePath = '/' | '/solutions' | '/news' | '/investors' | '/privacy' | '/terms' | '/404';

/**
 * The words around the content: what the layout, the page templates and the SEO code say, and no
 * more: a language's tags are in i18n/locales.ts. Every language has one object of
 * this shape (es/site-chrome.ts): components take their words from here, never from their own JSX.
 */
export const SITE_CHROME = {
  document: { skipLink: 'Skip to main content' },
  header: {
    homeLinkLabel: (company: string) => `${company} home`,
    mainNavLabel: 'Main',
    callUsPrefix: 'Call us at ',
    getStarted: 'Get Started',
  },
  mobileMenu: { openMenu: 'Open menu', closeMenu: 'Close menu', navLabel: 'Mobile', callLabel: (phone: string) => `Call ${phone}` },
  footer: {
    servicesHeading: 'Services',
    companyHeading: 'Company',
    contactHeading: 'Contact',
    allRightsReserved: 'All rights reserved.',
    privacy: 'Privacy',
    terms: 'Terms',
  },
  leadFormLink: { opensInNewTab: ' (opens in a new tab)' },
  honeypot: { label: 'Leave this field empty' },
  toaster: { regionLabel: 'Notifications (F8)', dismiss: 'Dismiss notification' },
  sampleCallCard: { answeredBadge: 'AI answered' },
  growthChart: {
    title: (revenueLabel: string) => `${revenueLabel} by year`,
    growthBadge: (percent: number, year: number) => `+${percent}% in ${year}`,
  },
  contactSection: { noscriptBefore: 'Our form needs JavaScript. You can also e-mail', noscriptMiddle: 'or call', salesLabel: 'Sales:' },
  downloads: { sizeUnknown: 'size unknown' },
  legalPage: { contentsHeading: 'Contents' },
  newsArticle: {
    breadcrumbLabel: 'Breadcrumb',
    breadcrumbNews: 'News',
    coverageSummary: 'Coverage summary',
    pressRelease: 'Press release',
    companyPressRelease: (company: string) => `${company} press release`,
    backToNews: 'Back to all news',
  },
  structuredData: {
    priceRange: (setupRange: string, monthlyFrom: string) => `${setupRange} setup, from ${monthlyFrom} per month`,
    pressReleaseSection: 'Press release',
  },
};

/** What every language's chrome must say: the English keys, each string its own words. */
export type SiteChromeWords = Words<typeof SITE_CHROME>;

/** A page's <title>, meta description and short name (breadcrumbs), per page of PAGE_ROUTES and the 404. */
export interface PageMeta {
  name: string;
  title: string;
  description: string;
}
