import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { z } from 'zod';
import { createSiteConfig, DEFAULT_SITE_URL } from '../../shared/site-config.ts';
import { projectPath } from '../project-root.ts';
import { ANALYTICS_BOUND_DEFAULTS, type AnalyticsBounds } from './analytics-bounds.ts';
import { bookingSecretFileIn } from './booking-secret-file.ts';
import { DEFAULT_CALLBACK_RETRIES, parseCallBackRetries, type CallBackRetries } from './call-back-retries.ts';
import { parseCallingHours, type CallingHours } from './calling-hours.ts';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTarget, type DatabaseTimeouts } from './database-settings.ts';
import {
  availabilityProblem,
  DEFAULT_MEETING_AVAILABILITY as MEETING_DEFAULTS,
  DEFAULT_MEETING_HOURS,
  parseDatesOff,
  parseMeetingHours,
  type MeetingAvailability,
} from './meeting-availability.ts';
import { parseTrustProxy, type TrustProxy } from './proxy-trust.ts';
import { DEFAULT_RETRY_SCHEDULE_MS, parseRetrySchedule } from './retry-schedule.ts';
import { DEFAULT_SALES_HOURS, DEFAULT_SALES_TRANSFER_TIMEOUT_SECONDS, parseSalesLine, type SalesLine } from './sales-line.ts';
import { parseServerSecret, SERVER_SECRET_MIN_BYTES } from './server-secret.ts';
import { ASSISTANT_KEYS, DEFAULT_VOICE_STATE_DIR, readVoiceState, voiceStateFile, type VoiceState } from './voice-state.ts';
import { webhookSecretProblem } from './webhook-secret.ts';
import { isSupportedCountry, type CountryCode } from 'libphonenumber-js/max';

