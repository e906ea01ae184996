import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config/config.ts';
import type { DatabaseHandle } from './db/connection.ts';
import { DatabaseUnavailableError } from './db/database-unavailable.ts';
import { registerAdminRoutes } from './features/admin/index.ts';
import { CHAT_RATE_LIMITED_MESSAGE, registerAssistantRoutes } from './features/assistant/index.ts';
import { installCallBack } from './features/call-back/index.ts';
import { installLeadIntake } from './features/lead-intake/index.ts';
import { installBooking } from './features/booking/index.ts';
import { EVENTS_RATE_LIMITED_MESSAGE, installAnalytics, type Analytics } from './features/analytics/index.ts';
import { installOutbox } from './features/outbox/index.ts';
import { installErrorHandler, sendRoutingError } from './http-errors.ts';
import { loggerOptions } from './logging.ts';
import { renderRuntimeHead, withSiteUrl } from './runtime-head.ts';
import { createLeadRateLimit, perClientLimit } from './security/lead-rate-limit.ts';
import { installProxySelfCheck } from './security/proxy-self-check.ts';
import { fastifyTrustProxy } from './config/proxy-trust.ts';
import { installTextInputGuard } from './security/text-input-guard.ts';
import { createSecurityHeaders, installHttpsRedirect, installSecurityHeaders } from './security/security-headers.ts';
import { installLocalePreference } from './features/locale-preference/index.ts';
import { watchVoiceProvider } from './features/voice-assistants/index.ts';
import { loadStaticSite, notFoundPageFor, sendStaticFile, type StaticSite } from './static-site.ts';
import { closeUnusedConnectionsOnClose } from './unused-connections.ts';
import { BOOKING_PAGE_ROUTES } from '../shared/routes.ts';

export interface AppDependencies {
  config: ServerConfig;
  database: DatabaseHandle;
  /** The admin's clock (session expiry, sign-in rate limit); tests move it forward. */
  now?: () => Date;
  /** How the admin sign-in brake waits; tests advance their clock instead of waiting. */
  wait?: (ms: number) => Promise<void>;
}

export interface App {
  fastify: FastifyInstance;
  site: StaticSite;
  /** The analytics write buffer and rollups (tests flush and roll up without waiting). */
  analytics: Analytics;
}

/**
 * The lead limit registers the store every per-client limit uses; analytics (POST /api/events, limited per client,
 * and the attribution a lead carries) comes next, so that lead intake and the admin can use it.
 */
async function installLimitsAndAnalytics(fastify: FastifyInstance, config: ServerConfig, database: DatabaseHandle) {
  const leadRateLimit = await createLeadRateLimit(fastify, { ...config.leadIntake, redis: config.redis });
  const analytics = installAnalytics(fastify, {
    db: database.db,
    rateLimit: perClientLimit(fastify, 'analytics-events', config.analytics, EVENTS_RATE_LIMITED_MESSAGE),
    siteUrl: config.siteUrl,
    retentionDays: config.analytics.retentionDays,
    bounds: config.analytics,
    todayRefreshWaitMs: config.analytics.todayRefreshWaitMs,
  });
  return { leadRateLimit, analytics };
}

/** Liveness, and readiness: the database answers; with the provider set up, voice:check's verdict too (never its details). */
function registerHealthRoutes(fastify: FastifyInstance, config: ServerConfig, database: DatabaseHandle) {
  fastify.get('/healthz', async () => ({ status: 'ok' }));
  const voiceProvider = watchVoiceProvider(config, fastify.log);
  fastify.get('/readyz', async (_request, reply) => {
    try {
      await database.ping();
      const voiceVerdict = voiceProvider.verdict();
      return { status: 'ready', database: database.kind, ...(voiceVerdict ? { voiceProvider: voiceVerdict } : {}) };
    } catch (error) {
      const reason = error instanceof DatabaseUnavailableError ? error.message : 'The database is not reachable.';
      return reply.code(503).send({ error: reason });
    }
  });
}

/** The prerendered booking page in each language, whose body the booking feature fills on each request. */
const bookingPageShellsOf = (site: StaticSite) =>
  Object.fromEntries(BOOKING_PAGE_ROUTES.map((route) => [route.locale, site.files.get(route.path)?.body.toString('utf8')]));

