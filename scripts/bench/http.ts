/**
 * npm run bench [-- --duration 8] [--connections 50] [--rebuild] [--lead-path] [--skip-pglite]
 *
 * --lead-path measures only POST /api/contacts (PGlite, PostgreSQL and the bare baseline), no GETs, no nginx.
 *
 * Throughput and latency of the real server, next to nginx serving the same files. Builds the site
 * if there is no build (DIST_DIR, default ./dist), starts `node <dist>/server/main.js` on an embedded
 * PGlite (and on PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set, or the local default
 * postgres://postgres@127.0.0.1:5432/test answers), and measures with autocannon:
 *   GET / with Accept-Encoding: br, GET of a hashed asset (br), POST /api/contacts (rate limit raised).
 * Then nginx (the Debian package, installed with apt-get if missing, with brotli_static when Debian
 * has the module) serves <dist>/client with the same precompressed .br/.gz files, one worker process
 * like the single Node process, and the same GETs are measured. With PostgreSQL, the same POSTs also go
 * to scripts/bench/bare-insert-server.ts (bare `http` + `pg`, one INSERT … RETURNING per lead) on a
 * fresh database of its own: the limit the lead path is compared with. Prints a table with the ratios.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { startBuiltServer, type BuiltServer } from '../../tests/support/built-server.ts';
import { openFreshPostgres } from '../../tests/support/fresh-postgres.ts';
import { candidatePort, ensureBuild } from '../lib/local-processes.ts';

const root = join(import.meta.dirname, '..', '..');
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '50' },
    rebuild: { type: 'boolean', default: false },
    'lead-path': { type: 'boolean', default: false },
    'skip-pglite': { type: 'boolean', default: false },
  },
});
const duration = Math.max(1, Number(args.duration) || 8);
const connections = Math.max(1, Number(args.connections) || 50);
const dist = resolve(process.env.DIST_DIR ?? join(root, 'dist'));
const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';
/** No limit gets in the way of a benchmark; spam timing off so every POST is a full lead. */
const SERVER_ENV = {
  DIST_DIR: dist,
  LOG_LEVEL: 'warn',
  LEAD_RATE_LIMIT_PER_MINUTE: '100000000',
  LEAD_RATE_LIMIT_PER_DAY: '100000000',
  LEAD_MIN_FILL_MS: '0',
};


async function hashedAsset(): Promise<string> {
  const assets = await readdir(join(dist, 'client', 'assets'));
  const entry = assets.find((name) => /^entry-client-.+\.js$/.test(name)) ?? assets.find((name) => name.endsWith('.js'));
  if (!entry) throw new Error(`No hashed script in ${join(dist, 'client', 'assets')}`);
  return `/assets/${entry}`;
}

async function postgresUrl(): Promise<string | undefined> {
  const configured = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (configured) return configured;
  const client = new pg.Client({ connectionString: DEFAULT_POSTGRES, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return DEFAULT_POSTGRES;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

interface Measurement {
  target: string;
  server: string;
  result: Result;
}

async function measure(target: string, server: string, url: string, options: Omit<Parameters<typeof autocannon>[0], 'url'> = {}): Promise<Measurement> {
  process.stdout.write(`  ${server.padEnd(18)} ${target} ... `);
  // A short unrecorded run first: JIT warm-up, connection set-up, first queries planned.
  await autocannon({ url, connections, duration: Math.min(2, duration), ...options });
  const result = await autocannon({ url, connections, duration, ...options });
  const failures = result.errors + result.timeouts + result.non2xx;
  console.info(`${Math.round(result.requests.average)} req/s${failures ? `, ${failures} failed` : ''}`);
  if (result['2xx'] === 0) throw new Error(`${server} answered no ${target} with 2xx`);
  return { target, server, result };
}

const GET_ROOT = 'GET / (br)';
const GET_ASSET = 'GET hashed asset (br)';
const POST_CONTACT = 'POST /api/contacts';

let sequence = 0;
/** A different, realistic lead each time that passes the abuse checks, as real traffic is (a repeat takes the duplicate path). */
function distinctLeads() {
  return {
    method: 'POST' as const,
    path: '/api/contacts',
    headers: { 'content-type': 'application/json' },
    setupRequest: (request: object) => {
      sequence += 1;
      return {
        ...request,
        body: JSON.stringify({
          firstName: 'Bench',
          lastName: `Mark ${sequence}`,
          email: `bench-${sequence}@example.com`,
          company: 'Throughput Ltd',
          message: `Request ${sequence}`,
          website: '',
          elapsedMs: 30_000,
        }),
      };
    },
  };
}

const BARE_SERVER = 'bare http + pg';

/** The bare baseline as its own process, like the site, on a database of its own (same schema). */
async function measureBareInsert(postgres: string): Promise<Measurement> {
  const fresh = await openFreshPostgres(postgres);
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'bench', 'bare-insert-server.ts')], {
    env: { ...process.env, DATABASE_URL: fresh.url, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const url = await new Promise<string>((resolveUrl, reject) => {
      let output = '';
      child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
        output += chunk;
        const ready = /ready (\S+)/.exec(output);
        if (ready) resolveUrl(ready[1]!);
      });
      child.once('exit', (code) => reject(new Error(`the bare insert server exited with ${code}`)));
    });
    console.info('bare http + pg (one INSERT … RETURNING per lead):');
    return await measure(POST_CONTACT, BARE_SERVER, `${url}/api/contacts`, { requests: [distinctLeads()] });
  } finally {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
    await fresh.close();
  }
}

