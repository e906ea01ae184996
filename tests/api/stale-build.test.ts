import { lstat, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaKitUrl } from '../../src/shared/downloads.ts';
import { NpmStartExited, npmStart, type NpmStarted } from '../support/npm-start.ts';
import { copyProject } from '../support/project-copy.ts';

/**
 * `npm start` never serves a build older than the sources (issue 36, item 5), and the one logo file
 * (content/brand/logo.svg) is where every logo comes from (item 4): in a fresh copy of the project, with
 * the build in a DIST_DIR of its own, replacing the logo makes `npm start` build again, after which the
 * header, the favicons, the share images and the media kit all show the new logo.
 */

/** A logo nobody could mistake for the real one: a red square. */
const RED_LOGO = '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" fill="#ff0000"/></svg>\n';
/** Where the share images draw the logo (scripts/build/share-images.ts). */
const SHARE_IMAGE_LOGO = { left: 80, top: 64, right: 160, bottom: 144 };

let app: string;
let dist: string;
const env = () => ({ PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', LOG_LEVEL: 'info', DATA_DIR: join(app, 'data'), DIST_DIR: dist });

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

describe('npm start and the build stamp', { timeout: 600_000 }, () => {
  let before: LogoEverywhere;

  beforeAll(async () => {
    app = await mkdtemp(join(tmpdir(), 'stale-build-'));
    await copyProject(app);
    // Not ./dist, so DIST_DIR is followed; inside the project, where the server bundle finds node_modules.
    dist = join(app, 'site-build');
  }, 300_000);
  afterAll(async () => {
    if (app) await rm(app, { recursive: true, force: true });
  });

  it('builds into DIST_DIR on the first start, and serves that build without building again while nothing changed', async () => {
    const first = await npmStart(app, env());
    expect(first.output()).toMatch(/No build in .*building it once/);
    before = await logoEverywhere(first);
    await first.stop();
    const builtAt = (await stat(join(dist, 'server', 'main.js'))).mtimeMs;

    const second = await npmStart(app, env());
    expect(second.output()).not.toMatch(/building/i);
    expect((await stat(join(dist, 'server', 'main.js'))).mtimeMs).toBe(builtAt);
    console.info(`stale build: a start on a fresh build was ready after ${(second.readyAfterMs / 1000).toFixed(2)} s`);
    await second.stop();
  });

  it('builds again when the logo file is replaced, and the new logo is in the header, every favicon, the share images and the media kit', async () => {
    expect(before.headerMark.trim()).toBe((await readFile(join(app, 'content/brand/logo.svg'), 'utf8')).trim());
    await writeFile(join(app, 'content/brand/logo.svg'), RED_LOGO);

    const server = await npmStart(app, env());
    expect(server.output()).toMatch(/The build is out of date, changed since the last build: content\/brand\/logo\.svg: building it again/);
    const after = await logoEverywhere(server);
    await server.stop();

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
  });

  it('without the dev dependencies (npm prune --omit=dev), refuses to serve a stale build and names what changed', async () => {
    // Renaming inside the copy's own node_modules folder; never follow a link back into the project's.
    expect((await lstat(join(app, 'node_modules'))).isSymbolicLink()).toBe(false);
    const source = join(app, 'src/client/components/Logo.tsx');
    await writeFile(source, `${await readFile(source, 'utf8')}\n// edited after the build\n`);
    const builtAt = (await stat(join(dist, 'server', 'main.js'))).mtimeMs;
    await rename(join(app, 'node_modules', 'tsx'), join(app, 'node_modules', 'tsx-hidden'));
    try {
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
      expect((await stat(join(dist, 'server', 'main.js'))).mtimeMs).toBe(builtAt);
    } finally {
      await rename(join(app, 'node_modules', 'tsx-hidden'), join(app, 'node_modules', 'tsx'));
    }
  });
});
