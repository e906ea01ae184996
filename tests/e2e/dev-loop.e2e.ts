import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ASSISTANT_COPY } from '../../src/shared/content/assistant.ts';
import { MOBILE_MENU_ID } from '../../src/client/components/layout/mobile-menu.ts';
import { DEV_SERVER_READY } from '../../src/server/dev/dev-pages.ts';
import { readyPort } from '../../src/server/site-ready.ts';
import { homeContent } from '../../src/shared/content/home.ts';
import { siteConfig } from '../../src/shared/site-config.ts';
import { copyProject } from '../support/project-copy.ts';

/**
 * `npm run dev` as a developer uses it, in a copy of the project (the test edits its sources): a page
 * follows edits to a content file and to a component without any manual step, and an edit to the business facts
 * (baked into the pages' configuration) or to server code restarts the server.
 */

test.describe.configure({ mode: 'serial', timeout: 300_000 });

let project: string;
let dev: ChildProcess;
let baseURL: string;
let output = '';

async function edit(file: string, from: string, to: string) {
  const path = join(project, file);
  const source = await readFile(path, 'utf8');
  expect(source, `${file} contains ${from}`).toContain(from);
  await writeFile(path, source.replace(from, to));
}

/** The dev server's address from its latest ready line: a restart after a server edit binds a new port (PORT=0). */
function devServerUrl(): string | null {
  const lines = output.split('\n').filter((line) => line.includes(DEV_SERVER_READY));
  const port = lines.length > 0 ? readyPort(lines.at(-1)!, DEV_SERVER_READY) : null;
  return port === null ? null : `http://127.0.0.1:${port}`;
}

const healthz = () => {
  const url = devServerUrl();
  return url ? fetch(`${url}/healthz`).then((response) => response.text(), () => '') : Promise.resolve('');
};

test.beforeAll(async () => {
  test.setTimeout(600_000);
  project = await mkdtemp(join(tmpdir(), 'dev-loop-'));
  await copyProject(project);
  dev = spawn('npm', ['run', 'dev'], {
    cwd: project,
    // Port 0: the dev server binds any free port and names it, so no other process can take it first.
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(project, 'data') },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  dev.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  await expect.poll(healthz, { timeout: 300_000, intervals: [250] }).toContain('ok');
  baseURL = devServerUrl()!;
});

test.afterAll(async () => {
  if (dev?.exitCode === null) {
    const exited = new Promise((resolve) => dev.once('exit', resolve));
    process.kill(-dev.pid!, 'SIGTERM');
    await exited;
  }
  if (project) await rm(project, { recursive: true, force: true });
});

test('an edited content file and an edited component show in the open page', async ({ page }) => {
  // An edit made before the page's Vite client has connected its socket would go unnoticed, and each
  // reload makes a new client: wait for its "connected" line before every edit.
  const viteConnected = () =>
    page.waitForEvent('console', { predicate: (message) => message.text().includes('[vite] connected'), timeout: 60_000 });
  let connected = viteConnected();
  let loads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads += 1;
  });
  await page.goto(baseURL);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(homeContent.hero.title);
  await connected;
  // Waking an island makes the page import React's client: Vite must have bundled it before the first visit. The
  // hover must come after the entry script has run (it is requested after the first paint, and in development it is
  // dozens of modules): the aria-expanded it adds to the menu's toggle says it has.
  await expect(page.locator(`[popovertarget="${MOBILE_MENU_ID}"]`)).toHaveAttribute('aria-expanded', 'false', { timeout: 30_000 });
  await page.getByRole('button', { name: ASSISTANT_COPY.launcherLabel }).hover();
  await expect(page.locator('[data-island="assistant"]')).toHaveAttribute('data-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  expect(loads, 'page loads before any edit').toBe(1);
  const icon = await page.request.get(`${baseURL}/favicon.svg`);
  expect(icon.status(), 'the icon in public/').toBe(200);

  connected = viteConnected();
  let began = Date.now();
  await edit('content/en/pages/home.yaml', 'title: Automate your business with AI', 'title: Grow your business with AI');
  await expect(heading).toHaveText('Grow your business with AI that never misses a call', { timeout: 60_000 }); // test data: the edit above
  console.info(`dev loop: content edit shown after ${((Date.now() - began) / 1000).toFixed(1)} s`);
  await connected;
  // Once for the visit, once for the edit: a reload of its own (Vite finding a dependency late) would lose
  // what the developer typed, and could swallow the edit's reload.
  expect(loads, 'page loads').toBe(2);

  began = Date.now();
  await edit('src/client/components/layout/Footer.tsx', '{siteConfig.legalName}.', '{siteConfig.legalName}, edited.');
  await expect(page.getByText(`${siteConfig.legalName}, edited.`)).toBeVisible({ timeout: 60_000 }); // test data: the edit above
  console.info(`dev loop: component edit shown after ${((Date.now() - began) / 1000).toFixed(1)} s`);
});

test('an edit to the business facts restarts the server, whose pages then show them', async () => {
  const before = devServerUrl();
  await edit('content/business.yaml', `main: ${siteConfig.mainPhone.display}`, 'main: (954) 555-0199'); // test data: the edit
  const homeAfterRestart = async () => {
    const url = devServerUrl();
    return url && url !== before ? fetch(url).then((response) => response.text(), () => '') : '';
  };
  await expect.poll(homeAfterRestart, { timeout: 180_000, intervals: [250] }).toContain('(954) 555-0199'); // test data: the edit
});

test('an edit to server code restarts the server, with a page open and requests in flight', async ({ page }) => {
  // The open page's HMR socket must not hold the old server open, and a request arriving as it stops must not
  // find Vite closed (a 500 with "Vite module runner has been closed").
  const connected = page.waitForEvent('console', { predicate: (message) => message.text().includes('[vite] connected'), timeout: 60_000 });
  await page.goto(devServerUrl()!);
  await connected;
  expect(await healthz()).toBe('{"status":"ok"}');
  await edit('src/server/app.ts', "({ status: 'ok' })", "({ status: 'ok', edited: true })");
  // Back to back, so some requests reach the old server while it stops.
  await expect.poll(healthz, { timeout: 180_000, intervals: [5] }).toBe('{"status":"ok","edited":true}');
  expect(output).not.toMatch(/Error:/);
});
