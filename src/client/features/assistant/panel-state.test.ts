import { describe, expect, it } from 'vitest';
import { INITIAL_PANEL_STATE, panelReducer } from './panel-state.ts';

describe('assistant panel state', () => {
  it('starts closed in chat mode', () => {
    expect(INITIAL_PANEL_STATE).toEqual({ open: false, mode: 'chat' });
  });

  it('toggles open and closed from the launcher, keeping the mode', () => {
    const voice = { open: false, mode: 'voice' } as const;
    const opened = panelReducer(voice, { type: 'toggle' });
    expect(opened).toEqual({ open: true, mode: 'voice' });
    expect(panelReducer(opened, { type: 'toggle' })).toEqual({ open: false, mode: 'voice' });
  });

  it('opens in a requested mode, or the current one', () => {
    expect(panelReducer(INITIAL_PANEL_STATE, { type: 'open', mode: 'voice' })).toEqual({ open: true, mode: 'voice' });
    expect(panelReducer(INITIAL_PANEL_STATE, { type: 'open' })).toEqual({ open: true, mode: 'chat' });
  });

  it('switches mode with the tabs and closes', () => {
    const open = panelReducer(INITIAL_PANEL_STATE, { type: 'open' });
    expect(panelReducer(open, { type: 'set-mode', mode: 'voice' })).toEqual({ open: true, mode: 'voice' });
    expect(panelReducer(open, { type: 'close' })).toEqual({ open: false, mode: 'chat' });
  });

  it('returns the same state when nothing changes (no re-render)', () => {
    expect(panelReducer(INITIAL_PANEL_STATE, { type: 'close' })).toBe(INITIAL_PANEL_STATE);
    expect(panelReducer(INITIAL_PANEL_STATE, { type: 'set-mode', mode: 'chat' })).toBe(INITIAL_PANEL_STATE);
  });
});
