import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_GREETING, GREETING_REPLY, INTENT_REPLIES, chatFailureMessage } from '../../../../shared/assistant/chat-rules.ts';
import { inProcessAnswerEngine } from '../../../../shared/assistant/knowledge/test-engine.ts';
import { CHAT_REPLY_DELAY_MS, createChatStore } from './chat-store.ts';
import { CONVERSATION_KEY, CONVERSATION_TOKEN_KEY, MAX_STORED_MESSAGES, createConversationStorage } from '../../../lib/conversation-storage.ts';
import { memoryStorage } from '../../../lib/test-storage.ts';

describe('chat store', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-01-05T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  const setup = (options: Partial<Parameters<typeof createChatStore>[0]> = {}) => {
    const storage = memoryStorage();
    const chat = createChatStore({ reply: inProcessAnswerEngine(), storage: createConversationStorage(storage), ...options });
    return { chat, storage };
  };

  it('shows the reply after the typing delay of 1000 ms', async () => {
    const { chat } = setup();
    expect(chat.send('  What does it cost?  ')).toBe(true);
    expect(chat.getSnapshot().pending).toBe(true);
    expect(chat.getSnapshot().messages).toEqual([{ role: 'user', content: 'What does it cost?', timestamp: Date.now(), type: 'chat' }]);

    await vi.advanceTimersByTimeAsync(CHAT_REPLY_DELAY_MS - 1);
    expect(chat.getSnapshot().messages).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const { messages, pending } = chat.getSnapshot();
    expect(pending).toBe(false);
    expect(messages[1]).toMatchObject({ role: 'assistant', type: 'chat', content: INTENT_REPLIES.pricing });
  });

  it('ignores text that is empty after trimming', async () => {
    const { chat } = setup();
    expect(chat.send('   \n\t ')).toBe(false);
    expect(chat.getSnapshot()).toEqual({ messages: [], pending: false, booking: { step: 'idle' } });
  });

  it('ignores a send while a reply is pending', async () => {
    const { chat } = setup();
    chat.send('hello');
    expect(chat.send('again')).toBe(false);
    await vi.advanceTimersByTimeAsync(CHAT_REPLY_DELAY_MS);
    expect(chat.getSnapshot().messages.map((message) => message.content)).toEqual(['hello', GREETING_REPLY]);
    expect(chat.send('again')).toBe(true);
  });

  it('shows the failure message with the phone number when no reply can be produced', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { chat } = setup({
      reply: () => Promise.reject(new Error('engine broken')),
    });
    chat.send('hello');
    await vi.advanceTimersByTimeAsync(CHAT_REPLY_DELAY_MS);
    expect(chat.getSnapshot().messages.at(-1)).toMatchObject({ role: 'assistant', content: chatFailureMessage() });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('greets once, on an empty conversation', async () => {
    const { chat } = setup();
    chat.greet();
    chat.greet();
    expect(chat.getSnapshot().messages).toEqual([{ role: 'assistant', content: CHAT_GREETING, timestamp: Date.now(), type: 'chat' }]);
  });

  it('adds voice transcripts to the conversation', async () => {
    const { chat } = setup();
    chat.addTranscript('user', 'I need a quote');
    expect(chat.getSnapshot().messages).toEqual([{ role: 'user', content: 'I need a quote', timestamp: Date.now(), type: 'transcript' }]);
  });

  it('keeps the conversation in session storage and restores it', async () => {
    const { chat, storage } = setup();
    chat.send('price');
    await vi.advanceTimersByTimeAsync(CHAT_REPLY_DELAY_MS);
    const restored = createChatStore({ reply: inProcessAnswerEngine(), storage: createConversationStorage(storage) });
    expect(restored.getSnapshot().messages).toEqual(chat.getSnapshot().messages);
    expect(JSON.parse(storage.items.get(CONVERSATION_KEY)!)).toHaveLength(2);
  });

  it('clears the conversation, cancelling a pending reply, and starts over with the greeting', async () => {
    const { chat, storage } = setup();
    chat.send('price');
    chat.clear();
    await vi.advanceTimersByTimeAsync(CHAT_REPLY_DELAY_MS);
    expect(chat.getSnapshot()).toEqual({ messages: [expect.objectContaining({ content: CHAT_GREETING })], pending: false, booking: { step: 'idle' } });
    expect(createChatStore({ reply: inProcessAnswerEngine(), storage: createConversationStorage(storage) }).getSnapshot().messages).toHaveLength(1);
  });

  it('forgets the live AI conversation on clear, so a later lead carries none of the cleared chat', () => {
    const { chat, storage } = setup();
    storage.setItem(CONVERSATION_TOKEN_KEY, 'server-issued-token-123456');
    chat.clear();
    expect(storage.items.has(CONVERSATION_TOKEN_KEY)).toBe(false);
  });

  it('notifies subscribers on each change', async () => {
    const { chat } = setup();
    const listener = vi.fn();
    const unsubscribe = chat.subscribe(listener);
    chat.send('hi');
    await vi.advanceTimersByTimeAsync(CHAT_REPLY_DELAY_MS);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    chat.greet();
    chat.addTranscript('assistant', 'x');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('conversation storage', () => {
  it('drops anything in storage that is not a chat message', async () => {
    const storage = memoryStorage();
    storage.setItem(
      CONVERSATION_KEY,
      JSON.stringify([{ role: 'user', content: 'ok', timestamp: 1, type: 'chat' }, { role: 'system', content: 'x' }, 'junk', null]),
    );
    expect(createConversationStorage(storage).load()).toEqual([{ role: 'user', content: 'ok', timestamp: 1, type: 'chat' }]);
    storage.setItem(CONVERSATION_KEY, '{not json');
    expect(createConversationStorage(storage).load()).toEqual([]);
  });

  it('keeps only the latest messages and survives a full or blocked storage', async () => {
    const storage = memoryStorage();
    const messages = Array.from({ length: MAX_STORED_MESSAGES + 5 }, (_, index) => ({ role: 'user' as const, content: String(index), timestamp: index, type: 'chat' as const }));
    createConversationStorage(storage).save(messages);
    const saved = createConversationStorage(storage).load();
    expect(saved).toHaveLength(MAX_STORED_MESSAGES);
    expect(saved[0]!.content).toBe('5');

    const full = { getItem: () => null, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } };
    expect(() => createConversationStorage(full).save(messages)).not.toThrow();
    expect(createConversationStorage(null).load()).toEqual([]);
  });
});
