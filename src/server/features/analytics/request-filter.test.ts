import { describe, expect, it } from 'vitest';
import { isAutomatedAgent, isSpeculativeRequest } from './request-filter.ts';

const BROWSERS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 9; CUBOT X19) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
];

const AUTOMATED = [
  undefined,
  '',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'curl/8.5.0',
  'python-requests/2.32.3',
  'Go-http-client/1.1',
  'node-fetch/1.0 (+https://github.com/bitinn/node-fetch)',
  'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
  'Mozilla/5.0 (compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)',
];

describe('bot filter', () => {
  it.each(BROWSERS)('counts a person’s browser: %s', (agent) => expect(isAutomatedAgent(agent)).toBe(false));
  it.each(AUTOMATED)('ignores an automated client: %s', (agent) => expect(isAutomatedAgent(agent)).toBe(true));
});

describe('speculative requests', () => {
  it('recognises a prerender or prefetch by its Sec-Purpose or Purpose header', () => {
    expect(isSpeculativeRequest({ 'sec-purpose': 'prefetch;prerender' })).toBe(true);
    expect(isSpeculativeRequest({ 'sec-purpose': 'prefetch' })).toBe(true);
    expect(isSpeculativeRequest({ purpose: 'prefetch' })).toBe(true);
    expect(isSpeculativeRequest({})).toBe(false);
    expect(isSpeculativeRequest({ 'sec-fetch-mode': 'cors' })).toBe(false);
  });
});
