import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { SERVER_SECRET_MIN_BYTES } from './server-secret.ts';

/** The file in DATA_DIR that keeps the booking token key when BOOKING_TOKEN_SECRET is unset. */
export const BOOKING_SECRET_FILE_NAME = 'booking-token-secret';

const OWNER_ONLY_FILE = 0o600;
const OWNER_ONLY_DIR = 0o700;

/** What start-up signs booking tokens with when BOOKING_TOKEN_SECRET is unset. */
export type KeptBookingSecret = { kept: true; secret: string } | { kept: false; secret: string; warning: string };

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

async function readKept(file: string): Promise<string> {
  const secret = (await readFile(file, 'utf8')).trim();
  if (Buffer.byteLength(secret, 'utf8') < SERVER_SECRET_MIN_BYTES) {
    throw new Error(
      `${file} holds no usable booking token key (at least ${SERVER_SECRET_MIN_BYTES} bytes). ` +
        'Delete it to have a new one made (booking links signed with the old key stop working), or set BOOKING_TOKEN_SECRET.',
    );
  }
  // A copy restored with looser rights is brought back to the owner's alone.
  await chmod(file, OWNER_ONLY_FILE);
  return secret;
}

/**
 * The booking token key kept in `file` (DATA_DIR/booking-token-secret), made the first time: 32 random bytes,
 * base64, mode 0600, in a folder made 0700 when missing. The file appears whole or not at all (written aside, then
 * hard-linked into place, which fails when another process got there first; then its key is read), so two processes
 * starting on one folder agree. A folder that cannot be written is not fatal: the key then lives as long as the
 * process, and the warning says so. A file that is there but unusable stops the start: replacing it would silently
 * break every link signed with it.
 */
export async function keptBookingSecret(file: string): Promise<KeptBookingSecret> {
  try {
    return { kept: true, secret: await readKept(file) };
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') {
      if (errorCode(error) === undefined) throw error;
      return notKept(file, error);
    }
  }
  const secret = randomBytes(32).toString('base64');
  const aside = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  try {
    await mkdir(dirname(file), { recursive: true, mode: OWNER_ONLY_DIR });
    await writeFile(aside, `${secret}\n`, { mode: OWNER_ONLY_FILE, flag: 'wx' });
    await link(aside, file);
    return { kept: true, secret };
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return { kept: true, secret: await readKept(file) };
    return notKept(file, error);
  } finally {
    await rm(aside, { force: true });
  }
}

function notKept(file: string, error: unknown): KeptBookingSecret {
  return {
    kept: false,
    secret: randomBytes(32).toString('base64'),
    warning:
      `BOOKING_TOKEN_SECRET is not set and ${file} cannot be kept (${(error as Error).message}): booking links are signed ` +
      'with a key made at start-up and stop working on restart. Set BOOKING_TOKEN_SECRET, e.g. $(openssl rand -base64 32), or let the server write DATA_DIR.',
  };
}

/** Where the key is kept for a DATA_DIR. */
export const bookingSecretFileIn = (dataDir: string) => join(dataDir, BOOKING_SECRET_FILE_NAME);

/**
 * The config with the booking key start-up signs with: BOOKING_TOKEN_SECRET when set, else the one kept in DATA_DIR
 * (so links survive a restart in the default set-up); and the warning to log when it could not be kept.
 */
export async function withKeptBookingSecret<Config extends { booking: { tokenSecret: string; tokenSecretConfigured: boolean; tokenSecretFile: string; tokenSecretKept?: boolean } }>(
  config: Config,
): Promise<{ config: Config; warning?: string }> {
  if (config.booking.tokenSecretConfigured) return { config };
  const kept = await keptBookingSecret(config.booking.tokenSecretFile);
  return {
    config: { ...config, booking: { ...config.booking, tokenSecret: kept.secret, tokenSecretKept: kept.kept } },
    ...(kept.kept ? {} : { warning: kept.warning }),
  };
}
