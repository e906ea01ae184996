import { Window } from 'happy-dom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_INFO } from '../../src/shared/i18n/locales.ts';
import { NOT_FOUND_ROUTE, NOT_FOUND_ROUTES, PUBLIC_ROUTES } from '../../src/shared/routes.ts';
import { siteConfig } from '../../src/shared/site-config.ts';
import { clientDir } from '../support/build-output.ts';
import { validateJsonLd } from '../support/schema-org.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** What a crawler or a link preview reads from a page's <head>. */
interface PageHead {
  lang: string | null;
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  themeColor: string | null;
  meta: (key: string) => string | null;
  links: (rel: string) => string[];
  /** hreflang → absolute URL of the page's language versions. */
  alternates: Record<string, string>;
  jsonLd: Record<string, unknown>[];
}

const window = new Window();
function parseHead(html: string): PageHead {
  const document = new window.DOMParser().parseFromString(html, 'text/html');
  const meta = (key: string) =>
    document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
  return {
    lang: document.documentElement.getAttribute('lang'),
    title: document.title,
    description: meta('description'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    robots: meta('robots'),
    themeColor: meta('theme-color'),
    meta,
    links: (rel) => [...document.querySelectorAll(`link[rel="${rel}"]`)].map((link) => link.getAttribute('href') ?? ''),
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '']),
    ),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    ),
  };
}

const base = siteConfig.siteUrl;
const pathOf = (absolute: string) => {
  expect(absolute.startsWith(`${base}/`), `${absolute} is under SITE_URL ${base}`).toBe(true);
  return absolute.slice(base.length);
};

