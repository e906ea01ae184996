import type { ChatRole } from '../../../../shared/assistant/chat-message.ts';
import type { VoiceNotice } from '../../../../shared/assistant/voice-config.ts';

/**
 * The voice call as the visitor sees it (spec section 4, Voice call): a pure reducer, so every
 * transition is unit-tested without the SDK.
 */
export type VoiceAvailability = 'unknown' | 'checking' | 'available' | 'unavailable';
export type VoiceStatus = 'idle' | 'connecting' | 'live' | 'ended';
/** Why the last call attempt stopped, shown until the next start. */
export type { VoiceNotice };

export interface VoiceState {
  availability: VoiceAvailability;
  status: VoiceStatus;
  notice: VoiceNotice | null;
  muted: boolean;
  /** Assistant audio level, 0..1. */
  volume: number;
  assistantSpeaking: boolean;
  partialTranscript: { role: ChatRole; text: string } | null;
}

export type VoiceEvent =
  | { type: 'availability-checking' }
  | { type: 'availability'; available: boolean }
  | { type: 'start' }
  | { type: 'call-start' }
  | { type: 'call-end' }
  | { type: 'failed'; notice: VoiceNotice }
  | { type: 'volume-level'; level: number }
  | { type: 'speech-start' }
  | { type: 'speech-end' }
  | { type: 'muted'; muted: boolean }
  | { type: 'partial-transcript'; role: ChatRole; text: string }
  | { type: 'final-transcript' };

export const INITIAL_VOICE_STATE: VoiceState = {
  availability: 'unknown',
  status: 'idle',
  notice: null,
  muted: false,
  volume: 0,
  assistantSpeaking: false,
  partialTranscript: null,
};

export const isCallActive = (state: VoiceState) => state.status === 'connecting' || state.status === 'live';

/** A start is refused while a call is connecting or live, and when voice is unavailable. */
export const canStartCall = (state: VoiceState) => !isCallActive(state) && state.availability !== 'unavailable';

const IN_CALL_RESET = { muted: false, volume: 0, assistantSpeaking: false, partialTranscript: null } as const;

export function voiceReducer(state: VoiceState, event: VoiceEvent): VoiceState {
  switch (event.type) {
    case 'availability-checking':
      return state.availability === 'unknown' ? { ...state, availability: 'checking' } : state;
    case 'availability':
      if (event.available) return { ...state, availability: 'available' };
      return { ...state, ...IN_CALL_RESET, availability: 'unavailable', status: 'idle', notice: null };
    case 'start':
      return canStartCall(state) ? { ...state, ...IN_CALL_RESET, status: 'connecting', notice: null } : state;
    case 'call-start':
      return state.status === 'connecting' ? { ...state, status: 'live' } : state;
    case 'call-end':
      return isCallActive(state) ? { ...state, ...IN_CALL_RESET, status: 'ended' } : state;
    case 'failed':
      if (!isCallActive(state)) return state;
      return { ...state, ...IN_CALL_RESET, status: state.status === 'live' ? 'ended' : 'idle', notice: event.notice };
    case 'volume-level':
      return state.status === 'live' ? { ...state, volume: Math.min(1, Math.max(0, event.level)) } : state;
    case 'speech-start':
      return state.status === 'live' ? { ...state, assistantSpeaking: true } : state;
    case 'speech-end':
      return { ...state, assistantSpeaking: false };
    case 'muted':
      return state.status === 'live' ? { ...state, muted: event.muted } : state;
    case 'partial-transcript':
      return state.status === 'live' ? { ...state, partialTranscript: { role: event.role, text: event.text } } : state;
    case 'final-transcript':
      return state.partialTranscript ? { ...state, partialTranscript: null } : state;
  }
}
