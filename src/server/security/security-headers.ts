import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config/config.ts';
import type { StaticSite } from '../static-site.ts';
import { buildAdminContentSecurityPolicy, buildContentSecurityPolicy, DEFAULT_VAPI_API_ORIGIN, inlineScriptHashesOf, originOf } from './content-security-policy.ts';

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
  'display-capture=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
].join(', ');

/** The leads inbox's pages and API: the paths that get the admin's own, stricter headers. */
export function isAdminPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/admin' || path.startsWith('/admin/') || path === '/api/admin' || path.startsWith('/api/admin/');
}

export interface SecurityHeaders {
  /** Sets the headers on a reply: all of them, and HSTS when the request came over HTTPS. */
  apply(request: FastifyRequest, reply: FastifyReply): void;
}

function htmlPagesOf(site: StaticSite): string[] {
  const files = [...site.files.values(), ...site.notFoundPages.values()];
  return files.filter((file) => file.contentType.startsWith('text/html')).map((file) => file.body.toString('utf8'));
}

/** Computes every header once at start-up; the CSP covers the inline scripts of the site's pages. */
export function createSecurityHeaders(config: ServerConfig, site: StaticSite): SecurityHeaders {
  const errorReportingOrigins = [config.sentry.browserDsn].map(originOf).filter((origin): origin is string => Boolean(origin));
  const common: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-resource-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin',
    // Older browsers ignore CSP frame-ancestors; they honour this.
    'x-frame-options': 'DENY',
  };
  const publicHeaders: Record<string, string> = {
    ...common,
    'content-security-policy': buildContentSecurityPolicy({
      inlineScriptHashes: inlineScriptHashesOf(htmlPagesOf(site)),
      voiceApiOrigin: originOf(config.voice.apiBaseUrl) ?? DEFAULT_VAPI_API_ORIGIN,
      errorReportingOrigins,
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  // Leads are personal data: never kept by a browser or proxy cache, never indexed, no microphone.
  const adminHeaders: Record<string, string> = {
    ...common,
    'content-security-policy': buildAdminContentSecurityPolicy(),
    'permissions-policy': PERMISSIONS_POLICY.replace('microphone=(self)', 'microphone=()'),
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex, nofollow',
  };
  return {
    apply(request, reply) {
      reply.headers(isAdminPath(request.url) ? adminHeaders : publicHeaders);
      // Over plain HTTP browsers ignore HSTS; behind a proxy, request.protocol trusts
      // X-Forwarded-Proto only from a proxy TRUST_PROXY names.
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
      reply.removeHeader('x-powered-by');
    },
  };
}

/** Adds the headers to every response: pages, assets, API answers, 404s and errors. */
export function installSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders) {
  app.addHook('onSend', async (request, reply) => headers.apply(request, reply));
}

/** Probes of the platform (liveness, readiness) are answered over whatever protocol they use. */
const PROBE_PATHS = new Set(['/healthz', '/readyz']);

/**
 * FORCE_HTTPS: a request that arrived over plain HTTP (as the trusted proxy reports it) is sent to the
 * same path on SITE_URL's host over HTTPS, where HSTS then keeps the browser. The target never comes
 * from a request header, so a forged Host cannot turn the redirect into one to another site.
 */
export function installHttpsRedirect(app: FastifyInstance, siteUrl: string) {
  const origin = `https://${new URL(siteUrl).host}`;
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https' || PROBE_PATHS.has(request.url.split('?')[0] ?? '')) return;
    return reply.code(308).header('location', `${origin}${request.url}`).send();
  });
}
