import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatResponder } from '../../src/client/features/assistant/chat/chat-responder.ts';
import { createLiveChat } from '../../src/client/features/assistant/chat/live-chat.ts';
import { INTENT_REPLIES } from '../../src/shared/assistant/chat-rules.ts';
import { inProcessAnswerEngine } from '../../src/shared/assistant/knowledge/test-engine.ts';
import { startFakeVapiProvider, type FakeVapiProvider } from '../support/fake-vapi-provider.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const PRIVATE_KEY = 'sk_test_private_do_not_leak';

describe('POST /api/assistant/chat (live AI through the provider)', () => {
  let provider: FakeVapiProvider;
  let server: TestServer;

  beforeAll(async () => {
    provider = await startFakeVapiProvider();
    server = await startTestServer({
      env: {
        VAPI_PRIVATE_KEY: PRIVATE_KEY,
        VAPI_PUBLIC_KEY: 'pk_test_public',
        VAPI_ASSISTANT_ID: 'asst_123',
        VAPI_API_BASE_URL: provider.url,
        CHAT_PROVIDER_TIMEOUT_MS: '300',
        CHAT_RATE_LIMIT_PER_MINUTE: '8',
      },
      listen: true,
    });
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  const send = (payload: unknown, ip = '203.0.113.1') =>
    server.app.fastify.inject({ method: 'POST', url: '/api/assistant/chat', payload: payload as object, remoteAddress: ip });

  it('sends the message to the provider’s chat API with the private key, and returns its reply', async () => {
    const first = await send({ message: 'Can your AI answer calls after hours?' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ reply: 'Fake reply to: Can your AI answer calls after hours?', chatId: 'chat_1' });
    const request = provider.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/chat', body: { assistantId: 'asst_123', input: 'Can your AI answer calls after hours?' } });
    expect(request.headers.authorization).toBe(`Bearer ${PRIVATE_KEY}`);
    expect(request.body).not.toHaveProperty('previousChatId');

    const second = await send({ message: 'And on weekends?', previousChatId: 'chat_1' });
    expect(second.json()).toMatchObject({ chatId: 'chat_2' });
    expect(provider.requests.at(-1)!.body).toEqual({ assistantId: 'asst_123', input: 'And on weekends?', previousChatId: 'chat_1' });
  });

  it('never gives the private key to the browser', async () => {
    const config = await server.app.fastify.inject({ method: 'GET', url: '/api/assistant/config' });
    expect(config.json()).toMatchObject({ chat: { live: true } });
    expect(config.body).not.toContain(PRIVATE_KEY);
    const page = await server.app.fastify.inject({ method: 'GET', url: '/' });
    expect(page.body).not.toContain(PRIVATE_KEY);
  });

  it('answers 502 when the provider fails and 504 when it is too slow, so the browser answers locally', async () => {
    provider.scriptChat({ status: 500 }, { reply: 'too late', delayMs: 1_000 });
    const failed = await send({ message: 'hello' }, '203.0.113.2');
    expect(failed.statusCode).toBe(502);
    expect(failed.body).not.toContain(PRIVATE_KEY);
    const slow = await send({ message: 'hello again' }, '203.0.113.2');
    expect(slow.statusCode).toBe(504);
  });

  it('refuses empty and over-long messages and bad chat ids without calling the provider', async () => {
    const before = provider.requests.length;
    for (const payload of [{ message: '   ' }, { message: 'x'.repeat(2001) }, { message: 'hi', previousChatId: '../../admin' }, {}]) {
      const response = await send(payload, '203.0.113.3');
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    expect(provider.requests.length).toBe(before);
  });

  it('limits turns per client and answers 429 with Retry-After beyond', async () => {
    const statuses: number[] = [];
    for (let turn = 0; turn < 9; turn += 1) statuses.push((await send({ message: `turn ${turn}` }, '203.0.113.9')).statusCode);
    expect(statuses.slice(0, 8).every((status) => status === 200)).toBe(true);
    const limited = await send({ message: 'one more' }, '203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send({ message: 'another client' }, '203.0.113.10')).statusCode).toBe(200);
  });

  it('lets the browser show the live reply, or the local answer with no error when the provider fails', async () => {
    const items = new Map<string, string>();
    const responder = createChatResponder({
      loadLocalEngine: async () => inProcessAnswerEngine(),
      askLive: createLiveChat({
        isEnabled: async () => true,
        fetchImpl: (path, init) => fetch(`${server.url}${String(path)}`, { ...init, headers: { ...init?.headers, 'x-forwarded-for': '198.51.100.7' } }),
        storage: { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) },
      }),
    });
    const live = await responder.reply('Can we schedule a call?', []);
    expect(live).toMatchObject({ kind: 'live', text: 'Fake reply to: Can we schedule a call?', offerDemo: true });
    const chained = provider.requests.length;

    provider.scriptChat({ status: 503 });
    const local = await responder.reply('Can we schedule a call?', []);
    expect(local).toMatchObject({ kind: 'intent', text: INTENT_REPLIES.demo });
    expect(provider.requests.at(-1)!.body).toMatchObject({ previousChatId: expect.stringMatching(/^chat_/) });
    expect(provider.requests.length).toBe(chained + 1);
  });
});

describe('POST /api/assistant/chat without a private key', () => {
  it('is not available, and the config says chat is local', async () => {
    const server = await startTestServer({ env: { VAPI_PUBLIC_KEY: 'pk', VAPI_ASSISTANT_ID: 'asst_123' } });
    try {
      const response = await server.app.fastify.inject({ method: 'POST', url: '/api/assistant/chat', payload: { message: 'hi' } });
      expect(response.statusCode).toBe(503);
      expect((await server.app.fastify.inject({ method: 'GET', url: '/api/assistant/config' })).json()).toMatchObject({ chat: { live: false } });
    } finally {
      await server.close();
    }
  });
});
