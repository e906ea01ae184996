import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadNotes, leads } from '../../src/server/db/schema.ts';
import { ADMIN_ORIGIN as ORIGIN, signedInCookie } from '../support/admin-session.ts';
import { TEST_DATABASES } from '../support/test-databases.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const RUNS_PER_ROUTE = 250;

/**
 * One generated input in the three forms a request can carry text: a JavaScript string (sent as JSON,
 * lone surrogates escaped as \uD800), percent-encoded text for paths and query strings, and raw bytes
 * inside a JSON body. `hostile` is decided here, independently of the server's code.
 */
interface Fuzz {
  text: string;
  percent: string;
  bytes: Buffer;
}

/** Characters that break storage or forge lines, mixed with ordinary ones. */
const textUnit = fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\u0007', '\u001b', '\u202E', '\uFEFF', '\u2028', '\r\n', '\t', ' ', 'a', 'é', '😀', '%', '_', '\\', '"', "'", '<');
const percentUnit = fc.constantFrom('%00', '%FF', '%ED%A0%80', '%C0%80', '%E0%80', '%', '%G1', '%0D%0A', '%1B', '%E2%80%AE', '%F0%9F%98%80', '%25', '%20', '+', 'a', '-', '.');
const byteUnit = fc.constantFrom([0x00], [0xff], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xe0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0x80], [0x61], [0x20], [0xc3, 0xa9], [0xf0, 0x9f, 0x98, 0x80], [0x5c, 0x6e]);

