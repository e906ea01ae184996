import { describe, expect, it } from 'vitest';
import { TOAST_DEFAULT_DURATION_MS, TOAST_LIMIT, toastReducer, type Toast } from './toast-store.ts';

const toast = (id: string): Toast => ({ id, title: id, variant: 'default', open: true, durationMs: TOAST_DEFAULT_DURATION_MS });

describe('toastReducer', () => {
  it('keeps at most one toast, the newest', () => {
    expect(TOAST_LIMIT).toBe(1);
    const state = toastReducer(toastReducer([], { type: 'add', toast: toast('a') }), { type: 'add', toast: toast('b') });
    expect(state.map((t) => t.id)).toEqual(['b']);
  });

  it('updates, dismisses (closes) and removes by id', () => {
    let state = toastReducer([], { type: 'add', toast: toast('a') });
    state = toastReducer(state, { type: 'update', toast: { id: 'a', title: 'changed' } });
    expect(state[0]?.title).toBe('changed');
    state = toastReducer(state, { type: 'dismiss', id: 'a' });
    expect(state[0]?.open).toBe(false);
    expect(toastReducer(state, { type: 'remove', id: 'a' })).toEqual([]);
  });

  it('dismisses and removes all when no id is given', () => {
    const state = [toast('a')];
    expect(toastReducer(state, { type: 'dismiss' }).every((t) => !t.open)).toBe(true);
    expect(toastReducer(state, { type: 'remove' })).toEqual([]);
  });

  it('defaults to a 5000 ms duration', () => {
    expect(TOAST_DEFAULT_DURATION_MS).toBe(5000);
  });
});
