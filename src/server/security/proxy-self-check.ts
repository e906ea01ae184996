import type { FastifyInstance } from 'fastify';
import type { TrustProxy } from '../config/config.ts';

/** Often enough to be seen in the logs, rarely enough not to flood them. */
export const PROXY_WARNING_INTERVAL_MS = 5 * 60_000;

export const PROXY_WARNING =
  'Requests carry X-Forwarded-For / X-Forwarded-Proto, so a reverse proxy is in front of this server, but TRUST_PROXY ' +
  'is not set. Until it names that proxy (e.g. TRUST_PROXY=127.0.0.1): every visitor shares the proxy\'s address, so ' +
  'the whole site shares one lead rate-limit bucket; HSTS is never sent; admin sign-ins and changes fail the origin ' +
  'check; and FORCE_HTTPS cannot work.';

/**
 * The operator's most likely mistake behind a TLS proxy is forgetting TRUST_PROXY: nothing fails loudly,
 * the site just misbehaves. Forwarding headers on a request while nobody is trusted give it away.
 */
export function installProxySelfCheck(app: FastifyInstance, trustProxy: TrustProxy, now: () => number = Date.now) {
  if (trustProxy !== false) return;
  let lastWarning = -Infinity;
  app.addHook('onRequest', async (request) => {
    if (!request.headers['x-forwarded-for'] && !request.headers['x-forwarded-proto']) return;
    const time = now();
    if (time - lastWarning < PROXY_WARNING_INTERVAL_MS) return;
    lastWarning = time;
    app.log.warn(PROXY_WARNING);
  });
}