const optionalUrl = z.url().optional().or(z.literal('').transform(() => undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: loopback, or every interface with NODE_ENV=production (see listenHost). */
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  /** npm run backup: where backups go, and how many it keeps (cli/backup.ts). */
  BACKUP_DIR: z.string().default('./backups'),
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(366).default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(4),
  DATABASE_URL: optionalUrl,
  /** Bounds on every wait for the database, so a sick database gives 503s instead of hangs. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(DEFAULT_DATABASE_TIMEOUTS.connectMs),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(DEFAULT_DATABASE_TIMEOUTS.statementMs),
  /** Build output folder (default ./dist), see scripts/build.ts. */
  DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: JSON with NODE_ENV=production, else readable lines on a terminal (see logging.ts). */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional().or(z.literal('').transform(() => undefined)),
  /** Comma-separated proxy addresses/CIDRs, or a hop count. Empty: trust nobody. "true" is refused (see proxy-trust.ts). */
  TRUST_PROXY: z.string().optional(),
  /** "true": plain-HTTP requests are redirected to HTTPS (set it where TLS is terminated in front). */
  FORCE_HTTPS: z.enum(['true', 'false', '']).optional(),
  SENTRY_DSN: optionalUrl,
  /** DSN given to browsers; defaults to SENTRY_DSN. */
  SENTRY_BROWSER_DSN: optionalUrl,
  SENTRY_ENVIRONMENT: z.string().optional(),
  VAPI_PUBLIC_KEY: z.string().optional(),
  VAPI_ASSISTANT_ID: z.string().optional(),
  /** The call-back assistant for Spanish leads; without it, Spanish leads get the main one, told the language. */
  VAPI_ASSISTANT_ID_ES: z.string().optional(),
  VAPI_API_BASE_URL: optionalUrl,
  /** Server-only key for the provider's REST API (live chat, outbound call-backs); never sent to a browser or logged. */
  VAPI_PRIVATE_KEY: z.string().optional(),
  /** POST /api/assistant/chat per client IP. */
  CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  CHAT_RATE_LIMIT_PER_DAY: z.coerce.number().int().min(1).default(300),
  /** How long a live chat reply may take before the local engine answers instead. */
  CHAT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).default(8000),
  /** Live chat turns relayed to the provider per UTC day, all instances together (the model budget). */
  ASSISTANT_LIVE_MAX_PER_DAY: z.coerce.number().int().min(1).default(2000),
  /** The provider's phone number that places call-backs. */
  VAPI_PHONE_NUMBER_ID: z.string().optional(),
  /** Shared secret the provider sends in X-Vapi-Secret with its server messages, at least 24 bytes. */
  VAPI_SERVER_SECRET: z.string().optional(),
  /** How long a request to the provider's REST API may take before it counts as a timeout (and is retried). */
  VAPI_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Where voice:sync keeps the provider's ids (and the server credential's secret), one file per site host. */
  VOICE_STATE_DIR: z.string().optional(),
  /** Local calling hours for call-backs, 24-hour clock, e.g. "08:00-21:00". */
  CALLBACK_HOURS: z.string().default('08:00-21:00'),
  /** The company's time zone: calling hours for numbers whose zone cannot be inferred. */
  SITE_TIMEZONE: z.string().default('America/New_York'),
  /** Countries whose mobile and fixed lines call-backs may ring, ISO codes, comma-separated. */
  CALLBACK_COUNTRIES: z
    .string()
    .regex(/^\s*[A-Z]{2}(\s*,\s*[A-Z]{2})*\s*$/, 'two-letter country codes separated by commas, such as US,CA')
    .default('US,CA'),
  /** The sales line a call-back hands a caller to (warm transfer, sales-line.ts): number, hours, holidays, time zone. */
  SALES_PHONE: z.string().optional(),
  /** The sales number the site shows (shared/site-config.ts): SALES_PHONE's default. */
  SITE_SALES_PHONE: z.string().optional(),
  SALES_HOURS: z.string().default(DEFAULT_SALES_HOURS),
  SALES_HOLIDAYS: z.string().default(''),
  SALES_TIMEZONE: z.string().optional(),
  SALES_TRANSFER_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(120).default(DEFAULT_SALES_TRANSFER_TIMEOUT_SECONDS),
  /** Call-backs placed in a day (midnight to midnight in SITE_TIMEZONE); then the channel stops and staff are alerted. */
  CALLBACK_MAX_PER_DAY: z.coerce.number().int().min(0).max(100_000).default(50),
  /** Retries of a call-back that reached nobody (no answer, busy, voicemail): see call-back-retries.ts. */
  CALLBACK_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(DEFAULT_CALLBACK_RETRIES.CALLBACK_MAX_ATTEMPTS),
  CALLBACK_RETRY_WINDOW_HOURS: z.coerce.number().min(1).default(DEFAULT_CALLBACK_RETRIES.CALLBACK_RETRY_WINDOW_HOURS),
  CALLBACK_RETRY_DELAYS: z.string().default(DEFAULT_CALLBACK_RETRIES.CALLBACK_RETRY_DELAYS),
  CALLBACK_RETRY_MORNING: z.string().default(DEFAULT_CALLBACK_RETRIES.CALLBACK_RETRY_MORNING),
  /** Country assumed for phone numbers written without a +country code. */
  DEFAULT_PHONE_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, 'a two-letter country code such as US')
    .default('US'),
  /** POST /api/contacts per client IP; raise them for load tests. */
  LEAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  LEAD_RATE_LIMIT_PER_DAY: z.coerce.number().int().min(1).default(30),
  /** Form submissions sent sooner after page load are stored as spam (0 turns the check off). */
  LEAD_MIN_FILL_MS: z.coerce.number().int().min(0).default(2000),
  /** Clients each per-client rate limit window remembers in memory (without REDIS_URL); the least recent go first. */
  RATE_LIMIT_MEMORY_CLIENTS: z.coerce.number().int().min(1000).max(10_000_000).default(50_000),
  /** Shared rate-limit state when several instances run; in memory without it. */
  REDIS_URL: optionalUrl,
  /** Prefix of every Redis key, so sites (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().default('harborline:'),
  /** Public base URL of the site, applied at start-up: canonical links, sitemap, share images, e-mail links. */
  SITE_URL: optionalUrl,
  /** Lead e-mails: both set to enable the channel. */
  SALES_EMAIL: z.email().optional().or(z.literal('').transform(() => undefined)),
  SMTP_URL: optionalUrl,
  /** Sender of lead e-mails; defaults to no-reply@<SITE_URL's host>. */
  SMTP_FROM: z.string().optional(),
  /** Signed lead webhook (Standard Webhooks): both set to enable the channel; the secret is whsec_<base64 key>. */
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
  /** Days raw analytics events are kept; the daily rollups stay. */
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** POST /api/events per client IP (a page view and a handful of events per page). */
  ANALYTICS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  ANALYTICS_RATE_LIMIT_PER_DAY: z.coerce.number().int().min(1).default(5000),
  /** Raw events written per UTC day for the whole site; later ones that day are dropped and counted. */
  ANALYTICS_MAX_EVENTS_PER_DAY: z.coerce.number().int().min(1).default(ANALYTICS_BOUND_DEFAULTS.maxEventsPerDay),
  /** Referrer hosts, and values of each UTM parameter, a day's rollup keeps by name (the most visited); the rest are "(other)". */
  ANALYTICS_MAX_NAMES_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(ANALYTICS_BOUND_DEFAULTS.maxNamesPerDay),
  /** Rows of a day's visit and page rollups; the least visited beyond it are folded into one "(other)" row. */
  ANALYTICS_MAX_ROLLUP_ROWS_PER_DAY: z.coerce.number().int().min(2).max(100_000).default(ANALYTICS_BOUND_DEFAULTS.maxRollupRowsPerDay),
  /** Visits in the range a source or campaign needs before the dashboard and its CSV show its name. */
  ANALYTICS_MIN_VISITS_NAMED: z.coerce.number().int().min(1).default(ANALYTICS_BOUND_DEFAULTS.minVisitsNamed),
  /** How long the dashboard waits for today's rollup to catch up before it answers from the last one. */
  ANALYTICS_TODAY_REFRESH_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(100),
  /** Meetings with sales (src/server/features/booking), in SITE_TIMEZONE: see meeting-availability.ts. */
  MEETING_MINUTES: z.coerce.number().int().min(5).max(480).default(MEETING_DEFAULTS.meetingMinutes),
  MEETING_SLOT_STEP_MINUTES: z.coerce.number().int().min(5).max(480).default(MEETING_DEFAULTS.slotStepMinutes),
  /** Weekdays and hours, e.g. "Mon-Thu 09:00-17:00; Fri 09:00-12:00". */
  MEETING_HOURS: z.string().default(DEFAULT_MEETING_HOURS),
  MEETING_BUFFER_BEFORE_MINUTES: z.coerce.number().int().min(0).max(240).default(MEETING_DEFAULTS.bufferBeforeMinutes),
  MEETING_BUFFER_AFTER_MINUTES: z.coerce.number().int().min(0).max(240).default(MEETING_DEFAULTS.bufferAfterMinutes),
  MEETING_MIN_NOTICE_MINUTES: z.coerce.number().int().min(0).max(43_200).default(MEETING_DEFAULTS.minNoticeMinutes),
  MEETING_DAYS_AHEAD: z.coerce.number().int().min(1).max(90).default(MEETING_DEFAULTS.daysAhead),
  MEETING_MAX_PER_DAY: z.coerce.number().int().min(1).max(200).default(MEETING_DEFAULTS.maxPerDay),
  /** Comma-separated YYYY-MM-DD dates without meetings. */
  MEETING_DATES_OFF: z.string().default(''),
  /** Signs the booking links given to leads (HMAC key, at least 24 bytes); unset: a key the server keeps in DATA_DIR (booking-secret-file.ts). */
  BOOKING_TOKEN_SECRET: z.string().optional(),
  /** Booking, moving and cancelling (the API and POST /book) per client IP; reading slots is allowed 6 times as many. */
  BOOKING_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  BOOKING_RATE_LIMIT_PER_DAY: z.coerce.number().int().min(1).default(60),
  /** Meetings booked on the site (web, chat) from one network (IPv4 address, IPv6 /64) in 24 hours, cancelled ones included. */
  BOOKING_MAX_PER_NETWORK_PER_DAY: z.coerce.number().int().min(1).default(2),
  /** Upcoming meetings booked on the site from one network at any time. */
  BOOKING_MAX_UPCOMING_PER_NETWORK: z.coerce.number().int().min(1).default(1),
  /** Meetings booked within an hour that make the staff hear of it (one e-mail an hour at most). */
  BOOKING_ALERT_PER_HOUR: z.coerce.number().int().min(1).default(4),
});

