import { createHmac } from 'node:crypto';
import { mkdtemp, rm, stat, readFile, writeFile, chmod, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SpeculationRules } from '../../src/client/components/layout/SpeculationRules.tsx';
import type { BookingSlots } from '../../src/shared/booking/booking-schema.ts';
import type { LeadCreated } from '../../src/shared/leads/lead-schema.ts';
import type { LeadDetail } from '../../src/shared/leads/lead-model.ts';
import { bookingSecretFileIn, keptBookingSecret, withKeptBookingSecret } from '../../src/server/config/booking-secret-file.ts';
import { loadConfig } from '../../src/server/config/config.ts';
import { startupWarnings } from '../../src/server/startup-warnings.ts';
import type { DatabaseHandle } from '../../src/server/db/connection.ts';
import { assistantUnansweredQuestions, leads, meetings } from '../../src/server/db/schema.ts';
import { pageLinkToken } from '../../src/server/features/booking/booking-links.ts';
import { meetingEmailLinks } from '../../src/server/features/booking/meeting-invitation.ts';
import { MEMORY_CLIENTS, RATE_LIMITED_MESSAGE } from '../../src/server/security/lead-rate-limit.ts';
import { ADMIN_ORIGIN, signedInCookie } from '../support/admin-session.ts';
import { startBuiltServer, type BuiltServer } from '../support/built-server.ts';
import { createPostgresDatabase } from '../support/fresh-postgres.ts';
import { testPostgresUrl, TEST_DATABASES } from '../support/test-databases.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The small holes of issue 34's review, each replayed against the real app: the attack, and the bound it now meets.
 * See docs/security.md, "Small holes (issue 34)".
 */

const TOKEN_SECRET = 'abuse-holes-booking-token-secret-0123456789';
/** Monday 2026-11-23, 07:00 in New York: the first slot is 09:00 (14:00 UTC). */
const NOW = new Date('2026-11-23T12:00:00Z');
const FIRST_SLOT = '2026-11-23T14:00:00.000Z';
const DAY_MS = 86_400_000;

let leadCounter = 0;
const demoLead = (language: 'en' | 'es' = 'en') => ({
  firstName: 'Ruth',
  lastName: `Okoye ${++leadCounter}`,
  email: `ruth-${leadCounter}-${Date.now()}@okoye-vets.com`,
  company: 'Okoye Vets',
  message: 'A demo, please.',
  language,
});

describe('the per-client rate limits remember every client they are configured for', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  /** The lead limit's answer to a client it limited, after `fresh` other addresses sent a request each. */
  async function limitedAfterAFlood(fresh: number, env: Record<string, string> = {}) {
    const server = await startTestServer({ env: { LEAD_RATE_LIMIT_PER_MINUTE: '1', LEAD_RATE_LIMIT_PER_DAY: '30', ...env } });
    servers.push(server);
    // An empty body is a 400, and counts: the limit is checked before the body is read.
    const send = (remoteAddress: string) => server.app.fastify.inject({ method: 'POST', url: '/api/contacts', payload: {}, remoteAddress });
    expect((await send('192.0.2.1')).statusCode).toBe(400);
    expect((await send('192.0.2.1')).statusCode).toBe(429);
    // A flood of fresh addresses, as a botnet or a rotating proxy pool sends.
    for (let index = 0; index < fresh; index += 1) await send(`10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`);
    return send('192.0.2.1');
  }

  it(`still refuses a limited client after 6,000 other addresses sent a request (the child stores forgot after 5,000; ${MEMORY_CLIENTS} by default)`, async () => {
    const again = await limitedAfterAFlood(6_000);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ error: RATE_LIMITED_MESSAGE });
  });

  it('holds RATE_LIMIT_MEMORY_CLIENTS per window, no more: memory stays bounded under a larger flood', async () => {
    expect((await limitedAfterAFlood(1_500, { RATE_LIMIT_MEMORY_CLIENTS: '1000' })).statusCode).toBe(400);
  });
});

