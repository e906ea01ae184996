import { INITIAL_VOICE_STATE, voiceReducer, type VoiceEvent, type VoiceState } from './voice-state.ts';

/** The voice state as React's useSyncExternalStore reads it: a snapshot, subscribers, and events that move it. */
export function createVoiceStore() {
  let state = INITIAL_VOICE_STATE;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: (): VoiceState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch(event: VoiceEvent): void {
      const next = voiceReducer(state, event);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
  };
}
