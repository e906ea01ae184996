import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { Window } from 'happy-dom';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LeadCreated } from '../../src/shared/leads/lead-schema.ts';
import { siteConfig } from '../../src/shared/site-config.ts';
import { projectPath } from '../../src/server/project-root.ts';
import { leads, meetings } from '../../src/server/db/schema.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const TOKEN_SECRET = 'booking-page-token-secret-for-the-tests-0123';
/** Monday 2026-11-23, 07:00 in New York (EST): the first slot is 09:00, 2 hours' notice later. */
const NOW = new Date('2026-11-23T12:00:00Z');
const FIRST_SLOT = '2026-11-23T14:00:00.000Z';

const htmlValidate = new HtmlValidate(new FileSystemConfigLoader());

function demoLead() {
  return { firstName: 'Rosa', lastName: 'Lind', email: `rosa-${randomUUID().slice(0, 8)}@lind-law.com`, company: 'Lind Law' };
}

/** The page as a browser reads it. */
function parse(html: string) {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(html, 'text/html');
  const texts = (selector: string) => [...document.querySelectorAll(selector)].map((element) => element.textContent?.replace(/\s+/g, ' ').trim() ?? '');
  return {
    document,
    h1: texts('main h1')[0],
    headings: texts('main h1, main h2'),
    text: document.querySelector('main')?.textContent?.replace(/\s+/g, ' ') ?? '',
    legends: texts('main fieldset legend'),
    radios: [...document.querySelectorAll('main input[type="radio"][name="start"]')].map((input) => input.getAttribute('value')),
    links: [...document.querySelectorAll('main a')].map((link) => ({ text: link.textContent?.trim(), href: link.getAttribute('href') ?? '' })),
    hidden: Object.fromEntries([...document.querySelectorAll('main input[type="hidden"]')].map((input) => [input.getAttribute('name'), input.getAttribute('value')])),
  };
}

