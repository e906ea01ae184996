import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatResponder } from '../../src/client/features/assistant/chat/chat-responder.ts';
import { CONVERSATION_TOKEN_KEY } from '../../src/client/lib/conversation-token.ts';
import { createLiveChat } from '../../src/client/features/assistant/chat/live-chat.ts';
import { INTENT_REPLIES } from '../../src/shared/assistant/chat-rules.ts';
import { inProcessAnswerEngine } from '../../src/shared/assistant/knowledge/test-engine.ts';
import { assistantConversations, assistantLiveUsage, assistantTurns } from '../../src/server/db/schema.ts';
import { deleteIdleConversations } from '../../src/server/features/assistant/assistant-retention.ts';
import { startFakeVapiProvider, visitorWordsOf, type FakeVapiProvider } from '../support/fake-vapi-provider.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { startTwoInstances, type TwoInstances } from '../support/two-instances.ts';

const PRIVATE_KEY = 'sk_test_private_do_not_leak';
const LIVE_ENV = {
  VAPI_PRIVATE_KEY: PRIVATE_KEY,
  VAPI_PUBLIC_KEY: 'pk_test_public',
  VAPI_ASSISTANT_ID: 'asst_123',
  // Long enough for the fake provider on a loaded CI machine, short enough that the slow-provider test stays quick.
  CHAT_PROVIDER_TIMEOUT_MS: '1500',
};

type ChatAnswer = { reply: string; conversationToken: string; sources: { title: string; href: string }[] };

/** A POST /api/assistant/chat from a client address (each address has its own per-minute limit). */
const chatTurn = (server: TestServer, payload: unknown, ip: string) =>
  server.app.fastify.inject({ method: 'POST', url: '/api/assistant/chat', payload: payload as object, remoteAddress: ip });

