import { describe, expect, it } from 'vitest';
import { createVisitorHasher } from './visitor-hash.ts';

const morning = new Date('2026-03-10T08:00:00Z');
const evening = new Date('2026-03-10T23:59:59Z');
const nextDay = new Date('2026-03-11T00:00:00Z');

describe('visitor hash', () => {
  it('gives one id to an address for the whole UTC day, and another id to another address', () => {
    const hasher = createVisitorHasher();
    const id = hasher.visitorOf('203.0.113.7', morning);
    expect(hasher.visitorOf('203.0.113.7', evening)).toBe(id);
    expect(hasher.visitorOf('203.0.113.8', morning)).not.toBe(id);
  });

  it('counts an IPv6 /64 as one visitor, and an IPv4-mapped address as its IPv4 address', () => {
    const hasher = createVisitorHasher();
    const id = hasher.visitorOf('2001:db8:1:2:aaaa::1', morning);
    expect(hasher.visitorOf('2001:db8:1:2:ffff:ffff:ffff:ffff', morning)).toBe(id);
    expect(hasher.visitorOf('2001:db8:1:3::1', morning)).not.toBe(id);
    expect(hasher.visitorOf('::ffff:203.0.113.7', morning)).toBe(hasher.visitorOf('203.0.113.7', morning));
  });

  it('is 128 bits of hex that does not hold the address', () => {
    const id = createVisitorHasher().visitorOf('203.0.113.7', morning);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(id).not.toContain('203');
    expect(id).not.toContain('c0a8');
  });

  it('draws a new salt at the first request of each UTC day, so the same visitor tomorrow is someone new', () => {
    let salts = 0;
    const hasher = createVisitorHasher(() => Buffer.alloc(32, ++salts));
    const today = hasher.visitorOf('203.0.113.7', morning);
    hasher.visitorOf('203.0.113.7', evening);
    expect(salts).toBe(1);
    const tomorrow = hasher.visitorOf('203.0.113.7', nextDay);
    expect(salts).toBe(2);
    expect(tomorrow).not.toBe(today);
  });

  it('cannot be recomputed without the salt: two servers (or a restart) count the same visitor apart', () => {
    const before = createVisitorHasher().visitorOf('203.0.113.7', morning);
    const after = createVisitorHasher().visitorOf('203.0.113.7', morning);
    expect(after).not.toBe(before);
  });

  it('keeps no earlier salt: going back to yesterday draws a fresh one rather than reusing the old', () => {
    let salts = 0;
    const hasher = createVisitorHasher(() => Buffer.alloc(32, ++salts));
    const first = hasher.visitorOf('203.0.113.7', morning);
    hasher.visitorOf('203.0.113.7', nextDay);
    expect(hasher.visitorOf('203.0.113.7', morning)).not.toBe(first);
    expect(salts).toBe(3);
  });

  it('drops yesterday’s salt at the maintenance after midnight even when no event came, and zeroes its bytes', () => {
    const salts: Buffer[] = [];
    const hasher = createVisitorHasher(() => {
      const salt = Buffer.alloc(32, 7);
      salts.push(salt);
      return salt;
    });
    const first = hasher.visitorOf('203.0.113.7', morning);
    hasher.forgetPastSalt(evening);
    expect(hasher.visitorOf('203.0.113.7', evening)).toBe(first);
    hasher.forgetPastSalt(nextDay);
    expect(salts[0]!.every((byte) => byte === 0)).toBe(true);
    expect(salts).toHaveLength(1);
  });
});
