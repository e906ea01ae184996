import { PGlite, type Transaction } from '@electric-sql/pglite';
import { afterEach, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connection.ts';
import { createMigratedPglite } from '../support/migrated-pglite.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Issue 11, point 6: the lead path's speed comes from asking the database once per lead (see
 * drizzle/0005_accept_contact.sql); npm run bench -- --lead-path measures it. Here: the statements one
 * lead costs, counted on the embedded database's client, so a change that adds round trips fails.
 */

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Records every statement sent to PGlite, alone or inside a transaction (BEGIN and COMMIT not recorded). */
function recordingStatements(pglite: PGlite) {
  const statements: string[] = [];
  const counted = <T extends PGlite | Transaction>(target: T): T =>
    new Proxy(target, {
      get(object, property, receiver) {
        const value = Reflect.get(object, property, receiver) as unknown;
        if (property === 'query' || property === 'exec') {
          return (...args: unknown[]) => {
            statements.push(String(args[0]));
            return (value as (...args: unknown[]) => unknown).apply(object, args);
          };
        }
        if (property === 'transaction' && object instanceof PGlite) {
          return <R>(callback: (tx: Transaction) => Promise<R>) => object.transaction((tx) => callback(counted(tx)));
        }
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
      },
    });
  return { client: counted(pglite), statements };
}

const lead = (email: string) => ({
  firstName: 'Ana',
  lastName: 'Counted',
  email,
  company: 'Harbor Dental',
  message: 'How fast is a lead stored?',
  elapsedMs: 30_000,
});

it('a lead that passes the abuse checks is stored with one statement, its duplicate check included, after one attribution read', async () => {
  const pglite = await createMigratedPglite();
  const { client, statements } = recordingStatements(pglite);
  const database = await openDatabase({ kind: 'pglite', dataDir: null }, { pglite: client });
  // No notification channel, so a lead gets no outbox rows (tests/api/lead-delivery.test.ts checks them).
  server = await startTestServer({ database });
  const post = (email: string) => server!.app.fastify.inject({ method: 'POST', url: '/api/contacts', payload: lead(email) });

  // The first one warms up whatever runs once per process.
  expect((await post('first@harbor-dental.com')).statusCode).toBe(201);
  const before = statements.length;
  expect((await post('second@harbor-dental.com')).statusCode).toBe(201);
  // The outbox worker wakes on each lead and works on its own table; it is not the lead's round trip.
  const ofTheLead = statements.slice(before).filter((text) => !text.includes('"lead_deliveries"'));
  // One read first: where this visitor's visit began today (analytics attribution), then the one write.
  const [lookup, ...writes] = ofTheLead;
  expect(lookup).toMatch(/^select .* from "analytics_events"/s);
  expect(writes).toHaveLength(1);
  expect(writes[0]).toMatch(/^select .* from accept_lead\(/s);
  const stored = await pglite.query<{ email: string }>('select email from leads order by created_at');
  expect(stored.rows.map((row) => row.email)).toEqual(['first@harbor-dental.com', 'second@harbor-dental.com']);
  await pglite.close();
});
