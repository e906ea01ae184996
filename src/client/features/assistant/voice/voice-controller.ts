import type { ChatRole } from '../../../../shared/assistant/chat-message.ts';
import type { VoiceConfig } from '../../../../shared/assistant/voice-config.ts';
import { followCall } from './call-events.ts';
import { microphoneNotice } from './microphone.ts';
import type { VapiClient, VapiClientFactory } from './vapi-client.ts';
import { createVoiceStore } from './voice-store.ts';
import { canStartCall, isCallActive, type VoiceState } from './voice-state.ts';

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

/** The configuration, asked for once; a failure to load it reads as "voice unavailable". */
function loadedOnce(load: () => Promise<VoiceConfig>): () => Promise<VoiceConfig> {
  let config: Promise<VoiceConfig> | undefined;
  return () =>
    (config ??= load().catch((error: unknown) => {
      console.warn('Voice configuration could not be loaded', error);
      return { enabled: false } as const;
    }));
}

export function createVoiceController(deps: VoiceControllerDeps): VoiceController {
  const store = createVoiceStore();
  const { dispatch, getSnapshot: current } = store;
  let clientPromise: Promise<VapiClient> | undefined;
  let client: VapiClient | undefined;
  /** Bumped by every start and end; SDK events count only for the attempt that is current. */
  let attempt = 0;
  let liveAttempt: number | null = null;
  /** The SDK's previous start(), which must settle before the next one. */
  let previousStart: Promise<unknown> = Promise.resolve();

  const isCurrent = (id: number) => id === attempt;
  const inCurrentCall = () => liveAttempt === attempt && isCallActive(current());

  const loadConfig = loadedOnce(deps.loadConfig);

  const stopClient = () => {
    if (!client) return;
    Promise.resolve()
      .then(() => client?.stop())
      .catch((error: unknown) => console.warn('Voice call did not stop cleanly', error));
  };

  const loadClient = (config: Extract<VoiceConfig, { enabled: true }>) => {
    clientPromise ??= deps.loadVapi().then((createClient) => {
      const vapi = createClient({ publicKey: config.publicKey, apiBaseUrl: config.apiBaseUrl });
      followCall(vapi, { inCurrentCall, isLive: () => current().status === 'live', dispatch, stopClient, onTranscript: deps.onTranscript });
      client = vapi;
      return vapi;
    });
    // A failed download may succeed later (e.g. after a network blip).
    clientPromise.catch(() => (clientPromise = undefined));
    return clientPromise;
  };

  return {
    getSnapshot: current,
    subscribe: store.subscribe,

    async checkAvailability() {
      if (current().availability !== 'unknown') return;
      dispatch({ type: 'availability-checking' });
      const config = await loadConfig();
      dispatch({ type: 'availability', available: config.enabled });
    },

    async start() {
      if (!canStartCall(current())) return false;
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
      const started = Promise.resolve().then(() => vapi.value.start(config.assistantId, config.language ? { variableValues: { language: config.language } } : undefined));
      previousStart = started;
      try {
        const call = await started;
        // start() resolves null on failure; the `error` event has usually said so already.
        if (call === null && inCurrentCall() && current().status === 'connecting') dispatch({ type: 'failed', notice: 'call-error' });
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
      const active = isCallActive(current());
      attempt += 1;
      liveAttempt = null;
      if (!active) return;
      dispatch({ type: 'call-end' });
      stopClient();
    },

    toggleMute() {
      if (current().status !== 'live' || !client) return;
      const muted = !current().muted;
      try {
        client.setMuted(muted);
        dispatch({ type: 'muted', muted });
      } catch (error) {
        console.warn('Could not change the microphone', error);
      }
    },
  };
}
