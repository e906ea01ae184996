import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Plugin, ViteDevServer } from 'vite';
import { renderAdminShell } from '../../client/features/admin/admin-shell.ts';
import type * as PrerenderModule from '../../client/prerender.tsx';
import { projectPath } from '../project-root.ts';

/** The start-up line of `npm run dev` that names its port: `Dev server at http://localhost:<port>: ...`. */
export const DEV_SERVER_READY = 'Dev server at';

const PAGE_ENTRY = '/src/client/entry-client.ts';
const ADMIN_ENTRY = '/src/client/features/admin/entry-admin.tsx';
/** The modules pages load, as Vite's dependency crawler takes them (relative to the project root). */
export const BROWSER_ENTRIES = [PAGE_ENTRY, ADMIN_ENTRY].map((entry) => entry.slice(1));
/** Loaded as a stylesheet too, so a page is styled before its script runs. */
const STYLES = '/src/client/styles.css';

/** Requests Vite's dev server answers: modules, its client, dependencies, files by path. */
const VITE_PATHS = /^\/(@vite\/|@react-refresh|@id\/|@fs\/|src\/|node_modules\/|__vite)/;

/** The favicon is the one logo, as the build writes it to /favicon.svg; read on each request, so a new logo shows at once. */
const LOGO_PATH = projectPath('content/brand/logo.svg');

/** Files in public/ are copied into the build; here Vite serves them from source. */
const isPublicFile = (path: string) => path !== '/' && !path.includes('..') && existsSync(projectPath('public', path));

const pathOf = (url: string) => decodeURIComponent(url.split('?')[0] ?? '/').replace(/(.)\/$/, '$1');

/**
 * The dev loop's pages: rendered from source on every request through Vite (so an edited component or
 * content file shows on the next load), with Vite's HMR client. The built site's other files (share
 * images, downloads) are still served from dist when there is one.
 */
export function installDevPages(app: FastifyInstance, vite: ViteDevServer) {
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    if (path === '/favicon.svg') return reply.type('image/svg+xml').header('cache-control', 'no-store').send(await readFile(LOGO_PATH));
    if (VITE_PATHS.test(path) || isPublicFile(path)) {
      reply.hijack();
      vite.middlewares(request.raw, reply.raw, () => {
        reply.raw.statusCode = 404;
        reply.raw.end();
      });
      return;
    }
    if (request.method !== 'GET' || path.startsWith('/api/')) return;
    const html = path === '/admin' || path.startsWith('/admin/') ? adminShell() : await renderPage(vite, path).catch(contentProblemsPage);
    if (!html) return;
    reply.code(html.status).type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return reply.send(await vite.transformIndexHtml(request.url, html.body));
  });
  // Vite's HMR client and React Refresh need inline scripts the production CSP does not allow.
  app.addHook('onSend', async (_request, reply) => {
    reply.removeHeader('content-security-policy');
  });
}

const CONTENT_PROBLEMS = 'The content files need fixing';
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A mistake in content/ (scripts/content) shown on the page being previewed, as the terminal shows it; any other error goes on. */
function contentProblemsPage(error: unknown) {
  const message = error instanceof Error ? error.message : '';
  const at = message.indexOf(CONTENT_PROBLEMS);
  if (at === -1) throw error;
  const body = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${CONTENT_PROBLEMS}</title></head><body><main><h1>${CONTENT_PROBLEMS}</h1><pre>${escapeHtml(message.slice(at))}</pre><p>Save the file again once it is fixed: this page reloads.</p></main></body></html>`;
  return { status: 500, body };
}

function adminShell() {
  return { status: 200, body: renderAdminShell({ scripts: [ADMIN_ENTRY], stylesheets: [STYLES], modulePreloads: [] }) };
}

async function renderPage(vite: ViteDevServer, path: string) {
  const prerender = (await vite.ssrLoadModule('/src/client/prerender.tsx')) as typeof PrerenderModule;
  // Anything else (health probes, robots.txt, images, unknown paths) is the server's as in production.
  // The booking page's shell is filled by the server's own route (features/booking).
  const route = prerender.ROUTES_TO_RENDER.find((candidate) => candidate.path === path && candidate.page !== 'not-found' && candidate.page !== 'booking');
  if (!route) return undefined;
  const body = prerender.renderPage(route, { assets: { scripts: [PAGE_ENTRY], stylesheets: [STYLES], modulePreloads: [] }, downloadSizes: {} });
  return { status: 200, body };
}

/**
 * Pages are rendered on the server, so an edit to a file the browser never loads (a static section, a
 * content file) needs a reload; island components the browser has update in place (React Fast Refresh).
 */
export function reloadPrerenderedPages(): Plugin {
  return {
    name: 'reload-prerendered-pages',
    hotUpdate({ file, server }) {
      if (this.environment.name !== 'ssr' || !this.environment.moduleGraph.getModulesByFile(file)?.size) return;
      const inBrowser = [...(server.environments.client.moduleGraph.getModulesByFile(file) ?? [])];
      if (inBrowser.length === 0 || inBrowser.some((module) => !module.isSelfAccepting)) {
        server.environments.client.hot.send({ type: 'full-reload' });
      }
    },
  };
}
