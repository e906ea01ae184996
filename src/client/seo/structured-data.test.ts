import { describe, expect, it } from 'vitest';
import { validateJsonLd } from '../../../tests/support/schema-org.ts';
import { faqItems } from '../../shared/content/faq.ts';
import { newsContent } from '../../shared/content/news.ts';
import { LOCALES, localizedPath } from '../../shared/i18n/locales.ts';
import { NOT_FOUND_ROUTE, PUBLIC_ROUTES, type PageRoute } from '../../shared/routes.ts';
import { siteConfig } from '../../shared/site-config.ts';
import { structuredDataFor, type JsonLd } from './structured-data.ts';

const route = (page: PageRoute['page']) => PUBLIC_ROUTES.find((candidate) => candidate.page === page)!;
const types = (nodes: JsonLd[]) => nodes.map((node) => node['@type']);
const ofType = (nodes: JsonLd[], type: string) => nodes.find((node) => node['@type'] === type)!;

describe('structured data', () => {
  it.each(PUBLIC_ROUTES.map((r) => [r.path, r] as const))('is valid schema.org JSON-LD on %s', (_path, pageRoute) => {
    const nodes = structuredDataFor(pageRoute);
    expect(nodes.length).toBeGreaterThan(0);
    for (const node of nodes) expect(validateJsonLd(node)).toEqual([]);
  });

  it('describes the organization and the Fort Lauderdale business on Home', () => {
    const nodes = structuredDataFor(route('home'));
    expect(types(nodes)).toEqual(['WebSite', 'Organization', 'LocalBusiness']);
    const business = ofType(nodes, 'LocalBusiness');
    expect(business).toMatchObject({
      telephone: siteConfig.mainPhone.e164,
      email: siteConfig.salesEmail,
      address: { addressLocality: 'Fort Lauderdale', addressRegion: 'FL', addressCountry: 'US', postalCode: siteConfig.address.postalCode },
    });
    expect(ofType(nodes, 'Organization')).toMatchObject({ name: siteConfig.companyName, url: `${siteConfig.siteUrl}/` });
  });

  it('puts a breadcrumb trail ending at the page on every inner page', () => {
    for (const pageRoute of PUBLIC_ROUTES.filter((r) => r.page !== 'home')) {
      const trail = ofType(structuredDataFor(pageRoute), 'BreadcrumbList').itemListElement as { position: number; item: string; name: string }[];
      expect(trail[0]).toMatchObject({ position: 1, item: `${siteConfig.siteUrl}${localizedPath('/', pageRoute.locale)}` });
      expect(trail.at(-1)).toMatchObject({ position: trail.length, item: `${siteConfig.siteUrl}${pageRoute.path}`, name: pageRoute.name });
    }
    expect(types(structuredDataFor(route('home')))).not.toContain('BreadcrumbList');
  });

  it('marks every news item up as an article with its date, and press releases as ours', () => {
    const articles = PUBLIC_ROUTES.filter((r) => r.page === 'news-article');
    expect(articles).toHaveLength(LOCALES.length * (newsContent.coverage.length + newsContent.pressReleases.length));
    for (const articleRoute of articles) {
      const nodes = structuredDataFor(articleRoute);
      const article = nodes.find((node) => node['@type'] === 'Article' || node['@type'] === 'NewsArticle')!;
      expect(article).toMatchObject({ headline: articleRoute.title, datePublished: articleRoute.published });
      expect(article.image).toEqual([`${siteConfig.siteUrl}/og${articleRoute.path}.png`]);
    }
    const release = newsContent.pressReleases[0]!;
    const releaseNodes = structuredDataFor(PUBLIC_ROUTES.find((r) => r.slug === release.slug)!);
    expect(ofType(releaseNodes, 'NewsArticle').author).toMatchObject({ name: siteConfig.companyName });
  });

  it('lists the Solutions questions and answers as an FAQPage', () => {
    const faq = ofType(structuredDataFor(route('solutions')), 'FAQPage');
    expect(faq.mainEntity).toEqual(
      faqItems.map((entry) => ({ '@type': 'Question', name: entry.question, acceptedAnswer: { '@type': 'Answer', text: entry.answer } })),
    );
  });

  it('gives the 404 page none', () => {
    expect(structuredDataFor(NOT_FOUND_ROUTE)).toEqual([]);
  });

  it('rejects what schema.org does not define', () => {
    expect(validateJsonLd({ '@context': 'https://schema.org', '@type': 'Organization', name: 'x', url: 'https://x.test/', phone: '1' })).toEqual([
      '$: Organization has no property "phone"',
    ]);
    expect(validateJsonLd({ '@context': 'https://schema.org', '@type': 'Article', headline: 'x', author: { name: 'y' } })).toContain(
      '$: Article needs "datePublished"',
    );
  });
});

describe('structured data in Spanish', () => {
  const spanish = (page: PageRoute['page']) => PUBLIC_ROUTES.find((candidate) => candidate.page === page && candidate.locale === 'es')!;

  it('describes the Spanish site in Spanish: its own WebSite node, es-US, the Spanish FAQ and article section', () => {
    const home = structuredDataFor(spanish('home'));
    expect(ofType(home, 'WebSite')).toMatchObject({ inLanguage: 'es-US', url: `${siteConfig.siteUrl}/es`, '@id': `${siteConfig.siteUrl}/es#website` });
    expect(ofType(home, 'LocalBusiness').priceRange).toMatch(/de configuración/);
    const faq = ofType(structuredDataFor(spanish('solutions')), 'FAQPage');
    expect((faq.mainEntity as { name: string }[])[0]!.name).not.toBe(faqItems[0]!.question);
    const release = PUBLIC_ROUTES.find((candidate) => candidate.locale === 'es' && candidate.slug === newsContent.pressReleases[0]!.slug)!;
    expect(ofType(structuredDataFor(release), 'NewsArticle')).toMatchObject({ inLanguage: 'es-US', articleSection: 'Comunicado de prensa', headline: release.title });
    for (const node of [...home, faq]) expect(validateJsonLd(node)).toEqual([]);
  });
});
