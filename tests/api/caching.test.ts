import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientDir, readViteManifest } from '../support/build-output.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

describe('HTTP caching and compression of the built site', () => {
  let server: TestServer;
  let scriptUrl: string;
  let stylesheetUrl: string;

  const get = (url: string, headers: Record<string, string> = {}) => server.app.fastify.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    clientDir();
    const manifest = await readViteManifest();
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
    scriptUrl = `/${entry.file}`;
    stylesheetUrl = `/${entry.css![0]}`;
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves hashed assets as immutable for a year', async () => {
    for (const url of [scriptUrl, stylesheetUrl]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(url).toMatch(/-[\w-]{8}\.(js|css)$/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends the brotli copy made at build time to browsers that accept it, and gzip to those that only take gzip', async () => {
    const plain = await get(scriptUrl);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await get(scriptUrl, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);

    const gzip = await get(scriptUrl, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);

    const refused = await get(scriptUrl, { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('keeps HTML briefly and revalidates it by ETag: 304 with no body when unchanged', async () => {
    const first = await get('/solutions', { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    const cacheControl = String(first.headers['cache-control']);
    const maxAge = Number(/max-age=(\d+)/.exec(cacheControl)?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(600);
    expect(cacheControl).not.toContain('immutable');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);

    const revalidated = await get('/solutions', { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);

    const otherPage = await get('/news', { 'if-none-match': etag });
    expect(otherPage.statusCode).toBe(200);
  });

  it('revalidates non-hashed files too (sitemap, share images)', async () => {
    for (const url of ['/sitemap.xml', '/og/home.png']) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).not.toContain('immutable');
      const again = await get(url, { 'if-none-match': first.headers.etag as string });
      expect(again.statusCode, url).toBe(304);
    }
  });
});
