import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadCreated } from '../../src/shared/leads/lead-schema.ts';
import { buildImage, nodeBaseImage, podman, podmanAvailable, PODMAN_RUNTIME_FLAGS } from '../support/podman.ts';
import { skippedVisibly } from '../support/skipped-visibly.ts';

/**
 * The Dockerfile built with podman (Debian's) on a Node base made on this machine, and run as a host runs it:
 * a published port, a named volume for /data, `podman stop` to end it.
 */

const IMAGE = 'localhost/harborline:test';
const suffix = randomUUID().slice(0, 8);
const CONTAINER = `harborline-test-${suffix}`;
const VOLUME = `harborline-data-${suffix}`;

const available = podmanAvailable();
if (!available) {
  const why = 'podman and runc are not installed (apt-get install podman runc; .ci/run does)';
  if (process.env.CI) throw new Error(`The container image suite needs them in CI: ${why}`);
  skippedVisibly('the container image', why);
}

const lead = () => JSON.stringify({ firstName: 'Dana', lastName: 'Reyes', email: `dana-${randomUUID().slice(0, 8)}@reyes-dental.com`, company: 'Reyes Dental', industry: 'healthcare' });

/** A POST whose body is sent in two halves: between them the request is in flight. */
function postInTwoHalves(url: string, path: string, body: string) {
  let finish = () => {};
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = request(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body: text }));
    });
    sent.on('error', reject);
    sent.write(body.slice(0, 20));
    finish = () => sent.end(body.slice(20));
  });
  return { answer, finish };
}

async function until(what: string, check: () => Promise<boolean>, withinMs = 90_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${withinMs / 1000} s`);
    await new Promise((wait) => setTimeout(wait, 500));
  }
}

describe.runIf(available)('the container image (Dockerfile, built and run with podman)', { timeout: 120_000 }, () => {
  let url: string;

  beforeAll(async () => {
    await buildImage(IMAGE, await nodeBaseImage());
    await podman(['volume', 'create', VOLUME]);
    await podman(['run', '-d', ...PODMAN_RUNTIME_FLAGS, '--name', CONTAINER, '-p', '127.0.0.1::3000', '-v', `${VOLUME}:/data`, '-e', 'LEAD_MIN_FILL_MS=0', IMAGE]);
    url = `http://${await podman(['port', CONTAINER, '3000'])}`;
  }, 1_200_000);
  afterAll(async () => {
    await podman(['rm', '-f', CONTAINER]).catch(() => {});
    await podman(['volume', 'rm', '-f', VOLUME]).catch(() => {});
  });

  it('runs the server as a non-root user, with production dependencies only, /data as a volume and a health check', async () => {
    const config = JSON.parse(await podman(['image', 'inspect', IMAGE, '--format', '{{json .Config}}'])) as { User: string; Volumes: Record<string, object>; Env: string[]; Cmd: string[] };
    const healthcheck = JSON.parse(await podman(['image', 'inspect', IMAGE, '--format', '{{json .HealthCheck}}'])) as { Test: string[] } | null;
    expect(config.User).toBe('node');
    expect(Object.keys(config.Volumes)).toEqual(['/data']);
    expect(config.Env).toEqual(expect.arrayContaining(['NODE_ENV=production', 'PORT=3000', 'DATA_DIR=/data']));
    expect(healthcheck?.Test.join(' ')).toContain('/readyz');
    // Exec form: node itself is PID 1 and gets the stop signal.
    expect(config.Cmd).toEqual(['node', 'dist/server/main.js']);
    expect(await podman(['exec', CONTAINER, 'id', '-u'])).toBe('1000');
    expect(await podman(['exec', CONTAINER, 'sh', '-c', 'ls node_modules/fastify/package.json; ls node_modules/vite node_modules/vitest 2>&1 || true'])).toMatch(
      /^node_modules\/fastify\/package.json\nls: cannot access 'node_modules\/vite'.*\nls: cannot access 'node_modules\/vitest'/s,
    );
    // The application is root's: the server's user can write only /data.
    expect(await podman(['exec', CONTAINER, 'sh', '-c', 'touch dist/x 2>&1 || echo refused'])).toContain('refused');
  });

  it('turns healthy once the database is ready, and answers /readyz on the published port', async () => {
    await until('podman healthcheck run', async () => (await podman(['healthcheck', 'run', CONTAINER]).then(() => true)));
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'pglite' });
  });

  it('takes a lead, and `podman stop` lets a request in flight finish before the server exits', async () => {
    const first = await fetch(`${url}/api/contacts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: lead() });
    expect(first.status).toBe(201);

    const inFlight = postInTwoHalves(url, '/api/contacts', lead());
    await new Promise((wait) => setTimeout(wait, 300));
    const began = Date.now();
    const stopping = podman(['stop', '-t', '10', CONTAINER], { timeoutMs: 30_000 });
    await until('the server saw SIGTERM', async () => (await podman(['logs', CONTAINER])).includes('shutting down'), 10_000);
    inFlight.finish();
    const answer = await inFlight.answer;
    await stopping;
    expect(answer.status).toBe(201);
    // Exit code 0 within the grace period: the server stopped itself, nothing was killed.
    expect(await podman(['inspect', CONTAINER, '--format', '{{.State.ExitCode}}'])).toBe('0');
    expect(Date.now() - began).toBeLessThan(10_000);

    // Both leads are in the embedded database the volume keeps.
    const ids = [((await first.json()) as LeadCreated).id, (JSON.parse(answer.body) as LeadCreated).id];
    const query = `const { PGlite } = await import('@electric-sql/pglite'); const db = await PGlite.create('/data');
      const { rows } = await db.query('SELECT count(*)::int AS n FROM leads WHERE id = ANY($1::uuid[])', [${JSON.stringify(ids)}]);
      console.log(rows[0].n); await db.close();`;
    expect(await podman(['run', '--rm', ...PODMAN_RUNTIME_FLAGS, '-v', `${VOLUME}:/data`, IMAGE, 'node', '--input-type=module', '-e', query])).toBe('2');
  });

  it('creates an admin account on the volume with the admin CLI, as README says (server stopped)', { timeout: 240_000 }, async () => {
    const cli = (args: string[]) =>
      podman(['run', '--rm', ...PODMAN_RUNTIME_FLAGS, '-v', `${VOLUME}:/data`, '-e', 'ADMIN_PASSWORD=a long enough password', IMAGE, 'node', 'dist/server/admin.js', ...args], { timeoutMs: 120_000 });
    expect(await cli(['create', 'alice'])).toContain('Created the account "alice"');
    expect(await cli(['list'])).toMatch(/^alice\t/m);
  });
});
