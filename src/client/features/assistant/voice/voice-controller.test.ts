import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VoiceConfig } from '../../../../shared/assistant/voice-config.ts';
import { fakeVapiFactory, type FakeVapi } from '../../../../../tests/support/fake-vapi-sdk.ts';
import { connectTracker } from '../../../lib/analytics.ts';
import { createVoiceController, type VoiceControllerDeps } from './voice-controller.ts';

const CONFIG: VoiceConfig = { enabled: true, publicKey: 'pk_test_123', assistantId: 'asst_123', apiBaseUrl: 'http://127.0.0.1:9' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(overrides: Partial<VoiceControllerDeps> = {}) {
  const { factory, instances } = fakeVapiFactory();
  const transcripts: [string, string][] = [];
  const deps: VoiceControllerDeps = {
    loadConfig: vi.fn(async () => CONFIG),
    loadVapi: vi.fn(async () => factory),
    requestMicrophone: vi.fn(async () => {}),
    onTranscript: (role, text) => transcripts.push([role, text]),
    ...overrides,
  };
  const voice = createVoiceController(deps);
  const vapi = () => instances[0] as FakeVapi;
  /** Starts a call and waits until the SDK's start() has been called. */
  const startCall = async () => {
    const started = voice.start();
    await flush();
    return started;
  };
  return { voice, deps, instances, vapi, transcripts, startCall };
}

describe('voice controller', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('creates the SDK client with the run-time key and base URL, listens for errors, and starts the configured assistant', async () => {
    const { voice, vapi, startCall } = setup();
    void startCall();
    await flush();
    expect(voice.getSnapshot().status).toBe('connecting');
    expect(vapi().settings).toEqual({ publicKey: 'pk_test_123', apiBaseUrl: 'http://127.0.0.1:9' });
    expect(vapi().listenerCount('error')).toBeGreaterThan(0);
    expect(vapi().startCalls).toEqual(['asst_123']);
    vapi().goLive();
    expect(voice.getSnapshot().status).toBe('live');
  });

  it('does not load the SDK until a call starts', async () => {
    const { voice, deps } = setup();
    await voice.checkAvailability();
    expect(voice.getSnapshot().availability).toBe('available');
    expect(deps.loadVapi).not.toHaveBeenCalled();
  });

  it('reports voice unavailable when it is not configured, and never loads the SDK', async () => {
    const { voice, deps } = setup({ loadConfig: async () => ({ enabled: false }) });
    await voice.checkAvailability();
    expect(voice.getSnapshot().availability).toBe('unavailable');
    expect(await voice.start()).toBe(false);
    expect(deps.loadVapi).not.toHaveBeenCalled();
  });

  it('reports voice unavailable when the SDK cannot be loaded', async () => {
    const { voice } = setup({ loadVapi: async () => Promise.reject(new Error('chunk failed')) });
    expect(await voice.start()).toBe(false);
    expect(voice.getSnapshot()).toMatchObject({ availability: 'unavailable', status: 'idle' });
  });

  it('refuses a start while a call is connecting or live', async () => {
    const { voice, vapi, startCall } = setup();
    void startCall();
    await flush();
    expect(await voice.start()).toBe(false);
    vapi().goLive();
    expect(await voice.start()).toBe(false);
    expect(vapi().startCalls).toHaveLength(1);
  });

  it('shows the voice error on an SDK error, and a new start is possible afterwards', async () => {
    const { voice, vapi, startCall } = setup();
    const first = startCall();
    await flush();
    vapi().emit('error', { type: 'daily-call-join-error', error: { message: 'join failed' } });
    vapi().finishStart(null);
    expect(await first).toBe(false);
    expect(voice.getSnapshot()).toMatchObject({ status: 'idle', notice: 'call-error' });
    expect(consoleError).toHaveBeenCalled();

    void voice.start();
    await flush();
    expect(vapi().startCalls).toHaveLength(2);
    expect(voice.getSnapshot()).toMatchObject({ status: 'connecting', notice: null });
  });

  it('ends a live call that fails, and stops the SDK', async () => {
    const { voice, vapi, startCall } = setup();
    void startCall();
    await flush();
    vapi().goLive();
    vapi().emit('error', { type: 'daily-error' });
    expect(voice.getSnapshot()).toMatchObject({ status: 'ended', notice: 'call-error' });
    await flush();
    expect(vapi().stopCalls).toBe(1);
  });

  it('keeps the call when the SDK reports a non-fatal problem', async () => {
    const { voice, vapi, startCall } = setup();
    void startCall();
    await flush();
    vapi().goLive();
    vapi().emit('error', { type: 'audio-processing-setup-error' });
    expect(voice.getSnapshot()).toMatchObject({ status: 'live', notice: null });
  });

  it('explains a denied microphone without placing a call', async () => {
    const { voice, instances } = setup({ requestMicrophone: async () => Promise.reject(new DOMException('denied', 'NotAllowedError')) });
    expect(await voice.start()).toBe(false);
    expect(voice.getSnapshot()).toMatchObject({ status: 'idle', notice: 'microphone-denied' });
    expect(instances[0]?.startCalls ?? []).toEqual([]);
  });

  it('explains a microphone blocked during the call (Daily camera-error)', async () => {
    const { voice, vapi, startCall } = setup();
    void startCall();
    await flush();
    vapi().emit('camera-error', { type: 'camera-error', error: { error: { type: 'permissions', blockedBy: 'user' } } });
    expect(voice.getSnapshot()).toMatchObject({ notice: 'microphone-denied' });
  });

  it('passes volume, speech and transcripts on while live; final transcripts join the conversation', async () => {
    const { voice, vapi, transcripts, startCall } = setup();
    void startCall();
    await flush();
    vapi().goLive();
    vapi().emit('volume-level', 0.4);
    vapi().emit('speech-start');
    vapi().emit('message', { type: 'transcript', role: 'user', transcriptType: 'partial', transcript: 'I need' });
    expect(voice.getSnapshot()).toMatchObject({ volume: 0.4, assistantSpeaking: true, partialTranscript: { role: 'user', text: 'I need' } });
    vapi().emit('message', { type: 'transcript', role: 'user', transcriptType: 'final', transcript: ' I need a quote ' });
    vapi().emit('message', { type: 'status-update', status: 'in-progress' });
    vapi().emit('speech-end');
    expect(transcripts).toEqual([['user', 'I need a quote']]);
    expect(voice.getSnapshot()).toMatchObject({ assistantSpeaking: false, partialTranscript: null });
  });

  it('mutes and unmutes the microphone during a live call only', async () => {
    const { voice, vapi, startCall } = setup();
    void startCall();
    await flush();
    voice.toggleMute();
    expect(vapi().mutedCalls).toEqual([]);
    vapi().goLive();
    voice.toggleMute();
    voice.toggleMute();
    expect(vapi().mutedCalls).toEqual([true, false]);
    expect(voice.getSnapshot().muted).toBe(false);
  });

  it('counts a voice call once it is live (analytics), and not an SDK call-start after the visitor ended it', async () => {
    const tracked: string[] = [];
    connectTracker((name) => tracked.push(name));
    // Earlier tests' calls waited in the queue for a tracker: they arrive first.
    tracked.length = 0;
    const { voice, vapi, startCall } = setup();
    void startCall();
    await flush();
    expect(tracked).toEqual([]);
    vapi().goLive();
    expect(tracked).toEqual(['voice_call_started']);
    voice.end();
    vapi().emit('call-start');
    expect(tracked).toEqual(['voice_call_started']);
  });

  it('ends the call cleanly, and ignores the SDK events that follow', async () => {
    const { voice, vapi, startCall } = setup();
    void startCall();
    await flush();
    vapi().goLive();
    voice.end();
    expect(voice.getSnapshot().status).toBe('ended');
    await flush();
    expect(vapi().stopCalls).toBe(1);
    vapi().emit('error', { type: 'daily-error' });
    vapi().emit('call-start');
    expect(voice.getSnapshot()).toMatchObject({ status: 'ended', notice: null });
  });

  it('cancels a call that is still connecting; the abandoned start does not affect the next call', async () => {
    const { voice, vapi, startCall } = setup();
    void startCall();
    await flush();
    voice.end();
    expect(voice.getSnapshot().status).toBe('ended');

    void voice.start();
    await flush();
    // The next start waits for the abandoned one to settle.
    expect(vapi().startCalls).toHaveLength(1);
    vapi().emit('error', { type: 'start-method-error' });
    vapi().finishStart(null);
    await flush();
    expect(vapi().startCalls).toHaveLength(2);
    expect(voice.getSnapshot()).toMatchObject({ status: 'connecting', notice: null });
  });

  it('shows the voice error when start() throws', async () => {
    const { voice, vapi, startCall } = setup();
    const started = startCall();
    await flush();
    vapi().failStart(new Error('Assistant or Squad or Workflow must be provided.'));
    expect(await started).toBe(false);
    expect(voice.getSnapshot()).toMatchObject({ status: 'idle', notice: 'call-error' });
  });
});
