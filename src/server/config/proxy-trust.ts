import { isIP } from 'node:net';

/**
 * Whose X-Forwarded-* headers the server believes: nobody (false), the nearest `number` proxies in front
 * of it, or proxies at these addresses and CIDRs. Never everybody: then any client picks its own address.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for the private ranges; accepted like addresses. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const HOW_TO_SET =
  "Give the address of the proxy in front of the server (e.g. TRUST_PROXY=127.0.0.1, or a CIDR such as 10.0.0.0/8; " +
  'several separated by commas), or the number of proxies in front of it (e.g. TRUST_PROXY=1).';

/** Why an entry of the TRUST_PROXY list is not a proxy address, or null. */
function addressProblem(entry: string): string | null {
  if (RANGE_NAMES.has(entry)) return null;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return `"${entry}" is not an IP address or CIDR`;
  if (prefix === undefined) return null;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  if (!(bits <= (family === 4 ? 32 : 128))) return `"${entry}" has no valid prefix length`;
  if (bits === 0) return `"${entry}" is every address, so any client could forge its own`;
  return null;
}

/** TRUST_PROXY as written in the environment; a value that would believe anyone stops start-up. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed === 'false') return false;
  if (trimmed === 'true') {
    throw new Error(
      'Invalid environment: TRUST_PROXY=true would believe X-Forwarded-For from any client, so anyone could choose the ' +
        `address their requests are rate-limited and recorded under. ${HOW_TO_SET}`,
    );
  }
  if (/^\d+$/.test(trimmed)) return Number(trimmed) === 0 ? false : Number(trimmed);
  const entries = trimmed.split(',').map((entry) => entry.trim()).filter(Boolean);
  const problems = entries.map(addressProblem).filter((problem) => problem !== null);
  if (problems.length > 0) throw new Error(`Invalid environment: TRUST_PROXY: ${problems.join('; ')}. ${HOW_TO_SET}`);
  return entries;
}

/**
 * The trustProxy option for Fastify. Fastify refuses a bare hop count (it trusts nobody instead), so a
 * count becomes a function trusting the nearest `hops` addresses: the socket's peer is hop 0.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
