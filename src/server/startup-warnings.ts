import { RENAMED_SETTINGS, type ServerConfig } from './config/config.ts';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

/**
 * Settings that start fine but are almost certainly wrong for the deploy, said once at start-up; and settings
 * still written under their old names (RENAMED_SETTINGS).
 * A production site on a local SITE_URL ships canonical links, the sitemap and e-mail links that point
 * at nothing.
 */
export function startupWarnings(config: ServerConfig, env: Record<string, string | undefined> = process.env): string[] {
  const warnings: string[] = [];
  if (env.NODE_ENV === 'production' && (!env.SITE_URL?.trim() || LOCAL_HOSTS.has(new URL(config.siteUrl).hostname))) {
    warnings.push(
      `SITE_URL is ${env.SITE_URL?.trim() ? `"${config.siteUrl}"` : 'not set'} while NODE_ENV=production: canonical links, ` +
        `og:url, JSON-LD, the sitemap, robots.txt, share images and links in lead e-mails point at ${config.siteUrl}. ` +
        'Set SITE_URL to the public address, e.g. SITE_URL=https://www.example.com.',
    );
  }
  const { booking } = config;
  if (env.NODE_ENV === 'production' && !booking.tokenSecretConfigured && !booking.tokenSecretKept) {
    warnings.push(
      'BOOKING_TOKEN_SECRET is not set while NODE_ENV=production: booking links are signed with a key made at start-up, so ' +
        'they stop working on restart and on other instances. Set it, e.g. BOOKING_TOKEN_SECRET=$(openssl rand -base64 32).',
    );
  }
  // One PGlite folder is one instance; PostgreSQL may be shared by several, each with a key of its own.
  if (env.NODE_ENV === 'production' && booking.tokenSecretKept && config.database.kind === 'postgres') {
    warnings.push(
      `BOOKING_TOKEN_SECRET is not set while NODE_ENV=production: this instance signs booking links with the key it keeps in ${booking.tokenSecretFile}, ` +
        'so a link signed by another instance fails here. With more than one instance, set the same BOOKING_TOKEN_SECRET on all.',
    );
  }
  for (const [name, oldName] of Object.entries(RENAMED_SETTINGS)) {
    if (env[oldName] === undefined) continue;
    warnings.push(
      env[name] === undefined
        ? `${oldName} is the old name of ${name}; it is still read, but rename it to ${name}.`
        : `${oldName} is the old name of ${name}, which is set too: ${oldName} is ignored; remove it.`,
    );
  }
  return warnings;
}
