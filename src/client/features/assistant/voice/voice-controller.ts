import type { ChatRole } from '../../../../shared/assistant/chat-message.ts';
import type { VoiceConfig } from '../../../../shared/assistant/voice-config.ts';
import { isPermissionError, microphoneNotice } from './microphone.ts';
import type { VapiClient, VapiClientFactory, VapiTranscriptMessage } from './vapi-client.ts';
import { INITIAL_VOICE_STATE, canStartCall, isCallActive, voiceReducer, type VoiceEvent, type VoiceState } from './voice-state.ts';

export interface VoiceControllerDeps {
  /** The run-time configuration from our server. */
  loadConfig: () => Promise<VoiceConfig>;
  /** Loads the SDK (a lazy chunk) and returns a way to create a client. */
  loadVapi: () => Promise<VapiClientFactory>;
  /** Resolves once the microphone may be used; rejects with the browser's DOMException. */
  requestMicrophone: () => Promise<void>;
  /** A final transcript, to join the conversation. */
  onTranscript: (role: ChatRole, text: string) => void;
}

export interface VoiceController {
  getSnapshot(): VoiceState;
  subscribe(listener: () => void): () => void;
  /** Loads the configuration once, so voice mode can say whether voice is available. */
  checkAvailability(): Promise<void>;
  /** Starts a call; false when refused (a call is connecting or live, or voice is unavailable). */
  start(): Promise<boolean>;
  /** Ends the call, if any, cleanly. */
  end(): void;
  toggleMute(): void;
}

/** SDK errors after which the call carries on (noise cancellation, recording, level meters). */
const NON_FATAL_ERROR_TYPES = new Set([
  'audio-processing-setup-error',
  'audio-processor-recovery-error',
  'audio-observer-setup-error',
  'video-recording-setup-error',
]);

const errorType = (error: unknown) => (typeof error === 'object' && error !== null && 'type' in error ? String(error.type) : '');

function isTranscript(message: unknown): message is VapiTranscriptMessage {
  const candidate = message as Partial<VapiTranscriptMessage> | null;
  return (
    candidate?.type === 'transcript' &&
    (candidate.role === 'user' || candidate.role === 'assistant') &&
    typeof candidate.transcript === 'string'
  );
}

