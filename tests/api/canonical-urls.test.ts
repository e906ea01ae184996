import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientDir } from '../support/build-output.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

describe('one canonical address per page', () => {
  let server: TestServer;
  const get = (url: string) => server.app.fastify.inject({ method: 'GET', url });

  beforeAll(async () => {
    clientDir();
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('moves a page asked for with a trailing slash to its address without one (308), query kept', async () => {
    for (const [asked, target] of [
      ['/solutions/', '/solutions'],
      ['/news/record-growth-500-clients-2023/', '/news/record-growth-500-clients-2023'],
      ['/privacy/?utm_source=mail&x=%2F', '/privacy?utm_source=mail&x=%2F'],
    ] as const) {
      const response = await get(asked);
      expect(response.statusCode, asked).toBe(308);
      expect(response.headers.location, asked).toBe(target);
    }
    expect((await get('/solutions')).statusCode).toBe(200);
    expect((await get('/')).statusCode).toBe(200);
  });

  it('never redirects to another host, and a slash after an unknown path is still a 404', async () => {
    for (const asked of ['//evil.example/', '/%2F%2Fevil.example/', '/no-such-page/']) {
      const response = await get(asked);
      expect(response.statusCode, asked).toBe(404);
      expect(response.headers.location, asked).toBeUndefined();
    }
  });
});