describe('the language switch', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is never prerendered or prefetched by the speculation rules', () => {
    const markup = renderToStaticMarkup(SpeculationRules());
    const rules = JSON.parse(/<script type="speculationrules">(.*)<\/script>/s.exec(markup)![1]!) as {
      prerender: { where: { and: ({ href_matches: string } | { not: { href_matches?: string } })[] } }[];
    };
    const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`).test(path);
    const prerendered = (path: string) =>
      rules.prerender.some(({ where }) =>
        where.and.every((condition) =>
          'href_matches' in condition ? matches(condition.href_matches, path) : !(condition.not.href_matches && matches(condition.not.href_matches, path)),
        ),
      );
    expect(prerendered('/solutions')).toBe(true);
    expect(prerendered('/language/es')).toBe(false);
    expect(prerendered('/language/en')).toBe(false);
  });

  it('sets no cookie on a speculative request (Sec-Purpose: prefetch), and does on a click', async () => {
    for (const headers of [{ 'sec-purpose': 'prefetch' }, { 'sec-purpose': 'prefetch;prerender' }, { purpose: 'prefetch' }]) {
      const speculative = await server.app.fastify.inject({ method: 'GET', url: '/language/es?to=%2Fes%2Fsolutions', headers });
      expect(speculative.statusCode).toBe(303);
      expect(speculative.headers.location).toBe('/es/solutions');
      expect(speculative.headers['set-cookie'], JSON.stringify(headers)).toBeUndefined();
    }
    const click = await server.app.fastify.inject({ method: 'GET', url: '/language/es?to=%2Fes%2Fsolutions' });
    expect(String(click.headers['set-cookie'])).toMatch(/^site_language=es;/);
  });

  it('keeps the query string when the home page sends a visitor to their language (UTM survives)', async () => {
    const query = '?utm_source=newsletter&utm_medium=email&utm_campaign=fall%20launch';
    const response = await server.app.fastify.inject({ method: 'GET', url: `/${query}`, headers: { cookie: 'site_language=es' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/es${query}`);
    expect((await server.app.fastify.inject({ method: 'GET', url: '/', headers: { cookie: 'site_language=es' } })).headers.location).toBe('/es');
  });
});

