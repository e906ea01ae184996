import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../client/prerender.tsx';
import { INTENT_SOURCES } from './assistant/chat-rules.ts';
import { knowledgeDocuments } from './assistant/knowledge/knowledge-documents.ts';
import { newsContent } from './content/news.ts';
import { FOOTER_COMPANY_LINKS, FOOTER_LEGAL_LINKS, FOOTER_SERVICE_LINKS, HEADER_LINKS } from './navigation.ts';
import { SITE_CONTENT } from './content/site-content.ts';
import { LOCALES, localizedPath, splitLocalizedPath } from './i18n/locales.ts';
import { localizedHref, NOT_FOUND_ROUTE, PUBLIC_ROUTES } from './routes.ts';

/**
 * Search results show about 60 characters of a title and 160 of a description; a news headline may run longer,
 * but a title past 90 or a description past 200 is a paragraph, and one under 50 says too little to be chosen.
 */
const TITLE_MAX = 90;
const DESCRIPTION_MIN = 50;
const DESCRIPTION_MAX = 200;

describe('routes', () => {
  it.each(PUBLIC_ROUTES.map((route) => [route.path, route] as const))('%s has a name, a title and a description of a usable length', (_path, route) => {
    expect(route.name.trim()).not.toBe('');
    expect(route.title.trim().length).toBeGreaterThan(0);
    expect(route.title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(route.description.length).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
    expect(route.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
  });

  it('gives the 404 page a title and a description too', () => {
    expect(NOT_FOUND_ROUTE.title.trim()).not.toBe('');
    expect(NOT_FOUND_ROUTE.description.trim()).not.toBe('');
  });

  it('gives every page its own path, title and description', () => {
    for (const field of ['path', 'title', 'description'] as const) {
      const values = PUBLIC_ROUTES.map((route) => route[field]);
      expect(values.filter((value, index) => values.indexOf(value) !== index), field).toEqual([]);
    }
  });

  it('writes every path in its one canonical form (the server redirects a trailing slash)', () => {
    for (const route of PUBLIC_ROUTES) expect(route.path).toMatch(/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/);
  });

  it('has one page per news item in every language, dated as the item is', () => {
    for (const locale of LOCALES) {
      const articles = PUBLIC_ROUTES.filter((route) => route.page === 'news-article' && route.locale === locale);
      const { news } = SITE_CONTENT[locale];
      const items = [...news.coverage, ...news.pressReleases];
      expect(articles.map((route) => [route.path, route.published])).toEqual(items.map((item) => [localizedPath(`/news/${item.slug}`, locale), item.date]));
    }
  });

  it('has every page in every language, each version at its language prefix', () => {
    const english = PUBLIC_ROUTES.filter((route) => route.locale === 'en');
    for (const locale of LOCALES) {
      const versions = PUBLIC_ROUTES.filter((route) => route.locale === locale);
      expect(versions.map((route) => route.basePath)).toEqual(english.map((route) => route.basePath));
      for (const route of versions) expect(splitLocalizedPath(route.path)).toEqual({ locale, path: route.basePath });
    }
  });

  it('maps links written as data to the page in the same language, and leaves files and other sites alone', () => {
    expect(localizedHref('/#contact', 'es')).toBe('/es#contact');
    expect(localizedHref('/solutions#faq-crm', 'es')).toBe('/es/solutions#faq-crm');
    expect(localizedHref('/news', 'en')).toBe('/news');
    expect(localizedHref('/downloads/media-kit.zip', 'es')).toBe('/downloads/media-kit.zip');
    expect(localizedHref('https://example.com/solutions', 'es')).toBe('https://example.com/solutions');
  });
});

/**
 * Links written as data: the header and footer, the content's own links, and the chat's "More: …" and intent
 * links, which no page shows until the chat answers, so only this test walks them.
 */
const internalLinks = [
  ...[...HEADER_LINKS, ...FOOTER_SERVICE_LINKS, ...FOOTER_COMPANY_LINKS, ...FOOTER_LEGAL_LINKS].map((link) => ({ from: `navigation "${link.label}"`, href: link.href })),
  ...newsContent.pressReleases.map((release) => ({ from: `press release ${release.id}`, href: release.link })),
  ...knowledgeDocuments().map((document) => ({ from: `chat source ${document.id}`, href: document.href })),
  ...Object.entries(INTENT_SOURCES).map(([topic, source]) => ({ from: `chat intent ${topic}`, href: source.href })),
];

describe('internal links', () => {
  /** The ids on each rendered page: what a link's #fragment can land on. */
  const idsOnPage = new Map<string, Set<string>>();

  beforeAll(() => {
    const context = { assets: { stylesheets: [], scripts: [], modulePreloads: [] }, downloadSizes: {} };
    for (const route of PUBLIC_ROUTES) {
      const html = renderPage(route, context);
      idsOnPage.set(route.path, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!)));
    }
  });

  it('finds links to check', () => {
    expect(internalLinks.length).toBeGreaterThan(50);
  });

  it.each(internalLinks.map((link) => [link.from, link.href] as const))('%s (%s) leads to a page and, with a #fragment, to an element on it', (_from, href) => {
    const [path = '', fragment] = href.split('#');
    expect(idsOnPage.has(path), `${path} is a public page`).toBe(true);
    if (fragment !== undefined) expect([...idsOnPage.get(path)!], `#${fragment} is on ${path}`).toContain(fragment);
  });
});
