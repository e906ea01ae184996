import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { AssistantMode } from '../../components/AssistantButton.tsx';
import { track } from '../../lib/analytics.ts';
import { handleAssistantCommands } from './assistant-commands.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { ASSISTANT_WORDS, AssistantWordsContext } from './assistant-words.ts';
import { INITIAL_PANEL_STATE, panelReducer } from './panel-state.ts';

const loadPanel = () => import('./AssistantPanel.tsx');
const AssistantPanel = lazy(loadPanel);
const PANEL_ID = 'assistant-panel';

function PanelLoading({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="fixed inset-0 z-50 flex items-center justify-center bg-white text-slate-700 sm:inset-auto sm:right-4 sm:bottom-24 sm:h-[500px] sm:w-96 sm:rounded-2xl sm:border sm:border-slate-200 sm:shadow-2xl"
    >
      {label}
    </div>
  );
}

/**
 * The floating launcher (prerendered, so it is there before any JavaScript) and, once opened, the
 * assistant panel. The island hydrates on the first interaction; the panel's code then loads
 * straight away, and the voice SDK only when a call starts.
 */
export default function AssistantIsland({ locale = 'en' }: { locale?: Locale }) {
  const words = ASSISTANT_WORDS[locale];
  const [panel, dispatch] = useReducer(panelReducer, INITIAL_PANEL_STATE);
  const [startCallRequest, setStartCallRequest] = useState(0);
  const launcherRef = useRef<HTMLButtonElement>(null);
  /** Where focus goes back on close: the hero button that opened the panel, else the launcher. */
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const focusOnCloseRef = useRef(false);

  const open = useCallback(
    (mode?: AssistantMode) => {
      if (!panel.open) {
        track('chat_opened');
        const active = document.activeElement;
        returnFocusRef.current = active instanceof HTMLElement && active.matches('[data-assistant-open]') ? active : null;
      }
      dispatch({ type: 'open', mode });
    },
    [panel.open],
  );
  const close = useCallback(({ restoreFocus }: { restoreFocus: boolean }) => {
    focusOnCloseRef.current = restoreFocus;
    // A call requested earlier must not start again when the panel is next opened.
    setStartCallRequest(0);
    dispatch({ type: 'close' });
  }, []);
  const setMode = useCallback((mode: AssistantMode) => dispatch({ type: 'set-mode', mode }), []);

  useEffect(() => {
    void loadPanel();
  }, []);
  useEffect(
    () =>
      handleAssistantCommands((command) => {
        open(command.mode);
        if (command.startCall) setStartCallRequest((count) => count + 1);
      }),
    [open],
  );
  useEffect(() => {
    if (panel.open || !focusOnCloseRef.current) return;
    focusOnCloseRef.current = false;
    const target = returnFocusRef.current?.isConnected ? returnFocusRef.current : launcherRef.current;
    target?.focus();
  }, [panel.open]);

  return (
    <AssistantWordsContext.Provider value={words}>
      <button
        ref={launcherRef}
        type="button"
        aria-label={words.copy.launcherLabel}
        aria-expanded={panel.open}
        aria-controls={panel.open ? PANEL_ID : undefined}
        onClick={() => (panel.open ? close({ restoreFocus: true }) : open())}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && panel.open) close({ restoreFocus: true });
        }}
        className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-ocean-700 text-white shadow-lg hover:bg-navy-800"
      >
        {panel.open ? <X className="size-6" aria-hidden="true" /> : <MessageCircle className="size-6" aria-hidden="true" />}
      </button>
      {panel.open ? (
        <Suspense fallback={<PanelLoading label={words.copy.loading} />}>
          <AssistantPanel
            id={PANEL_ID}
            mode={panel.mode}
            onModeChange={setMode}
            onClose={close}
            startCallRequest={startCallRequest}
            launcherRef={launcherRef}
          />
        </Suspense>
      ) : null}
    </AssistantWordsContext.Provider>
  );
}
