import { isLocale, type Locale } from '../i18n/locales.ts';

/**
 * The voice settings the browser reads at run time from GET /api/assistant/config, so one build
 * deploys anywhere. Voice is enabled only when both the public key and the assistant id are set.
 */
/** Why a voice call could not go on, as the widget tells the visitor (content/assistant.ts VOICE_NOTICES). */
export type VoiceNotice = 'call-error' | 'microphone-denied' | 'microphone-missing';

export type VoiceConfig =
  | { enabled: true; publicKey: string; assistantId: string; apiBaseUrl?: string; language?: Locale }
  | { enabled: false };

export interface AssistantConfigResponse {
  voice: VoiceConfig;
  /** live: chat goes through POST /api/assistant/chat to the provider; else the local engine answers. */
  chat: { live: boolean };
}

export const ASSISTANT_CONFIG_PATH = '/api/assistant/config';

/**
 * The voice settings for a page in `language`: the Spanish assistant (VAPI_ASSISTANT_ID_ES) on a Spanish page when
 * it is set, else the main one; the call passes the language in its variables either way ({{language}}).
 */
export function voiceConfigFrom(
  settings: { publicKey?: string; assistantId?: string; spanishAssistantId?: string; apiBaseUrl?: string },
  language?: Locale,
): VoiceConfig {
  const publicKey = settings.publicKey?.trim();
  const mainAssistantId = settings.assistantId?.trim();
  if (!publicKey || !mainAssistantId) return { enabled: false };
  const assistantId = (language === 'es' && settings.spanishAssistantId?.trim()) || mainAssistantId;
  const apiBaseUrl = settings.apiBaseUrl?.trim();
  return { enabled: true, publicKey, assistantId, ...(apiBaseUrl ? { apiBaseUrl } : {}), ...(language ? { language } : {}) };
}

/** Checks an answer from the server before the browser trusts it. */
export function parseVoiceConfig(body: unknown): VoiceConfig {
  const voice = (body as { voice?: Record<string, unknown> } | null)?.voice;
  if (voice?.enabled !== true) return { enabled: false };
  const { publicKey, assistantId, apiBaseUrl, language } = voice;
  if (typeof publicKey !== 'string' || typeof assistantId !== 'string') return { enabled: false };
  return voiceConfigFrom({ publicKey, assistantId, apiBaseUrl: typeof apiBaseUrl === 'string' ? apiBaseUrl : undefined }, isLocale(language) ? language : undefined);
}

/** Whether the server relays chat to the live AI; anything unexpected means no. */
export function parseLiveChatEnabled(body: unknown): boolean {
  return (body as { chat?: { live?: unknown } } | null)?.chat?.live === true;
}
