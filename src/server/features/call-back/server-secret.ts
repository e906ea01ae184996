import { createHash, timingSafeEqual } from 'node:crypto';

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export function secretMatches(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
