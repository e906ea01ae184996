import type { ServerConfig } from './config.ts';

/** Loads @sentry/node only when a DSN is configured; without one the server never imports it. */
export async function initServerErrorReporting(config: ServerConfig): Promise<void> {
  if (!config.sentry.serverDsn) return;
  const Sentry = await import('@sentry/node');
  Sentry.init({ dsn: config.sentry.serverDsn, environment: config.sentry.environment, tracesSampleRate: 0 });
}
