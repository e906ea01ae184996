import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessAnswerEngine } from '../../src/shared/assistant/knowledge/test-engine.ts';
import { rankUnansweredQuestions } from '../../src/server/features/assistant/unanswered-questions.ts';
import { assistantLiveUsage, assistantUnansweredQuestions } from '../../src/server/db/schema.ts';
import { sweepAssistantData } from '../../src/server/features/assistant/assistant-retention.ts';
import { startFakeVapiProvider, systemTextOf, visitorWordsOf, type FakeVapiProvider } from '../support/fake-vapi-provider.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const SITE_URL = 'https://www.harborline.test';
type ChatAnswer = { reply: string; conversationToken: string; sources: { title: string; href: string }[] };

/*
 * Issue 27, point 4 (the last block): the same in the visitor's language, and the Spanish voice assistant.
 * Issue 24, point 3: with the live AI on, each turn goes to the provider with the passages of our pages that answer
 * it and the rule to answer only from them; the reply comes back with the sources our server chose, and any link
 * the model wrote to another site is gone. Point 5: what nothing on the site answers is kept for staff, without
 * personal data.
 */
describe('the live AI, grounded in our pages', () => {
  let provider: FakeVapiProvider;
  let server: TestServer;
  const engine = inProcessAnswerEngine();
  let nextIp = 0;
  const send = (payload: object) =>
    server.app.fastify.inject({ method: 'POST', url: '/api/assistant/chat', payload, remoteAddress: `198.51.100.${(nextIp += 1)}` });
  const reportUnanswered = (payload: object) =>
    server.app.fastify.inject({ method: 'POST', url: '/api/assistant/unanswered', payload, remoteAddress: `198.51.100.${(nextIp += 1)}` });
  const unansweredToday = () => {
    const today = new Date().toISOString().slice(0, 10);
    return rankUnansweredQuestions(server.database.db, { from: today, to: today });
  };

  beforeAll(async () => {
    provider = await startFakeVapiProvider();
    server = await startTestServer({
      env: {
        VAPI_PRIVATE_KEY: 'sk_test_private',
        VAPI_ASSISTANT_ID: 'asst_123',
        VAPI_PUBLIC_KEY: 'pk_test_public',
        VAPI_ASSISTANT_ID_ES: 'asst_es',
        VAPI_API_BASE_URL: provider.url,
        SITE_URL,
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  it('sends the passages that answer the turn, with their addresses and the rule to answer only from them', async () => {
    const question = 'do u integrate with hubspot or salesforce?';
    const response = await send({ message: question });
    expect(response.statusCode).toBe(200);
    const { input } = provider.chatRequests().at(-1)!.body;
    expect(visitorWordsOf(input)).toBe(question);
    const system = systemTextOf(input);
    expect(system).toContain('only from the passages below');
    expect(system).toContain('Cite the page');
    expect(system).toContain(`offer a person instead: the demo request form at ${SITE_URL}/#contact`);
    expect(system).toContain('never link to any other website');
    // The FAQ entry that answers it, word for word, with its address on our site.
    expect(system).toContain('We connect with popular CRM, calendar, help desk and phone systems');
    expect(system).toContain(`(${SITE_URL}/solutions#faq-crm)`);

    // The reply's sources are the sections sent, best first: the one the local chat would cite leads.
    const { sources } = response.json<ChatAnswer>();
    expect(sources[0]).toEqual(engine(question).source);
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.length).toBeLessThanOrEqual(3);
    for (const source of sources) expect(system).toContain(`(${SITE_URL}${source.href})`);
  });

  it('reads a follow-up that names no topic with the visitor’s previous message', async () => {
    const first = await send({ message: 'how long do you keep call recordings' });
    const { conversationToken } = first.json<ChatAnswer>();
    expect(systemTextOf(provider.chatRequests().at(-1)!.body.input)).toContain('kept for 90 days from the date of the call');
    expect(engine('why?').kind).toBe('limits');
    const followUp = await send({ message: 'why?', conversationToken });
    expect(followUp.statusCode).toBe(200);
    expect(systemTextOf(provider.chatRequests().at(-1)!.body.input)).toContain('kept for 90 days from the date of the call');
  });

  it('takes out every link the model invented and keeps the links to our own pages', async () => {
    provider.scriptChat({
      reply:
        `See [our price list](https://cheap-ai.example/prices), https://competitor.example/compare or www.fake-reviews.example. ` +
        `Our plans are on [Solutions](/solutions#pricing) and the policy at ${SITE_URL}/privacy.`,
    });
    const response = await send({ message: 'what does it cost' });
    expect(response.statusCode).toBe(200);
    const { reply } = response.json<ChatAnswer>();
    expect(reply).not.toMatch(/cheap-ai|competitor\.example|fake-reviews/);
    expect(reply).toContain('See our price list');
    expect(reply).toContain('[Solutions](/solutions#pricing)');
    expect(reply).toContain(`${SITE_URL}/privacy`);
  });

  it('takes out a link to our own domain’s page that does not exist, and one with our name on another host', async () => {
    provider.scriptChat({ reply: `Read [the guarantee](${SITE_URL}/guarantee) or https://www.harborline.test.evil.example/ — or just ask us.` });
    const { reply } = (await send({ message: 'is there a guarantee' })).json<ChatAnswer>();
    expect(reply).toBe('Read the guarantee or — or just ask us.');
  });

  it('answers 502 when the reply was nothing but a link elsewhere, so the browser answers locally', async () => {
    provider.scriptChat({ reply: 'https://competitor.example/' });
    expect((await send({ message: 'pricing?' })).statusCode).toBe(502);
  });

  it('keeps a question nothing on the site answers, without the personal data in it, and not the answered ones', async () => {
    const question = 'can u recommend a pizza place near me? im Ann, ann@example.com, (954) 555-0100';
    const response = await send({ message: question });
    expect(response.statusCode).toBe(200);
    expect(systemTextOf(provider.chatRequests().at(-1)!.body.input)).toContain('Passages: none.');
    const kept = await unansweredToday();
    expect(kept).toContainEqual(expect.objectContaining({ question: 'can u recommend a pizza place near me? im [name], [email], [number]', count: 1 }));
    expect(JSON.stringify(kept)).not.toMatch(/Ann|example\.com|555/);
    expect(kept.map((entry) => entry.question)).not.toContain('do u integrate with hubspot or salesforce?');
  });

  it('keeps what the browser’s chat could not answer when the server’s engine agrees, and counts repeats in one row', async () => {
    const question = 'Can I pay in bitcoin?';
    expect(engine(question).kind).toBe('limits');
    for (let time = 0; time < 3; time += 1) expect((await reportUnanswered({ question: time === 1 ? question.toUpperCase() : question })).statusCode).toBe(204);
    // Something the site does answer is not an unanswered question, whoever says so.
    expect((await reportUnanswered({ question: 'Is it HIPAA compliant?' })).statusCode).toBe(204);

    const kept = await unansweredToday();
    expect(kept.find((entry) => entry.question.toLowerCase() === question.toLowerCase())).toMatchObject({ count: 3 });
    expect(kept.map((entry) => entry.question)).not.toContain('Is it HIPAA compliant?');
    const rows = await server.database.db.select().from(assistantUnansweredQuestions);
    expect(rows.filter((row) => row.questionKey === 'can i pay in bitcoin')).toHaveLength(1);
  });

  it('refuses a malformed report with 400 and keeps nothing', async () => {
    const before = (await server.database.db.select().from(assistantUnansweredQuestions)).length;
    for (const payload of [{}, { question: '   ' }, { question: 'x'.repeat(2001) }, { question: 42 }]) {
      expect((await reportUnanswered(payload)).statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
    }
    expect(await server.database.db.select().from(assistantUnansweredQuestions)).toHaveLength(before);
  });

  it('forgets unanswered questions after a year and daily live-turn counts after a month, keeping the recent ones', async () => {
    const { db } = server.database;
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    await db.insert(assistantUnansweredQuestions).values([
      { questionKey: 'old question', questionText: 'old question', askedOn: day(366) },
      { questionKey: 'recent question', questionText: 'recent question', askedOn: day(364) },
    ]);
    await db.insert(assistantLiveUsage).values([
      { day: day(32), turns: 5 },
      { day: day(30), turns: 7 },
    ]);
    expect(await sweepAssistantData(db, new Date())).toMatchObject({ unansweredQuestions: 1, liveUsageDays: 1 });
    const kept = (await db.select().from(assistantUnansweredQuestions)).map((row) => row.questionKey);
    expect(kept).toContain('recent question');
    expect(kept).not.toContain('old question');
    expect((await db.select().from(assistantLiveUsage)).map((row) => row.day)).toEqual(expect.arrayContaining([day(30)]));
    expect((await db.select().from(assistantLiveUsage)).map((row) => row.day)).not.toContain(day(32));
  });

  describe('in the visitor’s language (issue 27)', () => {
    const lastChat = () => provider.chatRequests().at(-1)!.body;

    it('grounds a Spanish turn in the Spanish pages, asks for a Spanish answer and passes the language', async () => {
      const question = '¿se integra con hubspot o salesforce?';
      const response = await send({ message: question, language: 'es' });
      expect(response.statusCode).toBe(200);
      const body = lastChat();
      expect(visitorWordsOf(body.input)).toBe(question);
      const system = systemTextOf(body.input);
      expect(system).toContain('Answer in Spanish');
      // The Spanish FAQ entry, word for word, at its /es/ address; not the English one.
      expect(system).toContain('Nos conectamos con los sistemas de CRM, calendario, mesa de ayuda y telefonía más populares');
      expect(system).toContain(`(${SITE_URL}/es/solutions#faq-crm)`);
      expect(system).not.toContain('We connect with popular CRM');
      expect(system).toContain(`the demo request form at ${SITE_URL}/es#contact`);
      expect(body.assistantOverrides?.variableValues).toEqual({ language: 'es' });
      const { sources } = response.json<ChatAnswer>();
      expect(sources[0]?.href).toBe('/es/solutions#faq-crm');
      expect(sources.every((source) => source.href.startsWith('/es'))).toBe(true);
    });

    it('answers in English from the English pages when the turn names no language, and refuses one the site lacks', async () => {
      expect((await send({ message: 'do you integrate with hubspot?' })).statusCode).toBe(200);
      const system = systemTextOf(lastChat().input);
      expect(system).toContain('Answer in English.');
      expect(system).toContain(`(${SITE_URL}/solutions#faq-crm)`);
      expect(lastChat().assistantOverrides?.variableValues).toEqual({ language: 'en' });
      expect((await send({ message: 'hallo', language: 'de' })).statusCode).toBe(400);
    });

    it('gives a Spanish page the Spanish voice assistant and an English page the main one', async () => {
      const config = async (query: string) => (await server.app.fastify.inject({ method: 'GET', url: `/api/assistant/config${query}` })).json();
      expect(await config('?language=es')).toMatchObject({ voice: { enabled: true, assistantId: 'asst_es', language: 'es' } });
      expect(await config('?language=en')).toMatchObject({ voice: { enabled: true, assistantId: 'asst_123', language: 'en' } });
      expect(await config('')).toMatchObject({ voice: { enabled: true, assistantId: 'asst_123' } });
    });
  });
});
