import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaKitUrl } from '../../src/shared/downloads.ts';
import { NpmStartExited, npmStart, type NpmStarted } from '../support/npm-start.ts';
import { copyProject } from '../support/project-copy.ts';

/**
 * A deploy as README tells it, in one fresh copy of the project (the files git knows, its dependencies installed):
 * - the first `npm start` builds (there is no build yet), the next one serves that build as it is;
 * - `npm start` never serves a build older than the sources (issue 36, item 5): replacing the one logo file
 *   (content/brand/logo.svg, item 4) builds again, after which the header, the favicons, the share images and the
 *   media kit all show the new logo;
 * - after `npm prune --omit=dev`: `npm start`, a lead, `npm run backup` while it runs and `npm run admin` with the
 *   runtime dependencies only, on this machine's Node and on each current LTS line (22 and 24) from the npm
 *   registry's `node` package (issue 39, item 4), with the same build;
 * - and, unable to build, it refuses to serve a build its sources no longer match.
 * One copy and two builds for all of it: each build is a minute of CI's two cores.
 */

const run = promisify(execFile);

let app: string;
/** The deploy's environment; `nodeBin`: a Node.js folder put first on PATH (npm and the server then run on it), else this machine's Node. */
const env = (extra: Record<string, string> = {}, nodeBin?: string) => ({
  PATH: nodeBin ? `${nodeBin}:${process.env.PATH}` : process.env.PATH,
  HOME: process.env.HOME,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  DATA_DIR: join(app, 'data'),
  ...extra,
});
const builtAt = async () => (await stat(join(app, 'dist', 'server', 'main.js'))).mtimeMs;

/** A logo nobody could mistake for the real one: a red square. */
const RED_LOGO = '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" fill="#ff0000"/></svg>\n';
/** Where the share images draw the logo (scripts/build/share-images.ts). */
const SHARE_IMAGE_LOGO = { left: 80, top: 64, right: 160, bottom: 144 };


interface LogoEverywhere {
  headerMark: string;
  faviconSvg: string;
  faviconIco: Buffer;
  appleTouchIcon: Buffer;
  icon192: Buffer;
  shareImage: Buffer;
  mediaKit: Record<string, Uint8Array>;
}

async function logoEverywhere(server: NpmStarted): Promise<LogoEverywhere> {
  const get = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status, path).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };
  const home = (await get('/')).toString('utf8');
  const headerMark = /<header\b[\s\S]*?(<svg\b[\s\S]*?<\/svg>)/.exec(home)?.[1] ?? '';
  const [faviconSvg, faviconIco, appleTouchIcon, icon192, shareImage, mediaKit] = await Promise.all([
    get('/favicon.svg').then((body) => body.toString('utf8')),
    get('/favicon.ico'),
    get('/apple-touch-icon.png'),
    get('/icon-192.png'),
    get('/og/home.png'),
    get(mediaKitUrl('en')).then((zip) => unzipSync(new Uint8Array(zip))),
  ]);
  return { headerMark, faviconSvg, faviconIco, appleTouchIcon, icon192, shareImage, mediaKit };
}

async function rgbaPixels(image: Uint8Array) {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, at: (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)] };
}

const isRed = ([red, green, blue, alpha]: number[]) => red! > 220 && green! < 40 && blue! < 40 && alpha! > 220;

async function centreIsRed(image: Uint8Array): Promise<boolean> {
  const pixels = await rgbaPixels(image);
  return isRed(pixels.at(Math.floor(pixels.width / 2), Math.floor(pixels.height / 2)));
}

/** The largest frame of an .ico made of PNG frames (scripts/build/favicons.ts). */
function largestIcoFrame(ico: Buffer): Buffer {
  const frames = Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
    const entry = 6 + 16 * index;
    return { width: ico.readUInt8(entry) || 256, png: ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8)) };
  });
  return frames.sort((a, b) => b.width - a.width)[0]!.png;
}

/** The smallest box holding every pixel that differs between two images of one size. */
async function changedBox(before: Uint8Array, after: Uint8Array) {
  const [a, b] = await Promise.all([rgbaPixels(before), rgbaPixels(after)]);
  const box = { left: Infinity, top: Infinity, right: -1, bottom: -1 };
  for (let y = 0; y < a.height; y += 1) {
    for (let x = 0; x < a.width; x += 1) {
      if (a.at(x, y).every((value, channel) => value === b.at(x, y)[channel])) continue;
      Object.assign(box, { left: Math.min(box.left, x), top: Math.min(box.top, y), right: Math.max(box.right, x), bottom: Math.max(box.bottom, y) });
    }
  }
  return box;
}