describe('SEO of the built site', () => {
  let server: TestServer;
  const heads = new Map<string, PageHead>();

  const get = (url: string) => server.app.fastify.inject({ method: 'GET', url });

  beforeAll(async () => {
    clientDir();
    server = await startTestServer();
    for (const route of PUBLIC_ROUTES) {
      const response = await get(route.path);
      expect(response.statusCode, route.path).toBe(200);
      heads.set(route.path, parseHead(response.body));
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it('gives every public page a unique title and description', () => {
    const titles = [...heads.values()].map((head) => head.title);
    const descriptions = [...heads.values()].map((head) => head.description);
    expect(new Set(titles).size).toBe(PUBLIC_ROUTES.length);
    expect(new Set(descriptions).size).toBe(PUBLIC_ROUTES.length);
    for (const [path, head] of heads) {
      expect(head.title, path).toContain(siteConfig.companyName);
      expect(head.description?.length, path).toBeGreaterThanOrEqual(50);
      expect(head.description?.length, path).toBeLessThanOrEqual(200);
    }
  });

  it('pairs every page with its other language: hreflang en, es and x-default, absolute and reciprocal', () => {
    for (const route of PUBLIC_ROUTES) {
      const { alternates } = heads.get(route.path)!;
      expect(Object.keys(alternates).sort(), route.path).toEqual(['en', 'es', 'x-default']);
      expect(alternates[LOCALE_INFO[route.locale].htmlLang], `${route.path} lists itself`).toBe(`${base}${route.path}`);
      expect(alternates['x-default'], `${route.path} x-default is the English page`).toBe(alternates.en);
      for (const url of Object.values(alternates)) {
        const other = heads.get(pathOf(url));
        expect(other, `${url} is a public page`).toBeDefined();
        expect(other!.alternates, `${url} lists ${route.path} back`).toEqual(alternates);
      }
    }
  });

  it('writes each language version in its own language, with its own title', () => {
    const english = PUBLIC_ROUTES.filter((route) => route.locale === 'en');
    for (const route of english) {
      const spanish = heads.get(`/es${route.path === '/' ? '' : route.path}`)!;
      expect(spanish.lang).toBe('es');
      expect(spanish.title, route.path).not.toBe(heads.get(route.path)!.title);
      expect(spanish.meta('og:locale')).toBe('es_US');
      expect(spanish.meta('og:locale:alternate')).toBe('en_US');
    }
  });

  it("answers an unknown address with its language's 404 page", async () => {
    for (const route of NOT_FOUND_ROUTES) {
      const response = await get(`${route.path.replace(/404$/, '')}no-such-page`);
      expect(response.statusCode).toBe(404);
      expect(parseHead(response.body).lang).toBe(LOCALE_INFO[route.locale].htmlLang);
      expect(parseHead(response.body).title).toContain(route.title);
    }
  });

  it('declares lang, theme-color and a canonical URL under SITE_URL on every page', () => {
    for (const route of PUBLIC_ROUTES) {
      const head = heads.get(route.path)!;
      expect(head.lang, route.path).toBe(LOCALE_INFO[route.locale].htmlLang);
      expect(head.themeColor).toBe('#0b1b3a');
      expect(head.canonical).toBe(`${base}${route.path}`);
      expect(head.robots).toBeNull();
    }
  });

  it('gives every page Open Graph and Twitter card tags that agree with the page', () => {
    for (const route of PUBLIC_ROUTES) {
      const head = heads.get(route.path)!;
      expect(head.meta('og:title'), route.path).toBe(route.title);
      expect(head.meta('og:description')).toBe(head.description);
      expect(head.meta('og:url')).toBe(head.canonical);
      expect(head.meta('og:type')).toBe(route.page === 'news-article' ? 'article' : 'website');
      expect(head.meta('og:site_name')).toBe(siteConfig.companyName);
      expect(head.meta('og:image:width')).toBe('1200');
      expect(head.meta('og:image:height')).toBe('630');
      expect(head.meta('og:image:alt')).toContain(route.title);
      expect(head.meta('twitter:card')).toBe('summary_large_image');
      expect(head.meta('twitter:title')).toBe(route.title);
      expect(head.meta('twitter:description')).toBe(head.description);
      expect(head.meta('twitter:image')).toBe(head.meta('og:image'));
    }
  });

  it('serves each page its own 1200 × 630 PNG share image', async () => {
    const images = new Set<string>();
    for (const route of PUBLIC_ROUTES) {
      const imageUrl = heads.get(route.path)!.meta('og:image')!;
      const response = await get(pathOf(imageUrl));
      expect(response.statusCode, imageUrl).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const metadata = await sharp(response.rawPayload).metadata();
      expect({ width: metadata.width, height: metadata.height, format: metadata.format }).toEqual({ width: 1200, height: 630, format: 'png' });
      images.add(response.rawPayload.toString('base64'));
    }
    expect(images.size, 'no two pages share an image').toBe(PUBLIC_ROUTES.length);
  });

  it('keeps the 404 page out of the index', async () => {
    const response = await get('/no-such-page');
    expect(response.statusCode).toBe(404);
    const head = parseHead(response.body);
    expect(head.robots).toBe('noindex');
    expect(head.canonical).toBeNull();
    expect(head.title).toContain(NOT_FOUND_ROUTE.title);
  });

  it('lists exactly the public pages in sitemap.xml, under SITE_URL', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.sort()).toEqual(PUBLIC_ROUTES.map((route) => `${base}${route.path}`).sort());
    expect(response.body).not.toMatch(/\/(admin|api|404)\b/);
  });

  it('points crawlers to the sitemap and away from the admin and the API in robots.txt', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toContain(`Sitemap: ${base}/sitemap.xml`);
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).not.toContain('Disallow: /');
  });

  it('carries valid schema.org JSON-LD: the business on Home, WebSite everywhere, breadcrumbs inside, articles and FAQ', () => {
    for (const route of PUBLIC_ROUTES) {
      const nodes = heads.get(route.path)!.jsonLd;
      for (const node of nodes) expect(validateJsonLd(node), route.path).toEqual([]);
      const types = nodes.map((node) => node['@type']);
      expect(types, route.path).toContain('WebSite');
      if (route.page === 'home') {
        expect(types).toEqual(expect.arrayContaining(['Organization', 'LocalBusiness']));
        const business = nodes.find((node) => node['@type'] === 'LocalBusiness')!;
        expect(business).toMatchObject({
          telephone: siteConfig.mainPhone.e164,
          email: siteConfig.salesEmail,
          address: { addressLocality: 'Fort Lauderdale', addressRegion: 'FL' },
        });
      } else {
        expect(types, route.path).toContain('BreadcrumbList');
      }
      if (route.page === 'news-article') expect(types.some((type) => type === 'Article' || type === 'NewsArticle'), route.path).toBe(true);
      if (route.page === 'solutions') expect(types).toContain('FAQPage');
    }
  });

  it('links a favicon set and a web manifest whose icons exist at their stated sizes', async () => {
    const head = heads.get('/')!;
    const icons = head.links('icon');
    expect(icons).toEqual(expect.arrayContaining(['/favicon.ico', '/favicon.svg']));
    const ico = await get('/favicon.ico');
    expect(ico.statusCode).toBe(200);
    expect(ico.headers['content-type']).toBe('image/x-icon');
    expect(ico.rawPayload.readUInt16LE(2), 'ICO type').toBe(1);
    const frameSizes = Array.from({ length: ico.rawPayload.readUInt16LE(4) }, (_, i) => ico.rawPayload.readUInt8(6 + 16 * i));
    expect(frameSizes).toEqual(expect.arrayContaining([16, 32, 48]));

    const [appleTouch] = head.links('apple-touch-icon');
    const appleResponse = await get(appleTouch!);
    expect(await sharp(appleResponse.rawPayload).metadata()).toMatchObject({ width: 180, height: 180, hasAlpha: false });

    const [manifestPath] = head.links('manifest');
    const manifestResponse = await get(manifestPath!);
    expect(manifestResponse.statusCode).toBe(200);
    expect(manifestResponse.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(manifestResponse.body) as { name: string; start_url: string; theme_color: string; icons: { src: string; sizes: string; type: string }[] };
    expect(manifest).toMatchObject({ name: siteConfig.companyName, start_url: '/', theme_color: head.themeColor });
    for (const icon of manifest.icons.filter((entry) => entry.type === 'image/png')) {
      const response = await get(icon.src);
      expect(response.statusCode, icon.src).toBe(200);
      const { width, height } = await sharp(response.rawPayload).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });
});
