import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HMAC_MAX_AGE_MS, signatureMatches, verdictOfHeaders } from './server-message-auth.ts';

const SECRET = 'a server secret of at least 24 bytes';
const NOW = Date.parse('2026-11-28T12:00:00Z');
const body = Buffer.from('{"message":{"type":"status-update"}}');
const sign = (timestamp: string, secret = SECRET) => createHmac('sha256', secret).update(`${timestamp}.${body.toString()}`).digest('hex');

describe('the provider\'s server credentials', () => {
  it('takes the secret as a bearer token or in X-Vapi-Secret, and nothing without a configured secret', () => {
    expect(verdictOfHeaders({ authorization: `Bearer ${SECRET}` }, SECRET, NOW)).toBe('authenticated');
    expect(verdictOfHeaders({ 'x-vapi-secret': SECRET }, SECRET, NOW)).toBe('authenticated');
    expect(verdictOfHeaders({ authorization: `bearer ${SECRET}` }, SECRET, NOW)).toBe('refused');
    expect(verdictOfHeaders({ authorization: SECRET }, SECRET, NOW)).toBe('refused');
    expect(verdictOfHeaders({ authorization: `Bearer ${SECRET}` }, undefined, NOW)).toBe('refused');
  });

  it('reads the body of a signed request only when its time is within 5 minutes, in seconds or milliseconds', () => {
    const seconds = String(NOW / 1000);
    expect(verdictOfHeaders({ 'x-timestamp': seconds, 'x-signature': sign(seconds) }, SECRET, NOW)).toBe('needs-body-signature');
    expect(verdictOfHeaders({ 'x-timestamp': String(NOW - HMAC_MAX_AGE_MS), 'x-signature': sign('0') }, SECRET, NOW)).toBe('needs-body-signature');
    expect(verdictOfHeaders({ 'x-timestamp': String(NOW - HMAC_MAX_AGE_MS - 1), 'x-signature': sign('0') }, SECRET, NOW)).toBe('refused');
    expect(verdictOfHeaders({ 'x-timestamp': seconds, 'x-signature': 'sha256=abc' }, SECRET, NOW)).toBe('refused');
    expect(verdictOfHeaders({ 'x-timestamp': '1e12', 'x-signature': sign(seconds) }, SECRET, NOW)).toBe('refused');
  });

  it('matches the HMAC of "{timestamp}.{body}" and nothing else', () => {
    const timestamp = String(NOW / 1000);
    expect(signatureMatches({ 'x-timestamp': timestamp, 'x-signature': sign(timestamp).toUpperCase() }, body, SECRET)).toBe(true);
    expect(signatureMatches({ 'x-timestamp': timestamp, 'x-signature': sign(timestamp, `${SECRET}!`) }, body, SECRET)).toBe(false);
    expect(signatureMatches({ 'x-timestamp': `${timestamp}0`, 'x-signature': sign(timestamp) }, body, SECRET)).toBe(false);
    expect(signatureMatches({ 'x-timestamp': timestamp, 'x-signature': sign(timestamp) }, Buffer.concat([body, Buffer.from(' ')]), SECRET)).toBe(false);
  });
});
