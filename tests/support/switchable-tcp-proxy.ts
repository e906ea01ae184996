import { connect, createServer, type Socket } from 'node:net';

export interface SwitchableTcpProxy {
  /** The proxy's local port: point a client at 127.0.0.1:<port> instead of the target. */
  port: number;
  /** Passes bytes both ways (opening the upstream connection of any connection accepted meanwhile). */
  forward(): void;
  /**
   * Accepts connections and answers nothing, as a database behind a network partition or on a full
   * disk does: new connections are accepted and left unanswered, open ones stop moving in both
   * directions. Bytes are held, not lost, as TCP would, and flow again after forward().
   */
  swallow(): void;
  /**
   * Cuts the connection that next carries bytes `matches` accepts (a request, say) the moment they arrive, as a
   * crashing peer would, and forwards everything else. Resolves once it has cut one.
   */
  cutNext(matches: (bytes: Buffer) => boolean): Promise<void>;
  close(): Promise<void>;
}

interface Link {
  client: Socket;
  upstream?: Socket;
}

/** A TCP proxy in front of `target`, switchable between forwarding and swallowing. Starts forwarding unless told. */
export async function startSwitchableTcpProxy(
  target: { host: string; port: number },
  options: { swallowing?: boolean } = {},
): Promise<SwitchableTcpProxy> {
  let swallowing = options.swallowing ?? false;
  let pendingCut: { matches: (bytes: Buffer) => boolean; done: () => void } | undefined;
  const links = new Set<Link>();

  const openUpstream = (link: Link) => {
    const upstream = connect(target.port, target.host);
    link.upstream = upstream;
    link.client.on('data', (chunk: Buffer) => {
      if (pendingCut?.matches(chunk)) {
        const { done } = pendingCut;
        pendingCut = undefined;
        link.client.resetAndDestroy();
        upstream.destroy();
        done();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => link.client.write(chunk));
    link.client.on('end', () => upstream.end());
    upstream.on('end', () => link.client.end());
    upstream.on('error', () => link.client.destroy());
    upstream.on('close', () => link.client.destroy());
  };

  const server = createServer({ pauseOnConnect: true }, (client) => {
    const link: Link = { client };
    links.add(link);
    client.on('error', () => {});
    client.on('close', () => {
      link.upstream?.destroy();
      links.delete(link);
    });
    if (!swallowing) {
      openUpstream(link);
      client.resume();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The proxy has no port');

  return {
    port: address.port,
    cutNext(matches) {
      return new Promise<void>((done) => (pendingCut = { matches, done }));
    },
    forward() {
      swallowing = false;
      for (const link of links) {
        if (!link.upstream) openUpstream(link);
        link.client.resume();
        link.upstream?.resume();
      }
    },
    swallow() {
      swallowing = true;
      for (const link of links) {
        link.client.pause();
        link.upstream?.pause();
      }
    },
    close: async () => {
      for (const link of links) {
        link.client.destroy();
        link.upstream?.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The same PostgreSQL URL, reached through the proxy. */
export function throughProxy(databaseUrl: string, proxy: Pick<SwitchableTcpProxy, 'port'>): string {
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  return url.toString();
}
