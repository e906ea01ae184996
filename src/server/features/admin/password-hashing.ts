import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createHashingQueue, type HashingLane } from './hashing-queue.ts';

/** scrypt cost: N = 2^17, r = 8, p = 1 (OWASP's recommendation), a 32-byte key and a 16-byte salt. */
const LOG2_N = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_BYTES = 32;
/** N = 2^17 needs 128 * N * r = 128 MiB, above Node's 32 MiB default limit. */
const MAX_MEMORY = 256 * 1024 * 1024;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * One scrypt run at a time per process (128 MiB), and at most 8 waiting behind it (about 3 s of
 * work): 100 simultaneous sign-ins stay near one run's memory, and the rest get a 503 at once.
 * Browsers that signed in before have a line of their own, served first, that strangers cannot fill.
 */
export const HASHING_LIMITS = { concurrency: 1, maxWaiting: 8, maxWaitingTrusted: 4 } as const;
const hashingQueue = createHashingQueue(HASHING_LIMITS);

function derive(password: string, salt: Buffer, options: ScryptOptions, lane: HashingLane = 'shared'): Promise<Buffer> {
  return hashingQueue.run(
    () =>
      new Promise((resolve, reject) => {
        // Normalised so the same password typed or pasted on another system gives the same bytes.
        scrypt(password.normalize('NFC'), salt, KEY_BYTES, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
    lane,
  );
}

/** Why a password is not acceptable, or null. Length counts characters, not bytes. */
export function passwordProblem(password: string): string | null {
  const length = [...password.normalize('NFC')].length;
  if (length < PASSWORD_MIN_LENGTH) return `The password needs at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `The password can have at most ${PASSWORD_MAX_LENGTH} characters.`;
  return null;
}

/**
 * `scrypt$<log2 N>$<r>$<p>$<salt>$<key>`, base64; the parameters travel with the hash so they can change later.
 * `log2N` is N = 2^17 for every account the site creates; the test suites' own accounts pass a small one (a second of
 * a core per hash adds up over hundreds of sign-ins in setup).
 */
export async function hashPassword(password: string, log2N = LOG2_N): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: 2 ** log2N, r: BLOCK_SIZE, p: PARALLELISM });
  return ['scrypt', log2N, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

/** `lane`: 'trusted-device' for a browser that signed in as this user before (see hashing-queue.ts). */
export async function verifyPassword(stored: string, password: string, lane: HashingLane = 'shared'): Promise<boolean> {
  const [scheme, log2N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: 2 ** Number(log2N), r: Number(r), p: Number(p) }, lane);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Checked against when the username does not exist, so an unknown user costs the same scrypt run as
 * a wrong password. No password derives to an all-zero key.
 */
export const UNKNOWN_USER_HASH = ['scrypt', LOG2_N, BLOCK_SIZE, PARALLELISM, Buffer.alloc(16).toString('base64'), Buffer.alloc(KEY_BYTES).toString('base64')].join('$');
