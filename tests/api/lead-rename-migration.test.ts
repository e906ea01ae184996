import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadDetail } from '../../src/shared/leads/lead-model.ts';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/connection.ts';
import { projectPath } from '../../src/server/project-root.ts';
import { signedInCookie } from '../support/admin-session.ts';
import { createPostgresDatabase } from '../support/fresh-postgres.ts';
import { testPostgresUrl } from '../support/test-databases.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * drizzle/0011 renamed contacts to leads (and every contact_id to lead_id) with ALTER … RENAME: a database
 * that held leads under the old names keeps them, with their notes, deliveries and call-backs, and the app
 * reads them after the upgrade.
 */
const BEFORE_RENAME = '0010_call_statuses_checked';

/** The migrations up to and including 0010, as a folder drizzle's migrator reads. */
function migrationsBeforeRename(): string {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-0010-'));
  cpSync(projectPath('drizzle'), folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === BEFORE_RENAME);
  expect(last, `${BEFORE_RENAME} is in the journal`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const LEAD_ID = '6f1c1a9e-3b7d-4c55-9a51-2f0e8e6d4a10';

/** A lead as the 0010 schema stored it, with a note, a delivery, call consent and a scheduled call-back. */
const OLD_ROWS = [
  `INSERT INTO contacts (id, first_name, last_name, email, phone, company, source, status)
     VALUES ('${LEAD_ID}', 'Ann', 'Lee', 'ann@lee.example', '+1 212 555 0100', 'Lee Co', 'demo', 'contacted')`,
  `INSERT INTO contact_notes (contact_id, author_name, body) VALUES ('${LEAD_ID}', 'sales', 'Called back, wants a demo on Friday')`,
  `INSERT INTO lead_deliveries (contact_id, channel, status, attempts) VALUES ('${LEAD_ID}', 'email', 'delivered', 1)`,
  `INSERT INTO call_consents (contact_id, text, version, page) VALUES ('${LEAD_ID}', 'Call me now', 'v1', '/')`,
  `INSERT INTO lead_calls (contact_id, phone_e164, status, time_zone) VALUES ('${LEAD_ID}', '+12125550100', 'scheduled', 'America/New_York')`,
];

interface OldDatabase {
  name: string;
  /** Migrates to 0010 and stores OLD_ROWS; then opens it through the app's own path, which migrates to the latest. */
  upgrade(folder: string): Promise<DatabaseHandle>;
}

const postgresUrl = testPostgresUrl('of the lead rename migration on PostgreSQL');

const OLD_DATABASES: OldDatabase[] = [
  {
    name: 'PGlite',
    async upgrade(folder) {
      const client = new PGlite();
      await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
      for (const statement of OLD_ROWS) await client.query(statement);
      return openDatabase({ kind: 'pglite', dataDir: null }, { pglite: client });
    },
  },
  ...(postgresUrl
    ? [
        {
          name: 'PostgreSQL',
          async upgrade(folder: string) {
            const { url, drop } = await createPostgresDatabase(postgresUrl);
            const client = new pg.Client({ connectionString: url });
            await client.connect();
            await migratePg(drizzlePg(client), { migrationsFolder: folder });
            for (const statement of OLD_ROWS) await client.query(statement);
            await client.end();
            const handle = await openDatabase({ kind: 'postgres', url });
            return {
              ...handle,
              close: async () => {
                await handle.close();
                await drop();
              },
            };
          },
        },
      ]
    : []),
];

describe.each(OLD_DATABASES)('a database at 0010 migrated to one name, a lead ($name)', ({ upgrade }) => {
  let folder: string;
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    folder = migrationsBeforeRename();
    server = await startTestServer({ database: await upgrade(folder) });
    cookie = await signedInCookie(server);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps the lead with its note, delivery, consent and call-back, read through the admin API', async () => {
    const response = await server.app.fastify.inject({ url: `/api/admin/leads/${LEAD_ID}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const lead = response.json<LeadDetail>();
    expect(lead).toMatchObject({ id: LEAD_ID, firstName: 'Ann', lastName: 'Lee', company: 'Lee Co', source: 'demo', status: 'contacted' });
    expect(lead.notes).toEqual([expect.objectContaining({ authorName: 'sales', body: 'Called back, wants a demo on Friday' })]);
    expect(lead.deliveries).toEqual([expect.objectContaining({ channel: 'email', status: 'delivered', attempts: 1 })]);
    expect(lead.callBack).toMatchObject({ consent: { version: 'v1', page: '/' }, call: { status: 'scheduled', phone: '+12125550100' } });
  });

  it('has no table, column or function left under the old name, and takes new leads through accept_lead', async () => {
    const leftovers = (await server.database.db.execute(sql`
      select table_name || '.' || column_name as name from information_schema.columns
        where table_schema = 'public' and (table_name like 'contact%' or column_name like 'contact%')
      union all select proname::text from pg_proc where proname like '%contact%'`)) as unknown as { rows: unknown[] };
    expect(leftovers.rows).toEqual([]);
    const created = await server.app.fastify.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: { firstName: 'Bo', lastName: 'Ek', email: 'bo@ek.example', company: 'Ek AB' },
    });
    expect(created.statusCode).toBe(201);
  });
});
