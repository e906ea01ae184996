import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { projectPath } from '../project-root.ts';

/**
 * What `npm run voice:sync -- --apply` leaves for the server, one file per environment (the site's host): the
 * provider's ids of what it made, and the shared secret of the server credential when VAPI_SERVER_SECRET is unset.
 * Git-ignored and written 0600: it holds that secret.
 */
export const voiceStateSchema = z.object({
  siteUrl: z.string(),
  credentialId: z.string().optional(),
  serverSecret: z.string().optional(),
  toolIds: z.record(z.string(), z.string()).default({}),
  assistantIds: z.record(z.string(), z.string()).default({}),
  /** The assistants' evals, by their name on the provider (`call-back.en: honours "stop calling"`). */
  evalIds: z.record(z.string(), z.string()).default({}),
  phoneNumberId: z.string().optional(),
});

export type VoiceState = z.infer<typeof voiceStateSchema>;

export const DEFAULT_VOICE_STATE_DIR = projectPath('voice', '.state');

/** The assistants' keys in voice/: `<role>.<language>` (voice/assistants/<role>.<language>.md). */
export const ASSISTANT_KEYS = {
  website: { en: 'website.en', es: 'website.es' },
  callBack: { en: 'call-back.en', es: 'call-back.es' },
} as const;

/** One state file per environment, named after the site's host (and port): `www.example.com.json`. */
export function voiceStateFile(stateDir: string, siteUrl: string): string {
  return join(stateDir, `${new URL(siteUrl).host.replace(/[^\w.-]/g, '_')}.json`);
}

/** The state voice:sync left for this site, if any; a file that is there but unreadable stops start-up. */
export function readVoiceState(file: string): VoiceState | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = voiceStateSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not a voice:sync state file (${parsed.error.issues[0]?.message}). Delete it and run npm run voice:sync -- --apply.`);
  return parsed.data;
}
