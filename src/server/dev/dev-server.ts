/**
 * `npm run dev`: the real server (same app, same embedded database) with pages rendered from source by
 * Vite. Edits to pages, components and content show in the browser at once; `tsx watch` restarts this
 * process when server code changes.
 */
import type { AddressInfo } from 'node:net';
import { createServer as createViteServer, mergeConfig } from 'vite';
import { baseViteConfig } from '../../../vite.config.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { openDatabase } from '../db/connection.ts';
import { loadEnvFile } from '../env-file.ts';
import { projectPath } from '../project-root.ts';
import { BROWSER_ENTRIES, DEV_SERVER_READY, installDevPages, reloadPrerenderedPages } from './dev-pages.ts';

loadEnvFile();
const config = loadConfig();
const database = await openDatabase(config.database);
const { fastify } = await buildApp({ config, database });
const vite = await createViteServer(
  mergeConfig(baseViteConfig(), {
    configFile: false,
    root: projectPath(),
    appType: 'custom',
    plugins: [reloadPrerenderedPages()],
    // Vite finds the dependencies to pre-bundle by crawling from HTML files, and pages here are rendered, not
    // files: without entries it finds them on the first visit and reloads that page (losing what was typed).
    optimizeDeps: { entries: BROWSER_ENTRIES },
    // HMR shares the site's port.
    server: { middlewareMode: true, hmr: { server: fastify.server } },
  }),
);
installDevPages(fastify, vite);

// Requests in flight when `tsx watch` restarts this process still render through Vite: the site stops taking
// requests and drains before Vite closes. Vite's HMR sockets share the site's server and would hold it open, so
// they close first.
const stop = async () => {
  await vite.ws.close();
  await fastify.close();
  await vite.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());

await fastify.listen({ port: config.port, host: config.host });
// PORT=0 takes any free port; the line names the one the system gave (tests read it).
const { port } = fastify.server.address() as AddressInfo;
fastify.log.info(`${DEV_SERVER_READY} http://localhost:${port}: pages render from source, edits reload the browser.`);
