import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Lets the server close without waiting for connections that never carried a request. Browsers open some before
 * they need them (a preconnect); Node's closeIdleConnections() counts only connections between requests as idle, so
 * close() waited for these until the browser dropped them or the headers timeout passed: a stop held up by a visitor's
 * open tab. A connection whose request has begun is left to finish, as before.
 */
export function closeUnusedConnectionsOnClose(fastify: FastifyInstance): void {
  const unused = new Set<Socket>();
  fastify.server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  fastify.server.on('request', (request: IncomingMessage) => unused.delete(request.socket));
  fastify.addHook('preClose', (done) => {
    for (const socket of unused) socket.destroy();
    done();
  });
}
