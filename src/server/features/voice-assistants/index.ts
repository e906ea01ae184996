/** The assistants kept in voice/ and the provider made to match them: voice:sync, voice:check and /readyz's verdict. */
export { loadAssistantDefinitions, parseAssistantFile, type AssistantDefinition } from './assistant-definitions.ts';
export { runVoiceCheck, runVoiceSync } from './voice-commands.ts';
export { watchVoiceProvider, type VoiceProviderVerdict } from './provider-verdict.ts';
