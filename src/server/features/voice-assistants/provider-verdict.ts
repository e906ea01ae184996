import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config/config.ts';
import { readVoiceState } from '../../config/voice-state.ts';
import { loadAssistantDefinitions } from './assistant-definitions.ts';
import { sdkProviderResources } from './provider-resources.ts';
import { checkVoiceProvider } from './voice-check.ts';

export type VoiceProviderVerdict = 'in-sync' | 'drift' | 'unknown';

/**
 * voice:check's verdict, computed once at start-up in the background when the provider is set up and voice:sync has
 * been applied for this site ('unknown' until then, or when the provider cannot be read). /readyz shows it; the
 * differences themselves go to the log, never to the response.
 */
export function watchVoiceProvider(config: Pick<ServerConfig, 'voice' | 'siteUrl'>, log: FastifyBaseLogger, assistantsDir?: string) {
  let verdict: VoiceProviderVerdict = 'unknown';
  const { privateKey, stateFile, serverSecret } = config.voice;
  const settled =
    privateKey && stateFile && config.voice.synced && serverSecret
      ? (async () => {
          try {
            const provider = sdkProviderResources({ privateKey, baseUrl: config.voice.apiBaseUrl ?? 'https://api.vapi.ai', timeoutMs: 10_000 });
            const problems = await checkVoiceProvider(provider, loadAssistantDefinitions(assistantsDir), { siteUrl: config.siteUrl, serverSecret }, readVoiceState(stateFile));
            verdict = problems.length === 0 ? 'in-sync' : 'drift';
            if (problems.length > 0) log.warn({ problems }, 'the voice provider differs from voice/ (npm run voice:check)');
          } catch (error) {
            log.warn({ err: error }, 'could not compare the voice provider with voice/');
          }
        })()
      : Promise.resolve();
  return {
    /** Absent when the provider is not set up at all (no VAPI_PRIVATE_KEY). */
    verdict: (): VoiceProviderVerdict | undefined => (privateKey ? verdict : undefined),
    settled,
  };
}