describe('the booking page (GET and POST /book, no JavaScript)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ env: { BOOKING_TOKEN_SECRET: TOKEN_SECRET }, now: () => NOW });
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    await server.database.db.delete(leads);
  });

  const newLead = async (language: 'en' | 'es' = 'en') => {
    const response = await server.app.fastify.inject({ method: 'POST', url: '/api/contacts', payload: { ...demoLead(), language } });
    expect(response.statusCode).toBe(201);
    return response.json<LeadCreated>();
  };
  const get = (query: string) => server.app.fastify.inject({ method: 'GET', url: `/book?${query}` });
  const post = (fields: Record<string, string>) =>
    server.app.fastify.inject({
      method: 'POST',
      url: '/book',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const page = (query: string) => get(query).then((response) => ({ response, ...parse(response.body) }));
  const meetingsOf = (leadId: string) => server.database.db.select().from(meetings).where(eq(meetings.leadId, leadId));
  const tokenQuery = (token: string, extra: Record<string, string> = {}) => new URLSearchParams({ token, ...extra }).toString();

  async function expectValidHtml(html: string) {
    const report = await htmlValidate.validateString(html, join(projectPath(), 'book.html'));
    expect(report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message}`))).toEqual([]);
  }

  it('shows the free slots as a plain form, grouped by day, in the company time zone by name, without caching or a Referer', async () => {
    const lead = await newLead();
    const { response, h1, text, legends, radios, hidden, links } = await page(tokenQuery(lead.booking!.pageToken!));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-robots-tag']).toContain('noindex');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(h1).toBe('Book your demo now');
    expect(text).toContain('Times in Eastern Standard Time');
    // Three days at a time: Monday from 9:00 (16 slots a day), then Tuesday and Wednesday.
    expect(legends).toEqual(['Monday, November 23', 'Tuesday, November 24', 'Wednesday, November 25']);
    expect(radios[0]).toBe(FIRST_SLOT);
    expect(radios).toHaveLength(48);
    expect(hidden).toEqual({ token: lead.booking!.pageToken!, action: 'book' });
    const later = links.find((link) => link.text === 'Later dates')!;
    expect(later.href).toBe(`/book?${tokenQuery(lead.booking!.pageToken!)}&from=2026-11-26`);
    expect(parse((await get(later.href.slice('/book?'.length))).body).legends).toEqual(['Thursday, November 26', 'Friday, November 27', 'Monday, November 30']);
    await expectValidHtml(response.body);
  });

  it('books, shows the meeting with change and cancel, moves it and cancels it only after a confirm button, each answered 303', async () => {
    const lead = await newLead();
    const token = lead.booking!.pageToken!;

    const booked = await post({ token, action: 'book', start: FIRST_SLOT });
    expect(booked.statusCode).toBe(303);
    expect(booked.headers.location).toBe(`/book?${tokenQuery(token, { done: 'booked' })}`);
    const confirmation = await page(tokenQuery(token, { done: 'booked' }));
    expect(confirmation.h1).toBe('Your demo is booked');
    expect(confirmation.text).toContain('Monday, November 23, 9:00 am (Eastern Standard Time)');
    expect(confirmation.text).toContain('An invitation is on its way to your e-mail.');
    expect(confirmation.links.map((link) => [link.text, link.href])).toEqual(
      expect.arrayContaining([
        ['Change the time', `/book?${tokenQuery(token, { intent: 'change' })}`],
        ['Cancel the meeting', `/book?${tokenQuery(token, { intent: 'cancel' })}`],
      ]),
    );
    expect(await meetingsOf(lead.id)).toMatchObject([{ status: 'booked', startsAt: new Date(FIRST_SLOT), bookedVia: 'web' }]);
    await expectValidHtml((await get(tokenQuery(token, { done: 'booked' }))).body);

    // Change: the slots again, to move to.
    const change = await page(tokenQuery(token, { intent: 'change' }));
    expect(change.h1).toBe('Pick a new time');
    expect(change.text).toContain('Your demo is now on Monday, November 23, 9:00 am (Eastern Standard Time).');
    expect(change.hidden.action).toBe('move');
    const moved = await post({ token, action: 'move', start: '2026-11-24T15:00:00Z' });
    expect(moved.statusCode).toBe(303);
    expect(moved.headers.location).toBe(`/book?${tokenQuery(token, { done: 'moved' })}`);
    expect((await page(tokenQuery(token, { done: 'moved' }))).text).toContain('Tuesday, November 24, 10:00 am (Eastern Standard Time)');
    expect(await meetingsOf(lead.id)).toMatchObject([{ status: 'booked', startsAt: new Date('2026-11-24T15:00:00Z'), sequence: 1 }]);

    // The cancel link (as a mail scanner would fetch it) cancels nothing: it asks.
    const asked = await page(tokenQuery(token, { intent: 'cancel' }));
    expect(asked.response.statusCode).toBe(200);
    expect(asked.h1).toBe('Cancel your demo on Tuesday, November 24, 10:00 am (Eastern Standard Time)?');
    expect(asked.hidden).toEqual({ token, action: 'cancel' });
    expect(asked.document.querySelector('main form button[type="submit"]')?.textContent).toBe('Yes, cancel it');
    expect(await meetingsOf(lead.id)).toMatchObject([{ status: 'booked' }]);
    await expectValidHtml(asked.response.body);

    const cancelled = await post({ token, action: 'cancel' });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`/book?${tokenQuery(token, { done: 'cancelled' })}`);
    const after = await page(tokenQuery(token, { done: 'cancelled' }));
    expect(after.headings).toEqual(['Your demo is cancelled', 'Book your demo now']);
    expect(after.radios).toContain('2026-11-24T15:00:00.000Z'); // its time is free again
    expect(await meetingsOf(lead.id)).toMatchObject([{ status: 'cancelled', sequence: 2 }]);
    await expectValidHtml(after.response.body);
  });

  it('answers a forged or expired token with a helpful 403 page naming the sales phone and e-mail, and changes nothing', async () => {
    const lead = await newLead();
    const [purpose, leadId, generation, expires] = lead.booking!.pageToken!.split('.');
    const forged = `${purpose}.${leadId}.${generation}.${expires}.forged`;
    // The API's token is no booking page link: it never travels in an address.
    for (const response of [await get(tokenQuery(forged)), await get(tokenQuery(lead.booking!.token)), await post({ token: forged, action: 'book', start: FIRST_SLOT })]) {
      expect(response.statusCode).toBe(403);
      const { h1, links } = parse(response.body);
      expect(h1).toBe('This booking link does not work any more');
      expect(links).toEqual(
        expect.arrayContaining([
          { text: `Call ${siteConfig.salesPhone.display}`, href: `tel:${siteConfig.salesPhone.e164}` },
          { text: `E-mail ${siteConfig.salesEmail}`, href: `mailto:${siteConfig.salesEmail}` },
        ]),
      );
    }
    const later = await startTestServer({
      database: { ...server.database, close: async () => {} },
      env: { BOOKING_TOKEN_SECRET: TOKEN_SECRET },
      now: () => new Date(NOW.getTime() + 31 * 86_400_000),
    });
    try {
      expect((await later.app.fastify.inject({ method: 'GET', url: `/book?${tokenQuery(lead.booking!.pageToken!)}` })).statusCode).toBe(403);
    } finally {
      await later.close();
    }
    expect(await meetingsOf(lead.id)).toEqual([]);
    await expectValidHtml((await get(tokenQuery(forged))).body);
  });

  it('shows a Spanish lead the page in Spanish at /book and /es/book, with its links and answers on /es/book', async () => {
    const lead = await newLead('es');
    const token = lead.booking!.pageToken!;
    for (const path of ['/book', '/es/book']) {
      const response = await server.app.fastify.inject({ method: 'GET', url: `${path}?${tokenQuery(token)}` });
      expect(response.statusCode).toBe(200);
      const view = parse(response.body);
      expect(view.document.documentElement.getAttribute('lang')).toBe('es');
      expect(view.h1).toBe('Reserve su demostración ahora');
      expect(view.text).toContain('Elija el horario que mejor le convenga');
      expect(view.text).toContain('Horarios en hora estándar oriental');
      expect(view.legends).toEqual(['lunes, 23 de noviembre', 'martes, 24 de noviembre', 'miércoles, 25 de noviembre']);
      expect(view.document.querySelector('main input[type="radio"]')?.parentElement?.textContent).toBe('9:00 a. m.');
      expect(view.text).not.toMatch(/\b(Book your demo|Monday|am)\b/);
      expect(view.document.querySelector('main form')?.getAttribute('action')).toBe('/es/book');
      expect(view.document.querySelector('main form button[type="submit"]')?.textContent).toBe('Reservar este horario');
      expect(view.links.find((link) => link.text === 'Fechas posteriores')?.href).toBe(`/es/book?${tokenQuery(token)}&from=2026-11-26`);
      await expectValidHtml(response.body);
    }

    // Booked from the Spanish page: back to /es/book, the meeting in Spanish words and times.
    const booked = await server.app.fastify.inject({
      method: 'POST',
      url: '/es/book',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, action: 'book', start: '2026-11-24T19:30:00Z' }).toString(),
    });
    expect(booked.statusCode).toBe(303);
    expect(booked.headers.location).toBe(`/es/book?${tokenQuery(token, { done: 'booked' })}`);
    const confirmation = parse((await server.app.fastify.inject({ method: 'GET', url: booked.headers.location as string })).body);
    expect(confirmation.h1).toBe('Su demostración está reservada');
    expect(confirmation.text).toContain('martes, 24 de noviembre, 2:30 p. m. (hora estándar oriental)');
    expect(confirmation.text).toContain('Le enviamos una invitación a su correo electrónico.');
    expect(confirmation.links.map((link) => [link.text, link.href])).toEqual(
      expect.arrayContaining([
        ['Cambiar el horario', `/es/book?${tokenQuery(token, { intent: 'change' })}`],
        ['Cancelar la reunión', `/es/book?${tokenQuery(token, { intent: 'cancel' })}`],
      ]),
    );
    const asked = await page(tokenQuery(token, { intent: 'cancel' }));
    expect(asked.h1).toBe('¿Desea cancelar su demostración del martes, 24 de noviembre, 2:30 p. m. (hora estándar oriental)?');
    expect(asked.document.querySelector('main form button[type="submit"]')?.textContent).toBe('Sí, cancelarla');
    await expectValidHtml(asked.response.body);
  });

  it('answers /es/book without a token or with a bad one with the Spanish 403 page; an English lead stays in English there too', async () => {
    const english = await newLead();
    const [purpose, leadId, generation, expires] = english.booking!.pageToken!.split('.');
    for (const url of [`/es/book?${tokenQuery(`${purpose}.${leadId}.${generation}.${expires}.forged`)}`]) {
      const response = await server.app.fastify.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(403);
      const view = parse(response.body);
      expect(view.document.documentElement.getAttribute('lang')).toBe('es');
      expect(view.h1).toBe('Este enlace de reserva ya no funciona');
      expect(view.links).toEqual(
        expect.arrayContaining([
          { text: `Llame al ${siteConfig.salesPhone.display}`, href: `tel:${siteConfig.salesPhone.e164}` },
          { text: `Escriba a ${siteConfig.salesEmail}`, href: `mailto:${siteConfig.salesEmail}` },
          { text: 'Ir al formulario de demostración', href: '/es#contact' },
        ]),
      );
      await expectValidHtml(response.body);
    }
    // The English 403 stays English.
    expect(parse((await get(tokenQuery('forged'))).body).document.documentElement.getAttribute('lang')).toBe('en');

    // The page speaks the lead's language, whichever address the link names.
    for (const path of ['/book', '/es/book']) {
      const response = await server.app.fastify.inject({ method: 'GET', url: `${path}?${tokenQuery(english.booking!.pageToken!)}` });
      const view = parse(response.body);
      expect(view.document.documentElement.getAttribute('lang')).toBe('en');
      expect(view.h1).toBe('Book your demo now');
      expect(view.legends[0]).toBe('Monday, November 23');
      expect(view.document.querySelector('main form')?.getAttribute('action')).toBe('/book');
    }
  });

  it('answers a time that is not offered, or none chosen, with a 400 page that keeps the form', async () => {
    const lead = await newLead();
    const token = lead.booking!.pageToken!;
    const offGrid = await post({ token, action: 'book', start: '2026-11-23T14:10:00Z' });
    expect(offGrid.statusCode).toBe(400);
    expect(parse(offGrid.body).text).toContain('That time is not one we offer. Please pick one of the times shown.');
    expect(parse(offGrid.body).radios[0]).toBe(FIRST_SLOT);
    const none = await post({ token, action: 'book' });
    expect(none.statusCode).toBe(400);
    expect(parse(none.body).text).toContain('Please choose a time.');
    expect((await post({ token, action: 'book', start: 'tomorrow at nine' })).statusCode).toBe(400);
    expect(await meetingsOf(lead.id)).toEqual([]);
  });

  it('says when the slot was just taken and offers the next free ones; a second booking shows the meeting held', async () => {
    const [first, second] = [await newLead(), await newLead()];
    expect((await post({ token: first.booking!.pageToken!, action: 'book', start: FIRST_SLOT })).statusCode).toBe(303);

    const taken = await post({ token: second.booking!.pageToken!, action: 'book', start: FIRST_SLOT });
    expect(taken.statusCode).toBe(409);
    const view = parse(taken.body);
    expect(view.text).toContain('Sorry, that time was just taken. Here are the next free times.');
    // 9:00 is taken, and with its 15-minute buffer after it 9:30 too: the next free times are 10:00, 10:30 and 11:00.
    expect(view.radios).toEqual(['2026-11-23T15:00:00.000Z', '2026-11-23T15:30:00.000Z', '2026-11-23T16:00:00.000Z']);
    expect(view.links.find((link) => link.text === 'Back to the earliest times')?.href).toBe(`/book?${tokenQuery(second.booking!.pageToken!)}`);
    await expectValidHtml(taken.body);

    const again = await post({ token: first.booking!.pageToken!, action: 'book', start: '2026-11-24T14:00:00Z' });
    expect(again.statusCode).toBe(409);
    expect(parse(again.body).text).toContain('You already have a demo booked with us.');
    expect(parse(again.body).text).toContain('Monday, November 23, 9:00 am (Eastern Standard Time)');
  });

  it('keeps the API JSON-only: a form post to POST /api/booking is refused', async () => {
    const lead = await newLead();
    const response = await server.app.fastify.inject({
      method: 'POST',
      url: '/api/booking',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ bookingToken: lead.booking!.token, start: FIRST_SLOT }).toString(),
    });
    expect(response.statusCode).toBe(415);
    expect(await meetingsOf(lead.id)).toEqual([]);
  });
});

describe('the booking rate limit (production settings)', () => {
  let server: TestServer;

  beforeAll(async () => {
    // The production defaults (10 changes a minute per client), not the suites' raised ones.
    server = await startTestServer({ env: { BOOKING_TOKEN_SECRET: TOKEN_SECRET, BOOKING_RATE_LIMIT_PER_MINUTE: '10', BOOKING_RATE_LIMIT_PER_DAY: '60' }, now: () => NOW });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('never stops a visitor who books, changes and cancels, and answers a flood with 429 and a clear message, as JSON or as a page', async () => {
    const remoteAddress = '198.51.100.7';
    const lead = (await server.app.fastify.inject({ method: 'POST', url: '/api/contacts', payload: demoLead(), remoteAddress })).json<LeadCreated>();
    const token = lead.booking!.token;
    const pageToken = lead.booking!.pageToken!;
    const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, form = false) =>
      server.app.fastify.inject({
        method,
        url,
        remoteAddress,
        ...(form
          ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(payload as Record<string, string>).toString() }
          : { headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) }),
      });

    // What a person does: look, book, change their mind twice, cancel, book again, on the thank-you page and the booking page.
    const statuses = [
      (await inject('GET', '/api/booking/slots')).statusCode,
      (await inject('POST', '/api/booking', { bookingToken: token, start: FIRST_SLOT })).statusCode,
      (await inject('GET', `/book?token=${pageToken}&intent=change`)).statusCode,
      (await inject('PUT', '/api/booking', { bookingToken: token, start: '2026-11-24T14:00:00Z' })).statusCode,
      (await inject('POST', '/book', { token: pageToken, action: 'move', start: '2026-11-24T16:00:00Z' }, true)).statusCode,
      (await inject('GET', `/book?token=${pageToken}&intent=cancel`)).statusCode,
      (await inject('POST', '/book', { token: pageToken, action: 'cancel' }, true)).statusCode,
      (await inject('GET', `/book?token=${pageToken}&done=cancelled`)).statusCode,
      (await inject('POST', '/api/booking', { bookingToken: token, start: '2026-11-25T14:00:00Z' })).statusCode,
    ];
    expect(statuses).toEqual([200, 201, 200, 200, 303, 200, 303, 200, 201]);

    // A script hammering the booking: past 10 changes a minute, 429 with Retry-After and words a person understands.
    const flood: number[] = [];
    for (let index = 0; index < 8; index += 1) flood.push((await inject('PUT', '/api/booking', { bookingToken: token, start: '2026-11-25T14:30:00Z' })).statusCode);
    expect(flood.filter((status) => status === 429)).toHaveLength(3); // 5 changes above, 5 here, then refused
    const refused = await inject('POST', '/api/booking/cancel', { bookingToken: token });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ error: 'You have sent several requests in a short time. Please wait a minute and try again.' });
    const page = await inject('POST', '/book', { token: pageToken, action: 'cancel' }, true);
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(parse(page.body).text).toContain('Please wait a minute and try again.');
    // Nothing was cancelled by the refused requests; another client is not affected.
    const rows = await server.database.db.select().from(meetings).where(eq(meetings.leadId, lead.id));
    expect(rows.map((row) => row.status).toSorted()).toEqual(['booked', 'cancelled']);
    const elsewhere = await server.app.fastify.inject({ method: 'GET', url: `/book?token=${pageToken}`, remoteAddress: '198.51.100.200' });
    expect(elsewhere.statusCode).toBe(200);
  });
});
