import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LEADS_PAGE_SIZE, type LeadDetail, type LeadList } from '../../src/shared/leads/lead-model.ts';
import { leadNotes, leads, leadDeliveries, type NewLeadRow } from '../../src/server/db/schema.ts';
import { ADMIN_ORIGIN as ORIGIN, signedInCookie } from '../support/admin-session.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

describe.each(TEST_DATABASES)('the leads inbox API on $name', (testDatabase) => {
  let server: TestServer;
  let cookie = '';

  beforeAll(async () => {
    // The webhook is configured (to a port that refuses connections), e-mail is not.
    server = await startTestServer({
      database: await testDatabase.open(),
      env: {
        LEAD_OUTBOX_POLL_MS: '50',
        LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/never',
        LEAD_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
        LEAD_RETRY_SCHEDULE: '1h,1h,1h',
      },
    });
    cookie = await signedInCookie(server);
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    await server.database.db.delete(leads);
  });

  const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    server.app.fastify.inject({ method, url, headers: { cookie, ...(method === 'GET' ? {} : { origin: ORIGIN }) }, payload });
  const list = async (query = '') => {
    const response = await api('GET', `/api/admin/leads${query ? `?${query}` : ''}`);
    expect(response.statusCode).toBe(200);
    return response.json<LeadList>();
  };
  const names = (result: LeadList) => result.leads.map((lead) => lead.firstName);

  let minute = 0;
  /** Stores leads one minute apart, in the order given (the last is the newest). */
  const seed = async (...rows: Partial<NewLeadRow>[]) => {
    const stored = [];
    for (const row of rows) {
      minute += 1;
      const [inserted] = await server.database.db
        .insert(leads)
        .values({
          firstName: 'Lead',
          lastName: 'Person',
          email: 'lead@example.com',
          company: 'Example Co',
          createdAt: new Date(Date.UTC(2025, 0, 1, 12, minute)),
          ...row,
        })
        .returning();
      stored.push(inserted!);
    }
    return stored;
  };

  it('lists leads newest first, in pages', async () => {
    await seed(...Array.from({ length: LEADS_PAGE_SIZE + 3 }, (_, index) => ({ firstName: `L${index}` })));
    const first = await list();
    expect(first.total).toBe(LEADS_PAGE_SIZE + 3);
    expect(first.leads).toHaveLength(LEADS_PAGE_SIZE);
    expect(first.leads[0]!.firstName).toBe(`L${LEADS_PAGE_SIZE + 2}`);
    const second = await list('page=2');
    expect(names(second)).toEqual(['L2', 'L1', 'L0']);
  });

  it('searches name, e-mail and company, case-insensitively, with % and _ taken literally', async () => {
    await seed(
      { firstName: 'Maria', lastName: 'Lopez', company: 'Lopez Realty' },
      { firstName: 'Tom', email: 'tom@brightsmile.com', company: 'Bright Smile Dental' },
      { firstName: 'Ann', company: '100% Legal_Co' },
    );
    expect(names(await list('q=lopez'))).toEqual(['Maria']);
    expect(names(await list('q=maria%20lopez'))).toEqual(['Maria']);
    expect(names(await list('q=BRIGHTSMILE.com'))).toEqual(['Tom']);
    expect(names(await list('q=smile%20dental'))).toEqual(['Tom']);
    expect(names(await list('q=100%25'))).toEqual(['Ann']);
    expect(names(await list('q=legal_co'))).toEqual(['Ann']);
    // As wildcards these would match "Realty" and "Lopez".
    expect(names(await list('q=e_l'))).toEqual([]);
    expect(names(await list('q=o%25z'))).toEqual([]);
  });

  it('filters by industry, status, source and date range; spam only in its own folder', async () => {
    await seed(
      { firstName: 'Early', industry: 'legal', createdAt: new Date('2025-01-01T10:00:00Z') },
      { firstName: 'Mid', industry: 'healthcare', status: 'qualified', createdAt: new Date('2025-02-15T10:00:00Z') },
      { firstName: 'Investor', source: 'investor', createdAt: new Date('2025-03-01T10:00:00Z') },
      { firstName: 'Bot', isSpam: true, createdAt: new Date('2025-03-02T10:00:00Z') },
    );
    expect(names(await list())).toEqual(['Investor', 'Mid', 'Early']);
    expect(names(await list('industry=healthcare'))).toEqual(['Mid']);
    expect(names(await list('status=qualified'))).toEqual(['Mid']);
    expect(names(await list('source=investor'))).toEqual(['Investor']);
    expect(names(await list('from=2025-02-01T00:00:00.000Z&to=2025-03-01T00:00:00.000Z'))).toEqual(['Mid']);
    expect(names(await list('spam=only'))).toEqual(['Bot']);
    expect((await api('GET', '/api/admin/leads?status=archived')).statusCode).toBe(400);
  });

  it('shows a lead with every field, its deliveries per channel, and lets the team set its status and add notes', async () => {
    const [lead] = await seed({ firstName: 'Maria', lastName: 'Lopez', phone: '(954) 555-0199', industry: 'real-estate', message: 'Call me' });
    await server.database.db.insert(leadDeliveries).values([
      { leadId: lead!.id, channel: 'email', status: 'delivered', attempts: 1, deliveredAt: new Date() },
      { leadId: lead!.id, channel: 'webhook', status: 'failed', attempts: 8, lastError: 'The receiver answered HTTP 500' },
    ]);
    expect((await api('PATCH', `/api/admin/leads/${lead!.id}`, { status: 'contacted' })).statusCode).toBe(204);
    expect((await api('PATCH', `/api/admin/leads/${lead!.id}`, { status: 'archived' })).statusCode).toBe(400);
    expect((await api('POST', `/api/admin/leads/${lead!.id}/notes`, { body: '  Called back, demo on Friday.  ' })).statusCode).toBe(201);
    expect((await api('POST', `/api/admin/leads/${lead!.id}/notes`, { body: '   ' })).statusCode).toBe(400);

    const detail = (await api('GET', `/api/admin/leads/${lead!.id}`)).json<LeadDetail>();
    expect(detail).toMatchObject({
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'lead@example.com',
      phone: '(954) 555-0199',
      company: 'Example Co',
      industry: 'real-estate',
      message: 'Call me',
      source: 'demo',
      status: 'contacted',
      isSpam: false,
      notes: [{ authorName: 'sales', body: 'Called back, demo on Friday.' }],
    });
    expect(detail.deliveries.map(({ channel, status, attempts, lastError }) => ({ channel, status, attempts, lastError }))).toEqual([
      { channel: 'email', status: 'delivered', attempts: 1, lastError: null },
      { channel: 'webhook', status: 'failed', attempts: 8, lastError: 'The receiver answered HTTP 500' },
    ]);
    expect(detail.unconfiguredChannels).toEqual(['email']);
  });

  it('shows sales the language each lead wrote in: the list, the detail and the CSV export', async () => {
    const [english, spanish] = await seed({ firstName: 'Maria', company: 'Lopez Realty' }, { firstName: 'Ana', company: 'Dental Sol', language: 'es' });
    expect((await list()).leads.map(({ firstName, language }) => [firstName, language])).toEqual([
      ['Ana', 'es'],
      ['Maria', 'en'],
    ]);
    expect((await api('GET', `/api/admin/leads/${spanish!.id}`)).json<LeadDetail>()).toMatchObject({ firstName: 'Ana', language: 'es' });
    expect((await api('GET', `/api/admin/leads/${english!.id}`)).json<LeadDetail>()).toMatchObject({ firstName: 'Maria', language: 'en' });

    const csv = (await api('GET', '/api/admin/leads/export.csv')).body.replace(/^\uFEFF/, '');
    // Every field is quoted: a record is its fields between '"', separated by '","'.
    const [header, ...records] = csv.split('\r\n').filter(Boolean).map((record) => record.slice(1, -1).split('","'));
    const column = (name: string) => header!.indexOf(name);
    expect(column('Language')).toBeGreaterThan(-1);
    expect(records.map((record) => [record[column('First name')], record[column('Language')]])).toEqual([
      ['Ana', 'Spanish'],
      ['Maria', 'English'],
    ]);
  });

  it('retries a failed delivery of a configured channel by hand; a delivered one, or one of a channel not configured, cannot be retried', async () => {
    const [lead, other] = await seed({ firstName: 'Retry' }, { firstName: 'Sent' });
    const [failed, delivered, unconfigured] = await server.database.db
      .insert(leadDeliveries)
      .values([
        { leadId: lead!.id, channel: 'webhook', status: 'failed', attempts: 8, lastError: 'timeout' },
        { leadId: other!.id, channel: 'webhook', status: 'delivered', attempts: 1 },
        { leadId: lead!.id, channel: 'email', status: 'skipped', attempts: 0, lastError: 'The channel is not configured.' },
      ])
      .returning();
    expect((await api('POST', `/api/admin/deliveries/${failed!.id}/retry`)).statusCode).toBe(202);
    const [requeued] = await server.database.db.select().from(leadDeliveries).where(eq(leadDeliveries.id, failed!.id));
    // Queued again from the start of the schedule (the worker may already have made its first try).
    expect(requeued!.status).toBe('pending');
    expect(requeued!.attempts).toBeLessThanOrEqual(1);
    expect((await api('POST', `/api/admin/deliveries/${delivered!.id}/retry`)).statusCode).toBe(409);
    const notConfigured = await api('POST', `/api/admin/deliveries/${unconfigured!.id}/retry`);
    expect(notConfigured.statusCode).toBe(409);
    expect(notConfigured.json()).toEqual({ error: 'Only a failed or skipped delivery of a configured channel can be retried.' });
    const [untouched] = await server.database.db.select().from(leadDeliveries).where(eq(leadDeliveries.id, unconfigured!.id));
    expect(untouched!.status).toBe('skipped');
  });

  it('deletes a lead with its notes and deliveries', async () => {
    const [lead, other] = await seed({ firstName: 'Erase' }, { firstName: 'Keep' });
    await api('POST', `/api/admin/leads/${lead!.id}/notes`, { body: 'to be erased' });
    await server.database.db.insert(leadDeliveries).values({ leadId: lead!.id, channel: 'email' });
    expect((await api('DELETE', `/api/admin/leads/${lead!.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/api/admin/leads/${lead!.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/api/admin/leads/${lead!.id}`)).statusCode).toBe(404);
    expect(await server.database.db.select().from(leadNotes).where(eq(leadNotes.leadId, lead!.id))).toEqual([]);
    expect(await server.database.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, lead!.id))).toEqual([]);
    expect(names(await list())).toEqual([other!.firstName]);
    expect((await api('GET', '/api/admin/leads/not-a-uuid')).statusCode).toBe(404);
  });

  it('exports the current filter as RFC 4180 CSV with formula cells neutralised', async () => {
    await seed(
      { firstName: '=HYPERLINK("http://evil.example","Click")', lastName: 'Doe', company: '+Acme, Inc.', industry: 'legal', message: 'Line one\r\nsaid "hi"' },
      { firstName: 'Other', company: 'Filtered out', industry: 'healthcare' },
      { firstName: '@Bot', isSpam: true, industry: 'legal' },
    );
    const response = await api('GET', '/api/admin/leads/export.csv?industry=legal');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = response.body.replace(/^\uFEFF/, '');
    const records = text.split(/\r\n(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    expect(records.at(-1)).toBe('');
    expect(records[0]).toBe(
      '"Received (UTC)","First name","Last name","E-mail","Phone","Company","Industry","Message","Source","Language","Status","Lead ID",' +
      '"Landing page","Referrer","UTM source","UTM medium","UTM campaign","UTM term","UTM content",' +
      '"Company size (people)","Calls a month","Current tools","Timeline","Decision maker","Interest","Asked not to be called","Call result learned (UTC)"',
    );
    expect(records).toHaveLength(3);
    expect(records[1]).toMatch(
      /^"2025-01-01T12:\d\d:00\.000Z","'=HYPERLINK\(""http:\/\/evil\.example"",""Click""\)","Doe","lead@example\.com","","'\+Acme, Inc\.","Legal Services","Line one\r\nsaid ""hi""","Demo request","English","New","[0-9a-f-]{36}"(,""){15}$/,
    );
    expect(text).not.toContain('Filtered out');
    expect(text).not.toContain('Bot');
  });
});
