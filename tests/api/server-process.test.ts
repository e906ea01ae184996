import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connection.ts';
import { leads } from '../../src/server/db/schema.ts';
import { readyPort } from '../../src/server/site-ready.ts';
import { builtServerEntry, startBuiltServer, type BuiltServer } from '../support/built-server.ts';
import { migratedDataDir } from '../support/migrated-data-dir.ts';
import { openFreshPostgres, testPostgresUrl } from '../support/test-databases.ts';

/** The built server as production runs it: signals, logs, its own process. */

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function withDataDir(): Promise<string> {
  const dataDir = await migratedDataDir('server-process-');
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  return dataDir;
}

async function started(env: Record<string, string>): Promise<BuiltServer> {
  const server = await startBuiltServer(env);
  cleanups.push(() => server.kill('SIGKILL'));
  return server;
}

/** Sends the headers and half of a body on a raw socket; the rest goes when asked. */
function halfSentRequest(url: string, payload: string) {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let answer = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const half = Math.floor(payload.length / 2);
  socket.write(
    `POST /api/contacts HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(payload)}\r\nConnection: close\r\n\r\n${payload.slice(0, half)}`,
  );
  return {
    finish: async () => {
      socket.end(payload.slice(half));
      await closed;
      return answer;
    },
  };
}

const refusesConnections = async (url: string) => {
  try {
    await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1_000) });
    return false;
  } catch {
    return true;
  }
};

