import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leads } from '../../src/server/db/schema.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const valid = {
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria@lopez-realty.com',
  phone: '(954) 555-0199',
  company: 'Lopez Realty',
  industry: 'real-estate',
  message: 'We miss calls on weekends.',
};

describe.each(TEST_DATABASES)('POST /api/contacts on $name', (testDatabase) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database: await testDatabase.open() });
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    await server.database.db.delete(leads);
  });

  const post = (payload: unknown, contentType = 'application/json') =>
    server.app.fastify.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: { 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const storedRows = () => server.database.db.select().from(leads);

  it('stores a valid request and answers 201 with its id and creation time', async () => {
    const response = await post(valid);
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: string; createdAt: string }>();
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.now() - Date.parse(body.createdAt)).toBeLessThan(60_000);

    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.id,
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria@lopez-realty.com',
      phone: '(954) 555-0199',
      company: 'Lopez Realty',
      industry: 'real-estate',
      message: 'We miss calls on weekends.',
      source: 'demo',
      language: 'en',
      status: 'new',
    });
  });

  it('stores the language of the form: Spanish from /es, from the demo form, the investor form and the chat lead form', async () => {
    expect((await post({ ...valid, language: 'es' })).statusCode).toBe(201);
    expect((await post({ ...valid, email: 'inv@lopez.com', source: 'investor', language: 'es' })).statusCode).toBe(201);
    expect((await post({ name: 'Ana Ruiz', email: 'ana@dentalsol.com', phone: '', consent: true, source: 'chat', language: 'es' })).statusCode).toBe(201);
    const rows = await storedRows();
    expect(rows.map((row) => [row.source, row.language]).sort()).toEqual([
      ['chat', 'es'],
      ['demo', 'es'],
      ['investor', 'es'],
    ]);
  });

  it('answers a Spanish lead\'s mistakes in Spanish', async () => {
    const response = await post({ ...valid, email: 'maria@', firstName: '', language: 'es' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ firstName: 'Obligatorio', email: 'Escriba un correo electrónico válido, como nombre@empresa.com' });
  });

  it('stores optional fields left empty as null, trims text, and ignores a client-sent id and createdAt', async () => {
    const response = await post({
      ...valid,
      firstName: '  Maria ',
      phone: '',
      industry: '',
      message: '',
      id: '00000000-0000-0000-0000-000000000000',
      createdAt: '1999-01-01T00:00:00Z',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await storedRows();
    expect(row).toMatchObject({ firstName: 'Maria', phone: null, industry: null, message: null });
    expect(row?.id).not.toBe('00000000-0000-0000-0000-000000000000');
    expect(row?.createdAt.getUTCFullYear()).toBeGreaterThan(2000);
  });

  const invalidBodies: [string, unknown, Record<string, string>][] = [
    ['missing required fields', {}, { firstName: 'Required', lastName: 'Required', email: 'Required', company: 'Required' }],
    ['blank first name', { ...valid, firstName: '   ' }, { firstName: 'Required' }],
    ['a number for a name', { ...valid, lastName: 42 }, { lastName: 'Expected string, received number' }],
    ['a malformed e-mail', { ...valid, email: 'maria@' }, { email: 'Enter a valid e-mail address, like name@company.com' }],
    ['an unknown industry', { ...valid, industry: 'mining' }, { industry: 'Choose one of the listed industries' }],
    ['a phone with letters', { ...valid, phone: 'call me maybe' }, { phone: 'Enter a valid phone number' }],
    ['a first name over 80 characters', { ...valid, firstName: 'x'.repeat(81) }, { firstName: 'Must be 80 characters or fewer' }],
    ['a message over 2000 characters', { ...valid, message: 'x'.repeat(2001) }, { message: 'Must be 2000 characters or fewer' }],
    ['an unknown source', { ...valid, source: 'newsletter' }, { source: expect.any(String) as unknown as string }],
    ['an unknown language', { ...valid, language: 'fr' }, { language: expect.any(String) as unknown as string }],
    ['a language that is not a string', { ...valid, language: 1 }, { language: expect.any(String) as unknown as string }],
  ];

  it.each(invalidBodies)('rejects %s with 400 and field errors, storing nothing', async (_name, payload, fields) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Please correct the highlighted fields.', fields: expect.objectContaining(fields) });
    expect(await storedRows()).toHaveLength(0);
  });

  it.each([
    ['a JSON array', '[]', 400],
    ['JSON null', 'null', 400],
    ['malformed JSON', '{"firstName":', 400],
  ])('rejects %s with %i and stores nothing', async (_name, raw, status) => {
    const response = await post(raw);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toHaveProperty('error');
    expect(await storedRows()).toHaveLength(0);
  });

  it('accepts only application/json', async () => {
    const response = await post('firstName=Maria', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'Send the request as application/json.' });
    expect(await storedRows()).toHaveLength(0);
  });
});

describe('API errors and health', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers an unknown /api path with 404 JSON', async () => {
    const response = await server.app.fastify.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ error: 'Not found.' });
  });

  it('reports liveness and database readiness', async () => {
    expect((await server.app.fastify.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await server.app.fastify.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'pglite' });
  });

  it('reports not ready once the database is gone', async () => {
    const other = await startTestServer();
    await other.database.close();
    const ready = await other.app.fastify.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ error: 'The database is not reachable.' });
    await other.app.fastify.close();
  });
});