/**
 * Settings renamed when the record got one name, a lead (docs/architecture.md, Glossary): the old name is still
 * read while the new one is unset, and start-up warns (startup-warnings.ts). LEAD_FORM_URL is read at build time.
 */
export const RENAMED_SETTINGS: Readonly<Record<string, string>> = {
  LEAD_RATE_LIMIT_PER_MINUTE: 'CONTACT_RATE_LIMIT_PER_MINUTE',
  LEAD_RATE_LIMIT_PER_DAY: 'CONTACT_RATE_LIMIT_PER_DAY',
  LEAD_MIN_FILL_MS: 'CONTACT_MIN_FILL_MS',
  LEAD_FORM_URL: 'CONTACT_FORM_URL',
};

const isSet = (value: string | undefined) => value !== undefined && value.trim() !== '';

/** The environment with each renamed setting's old value under its new name, where only the old one is set. */
function withRenamedSettings(env: Record<string, string | undefined>): Record<string, string | undefined> {
  const renamed = { ...env };
  for (const [name, oldName] of Object.entries(RENAMED_SETTINGS)) {
    if (!isSet(env[name]) && isSet(env[oldName])) renamed[name] = env[oldName];
  }
  return renamed;
}

/** Every variable the server reads through loadConfig (README and .env.example list them all). */
export const SERVER_ENV_NAMES = Object.keys(envSchema.shape);

