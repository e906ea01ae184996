import { ASSISTANT_CONFIG_PATH, parseVoiceConfig, type VoiceConfig } from '../../../../shared/assistant/voice-config.ts';
import { readJson } from '../../../lib/api-request.ts';

/** Voice settings come from the server at run time, not from the build. */
export async function loadVoiceConfig(): Promise<VoiceConfig> {
  return parseVoiceConfig(await readJson<unknown>([ASSISTANT_CONFIG_PATH]));
}
