import { rm } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { CALL_CONSENT } from '../../src/shared/content/call-consent.ts';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/connection.ts';
import { callAttempts, leadCalls, leadDeliveries } from '../../src/server/db/schema.ts';
import { startBuiltServer } from '../support/built-server.ts';
import { endOfCallReport, startFakeVapiProvider } from '../support/fake-vapi-provider.ts';
import { openFreshPostgres, testPostgresUrl } from '../support/test-databases.ts';
import { migratedDataDir } from '../support/migrated-data-dir.ts';

const SERVER_SECRET = 'a-server-secret-of-at-least-24-bytes-for-the-crash';

interface Storage {
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

async function pgliteStorage(): Promise<Storage> {
  const dataDir = await migratedDataDir('retry-crash-pglite-');
  return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ kind: 'pglite', dataDir }), dispose: () => rm(dataDir, { recursive: true, force: true }) };
}

async function postgresStorage(baseUrl: string): Promise<Storage> {
  const fresh = await openFreshPostgres(baseUrl);
  return { env: { DATABASE_URL: fresh.url }, open: () => openDatabase({ kind: 'postgres', url: fresh.url }), dispose: () => fresh.close() };
}

const postgresUrl = testPostgresUrl('of a retry surviving a crash on PostgreSQL');
const storages = [{ name: 'PGlite', create: pgliteStorage }, ...(postgresUrl ? [{ name: 'PostgreSQL', create: () => postgresStorage(postgresUrl) }] : [])];

describe.each(storages)('a planned call-back retry and a crash (SIGKILL) of the built server on $name', ({ create }) => {
  it('is still planned after the crash, and rings once when its time comes after a restart', async () => {
    const storage = await create();
    const provider = await startFakeVapiProvider();
    const env = {
      ...storage.env,
      VAPI_API_BASE_URL: provider.url,
      VAPI_PRIVATE_KEY: 'vapi_private_crash',
      VAPI_ASSISTANT_ID: 'asst_callback',
      VAPI_PHONE_NUMBER_ID: 'pn_sales_line',
      VAPI_SERVER_SECRET: SERVER_SECRET,
      CALLBACK_HOURS: '00:00-24:00',
      LEAD_OUTBOX_POLL_MS: '100',
    };
    try {
      const first = await startBuiltServer(env);
      const response = await fetch(`${first.url}/api/contacts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'Kim', lastName: 'Crash', email: 'kim@crash.example', phone: '(954) 463-0199', company: 'Durable Ltd', callConsent: { version: CALL_CONSENT.version, page: '/' } }),
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      await vi.waitFor(() => expect(provider.calls).toHaveLength(1), { timeout: 20_000, interval: 50 });
      await vi.waitFor(
        async () => expect((await provider.postServerMessage(`${first.url}/api/voice/events`, SERVER_SECRET, endOfCallReport(provider.calls[0]!.id, Date.now(), { endedReason: 'customer-did-not-answer' }))).body.outcome).toBe('stored'),
        { timeout: 20_000, interval: 200 },
      );
      // The retry is planned (10 minutes on) when the process dies without warning.
      expect((await first.kill('SIGKILL')).signal).toBe('SIGKILL');

      // Ten minutes pass while the server is down: the planned time is now.
      const database = await storage.open();
      try {
        const [delivery] = await database.db.select().from(leadDeliveries).where(and(eq(leadDeliveries.leadId, id), eq(leadDeliveries.channel, 'callback')));
        expect(delivery).toMatchObject({ status: 'pending' });
        expect(delivery!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(8 * 60_000);
        await database.db.update(leadDeliveries).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(leadDeliveries.id, delivery!.id));
        await database.db.update(leadCalls).set({ scheduledFor: sql`now() - interval '1 second'` }).where(eq(leadCalls.leadId, id));
      } finally {
        await database.close();
      }

      const second = await startBuiltServer(env);
      await vi.waitFor(() => expect(provider.calls).toHaveLength(2), { timeout: 20_000, interval: 50 });
      expect((provider.calls[1]!.body as { name: string }).name).toBe(`${id}-2`);
      expect((await second.kill('SIGTERM')).code).toBe(0);
      expect(provider.callRequests()).toHaveLength(2);

      const after = await storage.open();
      try {
        const attempts = await after.db.select().from(callAttempts).where(eq(callAttempts.leadId, id)).orderBy(callAttempts.attemptNumber);
        expect(attempts.map((attempt) => [attempt.attemptNumber, attempt.outcome, attempt.providerCallId])).toEqual([
          [1, 'no-answer', provider.calls[0]!.id],
          [2, null, provider.calls[1]!.id],
        ]);
      } finally {
        await after.close();
      }
    } finally {
      await provider.close();
      await storage.dispose();
    }
  }, 180_000);
});
