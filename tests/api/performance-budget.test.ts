import type { Manifest } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from '../../src/shared/routes.ts';
import { clientDir, readBuiltPage, readViteManifest } from '../support/build-output.ts';
import { firstLoadGzipBytes, firstLoadOf, forbiddenCodeIn, readIslandModules } from '../support/first-load-js.ts';

/**
 * First-load JavaScript allowed per public page, in KB (1024 bytes) gzip: the measured size plus about half a
 * kilobyte. Measured on 2026-11-24: 2.54 KB on every page (the entry script alone; every island waits for a
 * visit's interaction or for its section to scroll into view); on 2026-11-28 3.22 KB, after the beacon's wait for
 * the first paint and the brand font loaded by script after it (decision 0012); on 2026-11-29 3.65 KB, with the
 * inline loader that requests the entry script after the first paint (EntryScriptAfterFirstPaint.tsx, 0.43 KB).
 * News articles share one template. A page's budget is the same in every language (keyed by its English path).
 */
const FIRST_LOAD_JS_BUDGET_KB = {
  '/': 4.1,
  '/solutions': 4.1,
  '/news': 4.1,
  '/investors': 4.1,
  '/privacy': 4.1,
  '/terms': 4.1,
  '/news/<article>': 4.1,
} as const satisfies Record<string, number>;

function budgetKbOf(path: string): number | undefined {
  const key = path.startsWith('/news/') ? '/news/<article>' : path;
  return (FIRST_LOAD_JS_BUDGET_KB as Record<string, number>)[key];
}

describe('performance budget: first-load JavaScript of the production build', () => {
  let dir: string;
  let manifest: Manifest;
  let islandModules: Map<string, string>;

  beforeAll(async () => {
    dir = clientDir();
    [manifest, islandModules] = await Promise.all([readViteManifest(), readIslandModules()]);
  });

  const firstLoadKb = async (html: string) => {
    const load = firstLoadOf(html, manifest, islandModules);
    return { files: load.files, kb: (await firstLoadGzipBytes(dir, load, html)) / 1024 };
  };

  it('has a budget for every public page', () => {
    expect(PUBLIC_ROUTES.filter((route) => budgetKbOf(route.basePath) === undefined)).toEqual([]);
  });

  it.each(PUBLIC_ROUTES.map((route) => [route.path, route.basePath] as const))('keeps %s within its budget', async (path, basePath) => {
    const { files, kb } = await firstLoadKb(await readBuiltPage(path));
    expect(files.length, 'the page loads its entry script').toBeGreaterThan(0);
    expect(kb, `${path} first-load JS (KB gzip) of ${files.join(', ')}`).toBeLessThanOrEqual(budgetKbOf(basePath)!);
  });

  it('breaks the home page budget when its islands hydrate at load, so React ships up front', async () => {
    const eager = (await readBuiltPage('/')).replace(/data-hydrate="[a-z]+"/g, 'data-hydrate="load"');
    const { files, kb } = await firstLoadKb(eager);
    expect(kb, `eager / loads ${files.join(', ')}`).toBeGreaterThan(budgetKbOf('/')!);
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
    const afterFirstPaint = firstLoadOf(`<script data-entry="/${entry.file}">load()</script>`, manifest, islandModules);
    expect(afterFirstPaint.files).toEqual(plain.files);
    expect(afterFirstPaint.inlineScriptBytes).toBe('load()'.length);
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

describe('first paint of the production build', () => {
  it('waits on every page until its content is parsed, so a slow phone never paints a half-parsed header or hero', async () => {
    for (const route of PUBLIC_ROUTES) {
      const html = await readBuiltPage(route.path);
      const head = html.slice(0, html.indexOf('</head>'));
      const expected = /<link rel="expect" href="#([\w-]+)" blocking="render"\/?>/.exec(head);
      expect(expected, `${route.path}: a render-blocking rel=expect link in <head>`).not.toBeNull();
      // The element it waits for comes after <main> closes: the header, the hero and the whole main are parsed first.
      const target = html.indexOf(`id="${expected![1]}"`);
      expect(target, `${route.path}: the element #${expected![1]} is on the page`).toBeGreaterThan(-1);
      expect(target, `${route.path}: #${expected![1]} comes after </main>`).toBeGreaterThan(html.indexOf('</main>'));
    }
  });
});
