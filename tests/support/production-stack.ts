import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectPath } from '../../src/server/project-root.ts';
import { candidatePort } from '../../scripts/lib/local-processes.ts';
import { startBuiltServer, type BuiltServer } from './built-server.ts';
import { createPostgresDatabase } from './fresh-postgres.ts';
import { httpsRequest } from './https-client.ts';

// Its own module, free of test-runner side effects: tests/api/production-stack.test.ts and
// scripts/bench/lighthouse-stack.ts run the same stack.

/** compose.yaml's topology without containers: Caddy (deploy/Caddyfile) on HTTPS before two built instances. */
export interface ProductionStack {
  /** https://localhost:<port>, Caddy's site. */
  origin: string;
  /** http://localhost:<port>, which Caddy redirects to HTTPS. */
  plainOrigin: string;
  /** The root certificate of Caddy's own CA (PEM), for clients that must trust the site. */
  caCertificate: string;
  instances: BuiltServer[];
  databaseUrl: string;
  /** The instances' Redis keys start with it (a run of its own). */
  redisKeyPrefix: string;
  /** Everything Caddy wrote. */
  proxyOutput(): string;
  close(): Promise<void>;
}

export interface StackOptions {
  /** PostgreSQL next to which a fresh database is made for the run (and dropped at close). */
  postgresUrl: string;
  redisUrl: string;
  /** Settings for both instances, over the stack's own. */
  env?: Record<string, string>;
  instances?: number;
  /** The address Caddy sends an instance's requests to (host:port): the instance's own unless given, e.g. a TCP proxy before it. */
  upstreamOf?: (instance: BuiltServer, index: number) => Promise<string>;
}

export function caddyAvailable(): boolean {
  return spawnSync('caddy', ['version'], { stdio: 'ignore' }).status === 0;
}

interface Caddy {
  child: ChildProcess;
  output(): string;
}

/** Caddy with deploy/Caddyfile, on the given ports, before the instances. */
function startCaddy(folder: string, ports: { https: number; http: number }, upstreams: string[]): Caddy {
  const chunks: string[] = [];
  // admin off: no control endpoint on the machine; storage in the run's folder: its own CA and certificates.
  const options = ['admin off', 'local_certs', 'skip_install_trust', `http_port ${ports.http}`, `https_port ${ports.https}`, `storage file_system ${folder}`];
  const child = spawn('caddy', ['run', '--adapter', 'caddyfile', '--config', projectPath('deploy', 'Caddyfile')], {
    env: {
      PATH: process.env.PATH,
      HOME: folder,
      XDG_DATA_HOME: folder,
      XDG_CONFIG_HOME: folder,
      SITE_ADDRESS: `localhost:${ports.https}`,
      APP_UPSTREAMS: upstreams.join(' '),
      CADDY_OPTIONS: options.join('\n'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
  return { child, output: () => chunks.join('') };
}

/** Waits until Caddy answers /readyz over HTTPS with its own root trusted (its certificate is made after start). */
async function proxyReady(origin: string, rootFile: string, caddy: Caddy): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (caddy.child.exitCode !== null) throw new Error(`Caddy exited (${caddy.child.exitCode}):\n${caddy.output().slice(-3_000)}`);
    const ca = await readFile(rootFile, 'utf8').catch(() => null);
    if (ca) {
      const answer = await httpsRequest(origin, { path: '/readyz', ca }).catch(() => null);
      if (answer?.status === 200) return ca;
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`Caddy did not serve ${origin}/readyz within 30 s:\n${caddy.output().slice(-3_000)}`);
}

export async function startProductionStack(options: StackOptions): Promise<ProductionStack> {
  const folder = await mkdtemp(join(tmpdir(), 'production-stack-'));
  const database = await createPostgresDatabase(options.postgresUrl);
  const keyPrefix = `stack-${Date.now()}-${Math.random().toString(36).slice(2, 8)}:`;
  const instances: BuiltServer[] = [];
  let caddy: Caddy | undefined;
  const close = async () => {
    if (caddy && caddy.child.exitCode === null) {
      const exited = new Promise((done) => caddy!.child.once('exit', done));
      caddy.child.kill('SIGTERM');
      await exited;
    }
    await Promise.all(instances.map((instance) => instance.kill('SIGTERM')));
    await database.drop();
    await rm(folder, { recursive: true, force: true });
  };
  try {
    // SITE_URL names the proxy's port, so it is chosen before the instances start.
    const ports = { https: await candidatePort(), http: await candidatePort() };
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      DATA_DIR: join(folder, 'data'),
      REDIS_URL: options.redisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
      TRUST_PROXY: '127.0.0.1',
      SITE_URL: `https://localhost:${ports.https}`,
      FORCE_HTTPS: 'true',
      BOOKING_TOKEN_SECRET: 'production-stack-booking-secret-0123456789',
      ...options.env,
    };
    // Together, as a deploy starts them: migrations run once, under the lock.
    instances.push(...(await Promise.all(Array.from({ length: options.instances ?? 2 }, () => startBuiltServer(env)))));
    const upstreamOf = options.upstreamOf ?? (async (instance: BuiltServer) => new URL(instance.url).host);
    const proxy = (caddy = startCaddy(folder, ports, await Promise.all(instances.map(upstreamOf))));
    const origin = `https://localhost:${ports.https}`;
    const caCertificate = await proxyReady(origin, join(folder, 'pki', 'authorities', 'local', 'root.crt'), proxy);
    return { origin, plainOrigin: `http://localhost:${ports.http}`, caCertificate, instances, databaseUrl: database.url, redisKeyPrefix: keyPrefix, proxyOutput: proxy.output, close };
  } catch (error) {
    await close();
    throw error;
  }
}
