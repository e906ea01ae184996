import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from '../../src/shared/routes.ts';
import { SITE_URL_PLACEHOLDER } from '../../src/shared/site-config.ts';
import { clientDir } from '../support/build-output.ts';
import { startBuiltServer, type BuiltServer } from '../support/built-server.ts';
import { openFreshPostgres } from '../support/test-databases.ts';
import { migratedDataDir } from '../support/migrated-data-dir.ts';

/** One build, several deploys: SITE_URL is read when the server starts, .env too. */

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

// What is checked here does not depend on the database; PostgreSQL starts far faster than a new embedded one.
let database: { url: string; close(): Promise<void> } | undefined;
beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) database = await openFreshPostgres(process.env.TEST_DATABASE_URL);
});
afterAll(async () => database?.close());

async function started(env: Record<string, string>, options: { cwd?: string } = {}): Promise<BuiltServer> {
  const storage: Record<string, string> = database ? { DATABASE_URL: database.url } : { DATA_DIR: await migratedDataDir('site-url-data-') };
  const server = await startBuiltServer({ ...storage, ...env }, { ...options, readyWithinMs: 180_000 });
  cleanups.push(() => server.kill('SIGKILL'));
  return server;
}

const window = new Window();
const text = async (url: string) => {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return response.text();
};

/** Every address a crawler, a link preview or a search engine takes from the site. */
async function publicAddresses(server: BuiltServer): Promise<string[]> {
  const addresses: string[] = [];
  for (const route of PUBLIC_ROUTES) {
    const document = new window.DOMParser().parseFromString(await text(`${server.url}${route.path}`), 'text/html');
    addresses.push(document.querySelector('link[rel="canonical"]')!.getAttribute('href')!);
    for (const property of ['og:url', 'og:image']) {
      addresses.push(document.querySelector(`meta[property="${property}"]`)!.getAttribute('content')!);
    }
    for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
      const json = script.textContent ?? '';
      // Other sites (schema.org, the publications that covered us) are named too; only ours must follow SITE_URL.
      const external = (url: string) => !/localhost|\.invalid|harborline/.test(new URL(url).hostname);
      addresses.push(...(json.match(/https?:\/\/[^"\s]+/g) ?? []).filter((url) => !external(url)));
    }
  }
  const sitemap = await text(`${server.url}/sitemap.xml`);
  addresses.push(...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!));
  addresses.push(/^Sitemap: (.+)$/m.exec(await text(`${server.url}/robots.txt`))![1]!);
  return addresses;
}

/** The built origin must never reach a visitor, in any file, compressed (fetch asks for br) or not. */
async function expectNoPlaceholderServed(server: BuiltServer) {
  const scripts = (await readdir(join(clientDir(), 'assets'))).filter((file) => file.endsWith('.js')).map((file) => `/assets/${file}`);
  const paths = [...PUBLIC_ROUTES.map((route) => route.path), '/sitemap.xml', '/robots.txt', '/admin/login', ...scripts];
  for (const path of paths) {
    const body = await text(`${server.url}${path}`);
    expect(body.includes(new URL(SITE_URL_PLACEHOLDER).host), `${path} still carries the build's placeholder origin`).toBe(false);
  }
}

describe('SITE_URL is a start-up setting', () => {
  it('one build serves staging and production, each under its own address', async () => {
    const [staging, production] = await Promise.all([
      started({ SITE_URL: 'https://staging.harborline.test/' }),
      started({ SITE_URL: 'https://www.harborline.test', NODE_ENV: 'production' }),
    ]);

    for (const [server, origin] of [
      [staging, 'https://staging.harborline.test'],
      [production, 'https://www.harborline.test'],
    ] as const) {
      const addresses = await publicAddresses(server);
      expect(addresses.length).toBeGreaterThan(PUBLIC_ROUTES.length * 4);
      expect(addresses.filter((address) => !address.startsWith(`${origin}/`))).toEqual([]);
      expect(addresses).toContain(`${origin}/solutions`);
      expect(addresses).toContain(`${origin}/og/solutions.png`);
      expect(addresses).toContain(`${origin}/sitemap.xml`);
    }
    await expectNoPlaceholderServed(staging);
    expect(production.output()).not.toMatch(/SITE_URL/);
  }, 240_000);

  it('in production, a missing or local SITE_URL is said once at start-up', async () => {
    for (const env of [{}, { SITE_URL: 'http://localhost:3000' }] as Record<string, string>[]) {
      const server = await started({ NODE_ENV: 'production', ...env });
      const warnings = server.output().split('\n').filter((line) => line.includes('SITE_URL'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/"level":40/);
      expect(warnings[0]).toMatch(/canonical links.*sitemap.*e-mails point at http:\/\/localhost:3000/);
      await server.kill('SIGTERM');
    }
  }, 240_000);

  it('reads .env from the working folder; the real environment wins', async () => {
    const cwd = await tempDir('site-url-cwd-');
    // PORT in .env would make the server listen where the test never looks: the real PORT must win.
    await writeFile(join(cwd, '.env'), '# deploy settings\nSITE_URL=https://from-dotenv.harborline.test\nPORT=1\n');
    const server = await started({}, { cwd });
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await text(`${server.url}/solutions`))?.[1];
    expect(canonical).toBe('https://from-dotenv.harborline.test/solutions');
  }, 120_000);
});
