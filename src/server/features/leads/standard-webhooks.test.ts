import { describe, expect, it } from 'vitest';
import { signWebhook, webhookKey } from './standard-webhooks.ts';

describe('Standard Webhooks signing', () => {
  it("reproduces the specification's published test vector", () => {
    expect(signWebhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}')).toBe(
      'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    );
  });

  it('takes the key from the base64 after whsec_, and a secret without the prefix as plain bytes', () => {
    expect(webhookKey('whsec_aGVsbG8=')).toEqual(Buffer.from('hello'));
    expect(webhookKey('plain-secret')).toEqual(Buffer.from('plain-secret'));
  });

  it('changes with the id, the timestamp and the body', () => {
    const base = signWebhook('whsec_aGVsbG8=', 'msg_1', 1700000000, '{}');
    expect(signWebhook('whsec_aGVsbG8=', 'msg_2', 1700000000, '{}')).not.toBe(base);
    expect(signWebhook('whsec_aGVsbG8=', 'msg_1', 1700000001, '{}')).not.toBe(base);
    expect(signWebhook('whsec_aGVsbG8=', 'msg_1', 1700000000, '{ }')).not.toBe(base);
  });
});
