import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { buildContentSecurityPolicy, DEFAULT_VAPI_API_ORIGIN, inlineScriptHashesOf, originOf } from './content-security-policy.ts';

/** Two years, above the one year browsers' preload lists and the Observatory ask for. */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

/** The microphone for the site's own voice call; every other powerful feature off. */
export const PERMISSIONS_POLICY = [
  'microphone=(self)',
  'camera=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'display-capture=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
].join(', ');

/** Computes every header once at start-up; the CSP covers the inline scripts of these pages. */
export function securityHeadersFor(config: ServerConfig, htmlPages: Iterable<string>): Record<string, string> {
  const errorReportingOrigins = [config.sentry.browserDsn].map(originOf).filter((origin): origin is string => Boolean(origin));
  return {
    'content-security-policy': buildContentSecurityPolicy({
      inlineScriptHashes: inlineScriptHashesOf(htmlPages),
      voiceApiOrigin: originOf(config.voice.apiBaseUrl) ?? DEFAULT_VAPI_API_ORIGIN,
      errorReportingOrigins,
    }),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-resource-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    // Older browsers ignore CSP frame-ancestors; they honour this.
    'x-frame-options': 'DENY',
  };
}

/**
 * Adds the headers to every response: pages, assets, API answers, 404s and errors. HSTS only over
 * HTTPS, directly or as reported by a proxy TRUST_PROXY trusts (browsers ignore it over HTTP).
 */
export function installSecurityHeaders(app: FastifyInstance, headers: Record<string, string>) {
  app.addHook('onSend', async (request, reply) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    reply.removeHeader('x-powered-by');
  });
}