export type { TrustProxy };

/** What one network may hold of the meeting calendar, and how fast bookings may come before the staff hear of it. */
export interface BookingLimits {
  perNetworkPerDay: number;
  upcomingPerNetwork: number;
  alertPerHour: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  database: DatabaseTarget;
  databaseTimeouts: DatabaseTimeouts;
  backup: { dir: string; retention: { daily: number; weekly: number } };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** 'auto': readable lines when the output is a terminal, JSON otherwise. */
  logFormat: 'json' | 'pretty' | 'auto';
  trustProxy: TrustProxy;
  forceHttps: boolean;
  /** Folder holding the built site (dist/client). */
  staticDir: string;
  sentry: { serverDsn?: string; browserDsn?: string; environment?: string };
  voice: {
    publicKey?: string;
    privateKey?: string;
    assistantId?: string;
    spanishAssistantId?: string;
    apiBaseUrl?: string;
    serverSecret?: string;
    /** voice:sync's state file for this site (voice-state.ts); the ids above default to what it holds. */
    stateFile?: string;
    /** Whether that file was there at start-up: the provider's set-up is then checked against voice/ (GET /readyz). */
    synced?: boolean;
  };
  /** perMinute and perDay are per client IP; liveMaxPerDay is the whole site's daily budget of live turns. */
  chat: { perMinute: number; perDay: number; providerTimeoutMs: number; liveMaxPerDay: number };
  callBack: CallBackConfig;
  redis?: { url: string; keyPrefix: string };
  /** POST /api/contacts: per client IP, and the minimum fill time below which a lead is spam. */
  /** memoryClients: what every per-client limit window remembers in memory (security/lead-rate-limit.ts). */
  leadIntake: { perMinute: number; perDay: number; minFillTimeMs: number; memoryClients: number };
  /** Public base URL without a trailing slash. */
  siteUrl: string;
  leads: LeadNotificationConfig;
  /** POST /api/events per client IP, how long raw events are kept, and the bounds on what visitors can write. */
  analytics: { perMinute: number; perDay: number; retentionDays: number; todayRefreshWaitMs: number } & AnalyticsBounds;
  /** Meetings with sales: the availability, and the key that signs the leads' booking tokens. */
  booking: {
    availability: MeetingAvailability;
    tokenSecret: string;
    tokenSecretConfigured: boolean;
    /** Where the key is kept when BOOKING_TOKEN_SECRET is unset (DATA_DIR/booking-token-secret, read at start: booking-secret-file.ts). */
    tokenSecretFile: string;
    /** Set at start-up: whether that file holds the key in use (false: a key made for this process only). */
    tokenSecretKept?: boolean;
    rateLimit: { perMinute: number; perDay: number };
    /** What one network may hold of the calendar, and when the staff hear that bookings run fast (booking-limits.ts). */
    limits: BookingLimits;
    /** Country assumed for a lead's phone written without +country (DEFAULT_PHONE_COUNTRY): one meeting per number. */
    defaultPhoneCountry: CountryCode;
  };
}

