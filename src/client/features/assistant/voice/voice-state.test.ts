import { describe, expect, it } from 'vitest';
import { INITIAL_VOICE_STATE, canStartCall, voiceReducer, type VoiceEvent, type VoiceState } from './voice-state.ts';

const run = (events: VoiceEvent[], from: VoiceState = INITIAL_VOICE_STATE) => events.reduce(voiceReducer, from);
const available = run([{ type: 'availability', available: true }]);
const live = run([{ type: 'start' }, { type: 'call-start' }], available);

describe('voice call state machine', () => {
  it('goes idle → connecting → live → ended', () => {
    const connecting = voiceReducer(available, { type: 'start' });
    expect(connecting.status).toBe('connecting');
    expect(voiceReducer(connecting, { type: 'call-start' }).status).toBe('live');
    expect(voiceReducer(live, { type: 'call-end' }).status).toBe('ended');
  });

  it('refuses a start while a call is connecting or live', () => {
    const connecting = voiceReducer(available, { type: 'start' });
    expect(canStartCall(connecting)).toBe(false);
    expect(voiceReducer(connecting, { type: 'start' })).toBe(connecting);
    expect(canStartCall(live)).toBe(false);
    expect(voiceReducer(live, { type: 'start' })).toBe(live);
  });

  it('allows a new call after one ended or failed', () => {
    const ended = voiceReducer(live, { type: 'call-end' });
    expect(canStartCall(ended)).toBe(true);
    expect(voiceReducer(ended, { type: 'start' }).status).toBe('connecting');
    const failed = run([{ type: 'start' }, { type: 'failed', notice: 'call-error' }], available);
    expect(failed).toMatchObject({ status: 'idle', notice: 'call-error' });
    expect(voiceReducer(failed, { type: 'start' })).toMatchObject({ status: 'connecting', notice: null });
  });

  it('refuses every start when voice is unavailable', () => {
    const unavailable = voiceReducer(INITIAL_VOICE_STATE, { type: 'availability', available: false });
    expect(unavailable.availability).toBe('unavailable');
    expect(canStartCall(unavailable)).toBe(false);
    expect(voiceReducer(unavailable, { type: 'start' })).toBe(unavailable);
  });

  it('falls back to idle when voice turns out unavailable during a start', () => {
    const connecting = voiceReducer(INITIAL_VOICE_STATE, { type: 'start' });
    expect(voiceReducer(connecting, { type: 'availability', available: false })).toMatchObject({ status: 'idle', availability: 'unavailable' });
  });

  it('ends a live call with the notice when it fails', () => {
    expect(voiceReducer(live, { type: 'failed', notice: 'call-error' })).toMatchObject({ status: 'ended', notice: 'call-error' });
    // A failure outside a call (a late SDK event) changes nothing.
    expect(voiceReducer(available, { type: 'failed', notice: 'call-error' })).toBe(available);
  });

  it('tracks volume (clamped to 0..1), speech, mute and the partial transcript only while live', () => {
    const speaking = run(
      [
        { type: 'volume-level', level: 1.7 },
        { type: 'speech-start' },
        { type: 'muted', muted: true },
        { type: 'partial-transcript', role: 'user', text: 'Hel' },
      ],
      live,
    );
    expect(speaking).toMatchObject({ volume: 1, assistantSpeaking: true, muted: true, partialTranscript: { role: 'user', text: 'Hel' } });
    expect(voiceReducer(speaking, { type: 'speech-end' }).assistantSpeaking).toBe(false);
    expect(voiceReducer(speaking, { type: 'final-transcript' }).partialTranscript).toBeNull();
    expect(voiceReducer(speaking, { type: 'call-end' })).toMatchObject({ volume: 0, assistantSpeaking: false, muted: false, partialTranscript: null });
    expect(voiceReducer(available, { type: 'volume-level', level: 0.5 })).toBe(available);
    expect(voiceReducer(available, { type: 'speech-start' })).toBe(available);
  });

  it('marks availability as being checked only once', () => {
    const checking = voiceReducer(INITIAL_VOICE_STATE, { type: 'availability-checking' });
    expect(checking.availability).toBe('checking');
    expect(voiceReducer(available, { type: 'availability-checking' })).toBe(available);
  });
});
