import { LOCALES, type Locale } from '../i18n/locales.ts';
import * as englishNavigation from '../navigation.ts';
import { siteConfig } from '../site-config.ts';
import * as spanishFaq from './es/faq.ts';
import { FINANCIALS_TEXT as SPANISH_FINANCIALS_TEXT } from './es/financials.ts';
import { homeContent as spanishHome } from './es/home.ts';
import { investorsContent as spanishInvestors } from './es/investors.ts';
import { LEGAL_DATE_LABELS as SPANISH_LEGAL_DATE_LABELS } from './es/legal.ts';
import type { LegalTranslationNotice } from './es/legal-translation.ts';
import { newsContent as spanishNews } from './es/news.ts';
import { notFoundContent as spanishNotFound } from './es/not-found.ts';
import { PRICES as SPANISH_PRICES } from './es/pricing.ts';
import { privacyPolicy as spanishPrivacy, privacyTranslationNotice } from './es/privacy.ts';
import * as spanishChrome from './es/site-chrome.ts';
import { solutionsContent as spanishSolutions } from './es/solutions.ts';
import { termsOfService as spanishTerms, termsTranslationNotice } from './es/terms.ts';
import * as englishFaq from './faq.ts';
import { FINANCIALS_TEXT, type FinancialsText } from './financials.ts';
import { homeContent } from './home.ts';
import { investorsContent } from './investors.ts';
import { LEGAL_DATE_LABELS } from './legal.ts';
import { newsContent } from './news.ts';
import { notFoundContent } from './not-found.ts';
import { PRICES } from './pricing.ts';
import { privacyPolicy } from './privacy.ts';
import { SITE_CHROME, type PageMeta, type PagePath, type SiteChromeWords } from './site-chrome.ts';
import { solutionsContent } from './solutions.ts';
import { termsOfService } from './terms.ts';
import type { FaqContent, FaqItem, HomeContent, InvestorsContent, LegalDocument, NewsContent } from './types.ts';
import type { Words } from './words.ts';

/** The pages every language has, by their English path (the 404 as /404). */
export type { PagePath } from './site-chrome.ts';

export interface NavigationLink {
  href: string;
  label: string;
}

/** A legal page's copy, with the notice a translation carries (the English text governs). */
export interface LegalPageContent {
  document: LegalDocument;
  translationNotice?: LegalTranslationNotice;
}

/**
 * Everything a page in one language says: the pages' copy, the words around it (chrome) and the facts that are
 * words. The prerender picks one language's object per page; a language is added by adding one object here.
 */
export interface SiteContent {
  home: HomeContent;
  solutions: typeof solutionsContent;
  news: NewsContent;
  investors: InvestorsContent;
  faq: FaqContent;
  faqItems: readonly FaqItem[];
  privacy: LegalPageContent;
  terms: LegalPageContent;
  legalDateLabels: Words<typeof LEGAL_DATE_LABELS>;
  notFound: Words<typeof notFoundContent>;
  financials: FinancialsText;
  prices: Words<typeof PRICES>;
  pageMeta: Readonly<Record<PagePath, PageMeta>>;
  navigation: {
    header: readonly NavigationLink[];
    footerServices: readonly NavigationLink[];
    footerCompany: readonly NavigationLink[];
    footerLegal: readonly NavigationLink[];
  };
  facts: { shortDescription: string; businessHours: string };
  chrome: SiteChromeWords;
}

const ENGLISH_PAGE_META: Readonly<Record<PagePath, PageMeta>> = {
  '/': {
    name: 'Home',
    title: 'AI Phone Assistants & Business Automation',
    description:
      'Answer every call, follow up by SMS and qualify leads around the clock with AI automation built for your business. Book a free personalised demo.',
  },
  '/solutions': {
    name: 'Solutions',
    title: 'AI Automation Services and Pricing',
    description: `AI phone assistants, SMS marketing automation, lead qualification, voice analytics and industry packages. Setup from ${PRICES.setupMin}, plans from ${PRICES.monthlyFrom} a month.`,
  },
  '/news': {
    name: 'News',
    title: 'In the News: Coverage and Press Releases',
    description: 'Press coverage, announcements and media resources: download our media kit or contact the media team.',
  },
  '/investors': {
    name: 'Investors',
    title: 'Investor Relations',
    description: 'Growth metrics, investment highlights, market opportunity and investor documents. Schedule a call with our investor relations team.',
  },
  '/privacy': {
    name: 'Privacy Policy',
    title: 'Privacy Policy',
    description: 'How we collect, use, share, protect and retain personal information, and the rights you have over it.',
  },
  '/terms': {
    name: 'Terms of Service',
    title: 'Terms of Service',
    description: 'The terms that govern the use of our AI automation services: fees, data, availability, liability and disputes.',
  },
  '/404': { name: 'Page not found', title: 'Page Not Found', description: 'The page you are looking for does not exist.' },
};

const english: SiteContent = {
  home: homeContent,
  solutions: solutionsContent,
  news: newsContent,
  investors: investorsContent,
  faq: englishFaq.faqContent,
  faqItems: englishFaq.faqItems,
  privacy: { document: privacyPolicy },
  terms: { document: termsOfService },
  legalDateLabels: LEGAL_DATE_LABELS,
  notFound: notFoundContent,
  financials: FINANCIALS_TEXT,
  prices: PRICES,
  pageMeta: ENGLISH_PAGE_META,
  navigation: {
    header: englishNavigation.HEADER_LINKS,
    footerServices: englishNavigation.FOOTER_SERVICE_LINKS,
    footerCompany: englishNavigation.FOOTER_COMPANY_LINKS,
    footerLegal: englishNavigation.FOOTER_LEGAL_LINKS,
  },
  facts: { shortDescription: siteConfig.shortDescription, businessHours: siteConfig.businessHours },
  chrome: SITE_CHROME,
};

const spanish: SiteContent = {
  home: spanishHome,
  solutions: spanishSolutions,
  news: spanishNews,
  investors: spanishInvestors,
  faq: spanishFaq.faqContent,
  faqItems: spanishFaq.faqItems,
  privacy: { document: spanishPrivacy, translationNotice: privacyTranslationNotice },
  terms: { document: spanishTerms, translationNotice: termsTranslationNotice },
  legalDateLabels: SPANISH_LEGAL_DATE_LABELS,
  notFound: spanishNotFound,
  financials: SPANISH_FINANCIALS_TEXT,
  prices: SPANISH_PRICES,
  pageMeta: spanishChrome.PAGE_META,
  navigation: {
    header: spanishChrome.HEADER_LINKS,
    footerServices: spanishChrome.FOOTER_SERVICE_LINKS,
    footerCompany: spanishChrome.FOOTER_COMPANY_LINKS,
    footerLegal: spanishChrome.FOOTER_LEGAL_LINKS,
  },
  facts: spanishChrome.SITE_FACTS,
  chrome: spanishChrome.SITE_CHROME,
};

export const SITE_CONTENT: Readonly<Record<Locale, SiteContent>> = { en: english, es: spanish };

/** Every language's content, for checks that walk them all. */
export const ALL_SITE_CONTENT = LOCALES.map((locale) => [locale, SITE_CONTENT[locale]] as const);
