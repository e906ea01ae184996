import type { ServerConfig } from '../../config/config.ts';
import { ASSISTANT_KEYS, type VoiceState } from '../../config/voice-state.ts';
import { unreachableBy } from './desired-resources.ts';

/**
 * What in the server's own settings undoes voice:sync, in words: a SITE_URL the provider cannot reach, or a variable
 * left from a hand-made set-up that makes the server use another assistant or number than the ones voice:sync keeps.
 */
export function settingsProblems(config: Pick<ServerConfig, 'voice' | 'callBack' | 'siteUrl'>, state: VoiceState | undefined): string[] {
  const unreachable = unreachableBy(config.siteUrl);
  const kept = (key: string) => state?.assistantIds[key];
  const provider = config.callBack.provider;
  const uses = [
    ['VAPI_ASSISTANT_ID', config.voice.assistantId, kept(ASSISTANT_KEYS.website.en), 'the English website assistant'],
    ['VAPI_ASSISTANT_ID', provider?.assistantId, kept(ASSISTANT_KEYS.callBack.en), 'the English call-back assistant'],
    ['VAPI_ASSISTANT_ID_ES', config.voice.spanishAssistantId, kept(ASSISTANT_KEYS.website.es), 'the Spanish website assistant'],
    ['VAPI_ASSISTANT_ID_ES', provider?.spanishAssistantId, kept(ASSISTANT_KEYS.callBack.es), 'the Spanish call-back assistant'],
    ['VAPI_PHONE_NUMBER_ID', provider?.phoneNumberId, state?.phoneNumberId, 'the phone number'],
  ] as const;
  const overridden = uses.flatMap(([name, used, synced, what]) =>
    used && synced && used !== synced ? [`${name} is set to ${used}: the server uses it instead of ${what} voice:sync keeps (${synced}); unset it to use voice/.`] : [],
  );
  return [...(unreachable ? [unreachable] : []), ...overridden];
}
