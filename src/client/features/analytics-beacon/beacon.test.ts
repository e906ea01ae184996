// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsEventSchema } from '../../../shared/analytics/analytics-events.ts';
import { optedOut } from './load-beacon.ts';

type Sent = Record<string, unknown>;
let sent: Sent[];

beforeEach(() => {
  sent = [];
  vi.resetModules();
  vi.stubGlobal('navigator', {
    ...navigator,
    sendBeacon: (url: string, body: Blob) => {
      expect(url).toBe('/api/events');
      expect(body.type).toBe('application/json');
      void body.text().then((text) => sent.push(JSON.parse(text) as Sent));
      return true;
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(document, 'prerendering', { value: false, configurable: true });
});

const flushBlobs = () => new Promise((resolve) => setTimeout(resolve, 10));
/** A fresh lib/analytics.ts and beacon, as a new page has. */
const freshPage = async () => ({ ...(await import('./beacon.ts')), ...(await import('../../lib/analytics.ts')) });

describe('the beacon', () => {
  it('counts the page view with its referrer and UTM parameters, then sends what track() reports, all valid for the server', async () => {
    history.replaceState(null, '', '/solutions?utm_source=newsletter&utm_campaign=spring&email=ann@example.com');
    const { startBeacon, track } = await freshPage();
    track('chat_opened');
    startBeacon();
    track('question_asked', { answered: false });
    await flushBlobs();
    expect(sent).toEqual([
      { name: 'page_view', path: '/solutions', utm: { source: 'newsletter', campaign: 'spring' } },
      { name: 'chat_opened', path: '/solutions' },
      { name: 'question_asked', path: '/solutions', answered: false },
    ]);
    for (const event of sent) expect(analyticsEventSchema.safeParse(event).success, JSON.stringify(event)).toBe(true);
    expect(JSON.stringify(sent)).not.toContain('ann@example.com');
  });

  it('sends nothing from a prerendered page until the visitor opens it', async () => {
    history.replaceState(null, '', '/news');
    Object.defineProperty(document, 'prerendering', { value: true, configurable: true });
    const { startBeacon, track } = await freshPage();
    startBeacon();
    track('chat_opened');
    await flushBlobs();
    expect(sent).toEqual([]);
    Object.defineProperty(document, 'prerendering', { value: false, configurable: true });
    document.dispatchEvent(new Event('prerenderingchange'));
    await flushBlobs();
    expect(sent.map((event) => event.name)).toEqual(['page_view', 'chat_opened']);
  });

  it('sets no cookie and writes no storage', async () => {
    history.replaceState(null, '', '/?utm_source=x');
    const { startBeacon, track } = await freshPage();
    startBeacon();
    track('lead_sent');
    await flushBlobs();
    expect(document.cookie).toBe('');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('falls back to fetch with keepalive when sendBeacon is missing', async () => {
    const fetches: RequestInit[] = [];
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: undefined });
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      fetches.push(init);
      return new Response(null, { status: 204 });
    });
    const { startBeacon } = await freshPage();
    startBeacon();
    expect(fetches).toHaveLength(1);
    expect(fetches[0]).toMatchObject({ method: 'POST', keepalive: true });
  });
});

describe('privacy signals', () => {
  it('opts out on Global Privacy Control or Do Not Track, and only then', () => {
    expect(optedOut({ globalPrivacyControl: true } as unknown as Navigator)).toBe(true);
    expect(optedOut({ doNotTrack: '1' } as unknown as Navigator)).toBe(true);
    expect(optedOut({ doNotTrack: '0', globalPrivacyControl: false } as unknown as Navigator)).toBe(false);
    expect(optedOut({ doNotTrack: null } as unknown as Navigator)).toBe(false);
  });
});

describe('utm parameters', () => {
  it('reads the five utm_ parameters, trimmed and capped at 100 characters, and nothing else', async () => {
    const { utmOf } = await freshPage();
    expect(utmOf('?utm_source=%20ads%20&utm_medium=cpc&utm_term=a&utm_content=b&utm_campaign=' + 'c'.repeat(150) + '&gclid=x')).toEqual({
      source: 'ads',
      medium: 'cpc',
      campaign: 'c'.repeat(100),
      term: 'a',
      content: 'b',
    });
    expect(utmOf('?q=1')).toBeUndefined();
  });
});
