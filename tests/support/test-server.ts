import { buildApp, type App } from '../../src/server/app.ts';
import { loadConfig, type ServerConfig } from '../../src/server/config.ts';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/connection.ts';

export interface TestServer {
  app: App;
  config: ServerConfig;
  database: DatabaseHandle;
  /** http://127.0.0.1:<port> once listening (listen: true). */
  url: string;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Extra environment, as the real server would read it (e.g. VAPI_PUBLIC_KEY). */
  env?: Record<string, string | undefined>;
  /** An open database to use; defaults to a fresh in-memory PGlite. Closed with the server. */
  database?: DatabaseHandle;
  /** Listen on a random local port (needed for browsers); inject() works either way. */
  listen?: boolean;
}

/** The real app (same code as production) on a real database, configured like the real server. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const config = loadConfig({ LOG_LEVEL: 'silent', DIST_DIR: process.env.DIST_DIR, ...options.env });
  const database = options.database ?? (await openDatabase({ kind: 'pglite', dataDir: null }));
  const app = await buildApp({ config, database });
  let url = '';
  if (options.listen) {
    await app.fastify.listen({ port: 0, host: '127.0.0.1' });
    const address = app.fastify.server.address();
    if (address && typeof address === 'object') url = `http://127.0.0.1:${address.port}`;
  } else {
    await app.fastify.ready();
  }
  return {
    app,
    config,
    database,
    url,
    close: async () => {
      await app.fastify.close();
      await database.close();
    },
  };
}