export interface LeadNotificationConfig {
  email?: { smtpUrl: string; to: string; from: string };
  webhook?: { url: string; secret: string };
  pollMs: number;
  retryScheduleMs: readonly number[];
  leaseMs: number;
}

export const DEFAULT_VAPI_API_BASE_URL = 'https://api.vapi.ai';

export interface CallBackConfig {
  /** Set when VAPI_PRIVATE_KEY, VAPI_ASSISTANT_ID and VAPI_PHONE_NUMBER_ID all are: call-backs are placed. */
  provider?: {
    baseUrl: string;
    privateKey: string;
    assistantId: string;
    /** VAPI_ASSISTANT_ID_ES: calls Spanish leads when set. */
    spanishAssistantId?: string;
    phoneNumberId: string;
    timeoutMs: number;
  };
  hours: CallingHours;
  siteTimeZone: string;
  defaultCountry: CountryCode;
  /** CALLBACK_COUNTRIES: the only countries called. */
  allowedCountries: CountryCode[];
  /** CALLBACK_MAX_PER_DAY. */
  maxPerDay: number;
  /** Another attempt after no answer, busy or voicemail: CALLBACK_MAX_ATTEMPTS, CALLBACK_RETRY_*. */
  retries: CallBackRetries;
  /** E-mail is set up, so the staff are told when the daily cap stops the calls. */
  alertStaffByEmail: boolean;
  /** Where and when a call-back may hand the caller to a person (SALES_*). */
  salesLine: SalesLine;
}

/** Both variables of a channel, or neither: one alone is a configuration mistake worth stopping for. */
function pairOf(names: [string, string], values: [string | undefined, string | undefined]): [string, string] | undefined {
  const [a, b] = values;
  if (a && b) return [a, b];
  if (a || b) throw new Error(`Invalid environment: set both ${names[0]} and ${names[1]}, or neither.`);
  return undefined;
}

/**
 * SITE_URL as written into pages, XML and e-mails: an http(s) origin with an optional path, nothing that
 * needs escaping there, no trailing slash.
 */
