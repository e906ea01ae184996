import type { ServerConfig } from './config/config.ts';
import { withoutQueryParameters } from './logging.ts';

type Capture = (error: unknown, context?: Record<string, unknown>) => void;

let capture: Capture | null = null;
let flush: (() => Promise<unknown>) | null = null;

/** Loads @sentry/node only when a DSN is configured; without one the server never imports it. */
export async function initServerErrorReporting(config: ServerConfig): Promise<void> {
  if (!config.sentry.serverDsn) return;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: config.sentry.serverDsn,
    environment: config.sentry.environment,
    tracesSampleRate: 0,
    // Like the logs, reports carry no lead's data: a failed query's message lists its values.
    beforeSend: (event) => {
      for (const exception of event.exception?.values ?? []) {
        if (exception.value) exception.value = withoutQueryParameters(exception.value);
      }
      return event;
    },
  });
  capture = (error, context) => Sentry.captureException(error, context ? { extra: context } : undefined);
  flush = () => Sentry.flush(2000);
}

/** Sends an unexpected server error to Sentry when configured; a no-op otherwise. */
export function reportServerError(error: unknown, context?: Record<string, unknown>): void {
  capture?.(error, context);
}

export async function flushErrorReports(): Promise<void> {
  await flush?.();
}