const fuzz: fc.Arbitrary<Fuzz> = fc.record({
  text: fc.array(textUnit, { minLength: 1, maxLength: 8 }).map((units) => units.join('')),
  percent: fc.array(percentUnit, { minLength: 1, maxLength: 8 }).map((units) => units.join('')),
  bytes: fc.array(byteUnit, { minLength: 1, maxLength: 8 }).map((units) => Buffer.from(units.flat())),
});

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const isValidUtf8 = (bytes: Uint8Array) => {
  try {
    strictUtf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/** NUL or a lone surrogate: what the issue calls invalid text. */
const isHostileText = (text: string) => text.includes('\u0000') || !(text as string & { isWellFormed(): boolean }).isWellFormed();

/** Percent-decoded bytes that are not UTF-8 text, hold NUL, or an escape that is not one. */
function isHostilePercent(percent: string): boolean {
  const bytes: number[] = [];
  for (let index = 0; index < percent.length; index += 1) {
    if (percent[index] !== '%') {
      bytes.push(percent.charCodeAt(index));
      continue;
    }
    const hex = percent.slice(index + 1, index + 3);
    if (!/^[0-9a-f]{2}$/i.test(hex)) return true;
    bytes.push(parseInt(hex, 16));
    index += 2;
  }
  return bytes.includes(0) || !isValidUtf8(Uint8Array.from(bytes));
}

const isHostileBytes = (bytes: Buffer) => bytes.includes(0) || !isValidUtf8(bytes);

/** A JSON object whose `field` holds raw bytes: a string of arbitrary bytes between the quotes. */
const jsonWithBytes = (field: string, bytes: Buffer, rest: Record<string, unknown> = {}) =>
  Buffer.concat([Buffer.from(`{${Object.entries(rest).map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)},`).join('')}"${field}":"`), bytes, Buffer.from('"}')]);

type Carrier = 'text' | 'percent' | 'bytes';

interface RouteCase {
  name: string;
  /** Which form of the input the request carries. */
  carrier: Carrier;
  request(input: Fuzz, context: { leadId: string; cookie: string }): InjectOptions;
}

const json = { 'content-type': 'application/json' };

const signInBody = (credentials: { username: string; password: string }) => credentials;

/** Every route of the app, public and admin; admin requests carry a valid session and Origin. */
const ROUTES: RouteCase[] = [
  { name: 'POST /api/contacts (JSON)', carrier: 'text', request: ({ text }) => ({ method: 'POST', url: '/api/contacts', headers: json, payload: JSON.stringify({ firstName: text, lastName: 'Lee', email: 'ann@lee.co', company: 'Lee Co', message: text }) }) },
  { name: 'POST /api/contacts (bytes)', carrier: 'bytes', request: ({ bytes }) => ({ method: 'POST', url: '/api/contacts', headers: json, payload: jsonWithBytes('company', bytes, { firstName: 'Ann', lastName: 'Lee', email: 'ann@lee.co' }) }) },
  { name: 'GET /api/assistant/config', carrier: 'percent', request: ({ percent }) => ({ url: `/api/assistant/config?mode=${percent}` }) },
  { name: 'GET /healthz', carrier: 'percent', request: ({ percent }) => ({ url: `/healthz?${percent}=1` }) },
  { name: 'GET /readyz', carrier: 'percent', request: ({ percent }) => ({ url: `/readyz?check=${percent}` }) },
  { name: 'GET /<page>', carrier: 'percent', request: ({ percent }) => ({ url: `/solutions${percent}` }) },
  { name: 'GET /api/<unknown>', carrier: 'percent', request: ({ percent }) => ({ url: `/api/${percent}` }) },
  { name: 'GET /admin/login', carrier: 'percent', request: ({ percent }) => ({ url: `/admin/login?next=${percent}` }) },
  { name: 'GET /admin/*', carrier: 'percent', request: ({ percent }, { cookie }) => ({ url: `/admin/leads/${percent}`, headers: { cookie } }) },
  { name: 'POST /api/admin/session (username)', carrier: 'text', request: ({ text }) => ({ method: 'POST', url: '/api/admin/session', headers: { ...json, origin: ORIGIN }, payload: JSON.stringify(signInBody({ username: text, password: '' })) }) },
  { name: 'POST /api/admin/session (password bytes)', carrier: 'bytes', request: ({ bytes }) => ({ method: 'POST', url: '/api/admin/session', headers: { ...json, origin: ORIGIN }, payload: jsonWithBytes('password', bytes, { username: '' }) }) },
  { name: 'GET /api/admin/session', carrier: 'percent', request: ({ percent }, { cookie }) => ({ url: `/api/admin/session?${percent}`, headers: { cookie } }) },
  { name: 'DELETE /api/admin/session', carrier: 'percent', request: ({ percent }) => ({ method: 'DELETE', url: `/api/admin/session?x=${percent}`, headers: { origin: ORIGIN } }) },
  { name: 'GET /api/admin/leads (search)', carrier: 'percent', request: ({ percent }, { cookie }) => ({ url: `/api/admin/leads?q=${percent}&page=1`, headers: { cookie } }) },
  { name: 'GET /api/admin/leads (filters)', carrier: 'percent', request: ({ percent }, { cookie }) => ({ url: `/api/admin/leads?industry=${percent}&status=${percent}&from=${percent}`, headers: { cookie } }) },
  { name: 'GET /api/admin/leads/export.csv', carrier: 'percent', request: ({ percent }, { cookie }) => ({ url: `/api/admin/leads/export.csv?q=${percent}`, headers: { cookie } }) },
  { name: 'GET /api/admin/leads/:id', carrier: 'percent', request: ({ percent }, { cookie }) => ({ url: `/api/admin/leads/${percent}`, headers: { cookie } }) },
  { name: 'PATCH /api/admin/leads/:id', carrier: 'text', request: ({ text }, { cookie, leadId }) => ({ method: 'PATCH', url: `/api/admin/leads/${leadId}`, headers: { ...json, cookie, origin: ORIGIN }, payload: JSON.stringify({ status: text }) }) },
  { name: 'POST /api/admin/leads/:id/notes (JSON)', carrier: 'text', request: ({ text }, { cookie, leadId }) => ({ method: 'POST', url: `/api/admin/leads/${leadId}/notes`, headers: { ...json, cookie, origin: ORIGIN }, payload: JSON.stringify({ body: `Note ${text}` }) }) },
  { name: 'POST /api/admin/leads/:id/notes (bytes)', carrier: 'bytes', request: ({ bytes }, { cookie, leadId }) => ({ method: 'POST', url: `/api/admin/leads/${leadId}/notes`, headers: { ...json, cookie, origin: ORIGIN }, payload: jsonWithBytes('body', Buffer.concat([Buffer.from('Note '), bytes])) }) },
  { name: 'DELETE /api/admin/leads/:id', carrier: 'percent', request: ({ percent }, { cookie }) => ({ method: 'DELETE', url: `/api/admin/leads/${percent}`, headers: { cookie, origin: ORIGIN } }) },
  { name: 'POST /api/admin/deliveries/:id/retry', carrier: 'percent', request: ({ percent }, { cookie }) => ({ method: 'POST', url: `/api/admin/deliveries/${percent}/retry`, headers: { cookie, origin: ORIGIN } }) },
];

const isHostile: Record<Carrier, (input: Fuzz) => boolean> = {
  text: ({ text }) => isHostileText(text),
  percent: ({ percent }) => isHostilePercent(percent),
  bytes: ({ bytes }) => isHostileBytes(bytes),
};

describe.each(TEST_DATABASES)('hostile bytes on every route on $name', (testDatabase) => {
  let server: TestServer;
  const context = { leadId: '', cookie: '' };
  const tried = new Map<string, { total: number; hostile: number }>();

  beforeAll(async () => {
    server = await startTestServer({ database: await testDatabase.open() });
    context.cookie = await signedInCookie(server);
    const [lead] = await server.database.db.insert(leads).values({ firstName: 'Ann', lastName: 'Lee', email: 'ann@lee.co', company: 'Lee Co' }).returning();
    context.leadId = lead!.id;
  });
  afterAll(async () => {
    // The number of inputs tried per route, for the security review.
    console.info(`hostile-input fuzz on ${testDatabase.name}:\n${[...tried].map(([name, count]) => `  ${name}: ${count.total} inputs (${count.hostile} hostile)`).join('\n')}`);
    await server?.close();
  });

  it('answers the reported cases with a 400: NUL in the admin user name, in a lead note and in the inbox search', async () => {
    const { fastify } = server.app;
    const admin = { cookie: context.cookie, origin: ORIGIN };
    const cases: InjectOptions[] = [
      { method: 'POST', url: '/api/admin/session', headers: { ...json, origin: ORIGIN }, payload: '{"username":"sales\\u0000","password":"a long enough password"}' },
      { method: 'POST', url: `/api/admin/leads/${context.leadId}/notes`, headers: { ...json, ...admin }, payload: '{"body":"call back\\u0000"}' },
      { method: 'POST', url: `/api/admin/leads/${context.leadId}/notes`, headers: { ...json, ...admin }, payload: '{"body":"half \\ud800 a pair"}' },
      { url: '/api/admin/leads?q=ann%00', headers: admin },
      { url: '/api/admin/leads/export.csv?q=ann%00', headers: admin },
    ];
    for (const request of cases) {
      const response = await fastify.inject(request);
      expect(response.statusCode, request.url as string).toBe(400);
      expect(response.json()).toEqual({ error: 'The request contains characters that are not allowed.' });
    }
    const badUtf8 = await fastify.inject({ method: 'POST', url: '/api/contacts', headers: json, payload: jsonWithBytes('firstName', Buffer.from([0x41, 0xff])) });
    expect(badUtf8.statusCode).toBe(400);
    expect(badUtf8.json()).toEqual({ error: 'The request body is not valid UTF-8 text.' });
    expect(await server.database.db.select().from(leadNotes)).toEqual([]);
  });

  it.each(ROUTES)('$name: hostile text gets a 400 in the API error shape, anything else no 5xx', async (route) => {
    const count = { total: 0, hostile: 0 };
    tried.set(route.name, count);
    await fc.assert(
      fc.asyncProperty(fuzz, async (input) => {
        const hostile = isHostile[route.carrier](input);
        count.total += 1;
        if (hostile) count.hostile += 1;
        const response = await server.app.fastify.inject(route.request(input, context));
        const label = `${route.name} ${JSON.stringify(input[route.carrier] instanceof Buffer ? [...input.bytes] : input[route.carrier])}`;
        expect(response.statusCode, label).toBeLessThan(500);
        if (hostile) {
          expect(response.statusCode, label).toBe(400);
          expect(response.headers['content-type'], label).toMatch(/^application\/json/);
          expect(response.json(), label).toEqual({ error: expect.any(String) });
        }
      }),
      { numRuns: RUNS_PER_ROUTE },
    );
    expect(count.total).toBe(RUNS_PER_ROUTE);
    expect(count.hostile, 'the generator produced hostile inputs for this route').toBeGreaterThan(RUNS_PER_ROUTE / 4);
  });

  it('stored no hostile text, kept the lead, and the session still works', async () => {
    const notes = await server.database.db.select().from(leadNotes);
    for (const note of notes) expect(isHostileText(note.body), JSON.stringify(note.body)).toBe(false);
    const stored = await server.database.db.select().from(leads);
    for (const lead of stored) for (const value of Object.values(lead)) if (typeof value === 'string') expect(isHostileText(value)).toBe(false);
    const session = await server.app.fastify.inject({ url: '/api/admin/session', headers: { cookie: context.cookie } });
    expect(session.statusCode).toBe(200);
  });
});
