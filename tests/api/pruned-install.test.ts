import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { npmStart } from '../support/npm-start.ts';
import { copyProject } from '../support/project-copy.ts';

/**
 * A deploy as README tells it: a fresh copy of the project, its dependencies installed, `npm start`
 * (which builds, as there is no build yet), `npm prune --omit=dev`, then `npm start`, a lead, `npm run backup`
 * and `npm run admin` with the runtime dependencies only: on this machine's Node, then on each current LTS line
 * (22 and 24) from the npm registry's `node` package, with the same build. `npm ci` fails on this registry (see
 * .ci/run): copyProject hard-links the installed node_modules instead.
 */

const run = promisify(execFile);

// The deploy runs outside the project (no dist, data or dev dependency of ours reachable).
let app: string;
/** The folder of the Node.js to run with, first on PATH (npm and the server then run on it); none: this machine's. */
let nodeBin: string | undefined;
const env = (extra: Record<string, string> = {}) => ({
  PATH: nodeBin ? `${nodeBin}:${process.env.PATH}` : process.env.PATH,
  HOME: process.env.HOME,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  DATA_DIR: join(app, 'data'),
  ...extra,
});

/** `npm start` in the deploy, until /readyz answers 200. */
const npmStartDeploy = () => npmStart(app, env());

async function npmAdmin(args: string[], password = '') {
  try {
    const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: app, env: env({ ADMIN_PASSWORD: password }) });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

/** The current LTS lines CI proves the production path on, besides this machine's Node (README, "Node.js"). */
const LTS_LINES = ['22', '24'];

/** node@<major> from the npm registry (the runtime comes in its platform package), kept between runs. */
async function registryNode(major: string): Promise<string> {
  const folder = join(tmpdir(), `harborline-node-${major}`);
  const bin = join(folder, 'node_modules', '.bin');
  if (!existsSync(join(bin, 'node'))) {
    await mkdir(folder, { recursive: true });
    await run('npm', ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `node@${major}`], { cwd: folder, env: { PATH: process.env.PATH, HOME: process.env.HOME } });
  }
  const { stdout } = await run(join(bin, 'node'), ['--version']);
  expect(stdout.trim()).toMatch(new RegExp(`^v${major}\\.`));
  return bin;
}

const postLead = (url: string, email: string) =>
  fetch(`${url}/api/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Pruned', lastName: 'Install', email, company: 'Deploy Co', elapsedMs: 60_000 }),
  });

/** The production smoke on the pruned install: start, a page, a lead, a backup while it runs, then the admin CLI; the Node version that served. */
async function productionSmoke(label: string, username: string) {
  const server = await npmStartDeploy();
  expect(server.output()).not.toMatch(/building/i);
  const home = await fetch(`${server.url}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain('<h1');
  expect((await postLead(server.url, `${username}@example.com`)).status).toBe(201);
  const backup = await run('npm', ['run', '--silent', 'backup'], { cwd: app, env: env({ BACKUP_DIR: join(app, 'backups') }) });
  expect(backup.stdout).toMatch(/^Backed up \d+ rows .* from the running server/);
  console.info(`pruned install on ${label}: npm start ready after ${(server.readyAfterMs / 1000).toFixed(2)} s`);
  const version = /"node":"(v[\d.]+)"/.exec(server.output())?.[1];
  // The embedded database is open in one process at a time: the CLI runs while the server is stopped.
  await server.stop();

  const created = await npmAdmin(['create', username], 'correct horse battery staple');
  expect(created).toMatchObject({ code: 0, output: expect.stringContaining(`Created the account "${username}"`) });
  expect((await npmAdmin(['list'])).output).toMatch(new RegExp(`^${username}\tcreated `, 'm'));
  return version;
}

describe('a pruned production install', { timeout: 600_000 }, () => {
  beforeAll(async () => {
    app = await mkdtemp(join(tmpdir(), 'pruned-install-'));
    await copyProject(app);
  }, 300_000);
  afterAll(async () => {
    if (app) await rm(app, { recursive: true, force: true });
  });

  it('builds on the first npm start only, then serves and manages accounts with the runtime dependencies alone', async () => {
    const first = await npmStartDeploy();
    expect(first.output()).toMatch(/No build in .*building it once/);
    await first.stop();
    const builtAt = (await stat(join(app, 'dist', 'server', 'main.js'))).mtimeMs;

    await run('npm', ['prune', '--omit=dev', '--no-audit', '--no-fund'], { cwd: app, env: env(), maxBuffer: 16 * 1024 * 1024 });
    for (const devOnly of ['vite', 'tsx', 'typescript', 'vitest', 'sharp']) {
      expect(existsSync(join(app, 'node_modules', devOnly)), `${devOnly} is pruned`).toBe(false);
    }

    expect(await productionSmoke(`this machine's Node ${process.version}`, 'alice')).toBe(process.version);
    expect((await stat(join(app, 'dist', 'server', 'main.js'))).mtimeMs).toBe(builtAt);
    expect(await npmAdmin(['create', 'alice'], 'correct horse battery staple')).toMatchObject({ code: 1, output: expect.stringContaining('already exists') });
  });

  it.each(LTS_LINES)('runs the same build on Node.js %s from the npm registry: start, a lead, a backup, the admin CLI', async (major) => {
    nodeBin = await registryNode(major);
    try {
      expect(await productionSmoke(`Node ${major}`, `admin${major}`)).toMatch(new RegExp(`^v${major}\\.`));
    } finally {
      nodeBin = undefined;
    }
  });
});
