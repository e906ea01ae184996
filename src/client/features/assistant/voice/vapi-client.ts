/**
 * The part of the voice SDK (@vapi-ai/web) the widget uses. The controller depends on this shape,
 * not on the SDK, so tests drive it with a fake and the SDK stays out of every first load.
 */
export interface VapiTranscriptMessage {
  type: 'transcript';
  role: 'user' | 'assistant';
  transcriptType: 'partial' | 'final';
  transcript: string;
}

export interface VapiClientEvents {
  'call-start': () => void;
  'call-end': () => void;
  'volume-level': (level: number) => void;
  'speech-start': () => void;
  'speech-end': () => void;
  message: (message: unknown) => void;
  error: (error: unknown) => void;
  'camera-error': (error: unknown) => void;
}

export interface VapiClient {
  start(assistantId: string, overrides?: { variableValues: Readonly<Record<string, string>> }): Promise<unknown>;
  stop(): Promise<void> | void;
  setMuted(muted: boolean): void;
  on<E extends keyof VapiClientEvents>(event: E, listener: VapiClientEvents[E]): unknown;
}

export type VapiClientFactory = (settings: { publicKey: string; apiBaseUrl?: string }) => VapiClient;

/** Loads the SDK as its own chunk, only when the visitor starts voice. */
export async function loadVapiFactory(): Promise<VapiClientFactory> {
  const module = (await import('@vapi-ai/web')) as unknown as { default: VapiConstructor | { default: VapiConstructor } };
  // The SDK is CommonJS: depending on interop the class sits one or two `default`s deep.
  const Vapi = 'default' in module.default ? module.default.default : module.default;
  // avoidEval: Daily's engine is loaded by a script tag, so the CSP needs no 'unsafe-eval'.
  return ({ publicKey, apiBaseUrl }) => new Vapi(publicKey, apiBaseUrl, { avoidEval: true });
}

type VapiConstructor = new (publicKey: string, apiBaseUrl?: string, dailyCallConfig?: { avoidEval?: boolean }) => VapiClient;
