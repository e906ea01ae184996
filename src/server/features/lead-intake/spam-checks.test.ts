import { describe, expect, it } from 'vitest';
import { spamReasonOf } from './spam-checks.ts';

describe('spamReasonOf', () => {
  const minimum = 2_000;

  it('flags a filled honeypot, whatever the timing', () => {
    expect(spamReasonOf({ website: 'http://spam.example', elapsedMs: 60_000 }, minimum)).toBe('honeypot');
    expect(spamReasonOf({ website: 'x' }, minimum)).toBe('honeypot');
  });

  it('flags a submission sent sooner than the minimum time after page load', () => {
    expect(spamReasonOf({ website: '', elapsedMs: 1_999 }, minimum)).toBe('too-fast');
    expect(spamReasonOf({ elapsedMs: 0 }, minimum)).toBe('too-fast');
  });

  it('accepts a person: empty honeypot and enough time, or no signals at all', () => {
    expect(spamReasonOf({ website: '', elapsedMs: 2_000 }, minimum)).toBeNull();
    expect(spamReasonOf({ website: '   ' }, minimum)).toBeNull();
    expect(spamReasonOf({}, minimum)).toBeNull();
  });

  it('with a minimum of 0 only the honeypot counts', () => {
    expect(spamReasonOf({ elapsedMs: 0 }, 0)).toBeNull();
  });
});
