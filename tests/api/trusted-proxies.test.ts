import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CALL_CONSENT } from '../../src/shared/content/call-consent.ts';
import type { LeadCreated } from '../../src/shared/leads/lead-schema.ts';
import type { DatabaseHandle } from '../../src/server/db/connection.ts';
import { openMigratedPglite } from '../support/migrated-pglite.ts';
import { callConsents } from '../../src/server/db/schema.ts';
import { postJsonFrom, startForwardingProxy, type ForwardingProxy } from '../support/forwarding-proxy.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Every address here is the machine's own (127.0.0.0/8 is all loopback on Linux), but each party has its
 * own: the visitors, the two proxy hops, and what the server sees as the socket's peer.
 */
const VISITOR = '127.0.0.66';
const OTHER_VISITOR = '127.0.0.67';
const EDGE_PROXY = '127.0.0.2';
const INNER_PROXY = '127.0.0.3';
/** What an attacker writes into X-Forwarded-For, a new address for every request. */
const forgedAddress = (n: number) => `198.51.100.${n}`;

/** A demo request that agrees to a call-back: its consent row keeps the client address the server believed. */
const consentingLead = () => ({
  firstName: 'Maria',
  lastName: 'Lopez',
  email: `maria-${randomUUID().slice(0, 8)}@lopez-realty.com`,
  phone: '(954) 463-0100',
  company: 'Lopez Realty',
  message: `We miss calls on weekends (${randomUUID().slice(0, 8)}).`,
  callConsent: { version: CALL_CONSENT.version, page: '/solutions' },
});

describe('TRUST_PROXY: the client address behind reverse proxies', () => {
  let database: DatabaseHandle;
  let server: TestServer | undefined;
  let proxies: ForwardingProxy[] = [];
  beforeAll(async () => {
    database = await openMigratedPglite();
  });
  afterAll(async () => {
    await database.close();
  });
  afterEach(async () => {
    for (const proxy of proxies.reverse()) await proxy.close();
    proxies = [];
    await server?.close();
    server = undefined;
  });

  /** The app behind two proxy hops (visitor → edge → inner → app), with production's lead limit of 2 a minute. */
  async function behindTwoProxies(trustProxy: string) {
    server = await startTestServer({ listen: true, database: { ...database, close: async () => {} }, env: { TRUST_PROXY: trustProxy, LEAD_RATE_LIMIT_PER_MINUTE: '2' } });
    const inner = await startForwardingProxy(server.url, INNER_PROXY);
    const edge = await startForwardingProxy(inner.url, EDGE_PROXY);
    proxies = [inner, edge];
    return { app: server, edgeUrl: edge.url };
  }

  const consentIpOf = async (app: TestServer, answer: { body: string }) => {
    const { id } = JSON.parse(answer.body) as LeadCreated;
    const [consent] = await app.database.db.select().from(callConsents).where(eq(callConsents.leadId, id));
    return consent?.ip;
  };

  /**
   * The same visit through the proxies for each setting: the forged header never becomes the stored address
   * nor a new rate-limit bucket, and another visitor is not counted with the first.
   */
  async function expectRealClientsSeen(edgeUrl: string, app: TestServer) {
    const leads = `${edgeUrl}/api/contacts`;
    const first = await postJsonFrom(VISITOR, leads, consentingLead(), { 'x-forwarded-for': forgedAddress(1) });
    expect(first.status).toBe(201);
    expect(await consentIpOf(app, first)).toBe(VISITOR);

    const second = await postJsonFrom(VISITOR, leads, consentingLead(), { 'x-forwarded-for': forgedAddress(2) });
    expect(second.status).toBe(201);
    // Rotating the forged address does not reset the visitor's count.
    const third = await postJsonFrom(VISITOR, leads, consentingLead(), { 'x-forwarded-for': forgedAddress(3) });
    expect(third.status).toBe(429);

    // Another visitor through the same proxies is counted on their own, not in one bucket for the whole site.
    const other = await postJsonFrom(OTHER_VISITOR, leads, consentingLead());
    expect(other.status).toBe(201);
    expect(await consentIpOf(app, other)).toBe(OTHER_VISITOR);
  }

  it('with a hop count (TRUST_PROXY=2), believes the two proxies and nothing the visitor wrote', async () => {
    const { app, edgeUrl } = await behindTwoProxies('2');
    await expectRealClientsSeen(edgeUrl, app);
  });

  it('with the proxies\' addresses (TRUST_PROXY=127.0.0.3,127.0.0.2/32), believes them and nothing the visitor wrote', async () => {
    const { app, edgeUrl } = await behindTwoProxies(`${INNER_PROXY},${EDGE_PROXY}/32`);
    await expectRealClientsSeen(edgeUrl, app);
  });

  it('with the proxies\' addresses, a visitor who reaches the server directly cannot pick its address with the header', async () => {
    const { app } = await behindTwoProxies(`${INNER_PROXY},${EDGE_PROXY}`);
    const direct = await postJsonFrom(VISITOR, `${app.url}/api/contacts`, consentingLead(), { 'x-forwarded-for': `${forgedAddress(4)}, ${EDGE_PROXY}` });
    expect(direct.status).toBe(201);
    expect(await consentIpOf(app, direct)).toBe(VISITOR);
  });
});
