import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_ROUTE, PUBLIC_ROUTES } from '../../src/shared/routes.ts';
import { createSiteConfig } from '../../src/shared/site-config.ts';
import { THEME_COLOR } from '../../src/client/seo/seo-files.ts';
import { loadBrandColours } from './downloads/brand.ts';
import { icoFromPngs } from './favicons.ts';
import { robotsTxt, sitemapXml, webManifest } from './seo-assets.ts';
import { loadShareImageBackground, renderShareImage, shareImageText } from './share-images.ts';

const config = createSiteConfig({ SITE_URL: 'https://www.example.com/' });

describe('sitemap.xml', () => {
  const xml = sitemapXml([...PUBLIC_ROUTES, NOT_FOUND_ROUTE], config.siteUrl);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('lists every public page once, under SITE_URL', () => {
    expect(locs).toEqual(PUBLIC_ROUTES.map((route) => `https://www.example.com${route.path}`));
  });

  it('leaves out the 404 page, the admin and the API', () => {
    expect(locs.some((loc) => /\/(404|admin|api)\b/.test(loc!))).toBe(false);
  });

  it('dates articles and is a sitemaps.org urlset', () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
    const article = PUBLIC_ROUTES.find((route) => route.page === 'news-article')!;
    expect(xml).toContain(`<loc>https://www.example.com${article.path}</loc><lastmod>${article.published}</lastmod>`);
  });

  it('gives every page its language versions, x-default to English, the same set on each version', () => {
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>.*?<\/url>/g)];
    expect(entries).toHaveLength(PUBLIC_ROUTES.length);
    for (const [entry, loc] of entries) {
      const alternates = Object.fromEntries([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], match[2]]));
      expect(Object.keys(alternates).sort(), loc).toEqual(['en', 'es', 'x-default']);
      expect(Object.values(alternates), `${loc} lists itself`).toContain(loc);
      expect(alternates['x-default']).toBe(alternates.en);
      expect(alternates.es).toBe(alternates.en!.replace('https://www.example.com', 'https://www.example.com/es').replace(/\/es\/$/, '/es'));
    }
  });

  it('escapes XML in addresses', () => {
    expect(sitemapXml([{ ...PUBLIC_ROUTES[0]!, path: '/a?b=1&c=2' }], 'https://x.test')).toContain('<loc>https://x.test/a?b=1&amp;c=2</loc>');
  });
});

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of the admin and the API, and names the sitemap', () => {
    const lines = robotsTxt(config.siteUrl).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', 'Sitemap: https://www.example.com/sitemap.xml']));
  });
});

describe('web manifest', () => {
  it('names the company and gives the brand colour', () => {
    const manifest = webManifest(config) as { name: string; theme_color: string; icons: { sizes: string; purpose: string }[] };
    expect(manifest.name).toBe(config.companyName);
    expect(manifest.theme_color).toBe('#0b1b3a');
  });

  it('takes its theme colour from the one colour scale, the @theme block of styles.css', async () => {
    const navy = (await loadBrandColours()).find((colour) => colour.name === 'navy-900');
    expect(THEME_COLOR).toBe(navy?.hex);
  });

  it('points to 192 and 512 px icons, one of them maskable', () => {
    const manifest = webManifest(config) as { icons: { sizes: string; purpose: string }[] };
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
  });
});

describe('favicon.ico', () => {
  it('is an icon directory whose entries point at the PNG frames', async () => {
    const frames = await Promise.all(
      [16, 32].map(async (size) => ({
        size,
        png: await sharp({ create: { width: size, height: size, channels: 4, background: '#0b1b3a' } }).png().toBuffer(),
      })),
    );
    const ico = icoFromPngs(frames);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(2);
    for (const [index, frame] of frames.entries()) {
      const entry = 6 + 16 * index;
      expect(ico.readUInt8(entry)).toBe(frame.size);
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      expect(ico.subarray(offset, offset + length).equals(frame.png)).toBe(true);
    }
  });
});

async function whitePixelsIn(png: Buffer, region: { left: number; top: number; width: number; height: number }) {
  const pixels = await sharp(png).extract(region).removeAlpha().raw().toBuffer();
  let count = 0;
  for (let i = 0; i < pixels.length; i += 3) if (pixels[i]! > 240 && pixels[i + 1]! > 240 && pixels[i + 2]! > 240) count += 1;
  return count;
}

describe('share images', () => {
  it('say what the page is', () => {
    const article = PUBLIC_ROUTES.find((route) => route.page === 'news-article')!;
    const text = shareImageText(article, config);
    expect(text).toMatchObject({ title: article.title, footer: expect.stringContaining(config.mainPhone.display) });
    // One build serves every SITE_URL, so no host is drawn into the image.
    expect(text.footer).not.toContain('example.com');
    expect(shareImageText(PUBLIC_ROUTES.find((route) => route.page === 'investors')!, config).title).toBe('Investor Relations');
  });

  it('draw the title over the branded background at 1200 × 630', async () => {
    const background = await loadShareImageBackground();
    const route = PUBLIC_ROUTES.find((candidate) => candidate.page === 'solutions')!;
    const png = await renderShareImage(shareImageText(route, config), config.companyName, background);
    expect(await sharp(png).metadata()).toMatchObject({ width: 1200, height: 630, format: 'png' });
    // The title band (left column, below the eyebrow) holds white text; the plain background there is dark navy.
    const titleBand = { left: 80, top: 240, width: 700, height: 60 };
    expect(await whitePixelsIn(png, titleBand)).toBeGreaterThan(2000);
    expect(await whitePixelsIn(await sharp(background, { density: 72 }).resize(1200, 630).png().toBuffer(), titleBand)).toBe(0);
  });
});
