/**
 * Builds the site: browser bundle, prerendered pages, generated downloads, the server bundle, and
 * brotli/gzip copies of every compressible file. Output goes to dist/.
 */
import './build/load-env.ts';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { build, mergeConfig, type Manifest } from 'vite';
import { baseViteConfig } from '../vite.config.ts';
import { checkContent } from './build/content-checks.ts';
import { generateDownloads } from './build/downloads.ts';
import { precompressFolder } from './build/precompress.ts';
import { typeCheckProject } from './build/type-check.ts';
import { pageAssetsFromManifest } from './build/page-assets.ts';
import { generateSeoAssets } from './build/seo-assets.ts';
import { mergeManifests } from './build/merge-manifests.ts';
import { BUILD_STAMP_FILE, currentBuildStamp } from './lib/build-stamp.mjs';
import { PUBLIC_ROUTES } from '../src/shared/routes.ts';
import { SITE_URL_PLACEHOLDER, siteConfig } from '../src/shared/site-config.ts';
import { renderAdminShell } from '../src/client/features/admin/admin-shell.ts';
import type * as PrerenderModule from '../src/client/prerender.tsx';

const ADMIN_ENTRY = 'src/client/features/admin/entry-admin.tsx';
const ADMIN_MANIFEST = '.vite/admin-manifest.json';

const root = join(import.meta.dirname, '..');
// DIST_DIR lets parallel builds (CI jobs, several developers) write to separate folders.
const dist = resolve(process.env.DIST_DIR ?? join(root, 'dist'));
const clientOut = join(dist, 'client');
const started = performance.now();
// Taken before anything is read: a file saved during the build makes the next `npm start` build again.
const stamp = currentBuildStamp(root);
const step = (name: string) => console.info(`[build] ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

// Vite does not check types: tsc runs beside the bundling, and the build waits for it before it calls itself done.
// `--no-type-check` is for builds that only need something to serve (`npm start`'s own build, the container image):
// the types are the developer's gate, checked by `npm run build` and `npm test`, and tsc is a third of the build's CPU.
const checkTypes = !process.argv.includes('--no-type-check');
const typeCheck = checkTypes ? typeCheckProject(root) : Promise.resolve(undefined);

// Every language says what English says, key for key, and no English copy is left unread (decision 0021).
await checkContent(root);
step('content checked in every language');

await rm(dist, { recursive: true, force: true });

await build(
  mergeConfig(baseViteConfig({ siteUrl: SITE_URL_PLACEHOLDER }), {
    configFile: false,
    root,
    build: { outDir: clientOut, manifest: true, rollupOptions: { input: join(root, 'src/client/entry-client.ts') } },
  }),
);
step('browser bundle');

// The admin is a build of its own: public pages neither load nor share any of its chunks, and
// their bundle stays exactly as it is without the admin. Its entry joins the one manifest.
await build(
  mergeConfig(baseViteConfig({ siteUrl: SITE_URL_PLACEHOLDER }), {
    configFile: false,
    root,
    publicDir: false,
    build: { outDir: clientOut, emptyOutDir: false, manifest: ADMIN_MANIFEST, rollupOptions: { input: join(root, ADMIN_ENTRY) } },
  }),
);
const readManifest = async (file: string) => JSON.parse(await readFile(join(clientOut, file), 'utf8')) as Manifest;
await writeFile(
  join(clientOut, '.vite', 'manifest.json'),
  JSON.stringify(mergeManifests(await readManifest('.vite/manifest.json'), await readManifest(ADMIN_MANIFEST)), null, 2),
);
await rm(join(clientOut, ADMIN_MANIFEST));
step('admin bundle');

await build(
  mergeConfig(baseViteConfig({ siteUrl: SITE_URL_PLACEHOLDER }), {
    configFile: false,
    root,
    publicDir: false,
    // Bundled whole so the prerender runs from a DIST_DIR outside the project (no node_modules next to it).
    ssr: { noExternal: true },
    build: { outDir: join(dist, 'prerender'), ssr: join(root, 'src/client/prerender.tsx'), ssrEmitAssets: true },
  }),
);
// Images used only by static sections are emitted by the prerender build; the browser needs them too.
// Its JavaScript chunks (lazy imports split for Node) are not for browsers.
await cp(join(dist, 'prerender', 'assets'), join(clientOut, 'assets'), {
  recursive: true,
  force: false,
  filter: (source) => !/\.m?js$/.test(source),
}).catch(() => {});
step('prerender bundle');

await build(
  mergeConfig(baseViteConfig({ siteUrl: SITE_URL_PLACEHOLDER }), {
    configFile: false,
    root,
    publicDir: false,
    // The admin CLI is built beside the server, so a deploy needs neither tsx nor any dev dependency.
    build: {
      outDir: join(dist, 'server'),
      ssr: true,
      target: 'node20',
      rollupOptions: {
        input: {
          main: join(root, 'src/server/main.ts'),
          admin: join(root, 'src/server/cli/admin.ts'),
          backup: join(root, 'src/server/cli/backup.ts'),
          restore: join(root, 'src/server/cli/restore.ts'),
        },
      },
    },
  }),
);
step('server bundle and admin CLI');

const downloadSizes = await generateDownloads(clientOut);
step('downloads');

const manifest = JSON.parse(await readFile(join(clientOut, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const assets = pageAssetsFromManifest(manifest, 'src/client/entry-client.ts');
const prerender = (await import(join(dist, 'prerender', 'prerender.js'))) as typeof PrerenderModule;
for (const route of prerender.ROUTES_TO_RENDER) {
  const html = prerender.renderPage(route, { assets, downloadSizes }).replace('</head>', '<!--runtime-head--></head>');
  // A language's 404 sits in its folder (es/404.html): the server answers unknown paths under /es with it.
  const file = route.page === 'not-found' ? join(clientOut, route.path.replace(/\/404$/, ''), '404.html') : join(clientOut, route.path, 'index.html');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
}
step(`${prerender.ROUTES_TO_RENDER.length} pages prerendered`);

// The admin's HTML shell; the server answers it for /admin/* (src/server/features/admin).
await mkdir(join(clientOut, 'admin'), { recursive: true });
await writeFile(join(clientOut, 'admin', 'index.html'), renderAdminShell(pageAssetsFromManifest(manifest, ADMIN_ENTRY)));
step('admin shell');

const seoFiles = await generateSeoAssets(clientOut, PUBLIC_ROUTES, { ...siteConfig, siteUrl: SITE_URL_PLACEHOLDER });
step(`${seoFiles} SEO files (sitemap, robots.txt, manifest, icons, share images)`);

const compressed = await precompressFolder(clientOut);
step(`${compressed} files precompressed`);

const typeError = await typeCheck;
if (typeError) throw typeError;
step(checkTypes ? 'types checked (tsc --noEmit)' : 'types not checked (--no-type-check)');

// Last, so only a finished build has one: `npm start` compares it with the sources (scripts/run-built.mjs).
await writeFile(join(dist, BUILD_STAMP_FILE), `${JSON.stringify(stamp)}\n`);
