import { resolve } from 'node:path';
import { z } from 'zod';
import type { DatabaseTarget } from './db/connection.ts';
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
  SENTRY_DSN: optionalUrl,
  /** DSN given to browsers; defaults to SENTRY_DSN. */
  SENTRY_BROWSER_DSN: optionalUrl,
  SENTRY_ENVIRONMENT: z.string().optional(),
  VAPI_PUBLIC_KEY: z.string().optional(),
  VAPI_ASSISTANT_ID: z.string().optional(),
  VAPI_API_BASE_URL: optionalUrl,
});

export type TrustProxy = boolean | number | string[];

export interface ServerConfig {
  port: number;
  host: string;
  database: DatabaseTarget;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: TrustProxy;
  /** Folder holding the built site (dist/client). */
  staticDir: string;
  sentry: { serverDsn?: string; browserDsn?: string; environment?: string };
  voice: { publicKey?: string; assistantId?: string; apiBaseUrl?: string };
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
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'pglite', dataDir: resolve(e.DATA_DIR) },
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    staticDir: e.DIST_DIR ? resolve(e.DIST_DIR, 'client') : projectPath('dist', 'client'),
    sentry: {
      serverDsn: e.SENTRY_DSN,
      browserDsn: e.SENTRY_BROWSER_DSN ?? e.SENTRY_DSN,
      environment: e.SENTRY_ENVIRONMENT,
    },
    voice: { publicKey: e.VAPI_PUBLIC_KEY, assistantId: e.VAPI_ASSISTANT_ID, apiBaseUrl: e.VAPI_API_BASE_URL },
  };
}