/** The Fastify instance with the app's logging, request ids, proxy trust and limits. */
function createFastify(config: ServerConfig, securityHeaders: ReturnType<typeof createSecurityHeaders>) {
  return Fastify({
    logger: loggerOptions(config.logLevel, config.logFormat),
    // Malformed URLs are answered before routing and its hooks run.
    frameworkErrors: (error, request, reply) => {
      securityHeaders.apply(request, reply);
      reply.header('x-request-id', request.id);
      return sendRoutingError(error, reply);
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
    // A client that trickles its request must not hold a connection forever.
    requestTimeout: 30_000,
  });
}

/** The built site's files at their paths, one canonical address per page, and the 404 page (JSON under /api/). */
function registerSiteRoutes(fastify: FastifyInstance, site: StaticSite) {
  fastify.get('/*', async (request, reply) => {
    const path = decodeURIComponent(request.url.split('?')[0] ?? '/');
    const file = site.files.get(path);
    if (file) return sendStaticFile(request, reply, file);
    const withoutSlash = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : undefined;
    // One canonical address per page: /solutions/ moves permanently to /solutions, query and all.
    if (withoutSlash && site.files.has(withoutSlash)) {
      const query = request.url.slice(request.url.split('?')[0]?.length ?? 0);
      return reply.redirect(`${withoutSlash}${query}`, 308);
    }
    return sendNotFound(request, reply);
  });

  const sendNotFound = (request: Parameters<typeof sendStaticFile>[0], reply: Parameters<typeof sendStaticFile>[1]) => {
    const page = request.url.startsWith('/api/') ? undefined : notFoundPageFor(site, request.url);
    if (!page) return reply.code(404).send({ error: 'Not found.' });
    return sendStaticFile(request, reply, page, 404);
  };
  fastify.setNotFoundHandler((request, reply) => sendNotFound(request, reply));
}

export async function buildApp({ config, database, now = () => new Date(), wait }: AppDependencies): Promise<App> {
  const site = await loadStaticSite(config.staticDir, {
    transformText: (text) => withSiteUrl(text, config.siteUrl),
    transformHtml: (html) => html.replace('<!--runtime-head-->', renderRuntimeHead(config)),
  });
  // Computed once; the CSP hashes the inline scripts of the pages.
  const securityHeaders = createSecurityHeaders(config, site);
  const fastify = createFastify(config, securityHeaders);
  closeUnusedConnectionsOnClose(fastify);
  // JSON is the only body the API accepts, decoded strictly; hostile bytes anywhere get a 400.
  fastify.removeContentTypeParser('text/plain');
  installTextInputGuard(fastify);
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installErrorHandler(fastify);
  installSecurityHeaders(fastify, securityHeaders);
  installProxySelfCheck(fastify, config.trustProxy);
  if (config.forceHttps) installHttpsRedirect(fastify, config.siteUrl);

  registerHealthRoutes(fastify, config, database);

  // The outbox knows no channel: each feature below registers its own on it (config.leads: the sales inbox and the CRM webhook).
  const outbox = installOutbox(fastify, { db: database.db, siteUrl: config.siteUrl, settings: config.leads });
  const notifications = config.leads;
  const { leadRateLimit, analytics } = await installLimitsAndAnalytics(fastify, config, database);
  const booking = installBooking(fastify, { db: database.db, settings: config.booking, now, notifications, siteUrl: config.siteUrl, outbox, pageShells: bookingPageShellsOf(site) });
  installLeadIntake(fastify, {
    db: database.db,
    rateLimit: leadRateLimit, visitOf: analytics.visitOf,
    minFillTimeMs: config.leadIntake.minFillTimeMs,
    notifications,
    outbox,
    callBack: config.callBack,
    bookingPassFor: booking.passFor,
  });
  registerAssistantRoutes(fastify, {
    db: database.db,
    voice: config.voice,
    chat: config.chat,
    siteUrl: config.siteUrl,
    chatRateLimit: perClientLimit(fastify, 'assistant-chat', config.chat, CHAT_RATE_LIMITED_MESSAGE),
  });

  installCallBack(fastify, {
    db: database.db,
    callBack: config.callBack,
    notifications,
    outbox,
    serverSecret: config.voice.serverSecret,
    answerToolCalls: booking.answerToolCalls,
    now,
    shortLinkFor: booking.shortLinkFor,
  });
  installLocalePreference(fastify);
  registerAdminRoutes(fastify, {
    db: database.db,
    now,
    wait,
    shell: site.files.get('/admin'),
    // Every feature has registered its channels by now: these are the ones this server can send on.
    channels: outbox.channels(),
    wakeOutbox: outbox.wakeOutbox,
    callBack: config.callBack,
    analyticsReport: analytics.report,
    meetings: { availability: config.booking.availability, channels: booking.newsChannels },
  });

  registerSiteRoutes(fastify, site);

  return { fastify, site, analytics };
}
