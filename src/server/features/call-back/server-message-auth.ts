import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { secretMatches } from './server-secret.ts';

/**
 * How the provider proves a server message comes from it, with the one shared secret (VAPI_SERVER_SECRET, or the one
 * voice:sync made): the server credential voice:sync creates sends `Authorization: Bearer <secret>`; an HMAC
 * credential (the provider's defaults, @vapi-ai/server-sdk HmacAuthenticationPlan: sha256, hex, no prefix) sends
 * `x-signature` over `{timestamp}.{body}` with the time in `x-timestamp`; older accounts send the secret itself in
 * `X-Vapi-Secret`.
 */
export const HMAC_HEADERS = { signature: 'x-signature', timestamp: 'x-timestamp' } as const;

/** A signed message older or newer than this is refused: a recorded one cannot be replayed later. */
export const HMAC_MAX_AGE_MS = 5 * 60_000;

export type HeaderVerdict = 'authenticated' | 'needs-body-signature' | 'refused';

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** The provider's timestamp in milliseconds: it may be written in seconds or milliseconds. */
function timestampMs(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,16}$/.test(value)) return undefined;
  const number = Number(value);
  return number < 1e12 ? number * 1000 : number;
}

/** What the headers alone say; an HMAC signature can only be checked once the body is read. */
export function verdictOfHeaders(headers: IncomingHttpHeaders, secret: string | undefined, now = Date.now()): HeaderVerdict {
  if (!secret) return 'refused';
  if (secretMatches(header(headers, 'x-vapi-secret'), secret)) return 'authenticated';
  if (secretMatches(header(headers, 'authorization'), `Bearer ${secret}`)) return 'authenticated';
  const signedAt = timestampMs(header(headers, HMAC_HEADERS.timestamp));
  const signature = header(headers, HMAC_HEADERS.signature);
  if (signature && /^[0-9a-f]{64}$/i.test(signature) && signedAt !== undefined && Math.abs(now - signedAt) <= HMAC_MAX_AGE_MS) return 'needs-body-signature';
  return 'refused';
}

/** The HMAC the provider computes over the raw body, compared in constant time. */
export function signatureMatches(headers: IncomingHttpHeaders, body: Buffer, secret: string): boolean {
  const timestamp = header(headers, HMAC_HEADERS.timestamp) ?? '';
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
  return secretMatches(header(headers, HMAC_HEADERS.signature)?.toLowerCase(), expected);
}
