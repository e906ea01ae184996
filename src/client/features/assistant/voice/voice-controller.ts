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

type EnabledConfig = Extract<VoiceConfig, { enabled: true }>;

/** What the controller's steps share: the store, the SDK client once loaded, and which start attempt is current. */
interface CallSession {
  deps: VoiceControllerDeps;
  store: ReturnType<typeof createVoiceStore>;
  loadConfig: () => Promise<VoiceConfig>;
  client?: VapiClient;
  clientPromise?: Promise<VapiClient>;
  /** Bumped by every start and end; SDK events count only for the attempt that is current. */
  attempt: number;
  liveAttempt: number | null;
  /** The SDK's previous start(), which must settle before the next one. */
  previousStart: Promise<unknown>;
}

const inCurrentCall = (session: CallSession) => session.liveAttempt === session.attempt && isCallActive(session.store.getSnapshot());

function stopClient(session: CallSession) {
  const { client } = session;
  if (!client) return;
  Promise.resolve()
    .then(() => client.stop())
    .catch((error: unknown) => console.warn('Voice call did not stop cleanly', error));
}

function loadClient(session: CallSession, config: EnabledConfig): Promise<VapiClient> {
  const { store, deps } = session;
  session.clientPromise ??= deps.loadVapi().then((createClient) => {
    const vapi = createClient({ publicKey: config.publicKey, apiBaseUrl: config.apiBaseUrl });
    followCall(vapi, {
      inCurrentCall: () => inCurrentCall(session),
      isLive: () => store.getSnapshot().status === 'live',
      dispatch: store.dispatch,
      stopClient: () => stopClient(session),
      onTranscript: deps.onTranscript,
    });
    session.client = vapi;
    return vapi;
  });
  // A failed download may succeed later (e.g. after a network blip).
  session.clientPromise.catch(() => (session.clientPromise = undefined));
  return session.clientPromise;
}

/** The configuration, the microphone and the SDK for attempt `id`: the client to call with, or null (said why). */
async function prepareCall(session: CallSession, id: number): Promise<{ vapi: VapiClient; config: EnabledConfig } | null> {
  const { dispatch } = session.store;
  const config = await session.loadConfig();
  if (id !== session.attempt) return null;
  if (!config.enabled) {
    dispatch({ type: 'availability', available: false });
    return null;
  }
  dispatch({ type: 'availability', available: true });
  const [microphone, vapi] = await Promise.allSettled([session.deps.requestMicrophone(), loadClient(session, config)]);
  if (id !== session.attempt) return null;
  if (vapi.status === 'rejected') {
    console.error('Voice features could not be loaded', vapi.reason);
    dispatch({ type: 'availability', available: false });
    return null;
  }
  if (microphone.status === 'rejected') {
    dispatch({ type: 'failed', notice: microphoneNotice(microphone.reason) });
    return null;
  }
  return { vapi: vapi.value, config };
}

/** Starts the SDK's call for attempt `id`, once the previous start has settled; true when the call started. */
async function joinCall(session: CallSession, id: number, { vapi, config }: { vapi: VapiClient; config: EnabledConfig }): Promise<boolean> {
  const { dispatch, getSnapshot } = session.store;
  await session.previousStart.catch(() => {});
  if (id !== session.attempt) return false;
  session.liveAttempt = id;
  const started = Promise.resolve().then(() => vapi.start(config.assistantId, config.language ? { variableValues: { language: config.language } } : undefined));
  session.previousStart = started;
  try {
    const call = await started;
    // start() resolves null on failure; the `error` event has usually said so already.
    if (call === null && inCurrentCall(session) && getSnapshot().status === 'connecting') dispatch({ type: 'failed', notice: 'call-error' });
    return call !== null;
  } catch (error) {
    if (inCurrentCall(session)) {
      console.error('Voice call could not start', error);
      dispatch({ type: 'failed', notice: 'call-error' });
    }
    return false;
  }
}

export function createVoiceController(deps: VoiceControllerDeps): VoiceController {
  const store = createVoiceStore();
  const { dispatch, getSnapshot: current } = store;
  const session: CallSession = { deps, store, loadConfig: loadedOnce(deps.loadConfig), attempt: 0, liveAttempt: null, previousStart: Promise.resolve() };

  return {
    getSnapshot: current,
    subscribe: store.subscribe,

    async checkAvailability() {
      if (current().availability !== 'unknown') return;
      dispatch({ type: 'availability-checking' });
      const config = await session.loadConfig();
      dispatch({ type: 'availability', available: config.enabled });
    },

    async start() {
      if (!canStartCall(current())) return false;
      dispatch({ type: 'start' });
      const id = ++session.attempt;
      session.liveAttempt = null;
      const prepared = await prepareCall(session, id);
      return prepared ? joinCall(session, id, prepared) : false;
    },

    end() {
      const active = isCallActive(current());
      session.attempt += 1;
      session.liveAttempt = null;
      if (!active) return;
      dispatch({ type: 'call-end' });
      stopClient(session);
    },

    toggleMute() {
      const { client } = session;
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
