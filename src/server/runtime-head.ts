import { SITE_URL_PLACEHOLDER } from '../shared/site-config.ts';
import type { ServerConfig } from './config/config.ts';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Deploy-time settings the browser needs on load, written into each prerendered page once at
 * start-up, so one build deploys anywhere. Without a DSN nothing is written and no Sentry code loads.
 */
export function renderRuntimeHead(config: ServerConfig): string {
  const tags: string[] = [];
  if (config.sentry.browserDsn) {
    tags.push(`<meta name="sentry-dsn" content="${escapeAttribute(config.sentry.browserDsn)}">`);
    if (config.sentry.environment) {
      tags.push(`<meta name="sentry-environment" content="${escapeAttribute(config.sentry.environment)}">`);
    }
  }
  return tags.join('');
}

/**
 * The build writes SITE_URL_PLACEHOLDER wherever the site's address belongs (canonical links, og:url,
 * share images, JSON-LD, sitemap, robots.txt, bundles); the server puts the configured SITE_URL there.
 */
export function withSiteUrl(text: string, siteUrl: string): string {
  return text.replaceAll(SITE_URL_PLACEHOLDER, siteUrl);
}

/**
 * Whether start-up rewrites this built file (every page gets its runtime head, and any text naming the
 * placeholder gets SITE_URL): such files are compressed once, at start-up, and the build leaves them alone.
 */
export function isRewrittenAtStartUp(contentType: string, text: string): boolean {
  return contentType.startsWith('text/html') || text.includes(SITE_URL_PLACEHOLDER);
}