async function measureNode(server: BuiltServer, label: string, asset: string, withGets: boolean): Promise<Measurement[]> {
  const results: Measurement[] = [];
  const br = { 'accept-encoding': 'br' };
  if (withGets) {
    results.push(await measure(GET_ROOT, 'Node', `${server.url}/`, { headers: br }));
    results.push(await measure(GET_ASSET, 'Node', `${server.url}${asset}`, { headers: br }));
  }
  results.push(await measure(POST_CONTACT, `Node + ${label}`, `${server.url}/api/contacts`, { requests: [distinctLeads()] }));
  return results;
}

// --- nginx ---------------------------------------------------------------------------------------

const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

function commandExists(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function aptAvailable(pkg: string): boolean {
  const policy = spawnSync('apt-cache', ['policy', pkg], { encoding: 'utf8' });
  return policy.status === 0 && /Candidate: (?!\(none\))/.test(policy.stdout);
}

/** Installs nginx (and Debian's brotli_static module) without letting the package start a daemon. */
function ensureNginx() {
  const wanted = [
    ...(commandExists('nginx') ? [] : ['nginx']),
    ...(existsSync(BROTLI_STATIC_MODULE) || !aptAvailable('libnginx-mod-http-brotli-static') ? [] : ['libnginx-mod-http-brotli-static']),
  ];
  if (wanted.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`nginx is needed for the comparison: run "sudo apt-get install -y ${wanted.join(' ')}" and try again.`);
  }
  console.info(`Installing ${wanted.join(', ')} with apt-get ...`);
  const policy = '/usr/sbin/policy-rc.d';
  // Exit code 101 tells the package scripts not to start services: this script runs nginx itself.
  const blockStart = !existsSync(policy);
  if (blockStart) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    const install = spawnSync('apt-get', ['install', '-y', '-q', ...wanted], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (install.status !== 0) throw new Error(`apt-get install ${wanted.join(' ')} failed (does "apt-get update" help?)`);
  } finally {
    if (blockStart) rmSync(policy, { force: true });
  }
}


type Nginx = { url: string; brotli: boolean; stop: () => Promise<void> };

/**
 * nginx cannot listen on port 0 and report the port, so it gets a port that was free a moment ago;
 * when another process took it in between, nginx fails to bind and is started on another one.
 */
async function startNginx(): Promise<Nginx> {
  for (let attempt = 1; ; attempt += 1) {
    const nginx = await startNginxOn(await candidatePort());
    if (nginx !== 'port taken') return nginx;
    if (attempt === 5) throw new Error('nginx found no free port in 5 tries');
  }
}

