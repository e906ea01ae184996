import { buildApp } from './app.ts';
import { withKeptBookingSecret } from './config/booking-secret-file.ts';
import { loadConfig } from './config/config.ts';
import { connectDatabase } from './db/connection.ts';
import { pgliteExport, serveBackups, type BackupHook } from './db/backup/index.ts';
import { dataDirExposure } from './db/data-dir.ts';
import { loadEnvFile } from './env-file.ts';
import { flushErrorReports, initServerErrorReporting } from './error-reporting.ts';
import { startupWarnings } from './startup-warnings.ts';
import { SITE_READY } from './site-ready.ts';

/**
 * Long enough for a lead delivery in flight to finish and be recorded (a webhook gives up after 10 s,
 * SMTP after at most ~20 s); within the 30 s most process managers allow after SIGTERM.
 */
/** SIGTERM to exit: requests drain, the outbox worker waits up to SHUTDOWN_DRAIN_MS, then the database closes. */
const SHUTDOWN_DEADLINE_MS = 10_000;

async function main() {
  loadEnvFile();
  const { config, warning: bookingSecretWarning } = await withKeptBookingSecret(loadConfig());
  await initServerErrorReporting(config);
  // The database opens in the background: the site listens (and /readyz says 503) until it is ready.
  let listened = () => {};
  const listening = new Promise<void>((resolve) => (listened = resolve));
  const { handle: database, migrated } = await connectDatabase(config.database, { timeouts: config.databaseTimeouts, openAfter: listening });
  if (config.database.kind === 'pglite') {
    // PostgreSQL may come back; an embedded database that cannot open (a damaged or foreign folder) will not.
    migrated.catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
  }
  const { fastify, site } = await buildApp({ config, database });
  const exposure = config.database.kind === 'pglite' && config.database.dataDir ? await dataDirExposure(config.database.dataDir) : null;
  if (exposure) fastify.log.warn(exposure);
  if (site.files.size === 0) {
    throw new Error(`No built site in ${config.staticDir}. Run "npm run build" first (npm start does it for you).`);
  }

  // npm run backup asks this process for the embedded database's snapshot (db/backup/backup-hook.ts).
  let backups: Promise<BackupHook | undefined> = Promise.resolve(undefined);
  const { dataDir } = config.database.kind === 'pglite' ? config.database : { dataDir: null };
  if (dataDir && database.pglite) {
    const pglite = database.pglite;
    backups = migrated.then(async () => serveBackups(dataDir, pgliteExport(await pglite()), fastify.log)).catch((error: unknown) => {
      fastify.log.warn({ err: error }, 'backups of the running server are unavailable: npm run backup needs it stopped');
      return undefined;
    });
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    fastify.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      fastify.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    try {
      await fastify.close();
      await (await backups)?.close();
      await database.close();
      await flushErrorReports();
      process.exit(0);
    } catch (error) {
      fastify.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  for (const warning of [...(bookingSecretWarning ? [bookingSecretWarning] : []), ...startupWarnings(config)]) fastify.log.warn(warning);
  await fastify.listen({ port: config.port, host: config.host });
  listened();
  // PORT=0 lets the system pick a free port; the line below says which (tests and benchmarks read it).
  const address = fastify.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  const where = config.database.kind === 'postgres' ? 'PostgreSQL' : `embedded PGlite in ${config.database.dataDir}`;
  fastify.log.info({ node: process.version }, `${SITE_READY} http://localhost:${port} (database: ${where})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
