import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadInputSchema } from '../../src/shared/leads/lead-schema.ts';
import { leads, type LeadRow } from '../../src/server/db/schema.ts';
import { LEAD_BODY_LIMIT_BYTES } from '../../src/server/features/lead-intake/lead-intake-routes.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'company', 'industry', 'message', 'source', 'website', 'elapsedMs'];
const NASTY_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'id', 'createdAt', 'isSpam', 'status'];

const valid = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@silva-clinic.com',
  phone: '+1 (305) 555-0100',
  company: 'Silva Clinic',
  industry: 'healthcare',
  message: 'Hello',
  source: 'demo',
};

/** Values of every JSON type: unicode and huge strings, numbers, nesting. */
const jsonValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom('', ' ', '\u0000', '\uD800', 'a@b.co', 'x'.repeat(3_000), '<script>alert(1)</script>', "'; drop table leads; --", 'real-estate'),
    fc.string({ minLength: 100, maxLength: 20_000 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS, ...NASTY_KEYS), fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Raw JSON text, so keys like __proto__ really reach the server as written (and may repeat). */
const objectText = (entries: [string, unknown][]) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;

/** Strings made of the characters that break storage and display: NUL, controls, lone surrogates, bidi marks. */
const hostileText = fc.string({
  unit: fc.constantFrom('\u0000', '\u0007', '\uD800', '\uDFFF', '\u202E', '\uFEFF', '\n', '\t', ' ', 'a', '@', '.', '😀', 'é'),
  minLength: 1,
  maxLength: 12,
});

const body = fc.oneof(
  // Anything at all, as JSON.
  jsonValue.map((value) => JSON.stringify(value) ?? 'null'),
  // Objects made of our fields, hostile keys and random ones, with values of any type.
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...FIELDS, ...NASTY_KEYS), fc.string({ maxLength: 10 })), jsonValue), { maxLength: 12 })
    .map(objectText),
  // A valid request with fields changed, removed or added: the interesting frontier.
  fc
    .tuple(
      fc.subarray(Object.keys(valid)),
      fc.array(fc.tuple(fc.oneof(fc.constantFrom(...FIELDS, ...NASTY_KEYS), fc.string({ maxLength: 10 })), jsonValue), { maxLength: 3 }),
    )
    .map(([kept, extra]) => objectText([...kept.map((key): [string, unknown] => [key, valid[key as keyof typeof valid]]), ...extra])),
  // A valid request with one field made of hostile characters.
  fc
    .tuple(fc.constantFrom(...FIELDS), hostileText, fc.boolean())
    .map(([field, text, wrapped]) => JSON.stringify({ ...valid, [field]: wrapped ? `Ana ${text} Silva` : text })),
);

/** What a stored row claims was submitted; it must be something the schema accepts as is. */
function submittedFrom(row: LeadRow) {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone ?? '',
    company: row.company,
    industry: row.industry ?? '',
    message: row.message ?? '',
    source: row.source,
  };
}

describe.each(TEST_DATABASES)('POST /api/contacts under generated input on $name', (testDatabase) => {
  let server: TestServer;
  const created = new Set<string>();

  beforeAll(async () => {
    server = await startTestServer({ database: await testDatabase.open() });
  });
  afterAll(async () => {
    await server?.close();
  });

  const post = (payload: string, contentType = 'application/json') =>
    server.app.fastify.inject({ method: 'POST', url: '/api/contacts', headers: { 'content-type': contentType }, payload });

  it('never answers 5xx to 1,000+ generated bodies, and answers in the documented shapes', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        runs += 1;
        const response = await post(payload);
        expect(response.statusCode, payload.slice(0, 200)).toBeLessThan(500);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        const answer = response.json();
        if (response.statusCode === 201) {
          expect(Object.keys(answer).sort()).toEqual(['booking', 'createdAt', 'id']);
          created.add(answer.id);
        } else {
          expect([400, 413]).toContain(response.statusCode);
          expect(typeof answer.error).toBe('string');
          expect(Object.keys(answer).every((key) => key === 'error' || key === 'fields')).toBe(true);
        }
      }),
      { numRuns: 1_200 },
    );
    expect(runs).toBeGreaterThanOrEqual(1_000);
    expect(created.size, 'some generated bodies were valid').toBeGreaterThan(0);
    // Hostile keys changed no prototype.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'firstName')).toBe(false);
  });

  it('stored exactly the accepted requests, each one valid under the schema as stored', async () => {
    const rows = await server.database.db.select().from(leads);
    expect(new Set(rows.map((row) => row.id))).toEqual(created);
    for (const row of rows) {
      const reparsed = leadInputSchema.safeParse(submittedFrom(row));
      expect(reparsed.success, JSON.stringify(row).slice(0, 300)).toBe(true);
      // Stored values are already in their normal form (trimmed, within limits).
      expect(reparsed.data).toMatchObject(submittedFrom(row));
      expect(row.status).toBe('new');
    }
  });

  it('rejects malformed JSON, other content types and bodies over 16 KB with a 4xx, and stays up', async () => {
    const malformed = ['{', '{"firstName": "Ana",}', 'undefined', "{'firstName':'Ana'}", '{"a":1}{"b":2}', '\u0000', ''];
    for (const payload of malformed) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json-patch+json']) {
      const response = await post(JSON.stringify(valid), contentType);
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json()).toEqual({ error: 'Send the request as application/json.' });
    }
    const missingType = await server.app.fastify.inject({ method: 'POST', url: '/api/contacts', payload: Buffer.from(JSON.stringify(valid)) });
    expect(missingType.statusCode).toBe(415);
    const oversize = await post(JSON.stringify({ ...valid, message: 'x'.repeat(LEAD_BODY_LIMIT_BYTES) }));
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json()).toEqual({ error: 'The request is too large.' });

    expect((await server.app.fastify.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await post(JSON.stringify(valid))).statusCode).toBe(201);
  });
});
