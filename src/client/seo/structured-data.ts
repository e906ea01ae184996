import { SITE_CONTENT } from '../../shared/content/site-content.ts';
import { LOCALE_INFO, localizedPath, type Locale } from '../../shared/i18n/locales.ts';
import { pageRoutesIn, type PageRoute } from '../../shared/routes.ts';
import { siteConfig } from '../../shared/site-config.ts';
import { ICON_FILES, absoluteUrl, canonicalUrl, shareImagePath } from './seo-files.ts';

/** A schema.org node as JSON-LD. */
export type JsonLd = { '@context'?: 'https://schema.org'; '@type': string } & Record<string, unknown>;

const ORGANIZATION_ID = absoluteUrl('/#organization');
const LOCAL_BUSINESS_ID = absoluteUrl('/#localbusiness');
/** One WebSite node per language: each version of the site is in one language. */
const websiteIdIn = (locale: Locale) => absoluteUrl(`${localizedPath('/', locale)}#website`);

function postalAddress() {
  const { address } = siteConfig;
  return {
    '@type': 'PostalAddress',
    streetAddress: address.streetAddress,
    addressLocality: address.locality,
    addressRegion: address.regionCode,
    postalCode: address.postalCode,
    addressCountry: address.countryCode,
  };
}

function logo() {
  return { '@type': 'ImageObject', url: absoluteUrl(ICON_FILES.icon512), width: 512, height: 512 };
}

/** Enough of the organization for a reader that does not resolve @id (Google's Article rules want a name). */
function organizationReference() {
  return { '@type': 'Organization', '@id': ORGANIZATION_ID, name: siteConfig.companyName, url: absoluteUrl('/') };
}

export function organization(locale: Locale = 'en'): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: siteConfig.companyName,
    legalName: siteConfig.legalName,
    description: SITE_CONTENT[locale].facts.shortDescription,
    url: absoluteUrl('/'),
    logo: logo(),
    email: siteConfig.salesEmail,
    telephone: siteConfig.mainPhone.e164,
    foundingDate: String(siteConfig.foundedYear),
    address: postalAddress(),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        telephone: siteConfig.salesPhone.e164,
        email: siteConfig.salesEmail,
        areaServed: siteConfig.address.countryCode,
        availableLanguage: ['English', 'Spanish'],
      },
      { '@type': 'ContactPoint', contactType: 'customer support', email: siteConfig.supportEmail, telephone: siteConfig.mainPhone.e164 },
      { '@type': 'ContactPoint', contactType: 'investor relations', email: siteConfig.investorEmail },
      { '@type': 'ContactPoint', contactType: 'media relations', email: siteConfig.pressEmail },
    ],
  };
}

export function localBusiness(locale: Locale = 'en'): JsonLd {
  const { pricing } = siteConfig;
  const { facts, prices, chrome } = SITE_CONTENT[locale];
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': LOCAL_BUSINESS_ID,
    name: siteConfig.companyName,
    description: facts.shortDescription,
    url: absoluteUrl(localizedPath('/', locale)),
    image: absoluteUrl(shareImagePath({ path: localizedPath('/', locale) })),
    logo: logo(),
    telephone: siteConfig.mainPhone.e164,
    email: siteConfig.salesEmail,
    address: postalAddress(),
    priceRange: chrome.structuredData.priceRange(prices.setupRange, prices.monthlyFrom),
    currenciesAccepted: pricing.currency,
    parentOrganization: { '@id': ORGANIZATION_ID },
  };
}

export function webSite(locale: Locale = 'en'): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': websiteIdIn(locale),
    name: siteConfig.companyName,
    description: SITE_CONTENT[locale].facts.shortDescription,
    url: absoluteUrl(localizedPath('/', locale)),
    inLanguage: LOCALE_INFO[locale].intlTag,
    publisher: { '@id': ORGANIZATION_ID },
  };
}

/** Home › page, or Home › News › article, in the page's language. */
export function breadcrumbList(route: PageRoute): JsonLd {
  const pages = pageRoutesIn(route.locale);
  const homeRoute = pages.find((candidate) => candidate.page === 'home')!;
  const newsRoute = pages.find((candidate) => candidate.page === 'news')!;
  const trail = route.page === 'news-article' ? [homeRoute, newsRoute, route] : [homeRoute, route];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: canonicalUrl(step),
    })),
  };
}

export function article(route: PageRoute): JsonLd {
  const { news: newsContent, chrome } = SITE_CONTENT[route.locale];
  const coverage = newsContent.coverage.find((item) => item.slug === route.slug);
  const release = newsContent.pressReleases.find((item) => item.slug === route.slug);
  const item = coverage ?? release;
  if (!item) throw new Error(`No news item with slug ${route.slug ?? '(none)'}`);
  const url = canonicalUrl(route);
  return {
    '@context': 'https://schema.org',
    '@type': coverage ? 'Article' : 'NewsArticle',
    '@id': `${url}#article`,
    headline: item.title,
    description: item.excerpt,
    url,
    mainEntityOfPage: url,
    image: [absoluteUrl(shareImagePath(route))],
    datePublished: item.date,
    dateModified: item.date,
    inLanguage: LOCALE_INFO[route.locale].intlTag,
    articleSection: coverage ? coverage.category : chrome.structuredData.pressReleaseSection,
    // Coverage is our own summary of another publication's story, which it cites.
    author: organizationReference(),
    ...(coverage ? { citation: `${coverage.publication}, ${coverage.date}` } : {}),
    publisher: { ...organizationReference(), logo: logo() },
  };
}

export function faqPage(route: PageRoute, questions: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: canonicalUrl(route),
    mainEntity: questions.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

/** JSON-LD for a page: WebSite everywhere, the business on Home, breadcrumbs inside, and what the page itself is. */
export function structuredDataFor(route: PageRoute): JsonLd[] {
  if (!route.inSitemap) return [];
  const nodes: JsonLd[] = [webSite(route.locale)];
  if (route.page === 'home') nodes.push(organization(route.locale), localBusiness(route.locale));
  else nodes.push(breadcrumbList(route));
  if (route.page === 'news-article') nodes.push(article(route));
  if (route.page === 'solutions') nodes.push(faqPage(route, SITE_CONTENT[route.locale].faqItems));
  return nodes;
}
