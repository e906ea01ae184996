import { afterEach, describe, expect, it, vi } from 'vitest';
import { solutionsContent } from '../content/solutions.ts';
import { createSiteConfig, formatUsd, siteConfig } from '../site-config.ts';
import type * as SiteConfigModule from '../site-config.ts';
import { CHAT_RULES, DEFAULT_REPLY, QUICK_REPLIES, chatFailureMessage, matchRule, replyFor, type ChatTopic } from './chat-rules.ts';

const replyOf = (topic: ChatTopic) => CHAT_RULES.find((rule) => rule.topic === topic)!.reply;

describe('chat keyword rules', () => {
  it.each([
    ['What is the price?', 'pricing'],
    ['how much does it COST per month', 'pricing'],
    ['Tell me about your pricing', 'pricing'],
    ['Which services do you have?', 'services'],
    ['I want a DEMO', 'demo'],
    ['Can we schedule something?', 'demo'],
    ['Please call me back', 'demo'],
    ['How do I contact sales?', 'contact'],
    ['What is your phone number', 'contact'],
    ['Send me an Email', 'contact'],
  ] as const)('"%s" gets the %s reply', (text, topic) => {
    expect(matchRule(text)?.topic).toBe(topic);
    expect(replyFor(text)).toBe(replyOf(topic));
  });

  it('keeps the spec order when a message names several topics', () => {
    expect(matchRule('What does the service cost?')?.topic).toBe('pricing');
    expect(matchRule('Schedule a demo of the service')?.topic).toBe('services');
    expect(matchRule('Call my phone')?.topic).toBe('demo');
  });

  it('answers anything else with the default reply', () => {
    expect(matchRule('Hello there')).toBeUndefined();
    expect(replyFor('Hello there')).toBe(DEFAULT_REPLY);
    expect(replyFor('')).toBe(DEFAULT_REPLY);
  });

  it('is data: a different rule list changes the answers', () => {
    const rules = [{ topic: 'pricing', keywords: ['budget'], reply: 'Budget answer' }] as const;
    expect(replyFor('What budget do I need?', rules)).toBe('Budget answer');
    expect(replyFor('What is the price?', rules)).toBe(DEFAULT_REPLY);
  });

  it('quotes the configured prices and phone number', () => {
    const { pricing, mainPhone } = siteConfig;
    expect(replyOf('pricing')).toContain(`${formatUsd(pricing.setupMin)} - ${formatUsd(pricing.setupMax)}`);
    expect(replyOf('pricing')).toContain(`${formatUsd(pricing.monthlyFrom)} per month`);
    expect(replyOf('contact')).toContain(mainPhone.display);
    expect(replyOf('contact')).toContain(siteConfig.salesEmail);
    expect(replyOf('demo')).toContain(`${siteConfig.demoResponseHours} hours`);
  });

  it('names the services the site sells', () => {
    const [core, advanced] = solutionsContent.categories;
    const titles = [...core!.services, ...advanced!.services].map((service) => service.title.replace(/ (System|Solutions)$/, ''));
    for (const title of titles) expect(replyOf('services')).toContain(title);
  });

  it('offers one quick reply per topic, each answered by its own rule', () => {
    expect(QUICK_REPLIES.map((quick) => quick.topic)).toEqual(['pricing', 'services', 'demo', 'contact']);
    for (const quick of QUICK_REPLIES) expect(matchRule(quick.message)?.topic).toBe(quick.topic);
  });

  it('has the spec’s chat failure message with the configured phone number', () => {
    expect(chatFailureMessage()).toBe(
      `I'm experiencing technical difficulties. Please contact us directly at ${siteConfig.mainPhone.display} for immediate assistance.`,
    );
  });
});

describe('chat replies follow the site configuration', () => {
  afterEach(() => {
    vi.doUnmock('../site-config.ts');
    vi.resetModules();
  });

  it('has no price or phone number of its own', async () => {
    const base = createSiteConfig({ SITE_PHONE: '(305) 555-0199' });
    const custom = { ...base, pricing: { ...base.pricing, setupMin: 1234, setupMax: 56789, monthlyFrom: 321 } };
    vi.resetModules();
    vi.doMock('../site-config.ts', async (importOriginal) => ({ ...(await importOriginal<typeof SiteConfigModule>()), siteConfig: custom }));
    const rules = await import('./chat-rules.ts');
    const pricing = rules.replyFor('price');
    expect(pricing).toContain('$1,234 - $56,789');
    expect(pricing).toContain('$321 per month');
    expect(pricing).not.toContain(formatUsd(siteConfig.pricing.setupMin));
    expect(rules.replyFor('phone')).toContain('(305) 555-0199');
    expect(rules.chatFailureMessage()).toContain('(305) 555-0199');
    const everything = [...rules.CHAT_RULES.map((rule) => rule.reply), rules.DEFAULT_REPLY, rules.CHAT_GREETING].join('\n');
    expect(everything).not.toContain(siteConfig.mainPhone.display);
  });
});
