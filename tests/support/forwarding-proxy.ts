import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ForwardingProxy {
  /** http://<address>:<port> */
  url: string;
  close(): Promise<void>;
}

/**
 * One reverse-proxy hop, as nginx's `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for` makes it:
 * the address it was reached from is appended to X-Forwarded-For. It listens on `address` and connects
 * upstream from it too (any 127.x.y.z is local on Linux), so each hop is seen under its own address.
 */
export async function startForwardingProxy(target: string, address: string): Promise<ForwardingProxy> {
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter(Boolean).join(', ');
    const { connection: _hopByHop, ...endToEnd } = incoming.headers;
    const headers: IncomingHttpHeaders = { ...endToEnd, 'x-forwarded-for': forwardedFor };
    const proxied = httpRequest(
      { host: upstream.hostname, port: upstream.port, localAddress: address, agent: false, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    proxied.on('error', () => outgoing.destroy());
    incoming.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${address}:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A POST of JSON from a chosen local address (a visitor's own machine), answered with its status and body. */
export function postJsonFrom(clientAddress: string, url: string, body: unknown, headers: Record<string, string> = {}) {
  const target = new URL(url);
  const payload = JSON.stringify(body);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress: clientAddress,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        answer.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}
