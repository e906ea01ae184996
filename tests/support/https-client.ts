import { connect, constants } from 'node:http2';

export interface HttpsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The protocol the connection agreed on (ALPN): 'h2' when HTTP/2 was used. */
  protocol: string | false;
}

export interface HttpsRequest {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The certificate (PEM) to trust: a local CA's root. */
  ca: string;
  /** The local address to connect from (127.0.0.0/8 offers many): a visitor of its own. */
  localAddress?: string;
  timeoutMs?: number;
}

/**
 * One request over HTTP/2 and TLS with the given root trusted, on a connection of its own (Node's fetch
 * takes no CA without undici's Agent, and speaks only HTTP/1.1).
 */
export function httpsRequest(origin: string, request: HttpsRequest): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { ca: request.ca, localAddress: request.localAddress } as Parameters<typeof connect>[1]);
    const fail = (error: Error) => {
      session.destroy();
      reject(error);
    };
    session.once('error', fail);
    session.setTimeout(request.timeoutMs ?? 15_000, () => fail(new Error(`${request.method ?? 'GET'} ${request.path}: no answer`)));
    const stream = session.request({
      [constants.HTTP2_HEADER_METHOD]: request.method ?? 'GET',
      [constants.HTTP2_HEADER_PATH]: request.path,
      ...request.headers,
    });
    stream.setEncoding('utf8');
    let headers: HttpsAnswer['headers'] = {};
    let body = '';
    stream.once('response', (received) => (headers = received));
    stream.on('data', (chunk: string) => (body += chunk));
    stream.once('error', fail);
    stream.once('end', () => {
      const protocol = session.alpnProtocol ?? false;
      session.close();
      resolve({ status: Number(headers[constants.HTTP2_HEADER_STATUS]), headers, body, protocol });
    });
    stream.end(request.body);
  });
}

/** A JSON request through httpsRequest: the body sent as JSON, the answer's body parsed when it is JSON. */
export async function httpsJson<T = unknown>(origin: string, request: Omit<HttpsRequest, 'body'> & { json?: unknown }): Promise<HttpsAnswer & { json: T }> {
  const headers = request.json === undefined ? request.headers : { 'content-type': 'application/json', ...request.headers };
  const answer = await httpsRequest(origin, { ...request, headers, body: request.json === undefined ? undefined : JSON.stringify(request.json) });
  const isJson = String(answer.headers['content-type'] ?? '').includes('json');
  return { ...answer, json: (isJson ? JSON.parse(answer.body) : undefined) as T };
}
