import type { runVoiceCheck as check, runVoiceSync as sync } from './voice-commands.ts';

/** The assistants kept in voice/ and the provider made to match them: voice:sync, voice:check and /readyz's verdict. */
export type { AssistantDefinition } from './assistant-definitions.ts';
export { watchVoiceProvider, type VoiceProviderVerdict } from './provider-verdict.ts';

// The commands and what they read are loaded when one runs: the server that imports this file for /readyz's verdict
// never loads them (nor, through them, the provider's SDK) unless there is a provider set-up to check.
export const runVoiceSync: typeof sync = async (options) => (await import('./voice-commands.ts')).runVoiceSync(options);
export const runVoiceCheck: typeof check = async (options) => (await import('./voice-commands.ts')).runVoiceCheck(options);
