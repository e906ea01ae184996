import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/connection.ts';
import { leads } from '../../src/server/db/schema.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const lead = (email: string) => ({
  firstName: 'Maya',
  lastName: 'Brooks',
  email,
  company: 'Brooks Law',
  message: 'We need intake calls answered at night.',
  website: '',
  elapsedMs: 45_000,
});

describe.each(TEST_DATABASES)('lead attribution on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let server: TestServer;
  beforeAll(async () => {
    database = await testDatabase.open();
    server = await startTestServer({ database });
  });
  afterAll(async () => {
    await server?.app.fastify.close();
    await database?.close();
  });

  const inject = (url: string, payload: object, address: string, userAgent = CHROME) =>
    server.app.fastify.inject({ method: 'POST', url, payload, remoteAddress: address, headers: { 'user-agent': userAgent } });
  const attributionOfLead = async (id: string) => {
    const [row] = await database.db.select().from(leads).where(eq(leads.id, id));
    const { landingPage, referrerHost, utmSource, utmMedium, utmCampaign, utmTerm, utmContent } = row!;
    return { landingPage, referrerHost, utmSource, utmMedium, utmCampaign, utmTerm, utmContent };
  };

  it('stores the landing page, referrer host and UTM parameters of the visit on its lead, from a later page', async () => {
    const address = '203.0.113.50';
    await inject('/api/events', { name: 'page_view', path: '/solutions', referrer: 'https://www.bing.com/search?q=x', utm: { source: 'bing', medium: 'cpc', campaign: 'spring', term: 'answering service' } }, address);
    await server.app.analytics.buffer.flush();
    await inject('/api/events', { name: 'page_view', path: '/', referrer: 'http://localhost:3000/solutions' }, address);
    const created = await inject('/api/contacts', lead('maya@brooks-law.com'), address);
    expect(created.statusCode).toBe(201);
    expect(await attributionOfLead(created.json().id)).toEqual({
      landingPage: '/solutions',
      referrerHost: 'www.bing.com',
      utmSource: 'bing',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
      utmTerm: 'answering service',
      utmContent: null,
    });
  });

  it('finds a landing page view still waiting in the write buffer', async () => {
    const address = '203.0.113.51';
    await inject('/api/events', { name: 'page_view', path: '/news', utm: { source: 'linkedin' } }, address);
    const created = await inject('/api/contacts', lead('ann@example.com'), address);
    expect(await attributionOfLead(created.json().id)).toMatchObject({ landingPage: '/news', utmSource: 'linkedin', referrerHost: null });
  });

  it('attaches nothing when the network sent no page view today', async () => {
    await inject('/api/events', { name: 'page_view', path: '/', utm: { source: 'x' } }, '203.0.113.52');
    const neverCounted = await inject('/api/contacts', lead('cy@example.com'), '203.0.113.53');
    expect(neverCounted.statusCode).toBe(201);
    expect(Object.values(await attributionOfLead(neverCounted.json().id)).every((value) => value === null)).toBe(true);
  });

  it('finds the visit from another browser on the same network: the visitor is the network, not the user agent (decision 0017)', async () => {
    await inject('/api/events', { name: 'page_view', path: '/investors', utm: { source: 'newsletter' } }, '203.0.113.54');
    await server.app.analytics.buffer.flush();
    const otherBrowser = await inject('/api/contacts', lead('bo@example.com'), '203.0.113.54', CHROME.replace('131', '130'));
    expect(await attributionOfLead(otherBrowser.json().id)).toMatchObject({ landingPage: '/investors', utmSource: 'newsletter' });
  });
});
