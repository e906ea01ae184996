import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';

export interface FakeSentry {
  /** A DSN whose ingest is this local server. */
  dsn: string;
  /** Raw envelopes received (newline-separated JSON). */
  envelopes: string[];
  close(): Promise<void>;
}

/** A local stand-in for Sentry's ingest endpoint that records what the SDKs send. */
export async function startFakeSentry(): Promise<FakeSentry> {
  const envelopes: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      envelopes.push(body.toString('utf8'));
      response.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    dsn: `http://0123456789abcdef0123456789abcdef@127.0.0.1:${port}/42`,
    envelopes,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
