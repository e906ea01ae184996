import { describe, expect, it } from 'vitest';
import type { AnswerEngine, AssistantReply } from '../../../src/shared/assistant/answer-engine.ts';
import { citesWrongPageType, describeExpectation, describeReply, expectedPageTypes, meetsExpectation, pageTypeOf, scoreEngine } from './bench-score.ts';

const answer = (href: string): AssistantReply => ({ text: 'quoted', kind: 'answer', source: { title: 'Section', href }, offerDemo: false });
const limitsReply: AssistantReply = { text: 'not here', kind: 'limits', offerDemo: true };
const pricingReply: AssistantReply = {
  text: 'prices',
  kind: 'intent',
  intent: 'pricing',
  source: { title: 'Investment Structure', href: '/solutions#investment-title' },
  offerDemo: true,
};

describe('pageTypeOf', () => {
  it('tells the page type from the href', () => {
    expect(pageTypeOf('/#about')).toBe('home');
    expect(pageTypeOf('/')).toBe('home');
    expect(pageTypeOf('/solutions#faq-crm')).toBe('product');
    expect(pageTypeOf('/solutions')).toBe('product');
    expect(pageTypeOf('/terms#fees-and-payment')).toBe('legal');
    expect(pageTypeOf('/privacy#data-retention')).toBe('legal');
    expect(pageTypeOf('/investors#metrics-title')).toBe('investors');
    expect(pageTypeOf('/news/record-growth-500-clients-2023')).toBe('news');
    expect(pageTypeOf('/news#coverage-title')).toBe('news');
    expect(pageTypeOf('/careers')).toBe('other');
  });
});

describe('expectedPageTypes', () => {
  it('comes from the expected sections and from the page an expected intent links', () => {
    expect([...expectedPageTypes({ source: ['/solutions#faq-crm', '/#solutions'] })].sort()).toEqual(['home', 'product']);
    expect([...expectedPageTypes({ intent: 'pricing' })]).toEqual(['product']);
    expect([...expectedPageTypes({ intent: ['demo', 'contact'], source: ['/privacy#contact-us'] })].sort()).toEqual(['home', 'legal']);
    expect(expectedPageTypes({ limits: true }).size).toBe(0);
    expect(expectedPageTypes({ intent: 'greeting' }).size).toBe(0);
  });
});

describe('meetsExpectation', () => {
  it('accepts any listed intent or any listed section', () => {
    const either = { intent: 'pricing', source: ['/solutions#faq-cost'] } as const;
    expect(meetsExpectation(pricingReply, either)).toBe(true);
    expect(meetsExpectation(answer('/solutions#faq-cost'), either)).toBe(true);
    expect(meetsExpectation(answer('/terms#fees-and-payment'), either)).toBe(false);
    expect(meetsExpectation(pricingReply, { intent: ['demo', 'pricing'] })).toBe(true);
  });

  it('keeps the legacy rules: an intent reply does not count as citing its section, limits needs the limits reply', () => {
    expect(meetsExpectation(pricingReply, { source: ['/solutions#investment-title'] })).toBe(false);
    expect(meetsExpectation(limitsReply, { limits: true })).toBe(true);
    expect(meetsExpectation(answer('/solutions#faq-crm'), { limits: true })).toBe(false);
  });
});

describe('citesWrongPageType', () => {
  it('counts a news item cited for a product question', () => {
    expect(citesWrongPageType(answer('/news/florida-tech-ledger-white-label-ai'), { source: ['/solutions#faq-white-label'] })).toBe(true);
  });

  it('counts a legal clause cited for an investor question, and a news item for a pricing intent', () => {
    expect(citesWrongPageType(answer('/terms#acceptable-use'), { source: ['/investors#metrics-title'] })).toBe(true);
    expect(citesWrongPageType(answer('/news/industry-specific-ai-packages-launch'), { intent: 'pricing' })).toBe(true);
  });

  it('does not count a wrong section of the right type, or home for product', () => {
    expect(citesWrongPageType(answer('/solutions#faq-cost'), { source: ['/solutions#faq-crm'] })).toBe(false);
    expect(citesWrongPageType(answer('/#about'), { source: ['/solutions#faq-after-hours'] })).toBe(false);
    expect(citesWrongPageType(answer('/solutions#faq-data-security'), { source: ['/solutions#faq-data-security', '/privacy#data-retention'] })).toBe(false);
  });

  it('does not count a reply that cites nothing, a right reply, or a question that expects no page', () => {
    expect(citesWrongPageType(limitsReply, { source: ['/solutions#faq-crm'] })).toBe(false);
    expect(citesWrongPageType(answer('/news/record-growth-500-clients-2023'), { source: ['/news/record-growth-500-clients-2023'] })).toBe(false);
    expect(citesWrongPageType(answer('/news/record-growth-500-clients-2023'), { limits: true })).toBe(false);
  });
});

describe('scoreEngine', () => {
  const replies: Record<string, AssistantReply> = {
    'white label?': answer('/news/florida-tech-ledger-white-label-ai'),
    'crm?': answer('/solutions#faq-crm'),
    'refunds?': answer('/solutions#faq-cost'),
    'ceo?': answer('/#about'),
    'price?': pricingReply,
  };
  const engine: AnswerEngine = (question) => replies[question] ?? limitsReply;

  it('reports the share right, every miss, and how many misses cite the wrong page type', () => {
    const result = scoreEngine(engine, [
      { question: 'white label?', expect: { source: ['/solutions#faq-white-label'] }, kind: 'fragment' },
      { question: 'crm?', expect: { source: ['/solutions#faq-crm'] } },
      { question: 'refunds?', expect: { source: ['/terms#fees-and-payment'] } },
      { question: 'ceo?', expect: { limits: true } },
      { question: 'price?', expect: { intent: 'pricing' } },
      { question: 'weather?', expect: { limits: true } },
    ]);
    expect(result.total).toBe(6);
    expect(result.share).toBeCloseTo(3 / 6);
    expect(result.misses.map((miss) => [miss.question, miss.wrongPageType])).toEqual([
      ['white label?', true],
      ['refunds?', true],
      ['ceo?', false],
    ]);
    expect(result.misses[0]!.kind).toBe('fragment');
    expect(result.wrongPageType).toBe(2);
  });

  it('describes replies and expectations for the report', () => {
    expect(describeReply(answer('/solutions#faq-crm'))).toBe('/solutions#faq-crm');
    expect(describeReply(limitsReply)).toBe('limits');
    expect(describeReply(pricingReply)).toBe('intent pricing (/solutions#investment-title)');
    expect(describeExpectation({ intent: ['demo', 'contact'], source: ['/solutions#faq-support'] })).toBe('intent demo | intent contact | /solutions#faq-support');
    expect(describeExpectation({ limits: true })).toBe('limits');
  });
});
