import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/connection.ts';
import { leads, doNotCallNumbers, leadCallEvents, leadCalls, leadDeliveries } from '../../src/server/db/schema.ts';
import { LEAD_SOURCES, INDUSTRY_VALUES } from '../../src/shared/leads/lead-schema.ts';
import {
  CALL_EVENT_TYPES,
  DELIVERY_CHANNELS,
  DELIVERY_STATUSES,
  DO_NOT_CALL_SOURCES,
  LEAD_CALL_STATUSES,
  LEAD_STATUSES,
  PROVIDER_CALL_STATUSES,
} from '../../src/shared/leads/lead-model.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';

/** The database itself holds the enumerations the TypeScript types name: a value outside them is refused. */
describe.each(TEST_DATABASES)('stored enumerations on $name', (testDatabase) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database?.close());

  const lead = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', company: 'Ruiz Dental' };
  const insertLead = (values: Record<string, unknown>) =>
    database.db.insert(leads).values({ ...lead, ...values } as typeof leads.$inferInsert).returning({ id: leads.id });
  /** The database's refusal, by the name of the check it broke (drivers wrap the error differently). */
  const refusal = async (write: Promise<unknown>) => {
    const error = await write.then(() => null, (failure: unknown) => failure as { message?: string; cause?: { message?: string; code?: string } });
    return error ? `${error.message ?? ''} ${error.cause?.message ?? ''}` : 'accepted';
  };

  it.each([
    ['industry', 'hospitality', 'leads_industry_known'],
    ['source', 'newsletter', 'leads_source_known'],
    ['status', 'archived', 'leads_status_known'],
  ])('refuses a lead whose %s is %s', async (column, value, check) => {
    expect(await refusal(insertLead({ [column]: value }))).toContain(check);
  });

  it('accepts every value the code can write, and no industry at all', async () => {
    for (const industry of [...INDUSTRY_VALUES, null]) await insertLead({ industry });
    for (const source of LEAD_SOURCES) await insertLead({ source });
    for (const status of LEAD_STATUSES) await insertLead({ status });
    expect((await database.db.select().from(leads)).length).toBe(INDUSTRY_VALUES.length + 1 + LEAD_SOURCES.length + LEAD_STATUSES.length);
  });

  it('refuses a delivery on an unknown channel or in an unknown status, and accepts the known ones', async () => {
    const [{ id } = { id: '' }] = await insertLead({});
    const delivery = (values: Record<string, unknown>) =>
      database.db.insert(leadDeliveries).values({ leadId: id, channel: 'email', ...values } as typeof leadDeliveries.$inferInsert);
    expect(await refusal(delivery({ channel: 'sms' }))).toContain('lead_deliveries_channel_known');
    expect(await refusal(delivery({ channel: 'webhook', status: 'lost' }))).toContain('lead_deliveries_status_known');
    for (const channel of DELIVERY_CHANNELS) await delivery({ channel, status: DELIVERY_STATUSES[DELIVERY_CHANNELS.indexOf(channel) % DELIVERY_STATUSES.length] });
    const stored = await database.db.select().from(leadDeliveries);
    expect(stored.map((row) => row.channel).sort()).toEqual([...DELIVERY_CHANNELS].sort());
    expect(new Set(stored.map((row) => row.status))).toEqual(new Set(DELIVERY_STATUSES));
  });

  it('refuses a call, a call event or a do-not-call entry outside its enumeration, and accepts every known value', async () => {
    const [{ id } = { id: '' }] = await insertLead({});
    expect(await refusal(database.db.insert(leadCalls).values({ leadId: id, status: 'dialling' as never }))).toContain('lead_calls_status_known');
    const event = (values: Record<string, unknown>) =>
      database.db.insert(leadCallEvents).values({ leadId: id, providerCallId: 'call_1', type: 'status-update', eventKey: String(Math.random()), ...values } as typeof leadCallEvents.$inferInsert);
    expect(await refusal(event({ type: 'transcript' }))).toContain('lead_call_events_type_known');
    expect(await refusal(event({ status: 'busy' }))).toContain('lead_call_events_status_known');
    expect(await refusal(database.db.insert(doNotCallNumbers).values({ phoneE164: '+13125550100', source: 'import' as never }))).toContain('do_not_call_numbers_source_known');

    for (const status of LEAD_CALL_STATUSES) {
      const [{ id: callLead } = { id: '' }] = await insertLead({});
      await database.db.insert(leadCalls).values({ leadId: callLead, status });
    }
    for (const type of CALL_EVENT_TYPES) for (const status of [...PROVIDER_CALL_STATUSES, null]) await event({ type, status });
    for (const [index, source] of DO_NOT_CALL_SOURCES.entries()) await database.db.insert(doNotCallNumbers).values({ phoneE164: `+1312555010${index}`, source });
    expect(await database.db.select().from(leadCalls)).toHaveLength(LEAD_CALL_STATUSES.length);
    expect(await database.db.select().from(leadCallEvents)).toHaveLength(CALL_EVENT_TYPES.length * (PROVIDER_CALL_STATUSES.length + 1));
  });
});
