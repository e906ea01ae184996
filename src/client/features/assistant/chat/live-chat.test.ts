import { describe, expect, it } from 'vitest';
import { CONVERSATION_TOKEN_KEY, liveConversationToken } from '../../../lib/conversation-token.ts';
import { createLiveChat } from './live-chat.ts';

const TOKEN = 'tok_AAAAAAAAAAAAAAAAAAA';
const NEW_TOKEN = 'tok_BBBBBBBBBBBBBBBBBBB';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { items, getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

/** A fetch that answers each request in turn and records the bodies the browser sent. */
function scriptedFetch(...answers: (() => Response)[]) {
  const sent: Record<string, unknown>[] = [];
  const fetchImpl = (async (_path: string, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return answers.shift()!();
  }) as typeof fetch;
  return { sent, fetchImpl };
}

const liveAnswer = (reply: string, conversationToken: string, sources: { title: string; href: string }[] = []) => () =>
  Response.json({ reply, conversationToken, sources });

describe('live chat in the browser', () => {
  it('keeps the server’s conversation token in session storage and sends it back with the next turn', async () => {
    const storage = memoryStorage();
    const { sent, fetchImpl } = scriptedFetch(liveAnswer('Yes, after hours too.', TOKEN), liveAnswer('Weekends as well.', TOKEN));
    const askLive = createLiveChat({ isEnabled: async () => true, fetchImpl, storage });

    expect(await askLive('Can your AI answer calls after hours?')).toMatchObject({ kind: 'live', text: 'Yes, after hours too.' });
    expect(await askLive('And on weekends?')).toMatchObject({ kind: 'live', text: 'Weekends as well.' });
    expect(sent).toEqual([{ message: 'Can your AI answer calls after hours?', language: 'en' }, { message: 'And on weekends?', language: 'en', conversationToken: TOKEN }]);
    expect(Object.fromEntries(storage.items)).toEqual({ [CONVERSATION_TOKEN_KEY]: TOKEN });
    expect(liveConversationToken(storage)).toBe(TOKEN);
  });

  it('asks the live AI to answer in the language it is given', async () => {
    const { sent, fetchImpl } = scriptedFetch(liveAnswer('Sí, también de noche.', TOKEN));
    await createLiveChat({ isEnabled: async () => true, fetchImpl, storage: memoryStorage() })('¿Contestan de noche?', 'es');
    expect(sent).toEqual([{ message: '¿Contestan de noche?', language: 'es' }]);
  });

  it('shows the server’s best section as the source, and refuses an answer whose sources leave the site', async () => {
    const sources = [
      { title: 'FAQ: CRM integration', href: '/solutions#faq-crm' },
      { title: 'Solutions', href: '/solutions#solutions' },
    ];
    const { fetchImpl } = scriptedFetch(liveAnswer('Yes, HubSpot and Salesforce.', TOKEN, sources), liveAnswer('See this.', TOKEN, [{ title: 'Elsewhere', href: 'https://evil.example/' }]));
    const askLive = createLiveChat({ isEnabled: async () => true, fetchImpl, storage: memoryStorage() });
    expect(await askLive('crm?')).toMatchObject({ kind: 'live', text: 'Yes, HubSpot and Salesforce.', source: sources[0] });
    expect(await askLive('where else?')).toBeNull();
  });

  it('takes the new token when the server started a new conversation', async () => {
    const storage = memoryStorage({ [CONVERSATION_TOKEN_KEY]: TOKEN });
    const { fetchImpl } = scriptedFetch(liveAnswer('Hello again.', NEW_TOKEN));
    await createLiveChat({ isEnabled: async () => true, fetchImpl, storage })('Hi');
    expect(storage.items.get(CONVERSATION_TOKEN_KEY)).toBe(NEW_TOKEN);
  });

  it('lets the local engine answer when the server says so (204), keeping the token for the lead', async () => {
    const storage = memoryStorage({ [CONVERSATION_TOKEN_KEY]: TOKEN });
    const { fetchImpl } = scriptedFetch(() => new Response(null, { status: 204 }));
    expect(await createLiveChat({ isEnabled: async () => true, fetchImpl, storage })('Turn 21')).toBeNull();
    expect(storage.items.get(CONVERSATION_TOKEN_KEY)).toBe(TOKEN);
  });

  it('answers null on errors and on answers without a valid token, and never stores a provider chat id', async () => {
    const storage = memoryStorage();
    const { fetchImpl } = scriptedFetch(
      () => Response.json({ error: 'unavailable' }, { status: 502 }),
      () => Response.json({ reply: 'Hi', chatId: 'chat_1' }),
      () => Response.json({ reply: 'Hi', conversationToken: '../admin' }),
    );
    const askLive = createLiveChat({ isEnabled: async () => true, fetchImpl, storage });
    for (let turn = 0; turn < 3; turn += 1) expect(await askLive('hello')).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('does not send a tampered token, and asks nothing when live chat is off', async () => {
    const storage = memoryStorage({ [CONVERSATION_TOKEN_KEY]: 'chat_1; drop table' });
    const { sent, fetchImpl } = scriptedFetch(liveAnswer('Hello.', TOKEN));
    await createLiveChat({ isEnabled: async () => true, fetchImpl, storage })('Hi');
    expect(sent).toEqual([{ message: 'Hi', language: 'en' }]);

    const off = scriptedFetch();
    expect(await createLiveChat({ isEnabled: async () => false, fetchImpl: off.fetchImpl, storage })('Hi')).toBeNull();
    expect(off.sent).toEqual([]);
  });
});
