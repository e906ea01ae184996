import { randomBytes } from 'node:crypto';
import { chmod, mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { VoiceState } from '../../config/voice-state.ts';

/** Writes voice:sync's state whole (aside, then renamed into place), owner-only: it may hold the server secret. */
export async function writeVoiceState(file: string, state: VoiceState): Promise<void> {
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(aside, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
  await chmod(aside, 0o600);
  await rename(aside, file);
}

/** A new shared secret for the server credential: 32 random bytes, base64url (43 characters). */
export const newServerSecret = () => randomBytes(32).toString('base64url');
