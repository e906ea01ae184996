import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { DatabaseHandle } from '../../src/server/db/connection.ts';
import { openMigratedPglite } from '../support/migrated-pglite.ts';
import { sha256Source } from '../../src/server/security/content-security-policy.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/server/http-errors.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { unreachableDatabase } from '../support/unreachable-database.ts';

/**
 * The headers the Mozilla HTTP Observatory grades (its scanner cannot be installed here: its install
 * script downloads certificates), asserted on every kind of response the server gives.
 */

type Csp = Map<string, string[]>;

function parseCsp(header: string | undefined): Csp {
  expect(header, 'Content-Security-Policy header').toBeTruthy();
  const policy: Csp = new Map();
  for (const directive of header!.split(';').map((part) => part.trim()).filter(Boolean)) {
    const [name, ...sources] = directive.split(/\s+/);
    expect(policy.has(name!.toLowerCase()), `duplicate directive ${name}`).toBe(false);
    policy.set(name!.toLowerCase(), sources);
  }
  return policy;
}

const BROAD_SOURCES = ['*', 'http:', 'https:', 'ftp:', 'http://*', 'https://*', 'data:', "'unsafe-inline'", "'unsafe-eval'"];

/** The score modifiers of the Observatory's header tests (its grader/charts.js), for a TLS response. */
function observatoryModifiers(headers: LightMyRequestResponse['headers']): Record<string, number> {
  const csp = parseCsp(headers['content-security-policy'] as string);
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src') ?? ['*'];
  const styleSrc = csp.get('style-src') ?? csp.get('default-src') ?? ['*'];
  const objectSrc = csp.get('object-src') ?? csp.get('default-src') ?? ['*'];
  let cspModifier: number;
  if (scriptSrc.some((source) => BROAD_SOURCES.includes(source)) || objectSrc.some((source) => BROAD_SOURCES.includes(source))) cspModifier = -20;
  else if (styleSrc.some((source) => BROAD_SOURCES.includes(source))) cspModifier = 0;
  else if (csp.get('default-src')?.join(' ') === "'none'") cspModifier = 10;
  else cspModifier = 5;
  const hsts = /max-age=(\d+)/.exec(String(headers['strict-transport-security'] ?? ''));
  const referrer = String(headers['referrer-policy'] ?? '');
  return {
    'content-security-policy': cspModifier,
    'strict-transport-security': !hsts ? -20 : Number(hsts[1]) >= 15_768_000 ? 0 : -10,
    'referrer-policy': ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer) ? 5 : referrer ? -5 : 0,
    'x-content-type-options': headers['x-content-type-options'] === 'nosniff' ? 0 : -5,
    'x-frame-options': csp.has('frame-ancestors') ? 5 : ['DENY', 'SAMEORIGIN'].includes(String(headers['x-frame-options']).toUpperCase()) ? 0 : -20,
    'cross-origin-resource-policy': ['same-origin', 'same-site'].includes(String(headers['cross-origin-resource-policy'])) ? 10 : 0,
    'cross-origin-resource-sharing': headers['access-control-allow-origin'] ? -50 : 0,
  };
}

