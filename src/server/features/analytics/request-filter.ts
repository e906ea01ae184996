import type { IncomingHttpHeaders } from 'node:http';

/**
 * User agents of crawlers, link previews, monitors, scripts and headless browsers. Real browsers name
 * themselves "Mozilla/5.0 (...)" and none of these words.
 */
const AUTOMATED_AGENT =
  /(?<!cu)bot\b|bot[/_-]|crawl|spider|slurp|scrap|headless|lighthouse|pagespeed|phantom|puppeteer|playwright|selenium|preview|monitor|uptime|pingdom|curl\/|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|libwww|http[-_]?client|facebookexternalhit|embedly|whatsapp|telegram|discord|slack|feedfetcher|bingpreview|yahoo|baidu|yandex|duckduck|semrush|ahrefs|mj12|dotbot|petal|bytespider|gptbot|chatgpt|claude|perplexity|ccbot/i;

/** No user agent, one that is not a browser's, or one that says it is automated. */
export function isAutomatedAgent(userAgent: string | undefined): boolean {
  if (!userAgent || !userAgent.startsWith('Mozilla/')) return true;
  return AUTOMATED_AGENT.test(userAgent);
}

/**
 * A request the browser made to prerender or prefetch a page the visitor has not opened
 * (`Sec-Purpose: prefetch;prerender`, or the older `Purpose: prefetch`): not a visit.
 */
export function isSpeculativeRequest(headers: IncomingHttpHeaders): boolean {
  const purpose = `${headers['sec-purpose'] ?? ''} ${headers['purpose'] ?? ''} ${headers['x-purpose'] ?? ''}`.toLowerCase();
  return /prefetch|prerender|preview/.test(purpose);
}
