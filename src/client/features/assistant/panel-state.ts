import type { AssistantMode } from '../../components/AssistantButton.tsx';

/** The widget's panel: closed or open, in chat or voice mode (spec section 4, Chat widget). */
export interface PanelState {
  open: boolean;
  mode: AssistantMode;
}

export type PanelAction = { type: 'toggle' } | { type: 'open'; mode?: AssistantMode } | { type: 'close' } | { type: 'set-mode'; mode: AssistantMode };

export const INITIAL_PANEL_STATE: PanelState = { open: false, mode: 'chat' };

export function panelReducer(state: PanelState, action: PanelAction): PanelState {
  switch (action.type) {
    case 'toggle':
      return { ...state, open: !state.open };
    case 'open':
      return { open: true, mode: action.mode ?? state.mode };
    case 'close':
      return state.open ? { ...state, open: false } : state;
    case 'set-mode':
      return state.mode === action.mode ? state : { ...state, mode: action.mode };
  }
}
