import { join, normalize } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { contentFolder, loadContentFolder, PROJECT_ROOT } from '../content/load-content.ts';

/** The module that stands for the content files (src/shared/content/files/content-files.ts), as Vite names it. */
const CONTENT_MODULE = normalize(join(PROJECT_ROOT, 'src/shared/content/files/content-files.ts'));

const isContentModule = (id: string) => normalize(id.split('?')[0]!) === CONTENT_MODULE;

/** Every module Vite has made of the content in the dev server, and what depends on them, made stale; the page reloads. */
function reloadContent(server: ViteDevServer) {
  for (const environment of Object.values(server.environments)) {
    for (const module of environment.moduleGraph.getModulesByFile(CONTENT_MODULE) ?? []) environment.moduleGraph.invalidateModule(module);
  }
  server.environments.client.hot.send({ type: 'full-reload' });
}

/**
 * Reads and checks content/ (scripts/content/load-content.ts) when Vite loads the content module, and gives the
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
      if (!isContentModule(id)) return undefined;
      this.addWatchFile(folder);
      return `export const CONTENT_FILES = ${JSON.stringify(loadContentFolder(root))};`;
    },
    configureServer(server) {
      server.watcher.add(folder);
      server.watcher.on('all', (_event, file) => {
        if (normalize(file).startsWith(folder)) reloadContent(server);
      });
    },
  };
}
