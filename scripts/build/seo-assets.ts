import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  BACKGROUND_COLOR,
  ICON_FILES,
  ROBOTS_PATH,
  SITEMAP_PATH,
  THEME_COLOR,
  WEB_MANIFEST_PATH,
  shareImagePath,
} from '../../src/client/seo/seo-files.ts';
import { DEFAULT_LOCALE, LOCALE_INFO } from '../../src/shared/i18n/locales.ts';
import { LOCALE_SWITCH_PATH } from '../../src/shared/locale-preference.ts';
import type { PageRoute } from '../../src/shared/routes.ts';
import type { SiteConfig } from '../../src/shared/site-config.ts';
import { LOGO_MARK_SVG_PATH } from './downloads/brand.ts';
import { renderFavicons } from './favicons.ts';
import { loadShareImageBackground, renderShareImage, shareImageText } from './share-images.ts';

/** Paths that are never for search engines: the admin and the API. The 404 page carries noindex. */
export const PRIVATE_PATH_PREFIXES = ['/admin', '/api/', LOCALE_SWITCH_PATH, '/book'] as const;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Each page with its language versions (xhtml:link hreflang, x-default to the default language), as Google reads them. */
export function sitemapXml(routes: readonly PageRoute[], siteUrl: string): string {
  const indexable = routes.filter((route) => route.inSitemap);
  const urls = indexable.map((route) => {
    const lastmod = route.published ? `<lastmod>${escapeXml(route.published)}</lastmod>` : '';
    const versions = indexable.filter((candidate) => candidate.basePath === route.basePath);
    const alternate = (hreflang: string, path: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${siteUrl}${path}`)}"/>`;
    const defaultVersion = versions.find((candidate) => candidate.locale === DEFAULT_LOCALE);
    const alternates =
      versions.length > 1
        ? [...versions.map((version) => alternate(LOCALE_INFO[version.locale].htmlLang, version.path)), ...(defaultVersion ? [alternate('x-default', defaultVersion.path)] : [])].join('')
        : '';
    return `  <url><loc>${escapeXml(`${siteUrl}${route.path}`)}</loc>${lastmod}${alternates}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${siteUrl}${SITEMAP_PATH}`,
    '',
  ].join('\n');
}

export function webManifest(config: SiteConfig): object {
  return {
    id: '/',
    name: config.companyName,
    short_name: config.companyName,
    description: config.shortDescription,
    lang: 'en-US',
    start_url: '/',
    scope: '/',
    display: 'minimal-ui',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: ICON_FILES.icon192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: ICON_FILES.icon512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: ICON_FILES.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: ICON_FILES.svg, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

async function write(outDir: string, urlPath: string, body: string | Buffer) {
  const file = join(outDir, ...urlPath.split('/'));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, body);
}

/**
 * Writes the sitemap, robots.txt, web manifest, favicon set (all from the one logo, content/brand/logo.svg) and
 * one share image per indexable page into the client output. Everything comes from the route list and the site configuration.
 */
export async function generateSeoAssets(outDir: string, routes: readonly PageRoute[], config: SiteConfig): Promise<number> {
  const indexable = routes.filter((route) => route.inSitemap);
  const [background, logoMark] = await Promise.all([loadShareImageBackground(), readFile(LOGO_MARK_SVG_PATH)]);
  const favicons = await renderFavicons(logoMark, THEME_COLOR);
  const files: [string, string | Buffer][] = [
    [SITEMAP_PATH, sitemapXml(indexable, config.siteUrl)],
    [ROBOTS_PATH, robotsTxt(config.siteUrl)],
    [WEB_MANIFEST_PATH, `${JSON.stringify(webManifest(config), null, 2)}\n`],
    [ICON_FILES.svg, logoMark],
    [ICON_FILES.ico, favicons.ico],
    [ICON_FILES.appleTouch, favicons.appleTouch],
    [ICON_FILES.icon192, favicons.icon192],
    [ICON_FILES.icon512, favicons.icon512],
    [ICON_FILES.maskable512, favicons.maskable512],
  ];
  for (const route of indexable) {
    files.push([shareImagePath(route), await renderShareImage(shareImageText(route, config), config.companyName, background)]);
  }
  await Promise.all(files.map(([path, body]) => write(outDir, path, body)));
  return files.length;
}
