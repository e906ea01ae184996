import { faqItems } from '../../shared/content/faq.ts';
import { newsContent } from '../../shared/content/news.ts';
import { PAGE_ROUTES, type PageRoute } from '../../shared/routes.ts';
import { PRICES } from '../../shared/content/pricing.ts';
import { siteConfig } from '../../shared/site-config.ts';
import { ICON_FILES, absoluteUrl, canonicalUrl, shareImagePath } from './seo-files.ts';

/** A schema.org node as JSON-LD. */
export type JsonLd = { '@context'?: 'https://schema.org'; '@type': string } & Record<string, unknown>;

const ORGANIZATION_ID = absoluteUrl('/#organization');
const LOCAL_BUSINESS_ID = absoluteUrl('/#localbusiness');
const WEBSITE_ID = absoluteUrl('/#website');

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

export function organization(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: siteConfig.companyName,
    legalName: siteConfig.legalName,
    description: siteConfig.shortDescription,
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
        availableLanguage: 'English',
      },
      { '@type': 'ContactPoint', contactType: 'customer support', email: siteConfig.supportEmail, telephone: siteConfig.mainPhone.e164 },
      { '@type': 'ContactPoint', contactType: 'investor relations', email: siteConfig.investorEmail },
      { '@type': 'ContactPoint', contactType: 'media relations', email: siteConfig.pressEmail },
    ],
  };
}

export function localBusiness(): JsonLd {
  const { pricing } = siteConfig;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': LOCAL_BUSINESS_ID,
    name: siteConfig.companyName,
    description: siteConfig.shortDescription,
    url: absoluteUrl('/'),
    image: absoluteUrl(shareImagePath({ path: '/' })),
    logo: logo(),
    telephone: siteConfig.mainPhone.e164,
    email: siteConfig.salesEmail,
    address: postalAddress(),
    priceRange: `${PRICES.setupRange} setup, from ${PRICES.monthlyFrom} per month`,
    currenciesAccepted: pricing.currency,
    parentOrganization: { '@id': ORGANIZATION_ID },
  };
}

export function webSite(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': WEBSITE_ID,
    name: siteConfig.companyName,
    description: siteConfig.shortDescription,
    url: absoluteUrl('/'),
    inLanguage: 'en-US',
    publisher: { '@id': ORGANIZATION_ID },
  };
}

const homeRoute = PAGE_ROUTES.find((route) => route.page === 'home')!;
const newsRoute = PAGE_ROUTES.find((route) => route.page === 'news')!;

/** Home › page, or Home › News › article. */
export function breadcrumbList(route: PageRoute): JsonLd {
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
    inLanguage: 'en-US',
    articleSection: coverage ? coverage.category : 'Press release',
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
  const nodes: JsonLd[] = [webSite()];
  if (route.page === 'home') nodes.push(organization(), localBusiness());
  else nodes.push(breadcrumbList(route));
  if (route.page === 'news-article') nodes.push(article(route));
  if (route.page === 'solutions') nodes.push(faqPage(route, faqItems));
  return nodes;
}