export function createVoiceController(deps: VoiceControllerDeps): VoiceController {
  let state = INITIAL_VOICE_STATE;
  const listeners = new Set<() => void>();
  let configPromise: Promise<VoiceConfig> | undefined;
  let clientPromise: Promise<VapiClient> | undefined;
  let client: VapiClient | undefined;
  /** Bumped by every start and end; SDK events count only for the attempt that is current. */
  let attempt = 0;
  let liveAttempt: number | null = null;
  /** The SDK's previous start(), which must settle before the next one. */
  let previousStart: Promise<unknown> = Promise.resolve();

  const dispatch = (event: VoiceEvent) => {
    const next = voiceReducer(state, event);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };
  const isCurrent = (id: number) => id === attempt;
  const inCurrentCall = () => liveAttempt === attempt && isCallActive(state);

  const loadConfig = () => {
    configPromise ??= deps.loadConfig().catch((error: unknown) => {
      console.warn('Voice configuration could not be loaded', error);
      return { enabled: false } as const;
    });
    return configPromise;
  };

  const stopClient = () => {
    if (!client) return;
    Promise.resolve()
      .then(() => client?.stop())
      .catch((error: unknown) => console.warn('Voice call did not stop cleanly', error));
  };

  const attachListeners = (vapi: VapiClient) => {
    // Always listen for errors: without a listener a failed start throws inside the SDK and the
    // instance stays "started", refusing every later call.
    vapi.on('error', (error) => {
      if (NON_FATAL_ERROR_TYPES.has(errorType(error))) {
        console.warn('Voice call warning', error);
        return;
      }
      if (!inCurrentCall()) return;
      console.error('Voice call error', error);
      const wasLive = state.status === 'live';
      dispatch({ type: 'failed', notice: 'call-error' });
      if (wasLive) stopClient();
    });
    vapi.on('camera-error', (error) => {
      if (!inCurrentCall() || !isPermissionError(error)) return;
      dispatch({ type: 'failed', notice: 'microphone-denied' });
      stopClient();
    });
    vapi.on('call-start', () => {
      if (inCurrentCall()) dispatch({ type: 'call-start' });
    });
    vapi.on('call-end', () => {
      if (inCurrentCall()) dispatch({ type: 'call-end' });
    });
    vapi.on('volume-level', (level) => {
      if (inCurrentCall()) dispatch({ type: 'volume-level', level });
    });
    vapi.on('speech-start', () => {
      if (inCurrentCall()) dispatch({ type: 'speech-start' });
    });
    vapi.on('speech-end', () => dispatch({ type: 'speech-end' }));
    vapi.on('message', (message) => {
      if (!inCurrentCall() || !isTranscript(message)) return;
      if (message.transcriptType === 'final') {
        dispatch({ type: 'final-transcript' });
        const text = message.transcript.trim();
        if (text) deps.onTranscript(message.role, text);
      } else {
        dispatch({ type: 'partial-transcript', role: message.role, text: message.transcript });
      }
    });
  };

  const loadClient = (config: Extract<VoiceConfig, { enabled: true }>) => {
    clientPromise ??= deps.loadVapi().then((createClient) => {
      const vapi = createClient({ publicKey: config.publicKey, apiBaseUrl: config.apiBaseUrl });
      attachListeners(vapi);
      client = vapi;
      return vapi;
    });
    // A failed download may succeed later (e.g. after a network blip).
    clientPromise.catch(() => (clientPromise = undefined));
    return clientPromise;
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async checkAvailability() {
      if (state.availability !== 'unknown') return;
      dispatch({ type: 'availability-checking' });
      const config = await loadConfig();
      dispatch({ type: 'availability', available: config.enabled });
    },

    async start() {
      if (!canStartCall(state)) return false;
      dispatch({ type: 'start' });
      const id = ++attempt;
      liveAttempt = null;

      const config = await loadConfig();
      if (!isCurrent(id)) return false;
      if (!config.enabled) {
        dispatch({ type: 'availability', available: false });
        return false;
      }
      dispatch({ type: 'availability', available: true });

      const [microphone, vapi] = await Promise.allSettled([deps.requestMicrophone(), loadClient(config)]);
      if (!isCurrent(id)) return false;
      if (vapi.status === 'rejected') {
        console.error('Voice features could not be loaded', vapi.reason);
        dispatch({ type: 'availability', available: false });
        return false;
      }
      if (microphone.status === 'rejected') {
        dispatch({ type: 'failed', notice: microphoneNotice(microphone.reason) });
        return false;
      }

      await previousStart.catch(() => {});
      if (!isCurrent(id)) return false;
      liveAttempt = id;
      const started = Promise.resolve().then(() => vapi.value.start(config.assistantId));
      previousStart = started;
      try {
        const call = await started;
        // start() resolves null on failure; the `error` event has usually said so already.
        if (call === null && inCurrentCall() && state.status === 'connecting') dispatch({ type: 'failed', notice: 'call-error' });
        return call !== null;
      } catch (error) {
        if (inCurrentCall()) {
          console.error('Voice call could not start', error);
          dispatch({ type: 'failed', notice: 'call-error' });
        }
        return false;
      }
    },

    end() {
      const active = isCallActive(state);
      attempt += 1;
      liveAttempt = null;
      if (!active) return;
      dispatch({ type: 'call-end' });
      stopClient();
    },

    toggleMute() {
      if (state.status !== 'live' || !client) return;
      const muted = !state.muted;
      try {
        client.setMuted(muted);
        dispatch({ type: 'muted', muted });
      } catch (error) {
        console.warn('Could not change the microphone', error);
      }
    },
  };
}