function parseSiteUrl(value: string | undefined): string {
  if (!value) return DEFAULT_SITE_URL;
  const url = new URL(value);
  if (!/^https?:$/.test(url.protocol) || url.search || url.hash || url.username || url.password || /[&'"<>]/.test(url.href)) {
    throw new Error(`Invalid environment: SITE_URL must be the site's public http(s) address, like https://www.example.com (got "${value}").`);
  }
  return url.href.replace(/\/+$/, '');
}

/**
 * The server has no TLS of its own: HTTPS ends at a proxy. Without TRUST_PROXY it cannot see that a
 * request came over HTTPS, so FORCE_HTTPS would redirect every request for ever.
 */
function checkForceHttps(forceHttps: boolean, trustProxy: TrustProxy, siteUrl: string) {
  if (!forceHttps) return;
  if (trustProxy === false) {
    throw new Error(
      'Invalid environment: FORCE_HTTPS=true needs TRUST_PROXY. The server has no TLS of its own, so HTTPS ends at a ' +
        'reverse proxy in front of it; set TRUST_PROXY to that proxy\'s address (e.g. 127.0.0.1) so the server can tell ' +
        'which requests came over HTTPS. Without it every request looks like plain HTTP and is redirected for ever.',
    );
  }
  if (!siteUrl.startsWith('https://')) {
    throw new Error('Invalid environment: FORCE_HTTPS=true needs SITE_URL set to the site\'s https:// address: the redirect goes there.');
  }
}

/** Reads the environment once; a bad value stops start-up with a message naming the variable. */
/**
 * A laptop's server is reachable from the laptop alone; production (a container, a VM behind a proxy)
 * listens on every interface. HOST wins either way.
 */
function listenHost(host: string | undefined, nodeEnv: string | undefined): string {
  if (host?.trim()) return host.trim();
  return nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = envSchema.safeParse(withRenamedSettings(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const siteUrl = parseSiteUrl(e.SITE_URL);
  const voiceState = voiceStateOf(e, siteUrl);
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  const forceHttps = e.FORCE_HTTPS === 'true';
  checkForceHttps(forceHttps, trustProxy, siteUrl);
  const email = pairOf(['SMTP_URL', 'SALES_EMAIL'], [e.SMTP_URL, e.SALES_EMAIL]);
  const webhook = pairOf(['LEAD_WEBHOOK_URL', 'LEAD_WEBHOOK_SECRET'], [e.LEAD_WEBHOOK_URL, e.LEAD_WEBHOOK_SECRET?.trim()]);
  const secretProblem = webhook && webhookSecretProblem(webhook[1]);
  if (secretProblem) throw new Error(`Invalid environment: LEAD_WEBHOOK_SECRET: ${secretProblem}`);
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
    callBack: callBackConfigOf(e, email !== undefined, voiceState.state),
    host: listenHost(e.HOST, env.NODE_ENV),
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'pglite', dataDir: resolve(e.DATA_DIR) },
    databaseTimeouts: { connectMs: e.DATABASE_CONNECT_TIMEOUT_MS, statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS },
    backup: { dir: resolve(e.BACKUP_DIR), retention: { daily: e.BACKUP_KEEP_DAILY, weekly: e.BACKUP_KEEP_WEEKLY } },
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (env.NODE_ENV === 'production' ? 'json' : 'auto'),
    trustProxy,
    forceHttps,
    staticDir: e.DIST_DIR ? resolve(e.DIST_DIR, 'client') : projectPath('dist', 'client'),
    sentry: {
      serverDsn: e.SENTRY_DSN,
      browserDsn: e.SENTRY_BROWSER_DSN ?? e.SENTRY_DSN,
      environment: e.SENTRY_ENVIRONMENT,
    },
    voice: {
      publicKey: e.VAPI_PUBLIC_KEY,
      assistantId: e.VAPI_ASSISTANT_ID?.trim() || voiceState.state?.assistantIds[ASSISTANT_KEYS.website.en],
      spanishAssistantId: e.VAPI_ASSISTANT_ID_ES?.trim() || voiceState.state?.assistantIds[ASSISTANT_KEYS.website.es],
      apiBaseUrl: e.VAPI_API_BASE_URL,
      privateKey: e.VAPI_PRIVATE_KEY?.trim() || undefined,
      serverSecret: parseServerSecret(e.VAPI_SERVER_SECRET) ?? voiceState.state?.serverSecret,
      stateFile: voiceState.file,
      synced: voiceState.state !== undefined,
    },
    chat: {
      perMinute: e.CHAT_RATE_LIMIT_PER_MINUTE,
      perDay: e.CHAT_RATE_LIMIT_PER_DAY,
      providerTimeoutMs: e.CHAT_PROVIDER_TIMEOUT_MS,
      liveMaxPerDay: e.ASSISTANT_LIVE_MAX_PER_DAY,
    },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    leadIntake: {
      perMinute: e.LEAD_RATE_LIMIT_PER_MINUTE,
      perDay: e.LEAD_RATE_LIMIT_PER_DAY,
      minFillTimeMs: e.LEAD_MIN_FILL_MS,
      memoryClients: e.RATE_LIMIT_MEMORY_CLIENTS,
    },
    siteUrl,
    leads: {
      email: email && { smtpUrl: email[0], to: email[1], from: e.SMTP_FROM?.trim() || `no-reply@${new URL(siteUrl).hostname}` },
      webhook: webhook && { url: webhook[0], secret: webhook[1] },
      pollMs: e.LEAD_OUTBOX_POLL_MS,
      retryScheduleMs,
      leaseMs: e.LEAD_DELIVERY_LEASE_MS,
    },
    analytics: {
      perMinute: e.ANALYTICS_RATE_LIMIT_PER_MINUTE,
      perDay: e.ANALYTICS_RATE_LIMIT_PER_DAY,
      retentionDays: e.ANALYTICS_RETENTION_DAYS,
      maxEventsPerDay: e.ANALYTICS_MAX_EVENTS_PER_DAY,
      maxNamesPerDay: e.ANALYTICS_MAX_NAMES_PER_DAY,
      maxRollupRowsPerDay: e.ANALYTICS_MAX_ROLLUP_ROWS_PER_DAY,
      minVisitsNamed: e.ANALYTICS_MIN_VISITS_NAMED,
      todayRefreshWaitMs: e.ANALYTICS_TODAY_REFRESH_WAIT_MS,
    },
    booking: bookingConfigOf(e),
  };
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The country codes libphonenumber-js knows (its metadata is loaded by the call-back feature anyway). */
function callBackCountries(value: string): CountryCode[] {
  const countries = [...new Set(value.split(',').map((code) => code.trim()))] as CountryCode[];
  const unknown = countries.filter((code) => !isSupportedCountry(code));
  if (unknown.length > 0) throw new Error(`Invalid environment: CALLBACK_COUNTRIES: ${unknown.join(', ')} is not a country code we can call`);
  return countries;
}

/** voice:sync's state for this site, read only when the provider is set up (VAPI_PRIVATE_KEY): the variables win over it. */
function voiceStateOf(e: z.infer<typeof envSchema>, siteUrl: string): { file: string; state?: VoiceState } {
  const file = voiceStateFile(e.VOICE_STATE_DIR ? resolve(e.VOICE_STATE_DIR) : DEFAULT_VOICE_STATE_DIR, siteUrl);
  if (!e.VAPI_PRIVATE_KEY?.trim()) return { file };
  const state = settingOf('VOICE_STATE_DIR', () => readVoiceState(file));
  return { file, state: state?.siteUrl === siteUrl ? state : undefined };
}

function callBackConfigOf(e: z.infer<typeof envSchema>, alertStaffByEmail: boolean, voiceState?: VoiceState): CallBackConfig {
  let hours: CallingHours;
  try {
    hours = parseCallingHours(e.CALLBACK_HOURS);
  } catch (error) {
    throw new Error(`Invalid environment: CALLBACK_HOURS: ${(error as Error).message}`, { cause: error });
  }
  if (!isTimeZone(e.SITE_TIMEZONE)) throw new Error(`Invalid environment: SITE_TIMEZONE: "${e.SITE_TIMEZONE}" is not a time zone`);
  const privateKey = e.VAPI_PRIVATE_KEY?.trim();
  const assistantId = e.VAPI_ASSISTANT_ID?.trim() || voiceState?.assistantIds[ASSISTANT_KEYS.callBack.en];
  const phoneNumberId = e.VAPI_PHONE_NUMBER_ID?.trim() || voiceState?.phoneNumberId;
  return {
    provider:
      privateKey && assistantId && phoneNumberId
        ? {
            baseUrl: (e.VAPI_API_BASE_URL ?? DEFAULT_VAPI_API_BASE_URL).replace(/\/+$/, ''),
            privateKey,
            assistantId,
            spanishAssistantId: e.VAPI_ASSISTANT_ID_ES?.trim() || voiceState?.assistantIds[ASSISTANT_KEYS.callBack.es],
            phoneNumberId,
            timeoutMs: e.VAPI_REQUEST_TIMEOUT_MS,
          }
        : undefined,
    hours,
    siteTimeZone: e.SITE_TIMEZONE,
    defaultCountry: e.DEFAULT_PHONE_COUNTRY as CountryCode,
    allowedCountries: callBackCountries(e.CALLBACK_COUNTRIES),
    maxPerDay: e.CALLBACK_MAX_PER_DAY,
    retries: parseCallBackRetries(e),
    alertStaffByEmail,
    salesLine: salesLineOf(e),
  };
}

function salesLineOf(e: z.infer<typeof envSchema>): SalesLine {
  const timeZone = e.SALES_TIMEZONE?.trim() || e.SITE_TIMEZONE;
  if (!isTimeZone(timeZone)) throw new Error(`Invalid environment: SALES_TIMEZONE: "${timeZone}" is not a time zone`);
  const phone = e.SALES_PHONE?.trim() || createSiteConfig({ SITE_SALES_PHONE: e.SITE_SALES_PHONE }).salesPhone.e164;
  const settings = { phone, hours: e.SALES_HOURS, holidays: e.SALES_HOLIDAYS, timeZone, transferTimeoutSeconds: e.SALES_TRANSFER_TIMEOUT_SECONDS };
  try {
    return parseSalesLine(settings);
  } catch (error) {
    throw new Error(`Invalid environment: ${(error as Error).message}`, { cause: error });
  }
}

function settingOf<T>(name: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new Error(`Invalid environment: ${name}: ${(error as Error).message}`, { cause: error });
  }
}

function bookingConfigOf(e: z.infer<typeof envSchema>): ServerConfig['booking'] {
  const availability: MeetingAvailability = {
    timeZone: e.SITE_TIMEZONE,
    meetingMinutes: e.MEETING_MINUTES,
    slotStepMinutes: e.MEETING_SLOT_STEP_MINUTES,
    hours: settingOf('MEETING_HOURS', () => parseMeetingHours(e.MEETING_HOURS)),
    bufferBeforeMinutes: e.MEETING_BUFFER_BEFORE_MINUTES,
    bufferAfterMinutes: e.MEETING_BUFFER_AFTER_MINUTES,
    minNoticeMinutes: e.MEETING_MIN_NOTICE_MINUTES,
    daysAhead: e.MEETING_DAYS_AHEAD,
    maxPerDay: e.MEETING_MAX_PER_DAY,
    datesOff: settingOf('MEETING_DATES_OFF', () => parseDatesOff(e.MEETING_DATES_OFF)),
  };
  const problem = availabilityProblem(availability);
  if (problem) throw new Error(`Invalid environment: ${problem}`);
  const configured = e.BOOKING_TOKEN_SECRET?.trim();
  if (configured && Buffer.byteLength(configured, 'utf8') < SERVER_SECRET_MIN_BYTES) {
    throw new Error(`Invalid environment: BOOKING_TOKEN_SECRET must be at least ${SERVER_SECRET_MIN_BYTES} bytes long (e.g. \`openssl rand -base64 32\`).`);
  }
  return {
    availability,
    tokenSecret: configured || randomBytes(32).toString('base64'),
    tokenSecretConfigured: Boolean(configured),
    tokenSecretFile: bookingSecretFileIn(resolve(e.DATA_DIR)),
    rateLimit: { perMinute: e.BOOKING_RATE_LIMIT_PER_MINUTE, perDay: e.BOOKING_RATE_LIMIT_PER_DAY },
    limits: {
      perNetworkPerDay: e.BOOKING_MAX_PER_NETWORK_PER_DAY,
      upcomingPerNetwork: e.BOOKING_MAX_UPCOMING_PER_NETWORK,
      alertPerHour: e.BOOKING_ALERT_PER_HOUR,
    },
    defaultPhoneCountry: e.DEFAULT_PHONE_COUNTRY as CountryCode,
  };
}