/** Every header this server promises, on any response. */
function expectSecurityHeaders(response: LightMyRequestResponse, what: string) {
  const { headers } = response;
  const csp = parseCsp(headers['content-security-policy'] as string);
  expect(csp.get('default-src'), `${what}: default-src`).toEqual(["'none'"]);
  const scriptSrc = csp.get('script-src') ?? [];
  expect(scriptSrc, `${what}: script-src`).toContain("'self'");
  for (const unsafe of BROAD_SOURCES) expect(scriptSrc, `${what}: script-src has ${unsafe}`).not.toContain(unsafe);
  expect(csp.get('style-src'), `${what}: style-src`).toEqual(["'self'"]);
  expect(csp.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(csp.get('base-uri'), `${what}: base-uri`).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(csp.get('form-action'), `${what}: form-action`).toEqual(["'self'"]);
  expect(headers['content-security-policy-report-only'], `${what}: enforced, not report-only`).toBeUndefined();
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-resource-policy'], what).toBe('same-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  const permissions = String(headers['permissions-policy']);
  expect(permissions, what).toContain('microphone=(self)');
  expect(permissions, what).toContain('camera=()');
  expect(permissions, what).toContain('geolocation=()');
  expect(headers['x-powered-by'], `${what}: X-Powered-By`).toBeUndefined();
  expect(headers['server'], `${what}: Server`).toBeUndefined();
  expect(headers['access-control-allow-origin'], `${what}: no CORS`).toBeUndefined();
}

describe('security headers', () => {
  // One embedded database for every server of this file (opening one takes seconds).
  let database: DatabaseHandle;
  const servers: TestServer[] = [];
  const serverWith = async (env: Record<string, string> = {}) => {
    const started = await startTestServer({ env, database });
    servers.push(started);
    return started;
  };
  let server: TestServer;
  let broken: TestServer;
  let assetPath: string;

  beforeAll(async () => {
    database = await openMigratedPglite();
    server = await serverWith();
    const assets = [...server.app.site.files.keys()].filter((path) => /^\/assets\/.+\.js$/.test(path));
    expect(assets.length, 'a built site (npm run build, or DIST_DIR) is needed').toBeGreaterThan(0);
    assetPath = assets[0]!;
    // A real fault: this server's database is down.
    broken = await startTestServer({ database: unreachableDatabase() });
  });
  afterAll(async () => {
    for (const started of servers) await started.app.fastify.close();
    await broken?.close();
    await database?.close();
  });

  const validLead = { firstName: 'Lena', lastName: 'Park', email: 'lena@park-dental.com', company: 'Park Dental' };

  it('are on every kind of response: page, asset, API, 404s and errors', async () => {
    const inject = server.app.fastify.inject.bind(server.app.fastify);
    const responses: [string, LightMyRequestResponse, number][] = [
      ['home page', await inject({ url: '/', headers: { 'accept-encoding': 'br' } }), 200],
      ['hashed asset', await inject({ url: assetPath }), 200],
      ['asset revalidated', await inject({ url: assetPath, headers: { 'if-none-match': (await inject({ url: assetPath })).headers.etag as string } }), 304],
      ['health check', await inject({ url: '/healthz' }), 200],
      ['API success', await inject({ method: 'POST', url: '/api/contacts', payload: validLead }), 201],
      ['API validation error', await inject({ method: 'POST', url: '/api/contacts', payload: {} }), 400],
      ['API wrong content type', await inject({ method: 'POST', url: '/api/contacts', headers: { 'content-type': 'text/plain' }, payload: 'hi' }), 415],
      ['unknown page', await inject({ url: '/no-such-page' }), 404],
      ['unknown API path', await inject({ url: '/api/no-such-thing' }), 404],
      ['malformed URL', await inject({ url: '/%E0%A4%A' }), 400],
      ['database down', await broken.app.fastify.inject({ method: 'POST', url: '/api/contacts', payload: validLead }), 503],
      ['not ready', await broken.app.fastify.inject({ url: '/readyz' }), 503],
    ];
    for (const [what, response, status] of responses) {
      expect(response.statusCode, what).toBe(status);
      expectSecurityHeaders(response, what);
    }
  });

  it('errors are JSON { error } without stack traces or internals', async () => {
    const failed = await broken.app.fastify.inject({ method: 'POST', url: '/api/contacts', payload: validLead });
    expect(failed.headers['content-type']).toMatch(/^application\/json/);
    expect(failed.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE, code: 'database-unavailable' });
    for (const leak of ['ECONNREFUSED', '127.0.0.1', 'stack', 'insert into', ' at ', 'lena@park-dental.com']) expect(failed.body).not.toContain(leak);
    const badUrl = await server.app.fastify.inject({ url: '/api/%zz' });
    expect(badUrl.json()).toEqual({ error: 'The address is not valid.' });
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const unknown = await server.app.fastify.inject({ method, url: '/api/no-such-thing' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'Not found.' });
    }
  });

  it('the policy allows only what the pages need: their own files and the voice call hosts', async () => {
    const csp = parseCsp((await server.app.fastify.inject({ url: '/' })).headers['content-security-policy'] as string);
    expect(csp.get('script-src')?.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'", 'https://c.daily.co']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.vapi.ai', 'https://*.daily.co', 'wss://*.daily.co']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.has('frame-src')).toBe(false);
  });

  it('covers every inline script of every page by hash, and no page relies on inline styles or handlers', async () => {
    const csp = parseCsp((await server.app.fastify.inject({ url: '/' })).headers['content-security-policy'] as string);
    const pages = [...server.app.site.files.values(), server.app.site.notFoundPage].filter((file) => file?.contentType.startsWith('text/html'));
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages) {
      const html = page!.body.toString('utf8');
      for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
        if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
        expect(csp.get('script-src'), `inline script ${body.slice(0, 60)}`).toContain(sha256Source(body));
      }
      expect(html).not.toMatch(/<[^>]+\sstyle="/);
      expect(html).not.toMatch(/<style[\s>]/);
      expect(html).not.toMatch(/<[^>]+\son[a-z]+="/);
    }
  });

  it('hashes inline scripts found in the built pages at start-up', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'csp-site-'));
    const rules = '{"prefetch":[{"where":{"href_matches":"/*"}}]}';
    await mkdir(join(dist, 'client'));
    await writeFile(
      join(dist, 'client', 'index.html'),
      `<!DOCTYPE html><html><head><script type="speculationrules">${rules}</script><script type="application/ld+json">{"@type":"Organization"}</script></head><body></body></html>`,
    );
    try {
      const custom = await serverWith({ DIST_DIR: dist });
      const csp = parseCsp((await custom.app.fastify.inject({ url: '/' })).headers['content-security-policy'] as string);
      expect(csp.get('script-src')).toContain(sha256Source(rules));
      expect(csp.get('script-src')?.filter((source) => source.startsWith("'sha256-"))).toHaveLength(1);
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });

  it('adds the error-reporting host only when a DSN is configured, and follows the configured voice API', async () => {
    const configured = await serverWith({
      SENTRY_BROWSER_DSN: 'https://public@o123.ingest.sentry.io/456',
      VAPI_API_BASE_URL: 'https://voice.example.com/api',
    });
    const csp = parseCsp((await configured.app.fastify.inject({ url: '/' })).headers['content-security-policy'] as string);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://voice.example.com', 'https://*.daily.co', 'wss://*.daily.co', 'https://o123.ingest.sentry.io']);
    const plain = parseCsp((await server.app.fastify.inject({ url: '/' })).headers['content-security-policy'] as string);
    expect(plain.get('connect-src')?.join(' ')).not.toContain('sentry');
  });

  describe('over HTTPS', () => {
    let proxied: TestServer;
    beforeAll(async () => {
      proxied = await serverWith({ TRUST_PROXY: '127.0.0.1' });
    });

    it('sends HSTS for at least a year behind a trusted TLS proxy, on pages, assets and errors', async () => {
      for (const url of ['/', assetPath, '/api/nope', '/nope']) {
        const response = await proxied.app.fastify.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
        const hsts = String(response.headers['strict-transport-security']);
        expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), url).toBeGreaterThanOrEqual(31_536_000);
        expect(hsts).toContain('includeSubDomains');
        expectSecurityHeaders(response, url);
      }
    });

    it('sends no HSTS over plain HTTP, nor when an untrusted client claims HTTPS', async () => {
      expect((await proxied.app.fastify.inject({ url: '/' })).headers['strict-transport-security']).toBeUndefined();
      const spoofed = await server.app.fastify.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
      expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    });

    it('scores A+ (at least 100) on the Observatory header tests', async () => {
      const response = await proxied.app.fastify.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
      const modifiers = observatoryModifiers(response.headers);
      // No penalties at all, so the bonuses count (the Observatory adds them only from 90 up).
      expect(Object.values(modifiers).filter((modifier) => modifier < 0)).toEqual([]);
      const score = 100 + Object.values(modifiers).reduce((sum, modifier) => sum + modifier, 0);
      expect(score).toBeGreaterThanOrEqual(100);
      expect(modifiers).toMatchObject({ 'content-security-policy': 10, 'x-frame-options': 5, 'referrer-policy': 5, 'cross-origin-resource-policy': 10 });
    });
  });

  it('with FORCE_HTTPS, plain-HTTP requests are redirected to SITE_URL\'s host over HTTPS; health probes are not', async () => {
    const forced = await serverWith({ TRUST_PROXY: '127.0.0.1', FORCE_HTTPS: 'true', SITE_URL: 'https://harborline.example' });
    const inject = forced.app.fastify.inject.bind(forced.app.fastify);
    const redirected = await inject({ url: '/solutions?x=1', headers: { host: 'harborline.example:80', 'x-forwarded-proto': 'http' } });
    expect(redirected.statusCode).toBe(308);
    expect(redirected.headers.location).toBe('https://harborline.example/solutions?x=1');
    // A forged Host or X-Forwarded-Host never chooses where visitors are sent.
    for (const headers of [{ host: 'evil.example' }, { 'x-forwarded-host': 'evil.example' }]) {
      const forged = await inject({ url: '/solutions', headers: { ...headers, 'x-forwarded-proto': 'http' } });
      expect(forged.statusCode).toBe(308);
      expect(forged.headers.location).toBe('https://harborline.example/solutions');
    }
    expectSecurityHeaders(redirected, 'redirect');
    expect((await inject({ url: '/solutions', headers: { 'x-forwarded-proto': 'https' } })).statusCode).toBe(200);
    expect((await inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'http' } })).statusCode).toBe(200);
  });
});
