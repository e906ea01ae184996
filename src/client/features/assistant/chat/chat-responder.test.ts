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

  it('answers a Spanish question on an English page in Spanish, from the Spanish index loaded for it', async () => {
    const loaded: string[] = [];
    const asked: string[] = [];
    const { reply, prepare } = createChatResponder({
      locale: 'en',
      loadLocalEngine: async (locale) => {
        loaded.push(locale);
        return inProcessAnswerEngine(locale);
      },
      askLive: async (_text, locale) => {
        asked.push(locale);
        return null;
      },
    });
    prepare();
    expect((await reply('Is it HIPAA compliant?', [])).source?.href).toMatch(/^\/solutions#/);
    const spanish = await reply('¿Cumple con HIPAA para las llamadas de mis pacientes?', []);
    expect(spanish.kind).toBe('answer');
    expect(spanish.source?.href).toMatch(/^\/es\/solutions#faq-hipaa$/);
    expect(spanish.text).toMatch(/HIPAA/);
    expect((await reply('gracias', [])).text).toBe('¡Con mucho gusto! ¿Hay algo más en lo que pueda ayudarle?');
    expect(loaded).toEqual(['en', 'es']);
    expect(asked).toEqual(['en', 'es', 'es']);
  });
});
