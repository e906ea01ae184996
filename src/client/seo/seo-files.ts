import type { PageRoute } from '../../shared/routes.ts';
import { siteConfig } from '../../shared/site-config.ts';

/**
 * Where the build writes the SEO files, read by both the page head and scripts/build/seo-assets.ts,
 * so a link can never point to a file the build did not make.
 */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export const ICON_FILES = {
  /** The logo file itself (content/brand/logo.svg). */
  svg: '/favicon.svg',
  /** 16, 32 and 48 px frames. */
  ico: '/favicon.ico',
  appleTouch: '/apple-touch-icon.png',
  icon192: '/icon-192.png',
  icon512: '/icon-512.png',
  /** Padded into the maskable safe zone (the central 80 %). */
  maskable512: '/icon-maskable-512.png',
} as const;

export const WEB_MANIFEST_PATH = '/site.webmanifest';
export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';

/** Brand colours of the browser UI (theme) and of the splash screen (background). */
export const THEME_COLOR = '#0b1b3a';
export const BACKGROUND_COLOR = '#ffffff';

/** "/" → "/og/home.png", "/news/some-story" → "/og/news/some-story.png" */
export function shareImagePath(route: Pick<PageRoute, 'path'>): string {
  return `/og${route.path === '/' ? '/home' : route.path}.png`;
}

export function absoluteUrl(path: string): string {
  return `${siteConfig.siteUrl}${path}`;
}

export function canonicalUrl(route: Pick<PageRoute, 'path'>): string {
  return absoluteUrl(route.path);
}
