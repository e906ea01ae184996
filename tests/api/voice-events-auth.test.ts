import { createHmac } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOICE_EVENT_REFUSALS } from '../../src/server/features/call-back/voice-events-routes.ts';
import { leadCallEvents } from '../../src/server/db/schema.ts';
import { startFakeVapiProvider, type FakeVapiProvider } from '../support/fake-vapi-provider.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';
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

describe.each(TEST_DATABASES)('POST /api/voice/events with the provider\'s server credentials on $name', ({ open }) => {
  let server: TestServer;
  let provider: FakeVapiProvider;
  const message = { type: 'end-of-call-report', call: { id: 'call_unknown' }, timestamp: 1, endedReason: 'customer-ended-call' };
  const post = (headers: Record<string, string>, payload: string = JSON.stringify({ message })) =>
    server.app.fastify.inject({ method: 'POST', url: '/api/voice/events', remoteAddress: '203.0.113.60', headers: { 'content-type': 'application/json', ...headers }, payload });
  const hmac = (secret: string, timestamp: string, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

  beforeAll(async () => {
    provider = await startFakeVapiProvider();
    server = await startTestServer({ listen: true, env: { VAPI_SERVER_SECRET: SERVER_SECRET }, database: await open() });
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  it('takes a message from an assistant whose bearer credential voice:sync made, and still the legacy X-Vapi-Secret', async () => {
    const credential = provider.resources.credential;
    credential.push({ id: 'cred_bearer', provider: 'custom-credential', authenticationPlan: { type: 'bearer', token: SERVER_SECRET, headerName: 'Authorization', bearerPrefixEnabled: true } });
    provider.resources.assistant.push({ id: 'asst_bearer', server: { url: `${server.url}/api/voice/events`, credentialId: 'cred_bearer' } });
    const answer = await provider.postAsAssistant('asst_bearer', message);
    expect(answer).toEqual({ status: 200, body: { received: true, outcome: 'unknown-call' } });
    expect((await post({ 'x-vapi-secret': SERVER_SECRET })).json()).toEqual({ received: true, outcome: 'unknown-call' });
  });

  it('takes an HMAC-signed message, its time in seconds or milliseconds, checked against the body it signs', async () => {
    provider.resources.credential.push({ id: 'cred_hmac', provider: 'custom-credential', authenticationPlan: { type: 'hmac', secretKey: SERVER_SECRET, algorithm: 'sha256' } });
    provider.resources.assistant.push({ id: 'asst_hmac', server: { url: `${server.url}/api/voice/events`, credentialId: 'cred_hmac' } });
    expect(await provider.postAsAssistant('asst_hmac', message)).toEqual({ status: 200, body: { received: true, outcome: 'unknown-call' } });

    const body = JSON.stringify({ message });
    const inMs = String(Date.now());
    expect((await post({ 'x-timestamp': inMs, 'x-signature': hmac(SERVER_SECRET, inMs, body) }, body)).statusCode).toBe(200);

    // A signature of another body, time or key is refused, and nothing is stored.
    const now = String(Math.floor(Date.now() / 1000));
    const tampered = body.replace('customer-ended-call', 'assistant-ended-call');
    for (const [headers, payload] of [
      [{ 'x-timestamp': now, 'x-signature': hmac(SERVER_SECRET, now, body) }, tampered],
      [{ 'x-timestamp': now, 'x-signature': hmac(SERVER_SECRET, String(Number(now) - 1), body) }, body],
      [{ 'x-timestamp': now, 'x-signature': hmac('another key of the same length, long', now, body) }, body],
    ] as const) {
      const refused = await post(headers, payload);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers.connection).toBe('close');
    }
    expect(await server.database.db.select().from(leadCallEvents)).toHaveLength(0);
  });

  it('refuses unread a wrong bearer token, a stale or malformed signature, and reads no signed body past 2 MiB', async () => {
    const stale = String(Math.floor(Date.now() / 1000) - 6 * 60);
    const strangers: Record<string, string>[] = [
      { authorization: 'Bearer a guess at the secret, long enough' },
      { authorization: SERVER_SECRET },
      { 'x-timestamp': stale, 'x-signature': 'a'.repeat(64) },
      { 'x-timestamp': String(Math.floor(Date.now() / 1000)), 'x-signature': 'not hex' },
    ];
    for (const headers of strangers) {
      const answer = await answerWhileStillSending(`${server.url}/api/voice/events`, headers, TWO_MIB);
      expect(answer.statusCode).toBe(401);
    }
    const now = String(Math.floor(Date.now() / 1000));
    const tooBig = await answerWhileStillSending(`${server.url}/api/voice/events`, { 'x-timestamp': now, 'x-signature': 'a'.repeat(64) }, TWO_MIB + 1);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.headers.connection).toBe('close');
  });
});