/** The red logo, and nothing else new, in every place a logo is drawn. */
async function expectTheNewLogoEverywhere(before: LogoEverywhere, after: LogoEverywhere) {
  expect(after.headerMark).toBe(RED_LOGO.trim());
  expect(after.faviconSvg).toBe(RED_LOGO);
  for (const [name, image] of [
    ['favicon.ico', largestIcoFrame(before.faviconIco)],
    ['apple-touch-icon.png', before.appleTouchIcon],
    ['icon-192.png', before.icon192],
  ] as const) {
    expect(await centreIsRed(image), `${name} before`).toBe(false);
  }
  expect(await centreIsRed(largestIcoFrame(after.faviconIco)), 'favicon.ico').toBe(true);
  expect(await centreIsRed(after.appleTouchIcon), 'apple-touch-icon.png').toBe(true);
  expect(await centreIsRed(after.icon192), 'icon-192.png').toBe(true);

  // The share image changed where its logo is, and nowhere else.
  const changed = await changedBox(before.shareImage, after.shareImage);
  expect(changed.right, 'the share image changed').toBeGreaterThan(0);
  expect(changed.left).toBeGreaterThanOrEqual(SHARE_IMAGE_LOGO.left - 1);
  expect(changed.top).toBeGreaterThanOrEqual(SHARE_IMAGE_LOGO.top - 1);
  expect(changed.right).toBeLessThanOrEqual(SHARE_IMAGE_LOGO.right);
  expect(changed.bottom).toBeLessThanOrEqual(SHARE_IMAGE_LOGO.bottom);
  expect(isRed((await rgbaPixels(after.shareImage)).at(120, 104)), 'the share image logo is red').toBe(true);

  expect(new TextDecoder().decode(after.mediaKit['logo-mark.svg'])).toBe(RED_LOGO);
  expect(new TextDecoder().decode(after.mediaKit['logo.svg'])).toContain('fill="#ff0000"');
  expect(await centreIsRed(after.mediaKit['logo-mark.png']!)).toBe(true);
  expect(Buffer.from(after.mediaKit['logo.png']!).equals(Buffer.from(before.mediaKit['logo.png']!))).toBe(false);
  // The fact sheet carries the logo in its running header.
  expect(Buffer.from(after.mediaKit['fact-sheet.pdf']!).equals(Buffer.from(before.mediaKit['fact-sheet.pdf']!))).toBe(false);
}

/** A Node.js to run the pruned install with: this machine's, or one from the registry (its bin folder first on PATH), each with its own data folder. */
interface Runtime {
  label: string;
  nodeBin?: string;
  dataDir: string;
}

const runtimeEnv = (runtime: Runtime, extra: Record<string, string> = {}) => env({ DATA_DIR: runtime.dataDir, ...extra }, runtime.nodeBin);

