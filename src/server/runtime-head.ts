import type { ServerConfig } from './config.ts';

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
