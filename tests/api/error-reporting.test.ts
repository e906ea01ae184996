import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config/config.ts';
import { flushErrorReports, initServerErrorReporting } from '../../src/server/error-reporting.ts';
import { startFakeSentry, type FakeSentry } from '../support/fake-sentry.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

describe('server error reporting', () => {
  let sentry: FakeSentry;
  let server: TestServer;

  beforeAll(async () => {
    sentry = await startFakeSentry();
    await initServerErrorReporting(loadConfig({ SENTRY_DSN: sentry.dsn }));
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.app.fastify.close();
    await sentry.close();
  });

  it('sends an unexpected failure to Sentry and answers with a generic 500', async () => {
    await server.database.close(); // a real fault: the insert cannot run
    const response = await server.app.fastify.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ firstName: 'A', lastName: 'B', email: 'private@example.com', company: 'C' }),
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Something went wrong on our side. Please try again.' });
    await flushErrorReports();
    await expect.poll(() => sentry.envelopes.length, { timeout: 5000 }).toBeGreaterThan(0);
    const event = sentry.envelopes.join('\n');
    expect(event).toContain('"type":"event"');
    expect(event).toContain('/api/contacts');
  });

  it('leaves the values of a failed query (a lead\'s data) out of the report', async () => {
    const before = sentry.envelopes.length;
    const broken = await startTestServer();
    // A real fault after connecting (not a "try later" one): the table refuses every new row, so the
    // query fails with its values attached.
    await broken.database.db.execute(sql`alter table leads add constraint refuse_new_leads check (false) not valid`);
    try {
      const response = await broken.app.fastify.inject({
        method: 'POST',
        url: '/api/contacts',
        payload: { firstName: 'Hidden', lastName: 'Person', email: 'hidden.person@example.com', company: 'Secret Co' },
      });
      expect(response.statusCode).toBe(500);
      await flushErrorReports();
      await expect.poll(() => sentry.envelopes.slice(before).join('\n'), { timeout: 5000 }).toContain('Failed query');
      const event = sentry.envelopes.slice(before).join('\n');
      for (const value of ['hidden.person@example.com', 'Hidden', 'Secret Co']) expect(event).not.toContain(value);
    } finally {
      await broken.close();
    }
  });
});
