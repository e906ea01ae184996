import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

describe('GET /api/assistant/config', () => {
  let configured: TestServer;

  beforeAll(async () => {
    configured = await startTestServer({
      env: { VAPI_PUBLIC_KEY: 'pk_test_123', VAPI_ASSISTANT_ID: 'asst_123', VAPI_API_BASE_URL: 'http://127.0.0.1:4010' },
    });
  });
  afterAll(async () => {
    await configured?.close();
  });

  it('gives the browser the run-time voice settings when the key and assistant are set', async () => {
    const response = await configured.app.fastify.inject({ method: 'GET', url: '/api/assistant/config' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      voice: { enabled: true, publicKey: 'pk_test_123', assistantId: 'asst_123', apiBaseUrl: 'http://127.0.0.1:4010' },
      chat: { live: false },
    });
  });

  it('answers only GET', async () => {
    const response = await configured.app.fastify.inject({ method: 'POST', url: '/api/assistant/config', payload: {} });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.json()).not.toHaveProperty('voice');
  });
});
