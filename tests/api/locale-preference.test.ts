import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chosenLocaleOf } from '../../src/server/features/locale-preference/locale-preference.ts';
import { clientDir } from '../support/build-output.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** The language switch remembers a choice only the visitor made, and only the home page follows it. */
describe('language preference', () => {
  let server: TestServer;
  const get = (url: string, cookie?: string) => server.app.fastify.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    clientDir();
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('remembers the chosen language in a first-party cookie and goes on to the same page in it', async () => {
    const response = await get(`/language/es?to=${encodeURIComponent('/es/solutions')}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/es/solutions');
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^site_language=es; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/);
    const back = await get(`/language/en?to=${encodeURIComponent('/solutions')}`);
    expect(back.headers.location).toBe('/solutions');
    expect(String(back.headers['set-cookie'])).toMatch(/^site_language=en;/);
  });

  it('sends the visitor to the language home for a page it does not have, another site, or the other language', async () => {
    for (const to of ['https://evil.example/', '//evil.example', '/admin', '/solutions', '/no-such-page', '']) {
      const response = await get(`/language/es?to=${encodeURIComponent(to)}`);
      expect(response.headers.location, to).toBe('/es');
    }
  });

  it('knows only its languages', async () => {
    const response = await get('/language/fr?to=/');
    expect(response.statusCode).toBe(404);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('sends a returning visitor who chose Spanish from the home page to /es, and no one else', async () => {
    const chose = await get('/', 'other=1; site_language=es');
    expect(chose.statusCode).toBe(302);
    expect(chose.headers.location).toBe('/es');
    expect(chose.headers.vary).toMatch(/cookie/i);

    for (const cookie of [undefined, 'site_language=en', 'site_language=fr', 'not_site_language=es']) {
      const response = await get('/', cookie);
      expect(response.statusCode, String(cookie)).toBe(200);
      expect(response.body).toContain('<html lang="en"');
      expect(String(response.headers.vary)).toMatch(/cookie/i);
    }
  });

  it('never moves a visitor off a page they linked to, whatever they chose or their browser prefers', async () => {
    const deep = await get('/solutions', 'site_language=es');
    expect(deep.statusCode).toBe(200);
    const spanishBrowser = await server.app.fastify.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'es-US,es;q=0.9' } });
    expect(spanishBrowser.statusCode).toBe(200);
    expect(spanishBrowser.body).toContain('<html lang="en"');
  });
});

describe('chosenLocaleOf', () => {
  it('reads only the site_language cookie, only with a language the site has', () => {
    expect(chosenLocaleOf('a=1; site_language=es; b=2')).toBe('es');
    expect(chosenLocaleOf('site_language=es')).toBe('es');
    expect(chosenLocaleOf('xsite_language=es')).toBeUndefined();
    expect(chosenLocaleOf('site_language=de')).toBeUndefined();
    expect(chosenLocaleOf(undefined)).toBeUndefined();
  });
});
