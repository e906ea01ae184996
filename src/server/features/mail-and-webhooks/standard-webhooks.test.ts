import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { webhookSecretProblem } from '../../config/webhook-secret.ts';
import { signWebhook, webhookKey } from './standard-webhooks.ts';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

describe('Standard Webhooks signing', () => {
  it("reproduces the specification's published test vector", () => {
    expect(signWebhook(SECRET, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}')).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('takes the key from the base64 after whsec_', () => {
    const key = randomBytes(32);
    expect(webhookKey(`whsec_${key.toString('base64')}`)).toEqual(key);
  });

  it('changes with the id, the timestamp and the body', () => {
    const base = signWebhook(SECRET, 'msg_1', 1700000000, '{}');
    expect(signWebhook(SECRET, 'msg_2', 1700000000, '{}')).not.toBe(base);
    expect(signWebhook(SECRET, 'msg_1', 1700000001, '{}')).not.toBe(base);
    expect(signWebhook(SECRET, 'msg_1', 1700000000, '{ }')).not.toBe(base);
  });

  it('signs so that the official standardwebhooks verifier accepts it, for any valid secret, id and body', () => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 24, maxLength: 64 }),
        fc.stringMatching(/^msg_[A-Za-z0-9-]{1,40}$/),
        fc.dictionary(fc.string(), fc.oneof(fc.string({ unit: 'grapheme' }), fc.integer())),
        (key, id, data) => {
          const secret = `whsec_${Buffer.from(key).toString('base64')}`;
          expect(webhookSecretProblem(secret)).toBeNull();
          const body = JSON.stringify({ type: 'lead.created', data });
          const headers = { 'webhook-id': id, 'webhook-timestamp': String(nowSeconds), 'webhook-signature': signWebhook(secret, id, nowSeconds, body) };
          expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
          // Another key, or one changed byte of the body, is refused by the same verifier.
          const other = `whsec_${randomBytes(32).toString('base64')}`;
          expect(() => new Webhook(other).verify(body, headers)).toThrow();
          expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow();
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('webhook secrets checked at start-up', () => {
  it('accepts whsec_ followed by the base64 of a 24 to 64 byte key', () => {
    for (const bytes of [24, 32, 48, 64]) expect(webhookSecretProblem(`whsec_${randomBytes(bytes).toString('base64')}`)).toBeNull();
  });

  it('refuses an empty or short key, a long one, a secret without the prefix, and text that is not base64', () => {
    expect(webhookSecretProblem('whsec_')).toMatch(/key is 0 bytes; it must be 24 to 64/);
    expect(webhookSecretProblem('whsec_aGVsbG8=')).toMatch(/key is 5 bytes/);
    expect(webhookSecretProblem(`whsec_${randomBytes(23).toString('base64')}`)).toMatch(/key is 23 bytes/);
    expect(webhookSecretProblem(`whsec_${randomBytes(65).toString('base64')}`)).toMatch(/key is 65 bytes/);
    expect(webhookSecretProblem('a-long-plain-passphrase-of-forty-characters')).toMatch(/must have the form whsec_/);
    // Without the prefix the official verifier reads these characters as base64: an 18-byte key the
    // sender never used, so every signature would be rejected.
    expect(webhookSecretProblem('plainsecretsecretsecret1')).toMatch(/must have the form whsec_/);
    expect(webhookSecretProblem(`whsec_${randomBytes(32).toString('base64url')}_-`)).toMatch(/not base64/);
    expect(webhookSecretProblem(`whsec_${randomBytes(32).toString('base64')} `)).toMatch(/not base64/);
    expect(webhookSecretProblem(`whsec_${randomBytes(32).toString('base64').replace(/=+$/, '')}`)).toMatch(/not base64/);
  });
});
