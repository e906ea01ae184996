import { createHash } from 'node:crypto';

/** Vapi's API when VAPI_API_BASE_URL is not set (the SDK's own default). */
export const DEFAULT_VAPI_API_ORIGIN = 'https://api.vapi.ai';

/**
 * Daily (the voice call's media layer). With `avoidEval` its call engine is a script from
 * c.daily.co; signalling and media servers live under daily.co, over HTTPS and WebSockets.
 */
export const DAILY_SCRIPT_ORIGIN = 'https://c.daily.co';
export const DAILY_CONNECT_SOURCES = ['https://*.daily.co', 'wss://*.daily.co'] as const;

export interface CspInputs {
  /** 'sha256-…' sources of the inline executable scripts in the built pages. */
  inlineScriptHashes: readonly string[];
  /** Origin of the voice provider's API (Vapi). */
  voiceApiOrigin: string;
  /** Origins the browser's error reporting sends to (empty without a DSN). */
  errorReportingOrigins: readonly string[];
}

/**
 * Script types the browser runs, and which CSP therefore governs. Anything else
 * (application/ld+json, application/json, …) is a data block and needs no hash.
 */
const EXECUTABLE_SCRIPT_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
]);

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

function attributeOf(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`, 'i').exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** The bodies of inline scripts the browser would execute (no src, executable type). */
export function inlineExecutableScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (attributeOf(attributes, 'src') !== undefined) continue;
    const type = (attributeOf(attributes, 'type') ?? '').trim().toLowerCase();
    if (EXECUTABLE_SCRIPT_TYPES.has(type)) scripts.push(body);
  }
  return scripts;
}

export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Hash sources for every inline executable script in the given pages, without duplicates. */
export function inlineScriptHashesOf(pages: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const html of pages) {
    for (const script of inlineExecutableScripts(html)) hashes.add(sha256Source(script));
  }
  return [...hashes].sort();
}

/** The origin of a URL (a DSN's ingest host, an API base URL), or undefined when it is not one. */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

type Directives = [name: string, sources: readonly string[]][];

const serialize = (directives: Directives) => directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');

/** What neither policy ever allows: plugins, base changes, forms posting elsewhere, framing. */
const CLOSED_DOORS: Directives = [
  ['object-src', ["'none'"]],
  ['base-uri', ["'none'"]],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'none'"]],
];

/**
 * The leads inbox's policy: its own files and nothing else. No voice provider, no error reporting,
 * no third party at all, and no inline script (its shell has none).
 */
export function buildAdminContentSecurityPolicy(): string {
  return serialize([
    ['default-src', ["'none'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ...CLOSED_DOORS,
  ]);
}

/**
 * The enforced policy: nothing by default, the site's own files, and only the third parties the
 * voice call (Vapi, Daily) and, when configured, error reporting (Sentry) need.
 */
export function buildContentSecurityPolicy({ inlineScriptHashes, voiceApiOrigin, errorReportingOrigins }: CspInputs): string {
  const unique = (sources: readonly string[]) => [...new Set(sources)];
  return serialize([
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...inlineScriptHashes, DAILY_SCRIPT_ORIGIN]],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', unique(["'self'", voiceApiOrigin, ...DAILY_CONNECT_SOURCES, ...errorReportingOrigins])],
    // Remote audio arrives as MediaStreams; Daily's helpers may run as blob: workers.
    ['media-src', ["'self'", 'blob:']],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ...CLOSED_DOORS,
  ]);
}
