/**
 * The real app in a process of its own, configured from its environment like the production server,
 * so that a test can kill it (SIGKILL, no shutdown) in the middle of a delivery.
 * Prints "ready <url>" once it listens.
 */
import { loadConfig } from '../../src/server/config/config.ts';
import { openDatabase } from '../../src/server/db/connection.ts';
import { startTestServer } from './test-server.ts';

const database = await openDatabase(loadConfig(process.env).database);
const server = await startTestServer({ listen: true, env: process.env, database });
process.stdout.write(`ready ${server.url}\n`);
