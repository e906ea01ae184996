import { readFile, rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../support/built-server.ts';
import { openFreshPostgres, testPostgresUrl } from '../support/test-databases.ts';
import { migratedDataDir } from '../support/migrated-data-dir.ts';

const PARALLEL_SIGN_INS = 100;
/** The bound for the whole process, on PostgreSQL (the embedded database alone idles near 470 MB). */
const PEAK_RSS_LIMIT_MB = 400;
/** What the burst may add on top of the idle process: one scrypt run is 128 MiB. */
const BURST_GROWTH_LIMIT_MB = 200;

/** Resident memory of a process now (Linux). */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]) / 1024;
}

interface Backend {
  name: string;
  /** Environment for the server and a clean-up. */
  prepare(): Promise<{ env: Record<string, string>; cleanUp(): Promise<void> }>;
  /** Absolute bound on the process's RSS, where the database does not live inside it. */
  peakLimitMb?: number;
}

const postgresUrl = testPostgresUrl('of sign-in memory on PostgreSQL');
const BACKENDS: Backend[] = [
  {
    name: 'PGlite',
    prepare: async () => {
      const dataDir = await migratedDataDir('sign-in-memory-');
      return { env: { DATA_DIR: dataDir }, cleanUp: () => rm(dataDir, { recursive: true, force: true }) };
    },
  },
  ...(postgresUrl
    ? [
        {
          name: 'PostgreSQL',
          prepare: async () => {
            const database = await openFreshPostgres(postgresUrl);
            return { env: { DATABASE_URL: database.url }, cleanUp: () => database.close() };
          },
          peakLimitMb: PEAK_RSS_LIMIT_MB,
        },
      ]
    : []),
];

describe.each(BACKENDS)('password hashing memory under a burst of sign-ins, on $name', (backend) => {
  let server: BuiltServer;
  let cleanUp: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const prepared = await backend.prepare();
    cleanUp = prepared.cleanUp;
    // The production bundle in its own process; each attempt comes from its own address (a botnet), as a
    // proxy on this machine reports it.
    server = await startBuiltServer({ ...prepared.env, TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'error' });
  }, 90_000);
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await cleanUp();
  });

  it(`${PARALLEL_SIGN_INS} parallel sign-ins: memory stays bounded, the overflow gets 503 with Retry-After`, async () => {
    const pid = server.child.pid!;
    const idle = await rssMb(pid);
    let highest = idle;
    const sampler = setInterval(() => {
      rssMb(pid).then((now) => (highest = Math.max(highest, now)), () => {});
    }, 20);
    const responses = await Promise.all(
      Array.from({ length: PARALLEL_SIGN_INS }, (_, index) =>
        fetch(`${server.url}/api/admin/session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': `198.18.0.${index + 1}` },
          body: JSON.stringify({ username: `visitor-${index}`, password: 'a wrong password, long enough' }),
        }).then(async (response) => ({ status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.text() })),
      ),
    ).finally(() => clearInterval(sampler));
    highest = Math.max(highest, await rssMb(pid));
    console.info(`${backend.name}: RSS ${idle.toFixed(0)} MB idle, ${highest.toFixed(0)} MB at most during ${PARALLEL_SIGN_INS} parallel sign-ins`);

    // Every attempt is answered: checked and wrong (401), or refused at once as busy (503); no crash.
    const statuses = responses.map((response) => response.status);
    expect(new Set(statuses)).toEqual(new Set([401, 503]));
    for (const busy of responses.filter((response) => response.status === 503)) {
      expect(busy.retryAfter).toBe('1');
      expect(JSON.parse(busy.body)).toEqual({ error: expect.stringMatching(/busy/) });
    }
    expect(highest - idle).toBeLessThan(BURST_GROWTH_LIMIT_MB);
    if (backend.peakLimitMb) expect(highest).toBeLessThan(backend.peakLimitMb);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  }, 300_000);
});
