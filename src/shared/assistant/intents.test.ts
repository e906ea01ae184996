import { describe, expect, it } from 'vitest';
import { QUICK_REPLIES } from './chat-rules.ts';
import { recognizeIntent, searchFirst } from './intents.ts';

describe('intent recognition', () => {
  it.each([
    ['What is the price?', 'pricing'],
    ['how much does it COST per month', 'pricing'],
    ['What does the service cost?', 'pricing'],
    ['Which services do you have?', 'services'],
    ['I want a DEMO', 'demo'],
    ['Schedule a demo of the service', 'demo'],
    ['can we schedule a call?', 'demo'],
    ['Please call me back', 'demo'],
    ['Can I get a custom quote?', 'demo'],
    ['I would like to speak with someone', 'demo'],
    ['How do I contact sales?', 'contact'],
    ['What is your phone number', 'contact'],
    ['what is your email address', 'contact'],
    ['hello', 'greeting'],
    ['What is the weather tomorrow?', 'off-topic'],
    ['How much does Smith.ai cost?', 'off-topic'],
  ] as const)('"%s" is %s', (text, intent) => {
    expect(recognizeIntent(text)).toBe(intent);
  });

  it.each([
    'can your AI answer calls after hours?',
    'Can it book appointments for my dental office?',
    'Do you integrate with Salesforce?',
    'What happens to missed calls?',
    'Do you work with law firms?',
    'can i keep my existing phone number',
  ])('reads "%s" as a product question, not an intent', (text) => {
    expect(recognizeIntent(text)).toBeUndefined();
  });

  it('offers one quick reply per topic, each recognised as its own intent', () => {
    expect(QUICK_REPLIES.map((quick) => quick.topic)).toEqual(['pricing', 'services', 'demo', 'contact']);
    for (const quick of QUICK_REPLIES) expect(recognizeIntent(quick.message)).toBe(quick.topic);
  });
});

describe('search first', () => {
  it('lets the search answer questions that name a fixed reply’s topic but ask for a specific clause or figure', () => {
    expect(searchFirst('pricing', 'is the setup fee refundable')).toBe(true);
    expect(searchFirst('pricing', 'late fees')).toBe(true);
    expect(searchFirst('pricing', 'how much revenue did you make')).toBe(true);
    expect(searchFirst('contact', 'email address for legal notices')).toBe(true);
    expect(searchFirst('pricing', 'How much does it cost?')).toBe(false);
    expect(searchFirst('contact', 'How can I contact you?')).toBe(false);
  });
});
