import type * as crypto from 'node:crypto';
import { scrypt, type ScryptOptions } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminSessions, leads } from '../../src/server/db/schema.ts';
import { createAccount } from '../../src/server/features/admin/accounts.ts';
import { LOGIN_THROTTLE } from '../../src/server/features/admin/login-throttle.ts';
import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from '../../src/server/features/admin/sessions.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Every scrypt run is counted, with its cost: a sign-in that skips or cheapens the hash shows up here.
vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof crypto>();
  return { ...original, scrypt: vi.fn(original.scrypt) };
});

const HOST = 'admin.harborline.test';
const PASSWORD = 'correct horse battery staple';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface RequestOptions {
  ip?: string;
  https?: boolean;
  /** The Origin header; defaults to the server's own origin, null leaves it out. */
  origin?: string | null;
  cookie?: string;
}

describe.each(TEST_DATABASES)('admin sign-in and sessions on $name', (testDatabase) => {
  let server: TestServer;
  let clock = Date.parse('2030-03-04T09:00:00Z');
  let ipCounter = 0;
  const freshIp = () => `198.51.100.${(ipCounter += 1)}`;

  beforeAll(async () => {
    server = await startTestServer({
      database: await testDatabase.open(),
      // Behind one proxy that says whether the visitor used HTTPS (X-Forwarded-Proto); each test's socket address stands for it.
      env: { TRUST_PROXY: '1' },
      now: () => new Date(clock),
    });
    await createAccount(server.database.db, 'alice', PASSWORD);
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => {
    // Each test starts after the previous one's failures have left the rate limit window.
    clock += LOGIN_THROTTLE.windowMs + HOUR;
  });

  const headersFor = (options: RequestOptions) => {
    const scheme = options.https ? 'https' : 'http';
    return {
      host: HOST,
      ...(options.https ? { 'x-forwarded-proto': 'https' } : {}),
      ...(options.origin === null ? {} : { origin: options.origin ?? `${scheme}://${HOST}` }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    };
  };
  const signIn = (username: string, password: string, options: RequestOptions = {}) =>
    server.app.fastify.inject({
      method: 'POST',
      url: '/api/admin/session',
      remoteAddress: options.ip ?? freshIp(),
      headers: headersFor(options),
      payload: { username, password },
    });
  const request = (method: 'GET' | 'DELETE' | 'PATCH' | 'POST', url: string, options: RequestOptions & { payload?: object } = {}) =>
    server.app.fastify.inject({ method, url, remoteAddress: options.ip ?? '203.0.113.9', headers: headersFor(options), payload: options.payload });
  /** "name=value" of the session cookie a response set. */
  const sessionCookieOf = (response: Awaited<ReturnType<typeof signIn>>) => {
    const header = response.headers['set-cookie'];
    const first = Array.isArray(header) ? header[0] : header;
    return first?.split(';')[0] ?? '';
  };
  const signedIn = async (options: RequestOptions = {}) => {
    const response = await signIn('alice', PASSWORD, options);
    expect(response.statusCode).toBe(200);
    return sessionCookieOf(response);
  };

  it('signs in with the right password and sets a new 128-bit token in an HttpOnly, SameSite=Lax cookie (plain name on http)', async () => {
    const response = await signIn('Alice', PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ username: 'alice' });
    // The session, and the device cookie that lets this browser past the brake on a username under attack.
    const [setCookie, setDevice] = [response.headers['set-cookie']].flat().map(String);
    expect(setCookie).toMatch(/^harborline_admin=[\w-]{22}; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    expect(setDevice).toMatch(/^harborline_device=[\w-]{22}; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    expect(`${setCookie} ${setDevice}`).not.toMatch(/Secure|Domain/i);
    const token = sessionCookieOf(response).split('=')[1]!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(16);

    const me = await request('GET', '/api/admin/session', { cookie: sessionCookieOf(response) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ username: 'alice' });

    const again = await signedIn();
    expect(again.split('=')[1]).not.toBe(token);
  });

  it('behind HTTPS (a trusted proxy) the cookie is Secure with the __Host- prefix', async () => {
    const response = await signIn('alice', PASSWORD, { https: true });
    expect(response.statusCode).toBe(200);
    const [setCookie, setDevice] = [response.headers['set-cookie']].flat().map(String);
    expect(setCookie).toMatch(/^__Host-harborline_admin=[\w-]{22}; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/);
    expect(setDevice).toMatch(/^__Host-harborline_device=[\w-]{22}; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/);
    expect(`${setCookie} ${setDevice}`).not.toMatch(/Domain/i);
    const cookie = sessionCookieOf(response);
    expect((await request('GET', '/api/admin/session', { https: true, cookie })).statusCode).toBe(200);
    // The same token under the plain name is not a session over HTTPS.
    const plain = cookie.replace('__Host-', '');
    expect((await request('GET', '/api/admin/session', { https: true, cookie: plain })).statusCode).toBe(401);
  });

  it('answers a wrong password and an unknown user the same way, after the same full-cost scrypt run', async () => {
    const bodies = new Set<string>();
    const costs: Record<'wrong' | 'unknown', ScryptOptions[]> = { wrong: [], unknown: [] };
    for (let round = 0; round < 2; round += 1) {
      for (const kind of ['wrong', 'unknown'] as const) {
        vi.mocked(scrypt).mockClear();
        const response = await signIn(kind === 'wrong' ? 'alice' : `nobody-${round}`, 'not the password at all');
        expect(response.statusCode).toBe(401);
        expect(response.headers['set-cookie']).toBeUndefined();
        bodies.add(response.body);
        costs[kind].push(...vi.mocked(scrypt).mock.calls.map((call) => call[3] as ScryptOptions));
      }
    }
    expect([...bodies]).toEqual([JSON.stringify({ error: 'Wrong username or password.' })]);
    // One run per sign-in, at the stored hashes' cost (N = 2^17, r = 8, p = 1): an unknown user costs what a known one does.
    const fullCost = expect.objectContaining({ N: 2 ** 17, r: 8, p: 1 });
    expect(costs.wrong).toEqual([fullCost, fullCost]);
    expect(costs.unknown).toEqual([fullCost, fullCost]);
  });

  // Lock-out and brake rules: tests/api/admin-sign-in-throttle.test.ts.

  it('ends a session after 8 hours without activity; activity keeps it alive', async () => {
    const cookie = await signedIn();
    clock += SESSION_IDLE_TIMEOUT_MS - MINUTE;
    expect((await request('GET', '/api/admin/session', { cookie })).statusCode).toBe(200);
    clock += SESSION_IDLE_TIMEOUT_MS - MINUTE;
    expect((await request('GET', '/api/admin/leads', { cookie })).statusCode).toBe(200);
    clock += SESSION_IDLE_TIMEOUT_MS;
    const expired = await request('GET', '/api/admin/leads', { cookie });
    expect(expired.statusCode).toBe(401);
    expect(String(expired.headers['set-cookie'])).toMatch(/^harborline_admin=; .*Expires=Thu, 01 Jan 1970/);
    // Gone for good, even if the clock went back.
    clock -= SESSION_IDLE_TIMEOUT_MS;
    expect((await request('GET', '/api/admin/session', { cookie })).statusCode).toBe(401);
  });

  it('ends a session 7 days after sign-in even when it is used all the time', async () => {
    const cookie = await signedIn();
    const signedInAt = clock;
    while (clock + 6 * HOUR < signedInAt + SESSION_ABSOLUTE_TIMEOUT_MS) {
      clock += 6 * HOUR;
      expect((await request('GET', '/api/admin/session', { cookie })).statusCode).toBe(200);
    }
    clock = signedInAt + SESSION_ABSOLUTE_TIMEOUT_MS;
    expect((await request('GET', '/api/admin/session', { cookie })).statusCode).toBe(401);
  });

  it('signing out deletes the session on the server, so the token is useless afterwards', async () => {
    const cookie = await signedIn();
    const sessionsBefore = (await server.database.db.select().from(adminSessions)).length;
    const response = await request('DELETE', '/api/admin/session', { cookie });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/^harborline_admin=; .*Expires=Thu, 01 Jan 1970/);
    expect((await server.database.db.select().from(adminSessions)).length).toBe(sessionsBefore - 1);
    expect((await request('GET', '/api/admin/session', { cookie })).statusCode).toBe(401);
  });

  it('refuses state-changing requests whose Origin is missing or another site', async () => {
    const cookie = await signedIn();
    const [lead] = await server.database.db
      .insert(leads)
      .values({ firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', company: 'Ruiz Law' })
      .returning();
    const url = `/api/admin/leads/${lead!.id}`;

    for (const origin of [null, 'https://evil.example', `https://${HOST}`, `http://${HOST}.evil.example`]) {
      const patch = await request('PATCH', url, { cookie, origin, payload: { status: 'won' } });
      expect(patch.statusCode, `PATCH with Origin ${origin}`).toBe(403);
      expect((await request('DELETE', url, { cookie, origin })).statusCode).toBe(403);
      expect((await request('POST', `${url}/notes`, { cookie, origin, payload: { body: 'forged' } })).statusCode).toBe(403);
      expect((await request('DELETE', '/api/admin/session', { cookie, origin })).statusCode).toBe(403);
    }
    // A forged sign-in is refused before any password is checked.
    expect((await signIn('alice', PASSWORD, { origin: 'https://evil.example' })).statusCode).toBe(403);

    const detail = await request('GET', url, { cookie, origin: null });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ status: 'new', notes: [] });
    expect((await request('GET', '/api/admin/session', { cookie })).statusCode).toBe(200);

    expect((await request('PATCH', url, { cookie, payload: { status: 'won' } })).statusCode).toBe(204);
    expect((await request('GET', url, { cookie })).json()).toMatchObject({ status: 'won' });
  });

  it('keeps the inbox behind sign-in: pages redirect to /admin/login, the API answers 401', async () => {
    const page = await request('GET', '/admin/leads/123?x=1');
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/admin/login?next=%2Fadmin%2Fleads%2F123%3Fx%3D1');
    expect((await request('GET', '/admin')).headers.location).toBe('/admin/login');
    for (const url of ['/api/admin/leads', '/api/admin/leads/export.csv', '/api/admin/session']) {
      const response = await request('GET', url);
      expect(response.statusCode, url).toBe(401);
    }
    const login = await request('GET', '/admin/login');
    expect(login.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(login.headers['cache-control']).toBe('no-store');
    // Signed in, the login page sends you to the inbox.
    const cookie = await signedIn();
    expect((await request('GET', '/admin/login', { cookie })).headers.location).toBe('/admin');
  });
});
