import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config/config.ts';
import { readVoiceState } from '../../config/voice-state.ts';

export type VoiceProviderVerdict = 'in-sync' | 'drift' | 'unknown';

type VerdictConfig = Pick<ServerConfig, 'voice' | 'callBack' | 'siteUrl'>;

/** The check and what it reads, loaded only when there is something to check (the SDK alone takes ~0.5 s). */
async function checkProvider(config: VerdictConfig, privateKey: string, serverSecret: string, stateFile: string, assistantsDir?: string) {
  const [{ loadAssistantDefinitions }, { sdkProviderResources }, { checkVoiceProvider }, { settingsProblems }] = await Promise.all([
    import('./assistant-definitions.ts'),
    import('./provider-resources.ts'),
    import('./voice-check.ts'),
    import('./settings-check.ts'),
  ]);
  const provider = await sdkProviderResources({ privateKey, baseUrl: config.voice.apiBaseUrl ?? 'https://api.vapi.ai', timeoutMs: 10_000 });
  const state = readVoiceState(stateFile);
  const problems = await checkVoiceProvider(provider, loadAssistantDefinitions(assistantsDir), { siteUrl: config.siteUrl, serverSecret }, state);
  return [...problems, ...settingsProblems(config, state)];
}

/**
 * voice:check's verdict, computed once at start-up in the background when the provider is set up and voice:sync has
 * been applied for this site ('unknown' until then, or when the provider cannot be read). /readyz shows it; the
 * differences themselves go to the log, never to the response.
 */
export function watchVoiceProvider(config: VerdictConfig, log: FastifyBaseLogger, assistantsDir?: string) {
  let verdict: VoiceProviderVerdict = 'unknown';
  const { privateKey, stateFile, serverSecret } = config.voice;
  const settled =
    privateKey && stateFile && config.voice.synced && serverSecret
      ? (async () => {
          try {
            const problems = await checkProvider(config, privateKey, serverSecret, stateFile, assistantsDir);
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
