import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/connection.ts';
const config = loadConfig({ LOG_LEVEL: 'silent', DIST_DIR: process.env.DIST_DIR, PORT: process.env.PORT });
const database = await openDatabase({ kind: 'pglite', dataDir: null });
const { fastify } = await buildApp({ config, database });
fastify.addHook('onSend', async (_r, reply) => { reply.removeHeader('content-security-policy'); });
await fastify.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
