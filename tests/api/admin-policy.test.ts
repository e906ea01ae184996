import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount } from '../support/admin-session.ts';
import { projectPath } from '../../src/server/project-root.ts';
import { clientDir } from '../support/build-output.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const HOST = 'site.test';
const PASSWORD = 'correct horse battery staple';
/** Third parties the public pages may talk to when configured; the admin must name none of them. */
const VOICE_API = 'https://voice.provider.test';
const SENTRY_DSN = 'https://key@o1.ingest.sentry.test/7';

const directivesOf = (response: LightMyRequestResponse) =>
  new Map(
    String(response.headers['content-security-policy'])
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );

describe("the admin's own policy", () => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer({ env: { VAPI_API_BASE_URL: `${VOICE_API}/v1`, SENTRY_DSN } });
    await createTestAccount(server.database.db, 'alice', PASSWORD);
    const signIn = await inject('POST', '/api/admin/session', { payload: { username: 'alice', password: PASSWORD } });
    expect(signIn.statusCode).toBe(200);
    cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  function inject(method: 'GET' | 'POST' | 'PATCH', url: string, options: { payload?: object; cookie?: string; headers?: Record<string, string> } = {}) {
    return server.app.fastify.inject({
      method,
      url,
      headers: { host: HOST, origin: `http://${HOST}`, ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
      payload: options.payload,
    });
  }

  it('every admin answer has a CSP naming no third party, Cache-Control: no-store and noindex', async () => {
    const answers: [string, LightMyRequestResponse, number][] = [
      ['sign-in page (HTML shell)', await inject('GET', '/admin/login', { headers: { 'accept-encoding': 'br' } }), 200],
      ['inbox page (HTML shell)', await inject('GET', '/admin/leads', { cookie }), 200],
      ['inbox page revalidated', await inject('GET', '/admin', { cookie, headers: { 'if-none-match': '*' } }), 304],
      ['redirect to sign-in', await inject('GET', '/admin'), 302],
      ['API answer', await inject('GET', '/api/admin/leads', { cookie }), 200],
      ['CSV export', await inject('GET', '/api/admin/leads/export.csv', { cookie }), 200],
      ['API without session', await inject('GET', '/api/admin/session'), 401],
      ['API validation error', await inject('POST', '/api/admin/session', { payload: {} }), 400],
      ['unknown admin API path', await inject('GET', '/api/admin/no-such-thing', { cookie }), 404],
    ];
    for (const [what, response, status] of answers) {
      expect(response.statusCode, what).toBe(status);
      const csp = directivesOf(response);
      expect(csp.get('default-src'), what).toEqual(["'none'"]);
      expect(csp.get('script-src'), what).toEqual(["'self'"]);
      expect(csp.get('connect-src'), what).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
      for (const thirdParty of [VOICE_API, 'daily.co', 'sentry']) {
        expect(String(response.headers['content-security-policy']), `${what}: ${thirdParty}`).not.toContain(thirdParty);
      }
      expect(String(response.headers['permissions-policy']), what).toContain('microphone=()');
      expect(response.headers['cache-control'], what).toBe('no-store');
      expect(response.headers['x-robots-tag'], what).toBe('noindex, nofollow');
    }
  }, 60_000);

  it('public pages keep their own policy with the voice provider', async () => {
    const home = await inject('GET', '/');
    expect(directivesOf(home).get('connect-src')).toContain(VOICE_API);
    expect(home.headers['cache-control']).not.toBe('no-store');
  });

  it('does not serve build internals such as the Vite manifest', async () => {
    // The file is there on disk: the build needs it, so the server must be the one holding it back.
    expect(existsSync(join(clientDir(), '.vite', 'manifest.json'))).toBe(true);
    for (const url of ['/.vite/manifest.json', '/.vite/manifest.json.br', '/.vite/', '/.vite']) {
      for (const encoding of ['identity', 'br, gzip']) {
        const response = await inject('GET', url, { headers: { 'accept-encoding': encoding } });
        expect(response.statusCode, `${url} (${encoding})`).toBe(404);
        expect(response.body, url).not.toContain('"isEntry"');
      }
    }
    expect([...server.app.site.files.keys()].filter((path) => path.includes('/.'))).toEqual([]);
  });

  it('the sign-in page does not tell strangers how accounts are made; README does', async () => {
    const assets = join(clientDir(), 'assets');
    const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const name of scripts) {
      const text = await readFile(join(assets, name), 'utf8');
      expect(text, name).not.toMatch(/npm run admin/);
    }
    expect(await readFile(projectPath('README.md'), 'utf8')).toContain('npm run admin -- create');
  });
});
