import { describe, expect, it } from 'vitest';
import { siteConfig } from '../site-config.ts';
import { createAnswerEngine, createPassageRetriever, type AssistantReply } from './answer-engine.ts';
import { INTENT_REPLIES, LIMITS_REPLY } from './chat-rules.ts';
import { knowledgeDocuments } from './knowledge/knowledge-documents.ts';
import { buildKnowledgeIndex, loadKnowledgeIndex, serializeKnowledgeIndex } from './knowledge/knowledge-index.ts';
import { scoreEngine } from '../../../scripts/bench/assistant-quality/bench-score.ts';
import { QUESTION_SET } from '../../../scripts/bench/assistant-quality/question-set.ts';

const documents = knowledgeDocuments();
const index = buildKnowledgeIndex(documents);
const answer = createAnswerEngine(index);
const retrieve = createPassageRetriever(index);
const allPassages = documents.flatMap((document) => document.passages);

/** The share `npm run bench:assistant` reached; the engine may improve, never regress. */
const BENCH_SHARE_FLOOR = 0.94;

describe('the assistant answers from the site content', () => {
  it('keeps the measured share of questions that cite the right source', () => {
    expect(QUESTION_SET.length).toBeGreaterThanOrEqual(60);
    const { share, misses } = scoreEngine(answer, QUESTION_SET);
    expect(share, JSON.stringify(misses.map((miss) => miss.question))).toBeGreaterThanOrEqual(BENCH_SHARE_FLOOR);
  });

  it('answers the issue’s questions from the right section, with a link to it', () => {
    const salesforce = answer('Do you integrate with Salesforce?');
    expect(salesforce).toMatchObject({ kind: 'answer', source: { href: '/solutions#faq-crm' } });
    expect(salesforce.text).toMatch(/CRM/);
    expect(answer('What happens to calls after hours?').source?.href).toBe('/solutions#faq-after-hours');
    expect(answer('Is my data HIPAA-safe?').text).toMatch(/business associate agreement/);
    expect(answer('Can it book appointments for my dental office?').text).toMatch(/appointments/i);
  });

  it('quotes one to three passages of one chunk of the cited section, word for word, the best one first', () => {
    for (const { question } of QUESTION_SET) {
      const reply = answer(question);
      if (reply.kind !== 'answer') continue;
      const chunks = documents.filter((document) => document.href === reply.source!.href);
      const cited = chunks.find((document) => {
        const quoted = document.passages.filter((passage) => reply.text.includes(passage));
        return quoted.length >= 1 && quoted.length <= 3 && quoted.join(' ').length === reply.text.length && quoted.some((passage) => reply.text.startsWith(passage));
      });
      expect(cited, `"${question}" cites ${reply.source!.href}: ${reply.text}`).toBeDefined();
    }
  });

  it('leads with the passage that holds the fact asked for, and cites the section that holds it', () => {
    const retention = answer('how long do you keep call recordings');
    expect(retention.text).toMatch(/^[^.]*90 days/);
    expect(retention.source?.href).toMatch(/^\/(privacy#data-retention|terms#customer-data|solutions#faq-data-security)$/);
    expect(answer('how many days notice before a price change').text).toMatch(/30 days’ written notice before any price change/);
    expect(answer('email address for legal notices').text).toMatch(/^[^.]*legal@/);
  });

  it('cites the canonical page over a news item, unless the question is about the news', () => {
    expect(answer('How fast is revenue growing?').source?.href).toBe('/investors#metrics-title');
    expect(answer('white label for my agency').source?.href).toMatch(/^\/solutions#/);
    expect(answer('have you been in the news').source?.href).toMatch(/^\/news#/);
    expect(answer('what did gulfstream business review say about you').source?.href).toBe('/news/gulfstream-business-review-ai-receptionists');
  });

  it('reads visitor vocabulary and typos', () => {
    expect(answer('is this basically an AI receptionist?').source?.href).toBe('/solutions#ai-phone-assistant');
    expect(answer('do u intergrate with salesfroce').source?.href).toBe('/solutions#faq-crm');
    expect(answer('whats ur refund polcy').source?.href).toBe('/terms#fees-and-payment');
    expect(answer('shopify store, can it answer where is my order calls').source?.href).toMatch(/ecommerce-package|#industries/);
  });

  it('takes every figure in every reply from the content', () => {
    const content = allPassages.join('\n');
    const replies: AssistantReply[] = [...QUESTION_SET.map(({ question }) => answer(question)), answer('zzz')];
    for (const reply of replies) {
      for (const figure of reply.text.match(/\d(?:[\d,.]*\d)?/g) ?? []) {
        expect(content, `"${figure}" in: ${reply.text}`).toContain(figure);
      }
    }
    expect(replies.some((reply) => /\d/.test(reply.text))).toBe(true);
  });

  it('keeps the four fixed replies for prices, services, demos and contact details', () => {
    expect(answer('How much does it cost?')).toMatchObject({ kind: 'intent', text: INTENT_REPLIES.pricing, offerDemo: true });
    expect(answer('What services do you offer?')).toMatchObject({ text: INTENT_REPLIES.services });
    expect(answer('can we schedule a call?')).toMatchObject({ text: INTENT_REPLIES.demo, offerDemo: true, source: { href: '/#contact' } });
    expect(answer('How can I contact you?')).toMatchObject({ text: INTENT_REPLIES.contact });
    expect(INTENT_REPLIES.contact).toContain(siteConfig.mainPhone.display);
  });

  it('is honest about what it cannot answer, and offers the team', () => {
    for (const question of ["What's the weather like?", 'What does Smith.ai charge?', 'Which medication should I take for a headache?', 'I need legal advice', 'Do you sell office furniture?', 'asdf qwerty', 'how do i get a refund from amazon', 'how many parking spaces at your office']) {
      const reply = answer(question);
      expect(reply, question).toMatchObject({ kind: 'limits', text: LIMITS_REPLY, offerDemo: true });
      expect(reply.source).toBeUndefined();
    }
    expect(LIMITS_REPLY).toMatch(/^I can't help with that here/);
  });

  it('answers the same from the serialized index the build ships', () => {
    const shipped = createAnswerEngine(loadKnowledgeIndex(serializeKnowledgeIndex(index)));
    for (const { question } of QUESTION_SET) expect(shipped(question)).toEqual(answer(question));
  });
});

describe('the passage retriever that grounds the live AI', () => {
  it('ranks first the section the local answer cites, quoted as the local answer quotes it', () => {
    const questions = ['Do you integrate with Salesforce?', 'What happens to calls after hours?', 'how long do you keep call recordings', 'How fast is revenue growing?', 'what did gulfstream business review say about you'];
    for (const question of [...questions, ...QUESTION_SET.map((entry) => entry.question)]) {
      const reply = answer(question);
      if (reply.kind !== 'answer') continue;
      const [first] = retrieve(question, 3);
      expect(first, question).toEqual({ title: reply.source!.title, href: reply.source!.href, text: reply.text });
    }
  });

  it('returns at most `limit` distinct sections, canonical pages before news for a question not about news', () => {
    const sections = retrieve('Do you integrate with Salesforce?', 3);
    expect(sections.length).toBeGreaterThan(1);
    expect(sections.length).toBeLessThanOrEqual(3);
    expect(new Set(sections.map((section) => section.href)).size).toBe(sections.length);
    expect(retrieve('Do you integrate with Salesforce?', 1)).toEqual(sections.slice(0, 1));
    expect(retrieve('Do you integrate with Salesforce?', 0)).toEqual([]);
    expect(retrieve('How fast is revenue growing?', 5).every((section) => !section.href.startsWith('/news'))).toBe(true);
    for (const section of sections) expect(allPassages.some((passage) => section.text.startsWith(passage))).toBe(true);
  });

  it('returns nothing when nothing on the site is relevant', () => {
    for (const question of ["What's the weather like?", 'Do you sell office furniture?', 'asdf qwerty', 'how many parking spaces at your office', 'What does Smith.ai charge?']) {
      expect(retrieve(question, 5), question).toEqual([]);
    }
  });
});
