import { describe, expect, it } from 'vitest';
import {
  asksAboutInvesting,
  asksAboutNews,
  asksAboutRights,
  HOME_WEIGHT,
  INVESTORS_WEIGHT_OFF_TOPIC,
  LEGAL_WEIGHT_OFF_TOPIC,
  LEGAL_WEIGHT_ON_TOPIC,
  NEWS_LISTING_WEIGHT,
  NEWS_WEIGHT_OFF_TOPIC,
  pageWeight,
} from './page-weight.ts';

describe('page-type weighting', () => {
  it('tells questions about news and the press from the rest', () => {
    expect(asksAboutNews('have you been in the news')).toBe(true);
    expect(asksAboutNews('any press coverage?')).toBe(true);
    expect(asksAboutNews('when did you announce passing 500 clients')).toBe(true);
    expect(asksAboutNews('white label for my agency')).toBe(false);
    expect(asksAboutNews('how fast is revenue growing')).toBe(false);
    expect(asksAboutNews("do callers have to go through a 'press 1 for sales' menu")).toBe(false);
  });

  it('tells questions about investing and about rights from the rest', () => {
    expect(asksAboutInvesting('what % of revenue is recurring')).toBe(true);
    expect(asksAboutInvesting('cagr?')).toBe(true);
    expect(asksAboutInvesting('reseller program')).toBe(false);
    expect(asksAboutRights('are results guaranteed')).toBe(true);
    expect(asksAboutRights('who owns the scripts we write')).toBe(true);
    expect(asksAboutRights('can it book appointments')).toBe(false);
    expect(asksAboutRights('how long do you keep my texts')).toBe(true);
    expect(asksAboutRights('are taxes included in the price')).toBe(true);
    expect(asksAboutRights('how long does setup take')).toBe(false);
  });

  it('weighs news items low unless the question is about news, and the home page a little below /solutions', () => {
    expect(pageWeight('/news/record-growth-500-clients-2023', false)).toBe(NEWS_WEIGHT_OFF_TOPIC);
    expect(pageWeight('/news/record-growth-500-clients-2023', true)).toBe(1);
    expect(pageWeight('/news#coverage-title', true)).toBe(NEWS_LISTING_WEIGHT);
    expect(pageWeight('/solutions#faq-crm', false)).toBe(1);
    expect(pageWeight('/investors#metrics-title', true)).toBe(1);
    expect(pageWeight('/#industries', false)).toBe(HOME_WEIGHT);
    expect(NEWS_WEIGHT_OFF_TOPIC).toBeLessThan(HOME_WEIGHT);
    expect(pageWeight('/investors#highlights-title', false, false)).toBe(INVESTORS_WEIGHT_OFF_TOPIC);
    expect(pageWeight('/terms#warranties-and-disclaimers', false, false, true)).toBe(LEGAL_WEIGHT_ON_TOPIC);
    expect(pageWeight('/terms#warranties-and-disclaimers', false, false, false)).toBe(LEGAL_WEIGHT_OFF_TOPIC);
    expect(LEGAL_WEIGHT_OFF_TOPIC).toBeLessThan(1);
  });
});
