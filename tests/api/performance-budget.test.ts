import type { Manifest } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from '../../src/shared/routes.ts';
import { clientDir, readBuiltPage, readViteManifest } from '../support/build-output.ts';
import { firstLoadGzipBytes, firstLoadOf, forbiddenCodeIn, readIslandModules } from '../support/first-load-js.ts';

/** First-load JavaScript allowed per public page, in KB (1024 bytes) gzip. */
const FIRST_LOAD_JS_BUDGET_KB: Readonly<Record<string, number>> = Object.fromEntries(PUBLIC_ROUTES.map((route) => [route.path, 80]));

describe('performance budget: first-load JavaScript of the production build', () => {
  let dir: string;
  let manifest: Manifest;
  let islandModules: Map<string, string>;

  beforeAll(async () => {
    dir = clientDir();
    [manifest, islandModules] = await Promise.all([readViteManifest(), readIslandModules()]);
  });

  it('has a budget for every public page', () => {
    expect(Object.keys(FIRST_LOAD_JS_BUDGET_KB).sort()).toEqual(PUBLIC_ROUTES.map((route) => route.path).sort());
  });

  it.each(PUBLIC_ROUTES.map((route) => [route.path] as const))('keeps %s within its budget', async (path) => {
    const html = await readBuiltPage(path);
    const load = firstLoadOf(html, manifest, islandModules);
    expect(load.files.length, 'the page loads its entry script').toBeGreaterThan(0);
    const kb = (await firstLoadGzipBytes(dir, load, html)) / 1024;
    expect(kb, `${path} first-load JS (KB gzip) of ${load.files.join(', ')}`).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_KB[path]!);
  });

  it.each(PUBLIC_ROUTES.map((route) => [route.path] as const))('loads no voice SDK, Sentry or admin code on %s', async (path) => {
    const load = firstLoadOf(await readBuiltPage(path), manifest, islandModules);
    expect(await forbiddenCodeIn(dir, load.files, manifest)).toEqual([]);
  });

  it('counts what a page really loads: preloads, their imports, eager islands and inline scripts', async () => {
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.src === 'src/client/entry-client.ts')!;
    const islandName = [...islandModules.keys()][0]!;
    const plain = firstLoadOf(`<script type="module" src="/${entry.file}"></script>`, manifest, islandModules);
    const eager = firstLoadOf(
      `<script type="module" src="/${entry.file}"></script><div data-island="${islandName}" data-hydrate="idle"></div><script>window.x=1</script>`,
      manifest,
      islandModules,
    );
    expect(plain.files[0]).toBe(entry.file);
    expect(eager.files.length).toBeGreaterThan(plain.files.length);
    expect(eager.files).toContain(manifest[islandModules.get(islandName)!]!.file);
    expect(eager.inlineScriptBytes).toBe('window.x=1'.length);
    const onInteraction = firstLoadOf(
      `<script type="module" src="/${entry.file}"></script><div data-island="${islandName}" data-hydrate="interaction"></div>`,
      manifest,
      islandModules,
    );
    expect(onInteraction.files).toEqual(plain.files);
  });

  it('recognises forbidden code when a page would load it', async () => {
    const sentryChunk = Object.entries(manifest).find(([key]) => key.includes('error-reporting'));
    expect(sentryChunk, 'the Sentry chunk exists, lazily').toBeDefined();
    const found = await forbiddenCodeIn(dir, [sentryChunk![1].file], manifest);
    expect(found.join()).toContain('Sentry');
    expect(() => firstLoadOf('<script type="module" src="/assets/missing.js"></script>', manifest, islandModules)).toThrow(/does not know/);
    // The admin is a separate entry of the same build: the check must recognise it.
    const adminEntry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.src !== 'src/client/entry-client.ts');
    expect(adminEntry, 'the admin has its own entry').toBeDefined();
    expect((await forbiddenCodeIn(dir, [adminEntry!.file], manifest)).join()).toContain('the admin');
    // The voice SDK is in the build (lazily): the check must recognise its chunk.
    const allFiles = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) => file.endsWith('.js'));
    expect((await forbiddenCodeIn(dir, allFiles, manifest)).filter((finding) => finding.includes('voice SDK'))).not.toEqual([]);
  });
});
