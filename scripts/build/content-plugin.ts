import { join, normalize } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { businessFilesOf, chromeFilesOf, type ContentFiles } from '../../src/shared/content/files/content-model.ts';
import { contentFolder, loadContentFolder, PROJECT_ROOT } from '../content/load-content.ts';

/**
 * The modules that stand for the content files, as Vite names them, and the code that replaces each: all of it, or
 * only the business facts or the chrome's words (what islands may import, so the browser never carries the articles).
 */
const CONTENT_MODULES: ReadonlyMap<string, (files: ContentFiles) => string> = new Map([
  [normalize(join(PROJECT_ROOT, 'src/shared/content/files/content-files.ts')), (files) => `export const CONTENT_FILES = ${JSON.stringify(files)};`],
  [normalize(join(PROJECT_ROOT, 'src/shared/content/files/business-files.ts')), (files) => `export const BUSINESS_FILES = ${JSON.stringify(businessFilesOf(files))};`],
  [normalize(join(PROJECT_ROOT, 'src/shared/content/files/chrome-files.ts')), (files) => `export const CHROME_FILES = ${JSON.stringify(chromeFilesOf(files))};`],
]);

const contentModuleCode = (id: string) => CONTENT_MODULES.get(normalize(id.split('?')[0]!));

/** Every module Vite has made of the content in the dev server, and what depends on them, made stale; the page reloads. */
function reloadContent(server: ViteDevServer) {
  for (const environment of Object.values(server.environments)) {
    for (const file of CONTENT_MODULES.keys()) {
      for (const module of environment.moduleGraph.getModulesByFile(file) ?? []) environment.moduleGraph.invalidateModule(module);
    }
  }
  server.environments.client.hot.send({ type: 'full-reload' });
}

/**
 * Reads and checks content/ (scripts/content/load-content.ts) when Vite loads a content module, and gives the
 * bundles the result as plain data: the browser and the built server never read the folder, and invalid content
 * fails the build with the list of problems. In `npm run dev` the folder is watched: saving, adding or removing a
 * file reloads the open page with it (an invalid file shows its problems in Vite's overlay and the terminal).
 */
export function contentPlugin(root = PROJECT_ROOT): Plugin {
  const folder = contentFolder(root);
  return {
    name: 'content-files',
    enforce: 'pre',
    load(id) {
      const code = contentModuleCode(id);
      if (!code) return undefined;
      // No addWatchFile(folder): in Vite's client environment (Vitest's jsdom files) a watched folder became an
      // import of the folder itself, which failed to resolve; the dev server's watcher below does the watching.
      return code(loadContentFolder(root));
    },
    configureServer(server) {
      server.watcher.add(folder);
      server.watcher.on('all', (_event, file) => {
        if (normalize(file).startsWith(folder)) reloadContent(server);
      });
    },
  };
}
