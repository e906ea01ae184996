import { request as httpRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOICE_EVENT_REFUSALS } from '../../src/server/features/call-back/voice-events-routes.ts';
import { leadCallEvents } from '../../src/server/db/schema.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const SERVER_SECRET = 'vapi-server-secret-for-tests';
const TWO_MIB = 2 * 1024 * 1024;

/**
 * Starts a POST of `declaredBytes` to the voice events URL but sends only its first 16 KiB, and resolves
 * with the answer if one comes while the rest is still unsent (the request is then dropped).
 */
function answerWhileStillSending(url: string, headers: Record<string, string>, declaredBytes: number, timeoutMs = 5_000) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const target = new URL(url);
    const sending = httpRequest({
      host: target.hostname,
      port: target.port,
      path: target.pathname,
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': String(declaredBytes), ...headers },
    });
    const timer = setTimeout(() => {
      sending.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms while the body was still being sent`));
    }, timeoutMs);
    sending.on('response', (answer) => {
      clearTimeout(timer);
      answer.resume();
      resolve(answer);
      sending.destroy();
    });
    // The server may close the connection on the unsent rest: that is the point.
    sending.on('error', () => {});
    sending.write(`{"message":{"type":"status-update","status":"ringing","call":{"id":"call_x"},"padding":"${'x'.repeat(16 * 1024)}`);
  });
}

describe('POST /api/voice/events without the right X-Vapi-Secret', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ listen: true, env: { VAPI_SERVER_SECRET: SERVER_SECRET } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 401 to a stranger\'s 2 MiB before reading it, and closes the connection', async () => {
    const strangers: Record<string, string>[] = [{}, { 'x-vapi-secret': 'a guess at the secret, long enough' }];
    for (const headers of strangers) {
      const answer = await answerWhileStillSending(`${server.url}/api/voice/events`, headers, TWO_MIB);
      expect(answer.statusCode).toBe(401);
      expect(answer.headers.connection).toBe('close');
    }
    expect(await server.database.db.select().from(leadCallEvents)).toHaveLength(0);
  });

  it(`limits each client to ${VOICE_EVENT_REFUSALS.perMinute} refusals a minute, and never turns away the provider's own messages`, async () => {
    const post = (remoteAddress: string, secret?: string) =>
      server.app.fastify.inject({
        method: 'POST',
        url: '/api/voice/events',
        remoteAddress,
        headers: secret === undefined ? {} : { 'x-vapi-secret': secret },
        payload: { message: { type: 'status-update', status: 'ringing', call: { id: 'call_unknown' }, timestamp: 1 } },
      });
    const stranger = '203.0.113.50';
    for (let attempt = 0; attempt < VOICE_EVENT_REFUSALS.perMinute; attempt += 1) {
      expect((await post(stranger, `wrong secret number ${attempt}`)).statusCode).toBe(401);
    }
    const limited = await post(stranger, 'yet another wrong secret');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(stranger)).statusCode).toBe(429);

    // Another client is refused as usual; the right secret from the limited address is still heard.
    expect((await post('203.0.113.51')).statusCode).toBe(401);
    const provider = await post(stranger, SERVER_SECRET);
    expect(provider.statusCode).toBe(200);
    expect(provider.json()).toEqual({ received: true, outcome: 'unknown-call' });
  });
});