/** A session-storage stand-in, as the browser's live chat keeps its token in it. */
function memoryStorage() {
  const items = new Map<string, string>();
  return { items, getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('POST /api/assistant/chat (live AI through the provider)', () => {
  let provider: FakeVapiProvider;
  let server: TestServer;

  beforeAll(async () => {
    provider = await startFakeVapiProvider();
    server = await startTestServer({
      env: { ...LIVE_ENV, VAPI_API_BASE_URL: provider.url, CHAT_RATE_LIMIT_PER_MINUTE: '8' },
      listen: true,
    });
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  const send = (payload: unknown, ip = '203.0.113.1') => chatTurn(server, payload, ip);
  /** Every address once: the per-client limit stays out of the way of the conversation limits. */
  let nextIp = 0;
  const freshIp = () => `192.0.2.${(nextIp += 1)}`;

  it('relays the message with the private key and answers with a conversation token, never the provider’s chat id', async () => {
    const first = await send({ message: 'Can your AI answer calls after hours?' });
    expect(first.statusCode).toBe(200);
    const { reply, conversationToken } = first.json<ChatAnswer>();
    expect(reply).toBe('Fake reply to: Can your AI answer calls after hours?');
    expect(conversationToken).toMatch(/^[\w-]{22}$/);
    expect(first.body).not.toMatch(/chat_\d/);
    const request = provider.chatRequests().at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/chat', body: { assistantId: 'asst_123' } });
    expect(visitorWordsOf(request.body.input)).toBe('Can your AI answer calls after hours?');
    expect(request.headers.authorization).toBe(`Bearer ${PRIVATE_KEY}`);
    expect(request.body).not.toHaveProperty('previousChatId');

    const second = await send({ message: 'And on weekends?', conversationToken });
    expect(second.json<ChatAnswer>()).toMatchObject({ reply: 'Fake reply to: And on weekends?', conversationToken });
    const continued = provider.chatRequests().at(-1)!.body;
    expect(continued).toMatchObject({ assistantId: 'asst_123', previousChatId: 'chat_1' });
    expect(visitorWordsOf(continued.input)).toBe('And on weekends?');

    // Only the token's SHA-256 is stored, with the turns exactly as relayed.
    const [conversation] = await server.database.db.select().from(assistantConversations);
    expect(conversation).toMatchObject({ tokenHash: createHash('sha256').update(conversationToken).digest('hex'), providerChatId: 'chat_2', liveTurns: 2 });
    expect(JSON.stringify(await server.database.db.select().from(assistantConversations))).not.toContain(conversationToken);
    const turns = await server.database.db.select().from(assistantTurns).where(eq(assistantTurns.conversationId, conversation!.id));
    expect(turns.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map(({ role, content }) => ({ role, content }))).toEqual([
      { role: 'user', content: 'Can your AI answer calls after hours?' },
      { role: 'assistant', content: 'Fake reply to: Can your AI answer calls after hours?' },
      { role: 'user', content: 'And on weekends?' },
      { role: 'assistant', content: 'Fake reply to: And on weekends?' },
    ]);
  });

  it('never gives the private key to the browser', async () => {
    const config = await server.app.fastify.inject({ method: 'GET', url: '/api/assistant/config' });
    expect(config.json()).toMatchObject({ chat: { live: true } });
    expect(config.body).not.toContain(PRIVATE_KEY);
    const page = await server.app.fastify.inject({ method: 'GET', url: '/' });
    expect(page.body).not.toContain(PRIVATE_KEY);
  });

  it('answers 502 when the provider fails and 504 when it is too slow, so the browser answers locally', async () => {
    provider.scriptChat({ status: 500 }, { reply: 'too late', delayMs: 5_000 });
    const failed = await send({ message: 'hello' }, '203.0.113.2');
    expect(failed.statusCode).toBe(502);
    expect(failed.body).not.toContain(PRIVATE_KEY);
    const startedAt = Date.now();
    const slow = await send({ message: 'hello again' }, '203.0.113.2');
    expect(slow.statusCode).toBe(504);
    // CHAT_PROVIDER_TIMEOUT_MS is 1.5 s here and the provider takes 5 s: the browser hears back in time to answer itself.
    expect(Date.now() - startedAt).toBeLessThan(4_000);
  });

  it('refuses empty and over-long messages and malformed tokens without calling the provider', async () => {
    const before = provider.requests.length;
    for (const payload of [{ message: '   ' }, { message: 'x'.repeat(2001) }, { message: 'hi', conversationToken: '../../admin' }, { message: 'hi', conversationToken: 'short' }, {}]) {
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

  it('lets the browser show the live reply, keeping only the token, or the local answer with no error when the provider fails', async () => {
    const storage = memoryStorage();
    const responder = createChatResponder({
      loadLocalEngine: async () => inProcessAnswerEngine(),
      askLive: createLiveChat({ isEnabled: async () => true, fetchImpl: (path, init) => fetch(`${server.url}${String(path)}`, init), storage }),
    });
    const live = await responder.reply('Can we schedule a call?', []);
    expect(live).toMatchObject({ kind: 'live', text: 'Fake reply to: Can we schedule a call?', offerDemo: true });
    expect([...storage.items.keys()]).toEqual([CONVERSATION_TOKEN_KEY]);
    expect(storage.items.get(CONVERSATION_TOKEN_KEY)).toMatch(/^[\w-]{22}$/);
    expect(JSON.stringify([...storage.items])).not.toMatch(/chat_\d/);
    const relayed = provider.chatRequests().length;

    provider.scriptChat({ status: 503 });
    const local = await responder.reply('Can we schedule a call?', []);
    expect(local).toMatchObject({ kind: 'intent', text: INTENT_REPLIES.demo });
    // The browser's token continued its own conversation: the provider was asked to chain from its last chat.
    expect(provider.chatRequests().length).toBe(relayed + 1);
    expect(provider.chatRequests().at(-1)!.body.previousChatId).toMatch(/^chat_\d+$/);
  });

  it('answers the 21st turn of a conversation locally: no provider call, no error for the visitor', async () => {
    const first = await send({ message: 'turn 1' }, freshIp());
    const { conversationToken } = first.json<ChatAnswer>();
    for (let turn = 2; turn <= 20; turn += 1) {
      const response = await send({ message: `turn ${turn}`, conversationToken }, freshIp());
      expect(response.statusCode, `turn ${turn}`).toBe(200);
    }
    const relayed = provider.chatRequests().length;

    const twentyFirst = await send({ message: 'turn 21', conversationToken }, freshIp());
    expect(twentyFirst.statusCode).toBe(204);
    expect(twentyFirst.body).toBe('');
    expect(provider.chatRequests().length).toBe(relayed);

    // In the browser: the local engine answers, the token stays, and nothing is relayed.
    const storage = memoryStorage();
    storage.setItem(CONVERSATION_TOKEN_KEY, conversationToken);
    const responder = createChatResponder({
      loadLocalEngine: async () => inProcessAnswerEngine(),
      askLive: createLiveChat({ isEnabled: async () => true, fetchImpl: (path, init) => fetch(`${server.url}${String(path)}`, init), storage }),
    });
    expect(await responder.reply('Can we schedule a call?', [])).toMatchObject({ kind: 'intent', text: INTENT_REPLIES.demo });
    expect(provider.chatRequests().length).toBe(relayed);
    expect(storage.items.get(CONVERSATION_TOKEN_KEY)).toBe(conversationToken);

    // Another conversation still gets live answers.
    expect((await send({ message: 'a new visitor' }, freshIp())).statusCode).toBe(200);
  });

  it('cannot continue a conversation that is not the browser’s own: a forged token or a provider chat id starts a new one', async () => {
    const owner = await send({ message: 'My private question' }, freshIp());
    const ownerToken = owner.json<ChatAnswer>().conversationToken;
    const ownerChatId = (await conversationOf(ownerToken))!.providerChatId!;
    expect(ownerChatId).toMatch(/^chat_\d+$/);
    const storedHash = createHash('sha256').update(ownerToken).digest('hex');

    const attempts = [
      { message: 'What did they ask?', previousChatId: ownerChatId },
      { message: 'What did they ask?', conversationToken: 'AAAAAAAAAAAAAAAAAAAAAA' },
      // A copy of the table is no key either.
      { message: 'What did they ask?', conversationToken: storedHash },
    ];
    for (const attempt of attempts) {
      const before = provider.chatRequests().length;
      const response = await send(attempt, freshIp());
      expect(response.statusCode).toBe(200);
      const issued = response.json<ChatAnswer>().conversationToken;
      expect(issued).not.toBe(ownerToken);
      expect(issued).not.toBe(attempt.conversationToken);
      const relayed = provider.chatRequests().slice(before);
      expect(relayed).toHaveLength(1);
      expect(relayed[0]!.body).not.toHaveProperty('previousChatId');
    }
    // Nobody but the owner's turns ever chained from the owner's chat.
    expect(provider.chatRequests().filter((request) => request.body.previousChatId === ownerChatId)).toHaveLength(0);
    expect((await conversationOf(ownerToken))!.liveTurns).toBe(1);
  });

  it('deletes conversations idle for more than 24 hours with their turns; the old token then starts afresh', async () => {
    const response = await send({ message: 'Remember me?' }, freshIp());
    const { conversationToken } = response.json<ChatAnswer>();
    const conversation = (await conversationOf(conversationToken))!;

    await deleteIdleConversations(server.database.db, new Date(Date.now() + 23 * 3_600_000));
    expect(await conversationOf(conversationToken)).toBeDefined();
    await deleteIdleConversations(server.database.db, new Date(Date.now() + 25 * 3_600_000));
    expect(await conversationOf(conversationToken)).toBeUndefined();
    expect(await server.database.db.select().from(assistantTurns).where(eq(assistantTurns.conversationId, conversation.id))).toEqual([]);

    const before = provider.chatRequests().length;
    const again = await send({ message: 'Remember me?', conversationToken }, freshIp());
    expect(again.json<ChatAnswer>().conversationToken).not.toBe(conversationToken);
    expect(provider.chatRequests().slice(before)[0]!.body).not.toHaveProperty('previousChatId');
  });

  async function conversationOf(token: string) {
    const tokenHash = createHash('sha256').update(token).digest('hex');
    const [row] = await server.database.db.select().from(assistantConversations).where(eq(assistantConversations.tokenHash, tokenHash));
    return row;
  }
});

describe.each(TEST_DATABASES)('the daily live chat budget, two instances on one $name database', ({ name }) => {
  const MAX_PER_DAY = 5;
  let provider: FakeVapiProvider;
  let instances: TwoInstances;

  beforeAll(async () => {
    provider = await startFakeVapiProvider();
    instances = await startTwoInstances(name, { ...LIVE_ENV, VAPI_API_BASE_URL: provider.url, ASSISTANT_LIVE_MAX_PER_DAY: String(MAX_PER_DAY) });
  });
  afterAll(async () => {
    await instances?.close();
    await provider?.close();
  });

  it('relays exactly ASSISTANT_LIVE_MAX_PER_DAY turns across conversations and instances; the rest are answered locally', async () => {
    const first = await Promise.all(Array.from({ length: 8 }, (_, n) => chatTurn(instances.servers[n % 2]!, { message: `visitor ${n}` }, `198.51.100.${n + 1}`)));
    const statuses = first.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 204, 204, 204]);
    expect(provider.chatRequests()).toHaveLength(MAX_PER_DAY);
    expect(first.filter((response) => response.statusCode === 204).every((response) => response.body === '')).toBe(true);

    // A conversation that is well under its own limit is answered locally too, on either instance.
    const token = first.find((response) => response.statusCode === 200)!.json<ChatAnswer>().conversationToken;
    for (const server of instances.servers) expect((await chatTurn(server, { message: 'one more', conversationToken: token }, '198.51.100.50')).statusCode).toBe(204);
    expect(provider.chatRequests()).toHaveLength(MAX_PER_DAY);

    const usage = await instances.databases.keeper.db.select().from(assistantLiveUsage);
    expect(usage).toEqual([{ day: new Date().toISOString().slice(0, 10), turns: MAX_PER_DAY }]);
    // Turns that were not relayed left nothing behind: no conversation was started for them.
    expect(await instances.databases.keeper.db.select().from(assistantConversations)).toHaveLength(MAX_PER_DAY);
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
