import { describe, expect, it } from 'vitest';
import { asksAboutNews, HOME_WEIGHT, NEWS_LISTING_WEIGHT, NEWS_WEIGHT_OFF_TOPIC, pageWeight } from './page-weight.ts';

describe('page-type weighting', () => {
  it('tells questions about news and the press from the rest', () => {
    expect(asksAboutNews('have you been in the news')).toBe(true);
    expect(asksAboutNews('any press coverage?')).toBe(true);
    expect(asksAboutNews('when did you announce passing 500 clients')).toBe(true);
    expect(asksAboutNews('white label for my agency')).toBe(false);
    expect(asksAboutNews('how fast is revenue growing')).toBe(false);
  });

  it('weighs news items low unless the question is about news, and the home page a little below /solutions', () => {
    expect(pageWeight('/news/record-growth-500-clients-2023', false)).toBe(NEWS_WEIGHT_OFF_TOPIC);
    expect(pageWeight('/news/record-growth-500-clients-2023', true)).toBe(1);
    expect(pageWeight('/news#coverage-title', true)).toBe(NEWS_LISTING_WEIGHT);
    expect(pageWeight('/solutions#faq-crm', false)).toBe(1);
    expect(pageWeight('/investors#metrics-title', true)).toBe(1);
    expect(pageWeight('/#industries', false)).toBe(HOME_WEIGHT);
    expect(NEWS_WEIGHT_OFF_TOPIC).toBeLessThan(HOME_WEIGHT);
  });
});
