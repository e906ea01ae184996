import { resolve } from 'node:path';
import { z } from 'zod';
import { createSiteConfig } from '../shared/site-config.ts';
import type { DatabaseTarget } from './db/connection.ts';
import { DEFAULT_RETRY_SCHEDULE_MS, parseRetrySchedule } from './features/leads/retry-schedule.ts';
import { projectPath } from './project-root.ts';

const optionalUrl = z.url().optional().or(z.literal('').transform(() => undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  /** Build output folder (default ./dist), see scripts/build.ts. */
  DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Comma-separated proxy addresses/CIDRs, "true" for any, or a hop count. Empty: trust nobody. */
  TRUST_PROXY: z.string().optional(),
  /** "true": plain-HTTP requests are redirected to HTTPS (set it where TLS is terminated in front). */
  FORCE_HTTPS: z.enum(['true', 'false', '']).optional(),
  SENTRY_DSN: optionalUrl,
  /** DSN given to browsers; defaults to SENTRY_DSN. */
  SENTRY_BROWSER_DSN: optionalUrl,
  SENTRY_ENVIRONMENT: z.string().optional(),
  VAPI_PUBLIC_KEY: z.string().optional(),
  VAPI_ASSISTANT_ID: z.string().optional(),
  VAPI_API_BASE_URL: optionalUrl,
  /** POST /api/contacts per client IP; raise them for load tests. */
  CONTACT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  CONTACT_RATE_LIMIT_PER_DAY: z.coerce.number().int().min(1).default(30),
  /** Form submissions sent sooner after page load are stored as spam (0 turns the check off). */
  CONTACT_MIN_FILL_MS: z.coerce.number().int().min(0).default(2000),
  /** Shared rate-limit state when several instances run; in memory without it. */
  REDIS_URL: optionalUrl,
  /** Prefix of every Redis key, so sites (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().default('harborline:'),
  /** Public base URL of the site; links in lead e-mails point to its admin. */
  SITE_URL: optionalUrl,
  /** Lead e-mails: both set to enable the channel. */
  SALES_EMAIL: z.email().optional().or(z.literal('').transform(() => undefined)),
  SMTP_URL: optionalUrl,
  /** Sender of lead e-mails; defaults to no-reply@<SITE_URL's host>. */
  SMTP_FROM: z.string().optional(),
  /** Signed lead webhook (Standard Webhooks): both set to enable the channel. */
  LEAD_WEBHOOK_URL: optionalUrl,
  LEAD_WEBHOOK_SECRET: z.string().optional(),
  /** How often the outbox worker looks for due deliveries. */
  LEAD_OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(1000),
  /** Delays between attempts, e.g. "5s,5m,30m,2h,5h,10h,24h" (the default). */
  LEAD_RETRY_SCHEDULE: z.string().optional(),
  /**
   * How long an instance holds a claimed delivery before another may take it over (crash recovery).
   * Keep it well above the longest send (webhook 10 s, SMTP ~20 s).
   */
  LEAD_DELIVERY_LEASE_MS: z.coerce.number().int().min(100).default(120_000),
});

export type TrustProxy = boolean | number | string[];

export interface ServerConfig {
  port: number;
  host: string;
  database: DatabaseTarget;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: TrustProxy;
  forceHttps: boolean;
  /** Folder holding the built site (dist/client). */
  staticDir: string;
  sentry: { serverDsn?: string; browserDsn?: string; environment?: string };
  voice: { publicKey?: string; assistantId?: string; apiBaseUrl?: string };
  redis?: { url: string; keyPrefix: string };
  contactAbuse: { perMinute: number; perDay: number; minFillTimeMs: number };
  /** Public base URL without a trailing slash. */
  siteUrl: string;
  leads: LeadNotificationConfig;
}

export interface LeadNotificationConfig {
  email?: { smtpUrl: string; to: string; from: string };
  webhook?: { url: string; secret: string };
  pollMs: number;
  retryScheduleMs: readonly number[];
  leaseMs: number;
}

/** Both variables of a channel, or neither: one alone is a configuration mistake worth stopping for. */
function pairOf(names: [string, string], values: [string | undefined, string | undefined]): [string, string] | undefined {
  const [a, b] = values;
  if (a && b) return [a, b];
  if (a || b) throw new Error(`Invalid environment: set both ${names[0]} and ${names[1]}, or neither.`);
  return undefined;
}

function parseTrustProxy(value: string | undefined): TrustProxy {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed === 'false') return false;
  if (trimmed === 'true') return true;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return trimmed.split(',').map((entry) => entry.trim()).filter(Boolean);
}

/** Reads the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const siteUrl = createSiteConfig({ SITE_URL: e.SITE_URL }).siteUrl;
  const email = pairOf(['SMTP_URL', 'SALES_EMAIL'], [e.SMTP_URL, e.SALES_EMAIL]);
  const webhook = pairOf(['LEAD_WEBHOOK_URL', 'LEAD_WEBHOOK_SECRET'], [e.LEAD_WEBHOOK_URL, e.LEAD_WEBHOOK_SECRET?.trim()]);
  let retryScheduleMs = DEFAULT_RETRY_SCHEDULE_MS;
  if (e.LEAD_RETRY_SCHEDULE) {
    try {
      retryScheduleMs = parseRetrySchedule(e.LEAD_RETRY_SCHEDULE);
    } catch (error) {
      throw new Error(`Invalid environment: LEAD_RETRY_SCHEDULE: ${(error as Error).message}`, { cause: error });
    }
  }
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'pglite', dataDir: resolve(e.DATA_DIR) },
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    forceHttps: e.FORCE_HTTPS === 'true',
    staticDir: e.DIST_DIR ? resolve(e.DIST_DIR, 'client') : projectPath('dist', 'client'),
    sentry: {
      serverDsn: e.SENTRY_DSN,
      browserDsn: e.SENTRY_BROWSER_DSN ?? e.SENTRY_DSN,
      environment: e.SENTRY_ENVIRONMENT,
    },
    voice: { publicKey: e.VAPI_PUBLIC_KEY, assistantId: e.VAPI_ASSISTANT_ID, apiBaseUrl: e.VAPI_API_BASE_URL },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    contactAbuse: {
      perMinute: e.CONTACT_RATE_LIMIT_PER_MINUTE,
      perDay: e.CONTACT_RATE_LIMIT_PER_DAY,
      minFillTimeMs: e.CONTACT_MIN_FILL_MS,
    },
    siteUrl,
    leads: {
      email: email && { smtpUrl: email[0], to: email[1], from: e.SMTP_FROM?.trim() || `no-reply@${new URL(siteUrl).hostname}` },
      webhook: webhook && { url: webhook[0], secret: webhook[1] },
      pollMs: e.LEAD_OUTBOX_POLL_MS,
      retryScheduleMs,
      leaseMs: e.LEAD_DELIVERY_LEASE_MS,
    },
  };
}
