import { useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { AssistantMode } from '../../components/AssistantButton.tsx';
import { assistantServices, type AssistantServices } from './assistant-services.ts';
import { useAssistantWords } from './assistant-words.ts';
import { ChatView } from './ChatView.tsx';
import { ModeTabs, PanelHeader } from './PanelChrome.tsx';
import { keepTabInside, useFocusKeptClear } from './panel-focus.ts';
import { useMediaQuery, useStore } from './use-store.ts';
import { VoiceView } from './VoiceView.tsx';

/** Below Tailwind's `sm` breakpoint the panel is a full-screen, modal sheet. */
export const SHEET_QUERY = '(max-width: 39.999rem)';

export interface AssistantPanelProps {
  id: string;
  mode: AssistantMode;
  onModeChange: (mode: AssistantMode) => void;
  /** restoreFocus is false when the visitor moved focus elsewhere on purpose. */
  onClose: (options: { restoreFocus: boolean }) => void;
  /** Increments each time a voice call is requested from outside (the hero button). */
  startCallRequest: number;
  /** The launcher: part of the widget, though outside the panel. */
  launcherRef?: RefObject<HTMLElement | null>;
  /** Injected by tests; the page's own conversation and voice controller otherwise. */
  services?: AssistantServices;
}

/** Focus where a conversation starts: the message box, or the dialog itself in voice mode. */
const focusStart = (panel: HTMLElement | null) => (panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel)?.focus();

/**
 * The assistant's dialog. On wide screens it is non-modal: the page stays usable, and an element
 * that gets focus behind the panel is scrolled clear of it (or the panel closes) so focus is never
 * hidden. On narrow screens it is a modal sheet that keeps focus inside.
 */
export default function AssistantPanel({ id, mode, onModeChange, onClose, startCallRequest, launcherRef, services }: AssistantPanelProps) {
  const { locale } = useAssistantWords();
  const { chat, voice } = services ?? assistantServices(locale);
  const voiceState = useStore(voice);
  // The greeting alone is nothing to clear: the button appears once the conversation has more.
  const canClear = useStore(chat).messages.length > 1;
  const panelRef = useRef<HTMLDivElement>(null);
  const isSheet = useMediaQuery(SHEET_QUERY);
  const titleId = useId();
  const tabIds = { chat: useId(), voice: useId() };
  const tabPanelId = useId();

  useEffect(() => chat.greet(), [chat]);
  // Closing the panel (or the page) ends the call.
  useEffect(() => () => voice.end(), [voice]);
  useEffect(() => {
    if (mode === 'voice') void voice.checkAvailability();
  }, [mode, voice]);
  useEffect(() => {
    if (startCallRequest > 0) void voice.start();
  }, [startCallRequest, voice]);
  // Focus moves into the dialog when it opens.
  useEffect(() => {
    focusStart(panelRef.current);
    // Only on open: later mode changes keep focus on the tab the visitor used.
  }, []);

  useFocusKeptClear(panelRef, { isSheet, launcherRef, onClose });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose({ restoreFocus: true });
    } else if (event.key === 'Tab' && isSheet && panelRef.current) {
      keepTabInside(event, panelRef.current);
    }
  };

  return (
    <>
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-labelledby={titleId}
        aria-modal={isSheet || undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="fixed inset-0 z-50 flex flex-col overflow-hidden bg-white focus:outline-none sm:inset-auto sm:right-4 sm:bottom-24 sm:h-[500px] sm:w-96 sm:rounded-2xl sm:border sm:border-slate-200 sm:shadow-2xl"
      >
        <PanelHeader
          titleId={titleId}
          live={voiceState.status === 'live'}
          onClear={
            canClear
              ? () => {
                  chat.clear();
                  // The button goes away with the conversation; focus goes where the visitor starts over.
                  focusStart(panelRef.current);
                }
              : undefined
          }
          onClose={() => onClose({ restoreFocus: true })}
        />

        <ModeTabs mode={mode} onModeChange={onModeChange} tabIds={tabIds} tabPanelId={tabPanelId} />

        <div id={tabPanelId} role="tabpanel" aria-labelledby={tabIds[mode]} className="flex min-h-0 flex-1 flex-col">
          {mode === 'chat' ? <ChatView chat={chat} /> : <VoiceView voice={voice} chat={chat} onModeChange={onModeChange} />}
        </div>
      </div>
      {/* Room below the page, so anything focused behind the panel can be scrolled clear of it. */}
      {isSheet ? null : createPortal(<div aria-hidden="true" className="h-[520px]" />, document.body)}
    </>
  );
}
