import type { ChatRole } from '../../../../shared/assistant/chat-message.ts';
import { track } from '../../../lib/analytics.ts';
import { isPermissionError } from './microphone.ts';
import type { VapiClient, VapiTranscriptMessage } from './vapi-client.ts';
import type { VoiceEvent } from './voice-state.ts';

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

/** What the SDK's events act on: the current call only, through the voice state's events. */
export interface CallContext {
  /** True while the events belong to the call the visitor is in (not an ended or replaced attempt). */
  inCurrentCall(): boolean;
  isLive(): boolean;
  dispatch(event: VoiceEvent): void;
  stopClient(): void;
  onTranscript(role: ChatRole, text: string): void;
}

/** Turns the SDK's events into voice state events and final transcripts. */
export function followCall(vapi: VapiClient, call: CallContext): void {
  const { inCurrentCall, dispatch, stopClient } = call;
  // Always listen for errors: without a listener a failed start throws inside the SDK and the
  // instance stays "started", refusing every later call.
  vapi.on('error', (error) => {
    if (NON_FATAL_ERROR_TYPES.has(errorType(error))) {
      console.warn('Voice call warning', error);
      return;
    }
    if (!inCurrentCall()) return;
    console.error('Voice call error', error);
    const wasLive = call.isLive();
    dispatch({ type: 'failed', notice: 'call-error' });
    if (wasLive) stopClient();
  });
  vapi.on('camera-error', (error) => {
    if (!inCurrentCall() || !isPermissionError(error)) return;
    dispatch({ type: 'failed', notice: 'microphone-denied' });
    stopClient();
  });
  vapi.on('call-start', () => {
    if (!inCurrentCall()) return;
    track('voice_call_started');
    dispatch({ type: 'call-start' });
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
      if (text) call.onTranscript(message.role, text);
    } else {
      dispatch({ type: 'partial-transcript', role: message.role, text: message.transcript });
    }
  });
}
