import { LOCALES, type Locale } from '../i18n/locales.ts';
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
import { navigationIn, pageMetaIn } from './site-words.ts';
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
  /** content/<language>/site.yaml (`pages:`), by the page's English path. */
  pageMeta: Readonly<Record<PagePath, PageMeta>>;
  /** content/<language>/site.yaml (`navigation:`), the addresses from navigation-links.ts. */
  navigation: {
    header: readonly NavigationLink[];
    footerServices: readonly NavigationLink[];
    footerCompany: readonly NavigationLink[];
    footerLegal: readonly NavigationLink[];
  };
  facts: { shortDescription: string; businessHours: string };
  chrome: SiteChromeWords;
}

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
  pageMeta: pageMetaIn('en'),
  navigation: navigationIn('en'),
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
  pageMeta: pageMetaIn('es'),
  navigation: navigationIn('es'),
  facts: spanishChrome.SITE_FACTS,
  chrome: spanishChrome.SITE_CHROME,
};

export const SITE_CONTENT: Readonly<Record<Locale, SiteContent>> = { en: english, es: spanish };

/** Every language's content, for checks that walk them all. */
export const ALL_SITE_CONTENT = LOCALES.map((locale) => [locale, SITE_CONTENT[locale]] as const);