describe('the built server process', () => {
  it('on SIGTERM stops accepting, finishes the request in flight, closes the database and exits 0 within 10 s', async () => {
    const dataDir = await withDataDir();
    const server = await started({ DATA_DIR: dataDir });
    const inFlight = halfSentRequest(
      server.url,
      JSON.stringify({ firstName: 'Slow', lastName: 'Sender', email: 'slow@example.com', company: 'Dial-Up Ltd', elapsedMs: 60_000 }),
    );
    // Fastify logs a request once its headers are parsed: from then on it is in flight.
    await expect.poll(() => /"method":"POST","path":"\/api\/contacts"/.test(server.output()), { timeout: 5_000 }).toBe(true);

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await expect.poll(() => refusesConnections(server.url), { timeout: 5_000 }).toBe(true);

    const answer = await inFlight.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    const { id } = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { id: string };

    const exit = await server.exited;
    expect(exit.code).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(server.output()).toContain('shutting down');
    // The embedded database was closed (its lock released) with the request's row in it.
    expect(existsSync(join(dataDir, 'harborline.lock'))).toBe(false);
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await database.db.select({ email: leads.email }).from(leads).where(eq(leads.id, id))).toEqual([{ email: 'slow@example.com' }]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('says so and exits 1 when the embedded database in DATA_DIR cannot be opened', async () => {
    const dataDir = await withDataDir();
    await (await openDatabase({ kind: 'pglite', dataDir })).close();
    // A folder another PostgreSQL version wrote, as a careless copy or upgrade leaves it.
    await writeFile(join(dataDir, 'PG_VERSION'), '99\n');
    const child = spawn(process.execPath, [builtServerEntry()], { env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(output).toContain('The embedded database could not be opened');
    expect(existsSync(join(dataDir, 'harborline.lock')), 'the data folder is not left locked').toBe(false);
  }, 60_000);

  it('logs structured JSON lines with request ids, and no personal data of leads: their id only', async () => {
    const server = await started({ DATA_DIR: await withDataDir() });
    const secrets = ['Quentin', 'Zebulon-Marsh', 'quentin.secret@private-mail.example', '+1 (555) 010-9876', 'Marsh Holdings', 'my private message'];
    const post = (body: string) => fetch(`${server.url}/api/contacts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const lead = { firstName: secrets[0], lastName: secrets[1], email: secrets[2], phone: secrets[3], company: secrets[4], message: secrets[5] };

    const accepted = await post(JSON.stringify(lead));
    expect(accepted.status).toBe(201);
    const { id } = (await accepted.json()) as { id: string };
    const requestId = accepted.headers.get('x-request-id');
    expect((await post(JSON.stringify({ ...lead, email: 'not an e-mail' }))).status).toBe(400);
    expect((await post(`{"email": "${secrets[2]}", broken`)).status).toBe(400);
    expect((await post(JSON.stringify({ ...lead, notes: 'x'.repeat(20_000) }))).status).toBe(413);
    expect((await fetch(`${server.url}/?email=${encodeURIComponent(secrets[2]!)}`)).status).toBe(200);
    expect((await server.kill('SIGTERM')).code).toBe(0);

    const output = server.output();
    for (const secret of secrets) expect(output, `log mentions "${secret}"`).not.toContain(secret);
    expect(output).not.toContain(encodeURIComponent(secrets[2]!));

    const lines = output.split('\n').filter((line) => line.trim() !== '');
    const entries = lines.map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`Not a JSON log line: ${line}`);
      }
    });
    const created = entries.find((entry) => entry.msg === 'lead created');
    expect(created).toMatchObject({ leadId: id, reqId: requestId, level: 30 });
    const requestLines = entries.filter((entry) => entry.msg === 'request completed');
    expect(requestLines.length).toBeGreaterThanOrEqual(5);
    for (const entry of requestLines) expect(entry.reqId).toEqual(expect.any(String));
    expect(requestLines.map((entry) => entry.reqId)).toContain(requestId);
  }, 120_000);
});

/** This machine's first address that other machines can reach (not loopback). */
function outsideAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;
  if (!address) throw new Error('This test needs a network interface besides loopback, to connect to the server as another machine would.');
  return address;
}

const answersAt = (host: string, port: number) =>
  fetch(`http://${host}:${port}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.status,
    (error: unknown) => ((error as Error).cause as NodeJS.ErrnoException | undefined)?.code ?? String(error),
  );

const portOf = (server: BuiltServer) => Number(new URL(server.url).port);

describe('the interface the built server listens on', () => {
  it('is loopback alone when HOST is unset: a laptop does not serve its network', async () => {
    const server = await started({ DATA_DIR: await withDataDir(), HOST: '' });
    expect(await answersAt('127.0.0.1', portOf(server))).toBe(200);
    expect(await answersAt(outsideAddress(), portOf(server))).toBe('ECONNREFUSED');
  }, 60_000);

  it('is every interface with HOST=0.0.0.0, or with NODE_ENV=production and HOST unset', async () => {
    const settings: Record<string, string>[] = [{ HOST: '0.0.0.0' }, { HOST: '', NODE_ENV: 'production' }];
    for (const env of settings) {
      const server = await started({ DATA_DIR: await withDataDir(), ...env });
      expect(await answersAt(outsideAddress(), portOf(server)), JSON.stringify(env)).toBe(200);
      expect(await answersAt('127.0.0.1', portOf(server))).toBe(200);
      await server.kill('SIGTERM');
    }
  }, 90_000);
});

/** The built server on a pseudo-terminal (util-linux `script`), as a developer's shell runs it. */
async function onTerminal(env: Record<string, string>) {
  const dataDir = await withDataDir();
  const child = spawn('script', ['-qfec', `exec "${process.execPath}" "${builtServerEntry()}"`, '/dev/null'], {
    env: { PATH: process.env.PATH, TERM: 'xterm-256color', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: process.env.DIST_DIR, LOG_LEVEL: 'info', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = once(child, 'exit');
  cleanups.push(async () => {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
    await exited;
  });
  await expect.poll(() => readyPort(output), { timeout: 60_000 }).not.toBeNull();
  const url = `http://127.0.0.1:${readyPort(output)}`;
  await expect.poll(() => fetch(`${url}/readyz`).then((response) => response.status, () => 0), { timeout: 60_000 }).toBe(200);
  expect((await fetch(`${url}/solutions?utm_source=x`)).status).toBe(200);
  // Ctrl-C on the terminal, as a developer stops it.
  child.stdin.write('\u0003');
  await exited;
  // The terminal echoes the keystroke.
  return output.replaceAll('^C', '');
}

describe('the log on a terminal', () => {
  // eslint-disable-next-line no-control-regex
  const colour = /\u001b\[\d+m/;

  it('is coloured, readable lines in development (pino-pretty), with the request id and no query string', async () => {
    const output = await onTerminal({});
    expect(output).toMatch(colour);
    const plain = output.replace(/\u001b\[[\d;]*m/g, ''); // eslint-disable-line no-control-regex
    expect(plain).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: Site ready at http:\/\/localhost:\d+/m);
    expect(plain).toMatch(/INFO: request completed/);
    expect(plain).toMatch(/reqId: "[\w-]+"/);
    expect(plain).toContain('"path": "/solutions"');
    expect(plain).not.toContain('utm_source');
    expect(plain).not.toMatch(/^\{"level"/m);
  }, 90_000);

  it('stays one JSON object a line with NODE_ENV=production', async () => {
    const output = await onTerminal({ NODE_ENV: 'production', SITE_URL: 'https://www.example.com' });
    expect(output).not.toMatch(colour);
    const lines = output.split(/\r?\n/).filter((line) => line.trim() !== '');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(lines.map((line) => JSON.parse(line) as { msg: string }).some((entry) => entry.msg.startsWith('Site ready at'))).toBe(true);
  }, 90_000);
});

/** A fault injected from outside the process needs a database the test can reach: PostgreSQL. */
const postgresUrl = testPostgresUrl('of the built server under injected database faults');
const postgresTargets = postgresUrl ? [{ name: 'PostgreSQL', url: postgresUrl }] : [];

describe.each(postgresTargets)('the built server on $name', ({ url }) => {
  it('logs a failed database write with its query but without the values of the lead', async () => {
    const fresh = await openFreshPostgres(url);
    cleanups.push(() => fresh.close());
    const server = await started({ DATABASE_URL: fresh.url });
    // The database refuses every new lead under the running server (a fault that is not "try later").
    const admin = new pg.Client({ connectionString: fresh.url });
    await admin.connect();
    await admin.query('ALTER TABLE leads ADD CONSTRAINT refuse_new_leads CHECK (false) NOT VALID');
    await admin.end();

    const response = await fetch(`${server.url}/api/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Ursula', lastName: 'Vantongeren', email: 'ursula@hidden.example', company: 'Vantongeren BV' }),
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Something went wrong on our side. Please try again.' });
    expect((await server.kill('SIGTERM')).code).toBe(0);

    const output = server.output();
    expect(output).toContain('request failed');
    // The statement with $1 placeholders and the driver's error code: enough to find the fault.
    expect(output).toContain('Failed query: ');
    expect(output).toContain('"code":"23514"');
    for (const secret of ['Ursula', 'Vantongeren', 'ursula@hidden.example']) expect(output).not.toContain(secret);
  }, 120_000);
});
