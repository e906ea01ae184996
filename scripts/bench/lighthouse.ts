/**
 * npm run bench:lighthouse [-- --runs 3] [--only /solutions] [--rebuild] [--save DIR] [--url http://host:port] [--through-caddy]
 *
 * Builds the site if there is no build, starts the real server on a free local port, and runs
 * Lighthouse (mobile, default simulated throttling) with Chromium on every public page. Prints a
 * table of the median of each figure over the runs, and the audits that kept a score below 100.
 * DIST_DIR selects the build folder (default ./dist); CHROME_PATH the browser; --url measures a
 * server that is already running instead.
 *
 * --through-caddy measures the production stack instead (tests/support/production-stack.ts): Caddy on HTTPS and
 * HTTP/2 with its own CA before two instances on PostgreSQL (TEST_DATABASE_URL, default the local one) and Redis
 * (TEST_REDIS_URL). It measures a near-empty page served the same way first (the floor: what this machine and
 * Lighthouse's throttling allow at best) and prints each page's LCP beside the floor's.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import type { Manifest } from 'vite';
import { PUBLIC_ROUTES } from '../../src/shared/routes.ts';
import { CHROMIUM_ARGS, resolveChromiumExecutable } from '../../tests/e2e/browser.ts';
import { firstLoadGzipBytes, firstLoadOf, readIslandModules } from '../../tests/support/first-load-js.ts';
import { ensureBuild } from '../lib/local-processes.ts';
import { readyPort } from '../../src/server/site-ready.ts';
import { median } from '../lib/statistics.ts';
import { startProductionStack, type ProductionStack } from '../../tests/support/production-stack.ts';

const root = join(import.meta.dirname, '..', '..');
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string', multiple: true },
    rebuild: { type: 'boolean', default: false },
    save: { type: 'string' },
    url: { type: 'string' },
    'through-caddy': { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(args.runs) || 3);
const dist = resolve(process.env.DIST_DIR ?? join(root, 'dist'));
const routes = args.only?.length ? PUBLIC_ROUTES.filter((route) => args.only!.includes(route.path)) : PUBLIC_ROUTES;
if (routes.length === 0) throw new Error(`No public page matches --only ${args.only?.join(', ')}`);

const TARGETS = { score: 100, lcpMs: 1200, tbtMs: 30, cls: 0.01, lcpOverFloorMs: 250 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface RunFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Script bytes transferred during the load Lighthouse observed (compressed, headers included). */
  jsKb: number;
  /** Lighthouse's CPU benchmark for the run: it drops when other processes load the machine. */
  cpuIndex: number;
}



/**
 * The production server bundle when it can resolve its dependencies (a build inside the project),
 * otherwise the same entry from source through tsx (a build in a folder outside the project).
 */
async function startServer(dataDir: string): Promise<{ server: ChildProcess; url: string }> {
  const bundle = join(dist, 'server', 'main.js');
  const insideProject = !relative(root, dist).startsWith('..');
  const command = existsSync(bundle) && insideProject ? [bundle] : [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'src/server/main.ts')];
  // Port 0: the server takes whatever port is free and says which in its ready line.
  const server = spawn(process.execPath, command, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DIST_DIR: dist, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' },
  });
  let output = '';
  server.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    const port = readyPort(output);
    if (port !== null) {
      const url = `http://127.0.0.1:${port}`;
      if ((await fetch(`${url}/readyz`).catch(() => null))?.ok) return { server, url };
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  server.kill();
  throw new Error('The server did not become ready within 60 s');
}

