import { createHash, randomBytes } from 'node:crypto';
import { clientNetworkOf } from '../../security/client-network.ts';

/** The UTC day of a moment, as YYYY-MM-DD: the day a salt serves and a rollup covers. */
export const utcDayOf = (at: Date): string => at.toISOString().slice(0, 10);

export interface VisitorHasher {
  /** The visitor's id for the day of `at`: the same network gives the same id that UTC day only. */
  visitorOf(address: string, at: Date): string;
  /** Drops the salt when its day is over, even if no event came since midnight (the hourly maintenance calls it). */
  forgetPastSalt(now: Date): void;
}

/**
 * Counts visitors without cookies or stored personal data: SHA-256 of a random salt and the client's network (an IPv4
 * address, an IPv6 /64), cut to 128 bits. The user agent is left out: it is whatever the client says, so with it one
 * client could be as many visitors as it sends user agents (docs/decisions/0017). The salt lives in this closure only,
 * is replaced at the first request of each UTC day and the old one is dropped then (or at the next hourly maintenance,
 * if no event came), so no one (us included) can recompute yesterday's ids or link a visitor's days. The raw address
 * goes into the hash and nowhere else.
 */
export function createVisitorHasher(newSalt: () => Buffer = () => randomBytes(32)): VisitorHasher {
  let salt: { day: string; bytes: Buffer } | undefined;
  return {
    visitorOf(address, at) {
      const day = utcDayOf(at);
      if (salt?.day !== day) salt = { day, bytes: newSalt() };
      return createHash('sha256').update(salt.bytes).update(clientNetworkOf(address)).digest('hex').slice(0, 32);
    },
    forgetPastSalt(now) {
      if (salt && salt.day !== utcDayOf(now)) {
        salt.bytes.fill(0);
        salt = undefined;
      }
    },
  };
}
