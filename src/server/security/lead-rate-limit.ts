import fastifyRateLimit, { normalizeIP, type CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError } from '../http-errors.ts';

export interface RateLimitConfig {
  /** Submissions per client IP per minute, and per day: both apply. */
  perMinute: number;
  perDay: number;
  /** Shared state for several instances (keys under keyPrefix); in memory when absent. */
  redis?: { url: string; keyPrefix: string };
  /** In memory: distinct clients each limiter's window remembers (RATE_LIMIT_MEMORY_CLIENTS). */
  memoryClients?: number;
}

export const RATE_LIMITED_MESSAGE = 'You have sent several requests in a short time. Please wait a minute and try again.';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Distinct clients tracked in memory per window before the least recent are forgotten (RATE_LIMIT_MEMORY_CLIENTS). */
export const MEMORY_CLIENTS = 50_000;
/** Where createLeadRateLimit leaves the configured number for every limiter perClientLimit makes after it. */
const memoryClientsKey = Symbol('rate-limit memory clients');
const memoryClientsOf = (app: FastifyInstance): number => (app as unknown as Record<symbol, number | undefined>)[memoryClientsKey] ?? MEMORY_CLIENTS;

/**
 * The client's address as the rate limit sees it. Fastify derives request.ip from the socket, or from
 * X-Forwarded-For only when TRUST_PROXY says to trust the proxy. IPv6 clients are grouped by /64,
 * the block one subscriber usually gets, so rotating addresses inside it does not reset the count.
 */
export function clientKeyOf(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    // Fail fast rather than queue requests while Redis is away: the limit then fails open.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
  });
  // Errors also surface on each command; this only keeps a disconnect from crashing the process.
  redis.on('error', () => {});
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Redis at REDIS_URL is not reachable: ${(error as Error).message}`, { cause: error });
  }
  return redis;
}

/**
 * The limit of POST /api/contacts: a per-minute and a per-day window per client IP, answered with
 * 429 and Retry-After. Registers @fastify/rate-limit (memory by default, Redis with a URL) without
 * a global limit, and returns the onRequest hook the route uses.
 */
export async function createLeadRateLimit(app: FastifyInstance, config: RateLimitConfig): Promise<onRequestAsyncHookHandler> {
  const redis = config.redis ? await connectRedis(config.redis.url) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));

  app.decorate(memoryClientsKey, config.memoryClients ?? MEMORY_CLIENTS);
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${config.redis?.keyPrefix}rate-limit:` } : { cache: memoryClientsOf(app) }),
  });

  return perClientLimit(app, 'leads', config, RATE_LIMITED_MESSAGE);
}

/**
 * An onRequest hook allowing `perMinute` and `perDay` requests per client IP, answering 429 with
 * Retry-After beyond. Needs the store createLeadRateLimit registers (app.ts creates that first).
 */
export function perClientLimit(
  app: FastifyInstance,
  name: string,
  limits: { perMinute: number; perDay: number },
  message: string,
): onRequestAsyncHookHandler {
  const windows = [
    { name: `${name}-minute`, max: limits.perMinute, timeWindow: MINUTE_MS },
    { name: `${name}-day`, max: limits.perDay, timeWindow: DAY_MS },
  ].map((window) => {
    // Each limiter gets a child of the plugin's store, and a memory child keeps only its options' `cache` clients
    // (5,000 when unset, which the library's types do not list): without it a flood of fresh addresses would evict
    // a limited client within seconds. Redis ignores it: keys expire with their window. About 340 bytes a client.
    const options: CreateRateLimitOptions & { cache: number } = {
      max: window.max,
      timeWindow: window.timeWindow,
      keyGenerator: (request) => `${window.name}:${clientKeyOf(request)}`,
      cache: memoryClientsOf(app),
    };
    return { ...window, check: app.createRateLimit(options) };
  });

  return async function rateLimit(request, reply) {
    for (const window of windows) {
      let result: Awaited<ReturnType<typeof window.check>>;
      try {
        result = await window.check(request);
      } catch (error) {
        // The limiter's store is down: accept the request rather than lose a lead.
        request.log.warn({ err: error, window: window.name }, 'rate limit unavailable, request allowed');
        return;
      }
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
        request.log.info({ window: window.name }, 'rate limited');
        throw new HttpError(429, message);
      }
    }
  };
}