/** The near-empty page measured first through Caddy: a heading and a sentence, no style, script, image or font. */
const FLOOR_PATH = '/lighthouse-floor';
const FLOOR_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor page</title><meta name="description" content="A near-empty page: the fastest this stack can serve."></head>
<body><main><h1>Floor page</h1><p>A near-empty page, served the same way as the site.</p></main></body></html>
`;

/**
 * The production stack on a copy of the build's pages (hard links) with the floor page added, so the server
 * serves it exactly as it serves the site and the build itself is left as it is.
 */
async function startStackWithFloor(dataDir: string): Promise<{ stack: ProductionStack; url: string }> {
  const site = join(dataDir, 'site');
  await mkdir(site);
  const copied = spawnSync('cp', ['-al', join(dist, 'client'), join(site, 'client')], { stdio: 'inherit' });
  if (copied.status !== 0) throw new Error(`Could not link ${join(dist, 'client')} into ${site}`);
  await mkdir(join(site, 'client', FLOOR_PATH.slice(1)));
  await writeFile(join(site, 'client', FLOOR_PATH.slice(1), 'index.html'), FLOOR_PAGE);
  const stack = await startProductionStack({
    postgresUrl: process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
    redisUrl: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
    env: { DIST_DIR: site, LOG_LEVEL: 'warn' },
  });
  return { stack, url: stack.origin };
}

function printAgainstFloor(rows: { path: string; figures: RunFigures }[]) {
  const floor = rows.find((row) => row.path === FLOOR_PATH)!.figures.lcpMs;
  const pages = rows.filter((row) => row.path !== FLOOR_PATH);
  const over = pages.filter((row) => row.figures.lcpMs - floor > TARGETS.lcpOverFloorMs);
  console.info(`\nThrough Caddy (HTTPS, HTTP/2, two instances): the floor page's LCP is ${(floor / 1000).toFixed(2)} s (median).`);
  console.info('| page | LCP | over the floor |');
  console.info('|---|---|---|');
  for (const { path, figures } of pages) {
    const delta = figures.lcpMs - floor;
    console.info(`| ${path} | ${(figures.lcpMs / 1000).toFixed(2)} s | ${delta >= 0 ? '+' : ''}${(delta / 1000).toFixed(2)} s${delta > TARGETS.lcpOverFloorMs ? ' ✗' : ''} |`);
  }
  console.info(`\n${pages.length - over.length} of ${pages.length} pages within ${TARGETS.lcpOverFloorMs / 1000} s of the floor.`);
}

function figuresOf(lhr: Result): RunFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const scriptBytes = requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as RunFigures['scores'];
  return { scores, lcpMs: numeric('largest-contentful-paint'), tbtMs: numeric('total-blocking-time'), cls: numeric('cumulative-layout-shift'), jsKb: scriptBytes / 1024, cpuIndex: lhr.environment.benchmarkIndex };
}

/** Audits below a full score, in the categories that count, for the notes under the table. */
function shortfalls(lhr: Result): string[] {
  const notes: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      notes.push(`${id}: ${audit.id} (${audit.displayValue ?? `score ${audit.score}`})`);
    }
  }
  return notes;
}

/** Chromium sometimes drops the trace's navigation start (NO_NAVSTART): such a run is repeated, up to 3 times. */
async function runLighthouse(url: string, flags: Flags) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt >= 3) throw new Error(`${url}: ${error.message}`);
    process.stderr.write(`  ${url}: ${error.code}, running again\n`);
  }
}

