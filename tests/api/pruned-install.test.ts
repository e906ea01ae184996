import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { npmStart } from '../support/npm-start.ts';
import { copyProject } from '../support/project-copy.ts';

/**
 * A deploy as README tells it: a fresh copy of the project, its dependencies installed, `npm start`
 * (which builds, as there is no build yet), `npm prune --omit=dev`, then `npm start` and `npm run admin`
 * with the runtime dependencies only. `npm ci` fails on this registry (see .ci/run): copyProject
 * hard-links the installed node_modules instead.
 */

const run = promisify(execFile);

// The deploy runs outside the project (no dist, data or dev dependency of ours reachable).
let app: string;
const env = (extra: Record<string, string> = {}) => ({
  PATH: process.env.PATH,
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

    const second = await npmStartDeploy();
    expect(second.output()).not.toMatch(/building/i);
    expect((await stat(join(app, 'dist', 'server', 'main.js'))).mtimeMs).toBe(builtAt);
    const home = await fetch(`${second.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<h1');
    console.info(`pruned install: second npm start ready after ${(second.readyAfterMs / 1000).toFixed(2)} s`);
    // The embedded database is open in one process at a time: the CLI runs while the server is stopped.
    await second.stop();

    const created = await npmAdmin(['create', 'alice'], 'correct horse battery staple');
    expect(created).toMatchObject({ code: 0, output: expect.stringContaining('Created the account "alice"') });
    expect((await npmAdmin(['list'])).output).toMatch(/^alice\tcreated /m);
    expect(await npmAdmin(['create', 'alice'], 'correct horse battery staple')).toMatchObject({ code: 1, output: expect.stringContaining('already exists') });
  });
});
