import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/connection.ts';
import { contacts, leadDeliveries } from '../../src/server/db/schema.ts';
import { CONTACT_SOURCES, INDUSTRY_VALUES } from '../../src/shared/demo-request/contact-schema.ts';
import { DELIVERY_CHANNELS, DELIVERY_STATUSES, LEAD_STATUSES } from '../../src/shared/leads/lead-model.ts';
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
    database.db.insert(contacts).values({ ...lead, ...values } as typeof contacts.$inferInsert).returning({ id: contacts.id });
  /** The database's refusal, by the name of the check it broke (drivers wrap the error differently). */
  const refusal = async (write: Promise<unknown>) => {
    const error = await write.then(() => null, (failure: unknown) => failure as { message?: string; cause?: { message?: string; code?: string } });
    return error ? `${error.message ?? ''} ${error.cause?.message ?? ''}` : 'accepted';
  };

  it.each([
    ['industry', 'hospitality', 'contacts_industry_known'],
    ['source', 'newsletter', 'contacts_source_known'],
    ['status', 'archived', 'contacts_status_known'],
  ])('refuses a lead whose %s is %s', async (column, value, check) => {
    expect(await refusal(insertLead({ [column]: value }))).toContain(check);
  });

  it('accepts every value the code can write, and no industry at all', async () => {
    for (const industry of [...INDUSTRY_VALUES, null]) await insertLead({ industry });
    for (const source of CONTACT_SOURCES) await insertLead({ source });
    for (const status of LEAD_STATUSES) await insertLead({ status });
    expect((await database.db.select().from(contacts)).length).toBe(INDUSTRY_VALUES.length + 1 + CONTACT_SOURCES.length + LEAD_STATUSES.length);
  });

  it('refuses a delivery on an unknown channel or in an unknown status, and accepts the known ones', async () => {
    const [{ id } = { id: '' }] = await insertLead({});
    const delivery = (values: Record<string, unknown>) =>
      database.db.insert(leadDeliveries).values({ contactId: id, channel: 'email', ...values } as typeof leadDeliveries.$inferInsert);
    expect(await refusal(delivery({ channel: 'sms' }))).toContain('lead_deliveries_channel_known');
    expect(await refusal(delivery({ channel: 'webhook', status: 'lost' }))).toContain('lead_deliveries_status_known');
    for (const channel of DELIVERY_CHANNELS) await delivery({ channel, status: DELIVERY_STATUSES[DELIVERY_CHANNELS.indexOf(channel) % DELIVERY_STATUSES.length] });
    const stored = await database.db.select().from(leadDeliveries);
    expect(stored.map((row) => row.channel).sort()).toEqual([...DELIVERY_CHANNELS].sort());
    expect(new Set(stored.map((row) => row.status))).toEqual(new Set(DELIVERY_STATUSES));
  });
});
