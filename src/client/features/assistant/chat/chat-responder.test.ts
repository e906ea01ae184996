import { describe, expect, it } from 'vitest';
import type { AssistantReply } from '../../../../shared/assistant/answer-engine.ts';
import { inProcessAnswerEngine } from '../../../../shared/assistant/knowledge/test-engine.ts';
import { createChatResponder } from './chat-responder.ts';

const LIVE_REPLY: AssistantReply = { text: 'From the live AI.', kind: 'live', offerDemo: false };

describe('the chat responder', () => {
  it('reports the questions the local engine declines, and only those', async () => {
    const reported: string[] = [];
    const { reply } = createChatResponder({ loadLocalEngine: async () => inProcessAnswerEngine(), reportUnanswered: (question) => reported.push(question) });
    expect((await reply('what is the weather in Paris', [])).kind).toBe('limits');
    expect((await reply('Is it HIPAA compliant?', [])).kind).toBe('answer');
    expect((await reply('hi', [])).kind).toBe('intent');
    expect(reported).toEqual(['what is the weather in Paris']);
  });

  it('reports nothing the live AI answered: the server keeps those itself', async () => {
    const reported: string[] = [];
    const { reply } = createChatResponder({
      loadLocalEngine: async () => inProcessAnswerEngine(),
      askLive: async () => LIVE_REPLY,
      reportUnanswered: (question) => reported.push(question),
    });
    expect(await reply('what is the weather in Paris', [])).toBe(LIVE_REPLY);
    expect(reported).toEqual([]);
  });
});
