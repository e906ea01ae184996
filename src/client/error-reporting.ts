import * as Sentry from '@sentry/browser';

/** Loaded as its own chunk, only on pages whose server has a browser DSN configured. */
export function initErrorReporting(dsn: string) {
  const environment = document.querySelector<HTMLMetaElement>('meta[name="sentry-environment"]')?.content;
  Sentry.init({ dsn, environment, tracesSampleRate: 0 });
}