describe.each(TEST_DATABASES)('booking tokens on $name', ({ open }) => {
  let database: DatabaseHandle;
  let server: TestServer;
  let adminCookie: string;
  const laterServers: TestServer[] = [];

  beforeAll(async () => {
    database = await open();
    server = await startTestServer({ database, env: { BOOKING_TOKEN_SECRET: TOKEN_SECRET }, now: () => NOW });
    adminCookie = await signedInCookie(server);
  });
  afterAll(async () => {
    for (const later of laterServers) await later.close();
    await server?.close();
  });
  beforeEach(async () => {
    await database.db.delete(leads);
  });

  /** The same app and database, its clock `days` on. */
  const daysLater = async (days: number) => {
    const later = await startTestServer({ database: { ...database, close: async () => {} }, env: { BOOKING_TOKEN_SECRET: TOKEN_SECRET }, now: () => new Date(NOW.getTime() + days * DAY_MS) });
    laterServers.push(later);
    return later;
  };
  const newLead = async (language: 'en' | 'es' = 'en') => {
    const response = await server.app.fastify.inject({ method: 'POST', url: '/api/contacts', payload: demoLead(language), remoteAddress: '203.0.113.40' });
    expect(response.statusCode).toBe(201);
    return response.json<LeadCreated>();
  };
  const slots = (token: string, target = server) =>
    target.app.fastify.inject({ method: 'GET', url: '/api/booking/slots', headers: { authorization: `Bearer ${token}` } });
  const book = (token: string, start = FIRST_SLOT) => server.app.fastify.inject({ method: 'POST', url: '/api/booking', payload: { bookingToken: token, start } });
  const bookPage = (query: string, target = server) => target.app.fastify.inject({ method: 'GET', url: `/book?${query}` });
  const h1Of = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
  const meetingsOf = (leadId: string) => database.db.select().from(meetings).where(eq(meetings.leadId, leadId));

  it('GET /book with the token twice answers the 403 page, never a 500; without a token it says the page needs the e-mail link', async () => {
    const lead = await newLead();
    for (const query of ['token=a&token=b', `token=${lead.booking!.pageToken}&token=${lead.booking!.pageToken}`, 'token=', 'token=%20']) {
      const response = await bookPage(query);
      expect(response.statusCode, query).toBe(403);
      expect(h1Of(response.body), query).toBe('This booking link does not work any more');
    }
    const twice = await server.app.fastify.inject({
      method: 'POST',
      url: '/book',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${lead.booking!.pageToken}&token=x&action=book&start=${encodeURIComponent(FIRST_SLOT)}`,
    });
    expect(twice.statusCode).toBe(403);
    expect(await meetingsOf(lead.id)).toEqual([]);

    const bare = await bookPage('');
    expect(bare.statusCode).toBe(403);
    expect(h1Of(bare.body)).toBe('This page needs the link from your e-mail');
    expect(bare.body).toContain('open the link in the e-mail we sent you');
    const spanish = await server.app.fastify.inject({ method: 'GET', url: '/es/book' });
    expect(h1Of(spanish.body)).toBe('Esta página necesita el enlace de su correo');
  });

  it('takes the API token in the Authorization header, refuses it in the query string, and keeps it out of every address', async () => {
    const lead = await newLead();
    const inQuery = await server.app.fastify.inject({ method: 'GET', url: `/api/booking/slots?bookingToken=${lead.booking!.token}` });
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json()).toEqual({ error: 'Send the booking token in the Authorization header (Bearer), not in the address.' });
    expect((await slots(lead.booking!.token)).json<BookingSlots>().slots[0]!.start).toBe(FIRST_SLOT);
    // The scheme is case-insensitive (RFC 9110); without the header the answer says the token is missing.
    expect((await server.app.fastify.inject({ method: 'GET', url: '/api/booking/slots', headers: { authorization: `bearer ${lead.booking!.token}` } })).statusCode).toBe(200);
    const missing = await server.app.fastify.inject({ method: 'GET', url: '/api/booking/slots' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'The booking token is missing.' });
    // The booking page does not open with the API's token: only a booking page link's token travels in a link.
    expect((await bookPage(`token=${lead.booking!.token}`)).statusCode).toBe(403);
    expect((await bookPage(`token=${lead.booking!.pageToken}`)).statusCode).toBe(200);
  });

  it('gives a booking page link one purpose and a week: the JSON API refuses it, and it expires after 7 days while the API pass lasts 30', async () => {
    const lead = await newLead();
    const pageToken = lead.booking!.pageToken!;
    expect((await slots(pageToken)).statusCode).toBe(403);
    expect((await book(pageToken)).statusCode).toBe(403);
    expect((await server.app.fastify.inject({ method: 'PUT', url: '/api/booking', payload: { bookingToken: pageToken, start: FIRST_SLOT } })).statusCode).toBe(403);
    expect((await server.app.fastify.inject({ method: 'POST', url: '/api/booking/cancel', payload: { bookingToken: pageToken } })).statusCode).toBe(403);
    expect(await meetingsOf(lead.id)).toEqual([]);

    const eightDaysOn = await daysLater(8);
    expect((await bookPage(`token=${pageToken}`, eightDaysOn)).statusCode).toBe(403);
    expect((await slots(lead.booking!.token, eightDaysOn)).statusCode).toBe(200);
  });

  it('signs the invitation e-mail links as booking page links that work until the day after the meeting', async () => {
    const lead = await newLead();
    expect((await book(lead.booking!.token, '2026-12-03T14:00:00Z')).statusCode).toBe(201); // 10 days ahead
    const [meeting] = await meetingsOf(lead.id);
    const [row] = await database.db.select().from(leads).where(eq(leads.id, lead.id));
    const links = meetingEmailLinks(meeting!, { siteUrl: 'https://www.example.test', tokenSecret: TOKEN_SECRET }, NOW, row!);
    const token = new URL(links[0]!.href).searchParams.get('token')!;
    expect((await slots(token)).statusCode).toBe(403);
    expect((await bookPage(`token=${token}`, await daysLater(11))).statusCode).toBe(200);
    expect((await bookPage(`token=${token}`, await daysLater(12))).statusCode).toBe(403);
  });

  it('lets staff revoke every booking link of a lead: its tokens, old ones included, stop working; its meeting stays; a new link works', async () => {
    const lead = await newLead();
    const other = await newLead();
    expect((await book(lead.booking!.token)).statusCode).toBe(201);
    // A link signed before tokens had a purpose (`<lead>.<expiry>.<mac>`, yesterday's e-mail) still opens the page.
    const expires = Math.floor(NOW.getTime() / 1000) + 20 * 86_400;
    const legacy = `${lead.id}.${expires}.${createHmac('sha256', TOKEN_SECRET).update(`booking.v1.${lead.id}.${expires}`).digest('base64url')}`;
    expect((await bookPage(`token=${legacy}`)).statusCode).toBe(200);

    const revoke = (id: string, cookie = adminCookie) =>
      server.app.fastify.inject({ method: 'POST', url: `/api/admin/leads/${id}/booking-links/revoke`, headers: { origin: ADMIN_ORIGIN, cookie } });
    expect((await revoke(lead.id, '')).statusCode).toBe(401);
    expect((await slots(lead.booking!.token)).statusCode).toBe(200);
    const revoked = await revoke(lead.id);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ revokedAt: NOW.toISOString() });

    for (const token of [lead.booking!.token]) {
      expect((await slots(token)).statusCode).toBe(403);
      expect((await server.app.fastify.inject({ method: 'POST', url: '/api/booking/cancel', payload: { bookingToken: token } })).statusCode).toBe(403);
    }
    for (const token of [lead.booking!.pageToken!, legacy]) expect((await bookPage(`token=${token}`)).statusCode).toBe(403);
    expect((await meetingsOf(lead.id)).map((meeting) => meeting.status)).toEqual(['booked']);
    // Another lead's links are untouched; the next e-mail's link, signed after, works.
    expect((await slots(other.booking!.token)).statusCode).toBe(200);
    const [row] = await database.db.select().from(leads).where(eq(leads.id, lead.id));
    expect((await bookPage(`token=${pageLinkToken(TOKEN_SECRET, row!, NOW)}`)).statusCode).toBe(200);

    const detail = await server.app.fastify.inject({ method: 'GET', url: `/api/admin/leads/${lead.id}`, headers: { cookie: adminCookie } });
    expect(detail.json<LeadDetail>().bookingLinksRevokedAt).toBe(NOW.toISOString());
    expect((await revoke('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await revoke('not-a-lead')).statusCode).toBe(404);
  });
});

describe.each(TEST_DATABASES)('the unanswered-question store on $name', ({ open }) => {
  let database: DatabaseHandle;
  let server: TestServer;
  beforeAll(async () => {
    database = await open();
    server = await startTestServer({ database });
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    await database.db.delete(assistantUnansweredQuestions);
  });
  const ask = (question: string, remoteAddress: string) =>
    server.app.fastify.inject({ method: 'POST', url: '/api/assistant/unanswered', payload: { question }, remoteAddress });
  const stored = () => database.db.select({ text: assistantUnansweredQuestions.questionText, count: assistantUnansweredQuestions.count }).from(assistantUnansweredQuestions);

  it('counts a question once per visitor per day, however often one visitor repeats it', async () => {
    const question = 'Can your assistant knit me a sweater?';
    for (let index = 0; index < 15; index += 1) expect((await ask(question, '198.51.100.61')).statusCode).toBe(204);
    // Rotating addresses inside one IPv6 /64 is one visitor too.
    for (let index = 1; index <= 5; index += 1) await ask(question, `2001:db8:77:1::${index}`);
    await ask(question, '198.51.100.62');
    expect(await stored()).toEqual([{ text: question, count: 3 }]);
  });

  it('keeps no date of birth or spelled-out e-mail address', async () => {
    await ask('can you knit for ann dot lee at gmail dot com, born 03/14/1985?', '198.51.100.63');
    expect(await stored()).toEqual([{ text: 'can you knit for [email], born [date]?', count: 1 }]);
  });
});

describe('the booking token key without BOOKING_TOKEN_SECRET', () => {
  const folders: string[] = [];
  const folder = async () => {
    const made = await mkdtemp(join(tmpdir(), 'abuse-holes-'));
    folders.push(made);
    return made;
  };
  afterEach(async () => {
    while (folders.length > 0) await rm(folders.pop()!, { recursive: true, force: true });
  });

  it('is made once in the data folder, owner-only (0600), and read back; processes starting together agree', async () => {
    const file = bookingSecretFileIn(join(await folder(), 'data'));
    const together = await Promise.all([keptBookingSecret(file), keptBookingSecret(file), keptBookingSecret(file)]);
    expect(new Set(together.map((kept) => kept.secret)).size).toBe(1);
    expect(together.every((kept) => kept.kept)).toBe(true);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(together[0]!.secret);
    expect(Buffer.from(together[0]!.secret, 'base64')).toHaveLength(32);
    expect((await keptBookingSecret(file)).secret).toBe(together[0]!.secret);
  });

  it('refuses to start on an unusable key file rather than replace it, and warns when the folder cannot be written', async () => {
    const dataDir = await folder();
    await writeFile(bookingSecretFileIn(dataDir), 'short\n');
    await expect(keptBookingSecret(bookingSecretFileIn(dataDir))).rejects.toThrow(/holds no usable booking token key.*Delete it/);
    expect(await readFile(bookingSecretFileIn(dataDir), 'utf8')).toBe('short\n');

    const readOnly = join(await folder(), 'read-only');
    await mkdir(readOnly);
    await chmod(readOnly, 0o500);
    const kept = await keptBookingSecret(bookingSecretFileIn(readOnly));
    // root writes anywhere: then it is kept like any other.
    if (process.getuid?.() !== 0) {
      expect(kept).toMatchObject({ kept: false, warning: expect.stringMatching(/cannot be kept.*stop working on restart/) });
    }
    expect(kept.secret.length).toBeGreaterThanOrEqual(32);
  });

  it('warns in production only where a kept key can differ between instances (PostgreSQL), or could not be kept', async () => {
    const production = { NODE_ENV: 'production', SITE_URL: 'https://www.example.com' };
    const bookingWarnings = (config: ReturnType<typeof loadConfig>) => startupWarnings(config, production).filter((warning) => warning.includes('BOOKING_TOKEN_SECRET'));
    const embedded = await withKeptBookingSecret(loadConfig({ ...production, DATA_DIR: join(await folder(), 'data') }));
    expect(embedded.warning).toBeUndefined();
    expect(bookingWarnings(embedded.config)).toEqual([]);
    const shared = await withKeptBookingSecret(loadConfig({ ...production, DATA_DIR: join(await folder(), 'data'), DATABASE_URL: 'postgres://db.internal/site' }));
    expect(bookingWarnings(shared.config)).toEqual([expect.stringMatching(/With more than one instance, set the same BOOKING_TOKEN_SECRET on all/)]);
    const configured = await withKeptBookingSecret(loadConfig({ ...production, BOOKING_TOKEN_SECRET: TOKEN_SECRET, DATABASE_URL: 'postgres://db.internal/site' }));
    expect(configured.config.booking.tokenSecret).toBe(TOKEN_SECRET);
    expect(bookingWarnings(configured.config)).toEqual([]);
  });

  describe('the built server', () => {
    const running: BuiltServer[] = [];
    afterEach(async () => {
      while (running.length > 0) await running.pop()!.kill('SIGKILL');
    });
    const started = async (env: Record<string, string>) => {
      const server = await startBuiltServer(env);
      running.push(server);
      return server;
    };
    const bookingPassOf = async (url: string) => {
      const response = await fetch(`${url}/api/contacts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(demoLead()) });
      expect(response.status).toBe(201);
      return ((await response.json()) as LeadCreated).booking!;
    };
    const slotsStatus = async (url: string, token: string) => (await fetch(`${url}/api/booking/slots`, { headers: { authorization: `Bearer ${token}` } })).status;

    /** Restarts the server on the same settings: a booking link from before must still work. */
    async function linksSurviveARestart(env: Record<string, string>) {
      const first = await started(env);
      const pass = await bookingPassOf(first.url);
      expect(await slotsStatus(first.url, pass.token)).toBe(200);
      await first.kill('SIGTERM');
      const second = await started(env);
      expect(await slotsStatus(second.url, pass.token)).toBe(200);
      expect((await fetch(`${second.url}/book?token=${pass.pageToken}`)).status).toBe(200);
    }

    it('keeps booking links working across a restart on the embedded database (DATA_DIR)', async () => {
      const dataDir = join(await folder(), 'data');
      await linksSurviveARestart({ DATA_DIR: dataDir });
      expect((await stat(bookingSecretFileIn(dataDir))).mode & 0o777).toBe(0o600);
    });

    const postgresUrl = testPostgresUrl('of the booking key with PostgreSQL');
    it.runIf(postgresUrl)('keeps them with PostgreSQL too, in DATA_DIR', async () => {
      const fresh = await createPostgresDatabase(postgresUrl!);
      try {
        await linksSurviveARestart({ DATABASE_URL: fresh.url, DATA_DIR: join(await folder(), 'data') });
      } finally {
        for (const server of running.splice(0)) await server.kill('SIGKILL');
        await fresh.drop();
      }
    });
  });
});