/** nginx in the foreground (a child of this script) with a generated config in a temp folder. */
async function startNginxOn(port: number): Promise<Nginx | 'port taken'> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-nginx-'));
  const brotli = existsSync(BROTLI_STATIC_MODULE);
  const config = `
${brotli ? `load_module ${BROTLI_STATIC_MODULE};` : ''}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${join(dist, 'client')};
    gzip_static on;
    ${brotli ? 'brotli_static on;' : ''}
    location /assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
    location / { try_files $uri $uri/index.html =404; }
  }
}
`;
  await writeFile(join(dir, 'nginx.conf'), config);
  const child: ChildProcess = spawn('nginx', ['-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], { stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((done) => child.once('exit', done));
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) {
      const log = await readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
      await rm(dir, { recursive: true, force: true });
      if (log.includes('Address already in use')) return 'port taken';
      throw new Error(`nginx exited with ${child.exitCode}: ${log.slice(-1_000)}`);
    }
    // Only nginx's own answer counts: another server may have the port if nginx has not bound it yet.
    const response = await fetch(`${url}/`).catch(() => null);
    if (response?.ok && response.headers.get('server')?.startsWith('nginx')) break;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    url,
    brotli,
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function servedEncoding(url: string): Promise<string> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'br' } });
  await response.arrayBuffer();
  return response.headers.get('content-encoding') ?? 'identity';
}

// --- report --------------------------------------------------------------------------------------

function printTable(measurements: Measurement[]) {
  const nginxFor = (target: string) => measurements.find((m) => m.server === 'nginx' && m.target === target);
  const bare = measurements.find((m) => m.server === BARE_SERVER);
  const rows = measurements.map((m) => {
    const nginx = m.server === 'nginx' ? undefined : nginxFor(m.target);
    return [
      m.target,
      m.server,
      Math.round(m.result.requests.average).toLocaleString('en-US'),
      `${m.result.latency.p50} ms`,
      `${m.result.latency.p99} ms`,
      String(m.result.errors + m.result.timeouts + m.result.non2xx),
      nginx
        ? `${(m.result.requests.average / nginx.result.requests.average).toFixed(2)}x nginx`
        : m.target === POST_CONTACT && bare
          ? `${(m.result.requests.average / bare.result.requests.average).toFixed(2)}x bare`
          : m.server === 'nginx'
            ? '1.00'
            : '',
    ];
  });
  const header = ['request', 'server', 'req/s', 'p50', 'p99', 'failed', 'req/s vs nginx / bare'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.info(`\n${line(header)}\n|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.info(line(row));
}

async function measurePglite(asset: string): Promise<Measurement[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-pglite-'));
  try {
    const node = await startBuiltServer({ ...SERVER_ENV, DATA_DIR: dataDir });
    try {
      console.info(`Node (PGlite), serving ${await servedEncoding(`${node.url}${asset}`)} for the asset:`);
      return await measureNode(node, 'PGlite', asset, !args['lead-path']);
    } finally {
      await node.kill('SIGTERM');
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  ensureBuild(dist, { rebuild: args.rebuild });
  const asset = await hashedAsset();
  // Other work on the machine moves these figures a lot: the load average says how busy it was.
  console.info(`autocannon: ${connections} connections, ${duration} s per run; asset ${asset}; load average ${loadavg().map((load) => load.toFixed(1)).join(' ')}`);
  const measurements: Measurement[] = [];

  if (!args['skip-pglite']) measurements.push(...(await measurePglite(asset)));

  const postgres = await postgresUrl();
  if (postgres) {
    const fresh = await openFreshPostgres(postgres);
    try {
      const node = await startBuiltServer({ ...SERVER_ENV, DATABASE_URL: fresh.url });
      try {
        console.info('Node (PostgreSQL):');
        measurements.push(...(await measureNode(node, 'PostgreSQL', asset, false)));
      } finally {
        await node.kill('SIGTERM');
      }
    } finally {
      await fresh.close();
    }
    measurements.push(await measureBareInsert(postgres));
  } else {
    console.info(`No PostgreSQL (DATABASE_URL, TEST_DATABASE_URL or ${DEFAULT_POSTGRES}): POST measured on PGlite only.`);
  }

  if (args['lead-path']) return printTable(measurements);
  ensureNginx();
  const nginx = await startNginx();
  try {
    console.info(`nginx (1 worker, gzip_static${nginx.brotli ? ', brotli_static' : ', no brotli module'}), serving ${await servedEncoding(`${nginx.url}${asset}`)} for the asset:`);
    const br = { 'accept-encoding': 'br' };
    measurements.push(await measure(GET_ROOT, 'nginx', `${nginx.url}/`, { headers: br }));
    measurements.push(await measure(GET_ASSET, 'nginx', `${nginx.url}${asset}`, { headers: br }));
  } finally {
    await nginx.stop();
  }

  printTable(measurements);
}

await main();
