import { ASSISTANT_CONFIG_PATH, parseLiveChatEnabled, parseVoiceConfig, type VoiceConfig } from '../../../../shared/assistant/voice-config.ts';
import type { Locale } from '../../../../shared/i18n/locales.ts';
import { readJson } from '../../../lib/api-request.ts';

/** Voice settings come from the server at run time, not from the build: the assistant for the page's language. */
export async function loadVoiceConfig(locale: Locale): Promise<VoiceConfig> {
  return parseVoiceConfig(await readJson<unknown>([`${ASSISTANT_CONFIG_PATH}?language=${locale}`]));
}

/** Whether chat goes to the live AI: asked once per page, on the first message. */
export function liveChatEnabledLoader(): () => Promise<boolean> {
  let enabled: Promise<boolean> | undefined;
  return () => {
    enabled ??= readJson<unknown>([ASSISTANT_CONFIG_PATH]).then(parseLiveChatEnabled, () => {
      enabled = undefined;
      return false;
    });
    return enabled;
  };
}