async function main() {
  let baseUrl = args.url?.replace(/\/+$/, '');
  let server: ChildProcess | undefined;
  let stack: ProductionStack | undefined;
  const dataDir = await mkdtemp(join(tmpdir(), 'lighthouse-bench-'));
  if (!baseUrl) ensureBuild(dist, { rebuild: args.rebuild });
  if (args['through-caddy']) ({ stack, url: baseUrl } = await startStackWithFloor(dataDir));
  else if (!baseUrl) ({ server, url: baseUrl } = await startServer(dataDir));
  const measured = stack ? [{ path: FLOOR_PATH }, ...routes] : routes;
  const chrome = await chromeLauncher.launch({
    chromePath: resolveChromiumExecutable() ?? undefined,
    // Caddy's certificate comes from its own CA, which this browser does not know.
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, ...(stack ? ['--ignore-certificate-errors'] : [])],
  });
  const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] };
  const rows: { path: string; figures: RunFigures; notes: string[] }[] = [];
  let version = '';
  try {
    for (const route of measured) {
      const perRun: RunFigures[] = [];
      const notes = new Set<string>();
      for (let run = 1; run <= runs; run += 1) {
        const result = await runLighthouse(`${baseUrl}${route.path}`, flags);
        version = result.lhr.lighthouseVersion;
        perRun.push(figuresOf(result.lhr));
        for (const note of shortfalls(result.lhr)) notes.add(note);
        if (args.save) {
          await mkdir(args.save, { recursive: true });
          const name = route.path === '/' ? 'home' : route.path.slice(1).replace(/\//g, '_');
          await writeFile(join(args.save, `${name}-${run}.json`), JSON.stringify(result.lhr));
        }
        process.stderr.write(`  ${route.path} run ${run}/${runs}: performance ${perRun.at(-1)!.scores.performance}\n`);
      }
      const figures: RunFigures = {
        scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(perRun.map((run) => run.scores[id]))])) as RunFigures['scores'],
        lcpMs: median(perRun.map((run) => run.lcpMs)),
        tbtMs: median(perRun.map((run) => run.tbtMs)),
        cls: median(perRun.map((run) => run.cls)),
        jsKb: median(perRun.map((run) => run.jsKb)),
        cpuIndex: median(perRun.map((run) => run.cpuIndex)),
      };
      rows.push({ path: route.path, figures, notes: [...notes] });
    }
  } finally {
    chrome.kill();
    await stack?.close();
    if (server) {
      server.kill('SIGTERM');
      await new Promise((done) => server!.once('exit', done));
    }
    await rm(dataDir, { recursive: true, force: true });
  }
  printTable(rows, version, await firstLoadJsKb(rows.map((row) => row.path).filter((path) => path !== FLOOR_PATH)));
  if (stack) printAgainstFloor(rows);
}

/** First-load JavaScript of each page in KB gzip, from the build, as the budget test counts it. */
async function firstLoadJsKb(paths: string[]): Promise<Map<string, number>> {
  const client = join(dist, 'client');
  const sizes = new Map<string, number>();
  if (!existsSync(join(client, '.vite', 'manifest.json'))) return sizes;
  const manifest = JSON.parse(await readFile(join(client, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const islands = await readIslandModules();
  for (const path of paths) {
    const html = await readFile(join(client, path === '/' ? '' : path, 'index.html'), 'utf8');
    sizes.set(path, (await firstLoadGzipBytes(client, firstLoadOf(html, manifest, islands), html)) / 1024);
  }
  return sizes;
}

function printTable(rows: { path: string; figures: RunFigures; notes: string[] }[], version: string, firstLoadKb: Map<string, number>) {
  const miss = (ok: boolean, text: string) => (ok ? text : `${text} ✗`);
  console.info(`\nLighthouse ${version} mobile, simulated throttling, median of ${runs} run(s) per page\n`);
  console.info('| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | first-load JS (gzip, build) | JS transferred (Lighthouse) | CPU index |');
  console.info('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const { path, figures: f } of rows) {
    const score = (id: (typeof CATEGORIES)[number]) => miss(f.scores[id] >= TARGETS.score, String(f.scores[id]));
    console.info(
      `| ${path} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ` +
        `${miss(f.lcpMs <= TARGETS.lcpMs, `${(f.lcpMs / 1000).toFixed(2)} s`)} | ${miss(f.tbtMs <= TARGETS.tbtMs, `${Math.round(f.tbtMs)} ms`)} | ` +
        `${miss(f.cls <= TARGETS.cls, f.cls.toFixed(3))} | ${firstLoadKb.has(path) ? `${firstLoadKb.get(path)!.toFixed(1)} KB` : 'n/a'} | ${f.jsKb.toFixed(1)} KB | ${Math.round(f.cpuIndex)} |`,
    );
  }
  console.info(`\nTargets: scores ${TARGETS.score}, LCP ≤ ${TARGETS.lcpMs / 1000} s, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}. ✗ marks a miss.`);
  console.info('CPU index is Lighthouse\'s benchmarkIndex: well below ~1500 here means other processes were competing for the CPU.');
  const withNotes = rows.filter((row) => row.notes.length > 0);
  if (withNotes.length > 0) {
    console.info('\nAudits below 100 in any run:');
    for (const row of withNotes) console.info(`- ${row.path}: ${row.notes.join('; ')}`);
  }
}

await main();
