import { loadConfig } from '../../config/config.ts';
import { parseServerSecret } from '../../config/server-secret.ts';
import { readVoiceState } from '../../config/voice-state.ts';
import { ASSISTANTS_DIR, loadAssistantDefinitions } from './assistant-definitions.ts';
import { unreachableBy, type SyncSettings } from './desired-resources.ts';
import { sdkProviderResources } from './provider-resources.ts';
import { settingsProblems } from './settings-check.ts';
import { newServerSecret, writeVoiceState } from './state-file.ts';
import { checkVoiceProvider } from './voice-check.ts';
import { changesIn, describeSync, syncVoiceProvider } from './voice-sync.ts';

export interface VoiceCommandOptions {
  env: Record<string, string | undefined>;
  /** Where the command's lines go (the terminal). */
  out: (line: string) => void;
  assistantsDir?: string;
}

/** What both commands read: the settings, the provider, the assistants and the state; or why they cannot start. */
async function prepare({ env, assistantsDir = ASSISTANTS_DIR }: VoiceCommandOptions) {
  const config = loadConfig(env);
  const privateKey = config.voice.privateKey;
  if (!privateKey) throw new Error('Set VAPI_PRIVATE_KEY (the provider\'s dashboard: Organization → API keys, the private key).');
  const stateFile = config.voice.stateFile!;
  const state = readVoiceState(stateFile);
  const provider = await sdkProviderResources({
    privateKey,
    baseUrl: config.voice.apiBaseUrl ?? 'https://api.vapi.ai',
    timeoutMs: Number(env.VAPI_REQUEST_TIMEOUT_MS) || 10_000,
  });
  const definitions = loadAssistantDefinitions(assistantsDir);
  const settingsWith = (serverSecret: string): SyncSettings => ({
    siteUrl: config.siteUrl,
    serverSecret,
    phoneNumberId: env.VAPI_PHONE_NUMBER_ID?.trim() || undefined,
    salesLine: config.callBack.salesLine,
  });
  return { config, stateFile, state: state?.siteUrl === config.siteUrl ? state : undefined, provider, definitions, settingsWith };
}

/**
 * npm run voice:sync [-- --apply]: the plan as a readable diff, and with --apply the changes made and the state file
 * written. The server credential's secret is VAPI_SERVER_SECRET, else the one kept in the state file, else a new one
 * (kept there, 0600). Returns the exit code.
 */
export async function runVoiceSync(options: VoiceCommandOptions & { apply: boolean }): Promise<number> {
  const { stateFile, state, provider, definitions, settingsWith } = await prepare(options);
  const configured = parseServerSecret(options.env.VAPI_SERVER_SECRET);
  const serverSecret = configured ?? state?.serverSecret ?? newServerSecret();
  const result = await syncVoiceProvider(provider, definitions, settingsWith(serverSecret), state, { apply: options.apply });
  options.out(describeSync(result));
  const unreachable = unreachableBy(result.state.siteUrl);
  if (unreachable) options.out(`Note: ${unreachable}`);
  if (!options.apply) {
    options.out(changesIn(result).length > 0 ? 'Nothing was changed. Run npm run voice:sync -- --apply to make these changes.' : 'The provider matches the repository.');
    return 0;
  }
  await writeVoiceState(stateFile, { ...result.state, serverSecret: configured ? undefined : serverSecret });
  options.out(`Applied. The provider's ids are kept in ${stateFile}; restart the server to use them.`);
  return 0;
}

/** npm run voice:check: every difference in plain words, exit code 1 on any (0 when in sync). */
export async function runVoiceCheck(options: VoiceCommandOptions): Promise<number> {
  const { config, state, provider, definitions, settingsWith } = await prepare(options);
  const serverSecret = parseServerSecret(options.env.VAPI_SERVER_SECRET) ?? state?.serverSecret;
  if (!serverSecret) {
    options.out('voice:sync has not been applied for this site (no state file and no VAPI_SERVER_SECRET): run npm run voice:sync -- --apply.');
    return 1;
  }
  const problems = [...(await checkVoiceProvider(provider, definitions, settingsWith(serverSecret), state)), ...settingsProblems(config, state)];
  if (problems.length === 0) {
    options.out(`The provider matches voice/ and what the server needs (${definitions.length} assistants).`);
    return 0;
  }
  options.out(`The provider differs in ${problems.length} ${problems.length === 1 ? 'way' : 'ways'}:`);
  for (const problem of problems) options.out(`- ${problem}`);
  options.out('Run npm run voice:sync to see the changes that would fix it, and npm run voice:sync -- --apply to make them.');
  return 1;
}