async function npmAdmin(runtime: Runtime, args: string[], password = '') {
  try {
    const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: app, env: runtimeEnv(runtime, { ADMIN_PASSWORD: password }) });
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
async function productionSmoke(runtime: Runtime, username: string) {
  const server = await npmStart(app, runtimeEnv(runtime));
  expect(server.output()).not.toMatch(/building/i);
  const home = await fetch(`${server.url}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain('<h1');
  expect((await postLead(server.url, `${username}@example.com`)).status).toBe(201);
  const backup = await run('npm', ['run', '--silent', 'backup'], { cwd: app, env: runtimeEnv(runtime, { BACKUP_DIR: join(runtime.dataDir, '..', `backups-${username}`) }) });
  expect(backup.stdout).toMatch(/^Backed up \d+ rows .* from the running server/);
  console.info(`pruned install on ${runtime.label}: npm start ready after ${(server.readyAfterMs / 1000).toFixed(2)} s`);
  const version = /"node":"(v[\d.]+)"/.exec(server.output())?.[1];
  // The embedded database is open in one process at a time: the CLI runs while the server is stopped.
  await server.stop();

  const created = await npmAdmin(runtime, ['create', username], 'correct horse battery staple');
  expect(created).toMatchObject({ code: 0, output: expect.stringContaining(`Created the account "${username}"`) });
  expect((await npmAdmin(runtime, ['list'])).output).toMatch(new RegExp(`^${username}\tcreated `, 'm'));
  return version;
}

describe('a deploy from a fresh copy: npm start, the build stamp, and the pruned production install', { timeout: 600_000 }, () => {
  let before: LogoEverywhere;

  beforeAll(async () => {
    app = await mkdtemp(join(tmpdir(), 'deploy-'));
    await copyProject(app);
  }, 300_000);
  afterAll(async () => {
    if (app) await rm(app, { recursive: true, force: true });
  });

  it('builds on the first npm start, and serves that build without building again while nothing changed', async () => {
    const first = await npmStart(app, env());
    expect(first.output()).toMatch(/No build in .*building it once/);
    before = await logoEverywhere(first);
    await first.stop();
    const firstBuild = await builtAt();

    const second = await npmStart(app, env());
    expect(second.output()).not.toMatch(/building/i);
    expect(await builtAt()).toBe(firstBuild);
    console.info(`deploy: a start on a fresh build was ready after ${(second.readyAfterMs / 1000).toFixed(2)} s`);
    await second.stop();
  });

  it('builds again when the logo file is replaced, and the new logo is in the header, every favicon, the share images and the media kit', async () => {
    expect(before.headerMark.trim()).toBe((await readFile(join(app, 'content/brand/logo.svg'), 'utf8')).trim());
    await writeFile(join(app, 'content/brand/logo.svg'), RED_LOGO);

    const server = await npmStart(app, env());
    expect(server.output()).toMatch(/The build is out of date, changed since the last build: content\/brand\/logo\.svg: building it again/);
    const after = await logoEverywhere(server);
    await server.stop();
    expectTheNewLogoEverywhere(before, after);
  });

  it('after npm prune --omit=dev: serves without building, takes a lead, backs up while running and manages accounts, on this machine\'s Node', async () => {
    const build = await builtAt();
    await run('npm', ['prune', '--omit=dev', '--no-audit', '--no-fund'], { cwd: app, env: env(), maxBuffer: 16 * 1024 * 1024 });
    for (const devOnly of ['vite', 'tsx', 'typescript', 'vitest', 'sharp']) {
      expect(existsSync(join(app, 'node_modules', devOnly)), `${devOnly} is pruned`).toBe(false);
    }
    const machine: Runtime = { label: `this machine's Node ${process.version}`, dataDir: join(app, 'data') };
    expect(await productionSmoke(machine, 'alice')).toBe(process.version);
    expect(await builtAt()).toBe(build);
    expect(await npmAdmin(machine, ['create', 'alice'], 'correct horse battery staple')).toMatchObject({ code: 1, output: expect.stringContaining('already exists') });
  });

  it(`runs the same pruned build on Node.js ${LTS_LINES.join(' and ')} from the npm registry: start, a lead, a backup, the admin CLI`, async () => {
    // Side by side, each with its own data folder: the lines share nothing but the build.
    const versions = await Promise.all(
      LTS_LINES.map(async (major) => {
        // A copy of the data folder the machine's Node made: a first start on it is proven above.
        const dataDir = join(app, `data-node-${major}`);
        await cp(join(app, 'data'), dataDir, { recursive: true });
        return productionSmoke({ label: `Node ${major}`, nodeBin: await registryNode(major), dataDir }, `admin${major}`);
      }),
    );
    versions.forEach((version, index) => expect(version).toMatch(new RegExp(`^v${LTS_LINES[index]}\\.`)));
  });

  it('unable to build (pruned), refuses to serve a build older than its sources and names what changed', async () => {
    const source = join(app, 'src/client/components/Logo.tsx');
    await writeFile(source, `${await readFile(source, 'utf8')}\n// edited after the build\n`);
    const build = await builtAt();
    const refused = await npmStart(app, env()).then(
      async (server) => (await server.stop(), null),
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(NpmStartExited);
    const { code, output } = refused as NpmStartExited;
    expect(code).toBe(1);
    expect(output).toMatch(/Refusing to start: The build is out of date, changed since the last build: src\/client\/components\/Logo\.tsx\./);
    expect(output).toContain('npm run build');
    expect(output).not.toContain('Site ready at');
    expect(await builtAt()).toBe(build);
  });
});
