import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * A server that is told to stop does not wait for connections a browser opened ahead of need (a preconnect: no request
 * yet), and still answers a request that had begun. Node's own close() waited for the first until the headers timeout.
 */

let server: TestServer | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await server?.close().catch(() => undefined);
  server = undefined;
});

async function openSocket(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  return socket;
}

/** The close, or word that it was still waiting after `withinMs`. */
const closeWithin = (withinMs: number) =>
  Promise.race([server!.app.fastify.close().then(() => 'closed'), new Promise((resolve) => setTimeout(() => resolve(`still waiting after ${withinMs} ms`), withinMs))]);

describe('closing the server', () => {
  it('does not wait for a connection that never sent a request, and closes it', async () => {
    server = await startTestServer({ listen: true });
    const preconnect = await openSocket(server.url);
    const closed = new Promise<void>((resolve) => preconnect.once('close', () => resolve()));

    expect(await closeWithin(3_000)).toBe('closed');
    await closed;
    expect(preconnect.destroyed).toBe(true);
  });

  it('still answers a request whose headers had arrived before the close, then closes', async () => {
    server = await startTestServer({ listen: true });
    const idle = await openSocket(server.url);
    const body = JSON.stringify({ name: 'ping' });
    let finish = () => {};
    const answer = new Promise<number>((resolve, reject) => {
      const sent = request(`${server!.url}/api/no-such-endpoint`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode!));
      });
      sent.on('error', reject);
      sent.write(body.slice(0, 5));
      finish = () => sent.end(body.slice(5));
    });
    // The request's headers are in: the server has begun it.
    await new Promise((wait) => setTimeout(wait, 300));

    const closing = server.app.fastify.close();
    await new Promise((wait) => setTimeout(wait, 100));
    expect(idle.destroyed || (await new Promise((resolve) => idle.once('close', () => resolve(true))))).toBe(true);
    finish();
    expect(await answer).toBe(404);
    await closing;
  });
});
