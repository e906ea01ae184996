import { randomUUID } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CALL_CONSENT } from '../../src/shared/content/call-consent.ts';
import type { LeadCreated } from '../../src/shared/leads/lead-schema.ts';
import { leadCalls, leadDeliveries } from '../../src/server/db/schema.ts';
import { startFakeVapiProvider, type FakeVapiProvider } from '../support/fake-vapi-provider.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';
import { startTwoInstances, type TwoInstances } from '../support/two-instances.ts';

const SUBMISSIONS = 1000;
const ADDRESSES = 200;
const DAILY_CAP = 50;

/** Numbers fraud rings and pranksters pump through web forms, typed as they would type them. */
const FRAUD_NUMBERS = [
  '900-234-5678', // US premium rate
  '1-900-555-0199',
  '876 927 1234', // typed like a US number, but Jamaica
  '809-555-0100', // Dominican Republic
  '+1 868 555 0100', // Trinidad and Tobago
  '+1 284 555 0100', // British Virgin Islands
  '+1 649 555 0100', // Turks and Caicos
  '+1 242 357 1234', // Bahamas
  '+1 787 555 0100', // Puerto Rico: +1, not the US for CALLBACK_COUNTRIES
  '+881 6 1234 5678', // satellite
  '+53 5 123 4567', // Cuba
  '+44 20 7946 0958', // a real country, not on the list
  '(800) 555-1234', // toll-free: we would pay
  '888-555-0100',
  '500-555-0100', // personal (forwarding) number
  '+1 867 667 1234', // Canadian territories: four time zones, local time unknown
];

const US_AREA_CODES = ['954', '305', '212', '312', '213', '303', '602', '206', '404', '617', '713', '214', '415', '702', '808', '907'];
const CA_AREA_CODES = ['416', '604', '514', '403', '613'];
/** Valid US and Canadian lines: 64 + 20 numbers, each typed one of two ways. */
const ALLOWED_NUMBERS = [...US_AREA_CODES, ...CA_AREA_CODES].flatMap((areaCode) =>
  ['0100', '0101', '0102', '0103'].map((line, index) => (index % 2 ? `(${areaCode}) 463-${line}` : `+1 ${areaCode} 463 ${line}`)),
);

const e164 = (typed: string) => parsePhoneNumberFromString(typed, 'US')!.number;

/** 150 IPv4 visitors and 50 IPv6 ones, five to each of ten /64 networks. */
function addressOf(index: number): { address: string; network: string } {
  const visitor = index % ADDRESSES;
  if (visitor < 150) return { address: `198.51.${100 + (visitor % 3)}.${visitor}`, network: `198.51.${100 + (visitor % 3)}.${visitor}` };
  const v6 = visitor - 150;
  return { address: `2001:db8:0:${v6 % 10}::${v6 + 1}`, network: `2001:db8:0:${v6 % 10}` };
}

/** A fixed pseudo-random sequence (the run is the same every time): 40 % fraud numbers, the rest allowed, with repeats. */
function numberFor(index: number): string {
  const draw = (index * 2_654_435_761) % 4_294_967_296;
  return draw % 10 < 4 ? FRAUD_NUMBERS[draw % FRAUD_NUMBERS.length]! : ALLOWED_NUMBERS[draw % ALLOWED_NUMBERS.length]!;
}

describe.each(TEST_DATABASES)('a scripted flood of consenting leads, two instances on $name', ({ name }) => {
  let provider: FakeVapiProvider;
  let instances: TwoInstances;

  beforeAll(async () => {
    provider = await startFakeVapiProvider();
    instances = await startTwoInstances(name, {
      VAPI_API_BASE_URL: provider.url,
      VAPI_PRIVATE_KEY: 'vapi_private_red_team',
      VAPI_ASSISTANT_ID: 'asst_callback',
      VAPI_PHONE_NUMBER_ID: 'pn_sales_line',
      CALLBACK_HOURS: '00:00-24:00',
      LEAD_OUTBOX_POLL_MS: '20',
      // Production's abuse limits, not the test suite's generous ones: each address sends 5 in a minute.
      LEAD_RATE_LIMIT_PER_MINUTE: '5',
      LEAD_RATE_LIMIT_PER_DAY: '30',
      LEAD_MIN_FILL_MS: '2000',
    });
  });
  afterAll(async () => {
    await instances?.close();
    await provider?.close();
  });

  it(`places at most ${DAILY_CAP} calls a day, none outside the US and Canada's ordinary lines, 2 per address and 1 per number`, async () => {
    const networkOfLead = new Map<string, string>();
    let promised = 0;
    let refusedByRateLimit = 0;
    for (let index = 0; index < SUBMISSIONS; index += 1) {
      const { address, network } = addressOf(index);
      const response = await instances.servers[index % 2]!.app.fastify.inject({
        method: 'POST',
        url: '/api/contacts',
        remoteAddress: address,
        payload: {
          firstName: 'Red',
          lastName: `Team ${index}`,
          email: `red-${index}-${randomUUID().slice(0, 6)}@example.com`,
          phone: numberFor(index),
          company: 'Flood Inc',
          message: `Call me back ${index}`,
          elapsedMs: 6_000,
          callConsent: { version: CALL_CONSENT.version, page: '/' },
        },
      });
      // The rate limit counts an IPv6 /64 as one client: five visitors of one network run into it.
      if (response.statusCode === 429 && address.includes(':')) {
        refusedByRateLimit += 1;
        continue;
      }
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json<LeadCreated>();
      networkOfLead.set(created.id, network);
      if (created.callBack?.scheduled) promised += 1;
    }

    expect(refusedByRateLimit).toBeLessThan(250);
    // Every scheduled call has been placed or refused by the two workers.
    await vi.waitFor(
      async () => {
        const scheduled = await instances.databases.keeper.db.select({ id: leadCalls.id }).from(leadCalls).where(eq(leadCalls.status, 'scheduled'));
        const pending = await instances.databases.keeper.db.select({ id: leadDeliveries.id }).from(leadDeliveries).where(eq(leadDeliveries.status, 'pending'));
        expect(scheduled).toHaveLength(0);
        expect(pending).toHaveLength(0);
      },
      { timeout: 60_000, interval: 100 },
    );

    const calls = provider.callRequests().map((request) => request.body as { name: string; customer: { number: string } });
    const called = calls.map((call) => call.customer.number);
    const allowed = new Set(ALLOWED_NUMBERS.map(e164));
    const fraud = new Set(FRAUD_NUMBERS.map(e164));
    expect(called.filter((number) => !allowed.has(number))).toEqual([]);
    expect(called.filter((number) => fraud.has(number))).toEqual([]);
    // Plenty of eligible leads: the cap is what stops the calls, and it stops them exactly there.
    expect(calls).toHaveLength(DAILY_CAP);
    // No visitor was promised a call that the cap then stopped.
    expect(promised).toBe(DAILY_CAP);
    expect(new Set(called).size).toBe(called.length);
    const perNetwork = new Map<string, number>();
    for (const call of calls) {
      const network = networkOfLead.get(call.name);
      expect(network).toBeDefined();
      perNetwork.set(network!, (perNetwork.get(network!) ?? 0) + 1);
    }
    expect(Math.max(...perNetwork.values())).toBeLessThanOrEqual(2);
  });
});
