import { RotateCcw, X } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { AssistantMode } from '../../components/AssistantButton.tsx';
import { ASSISTANT_COPY } from './assistant-copy.ts';
import { assistantServices, type AssistantServices } from './assistant-services.ts';
import { ChatView } from './ChatView.tsx';
import { useMediaQuery, useStore } from './use-store.ts';
import { VoiceView } from './VoiceView.tsx';

/** Below Tailwind's `sm` breakpoint the panel is a full-screen, modal sheet. */
export const SHEET_QUERY = '(max-width: 39.999rem)';
const MODES: readonly AssistantMode[] = ['chat', 'voice'];
const FOCUSABLE = 'a[href], button, textarea, input, select, [tabindex]:not([tabindex="-1"])';

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

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The assistant's dialog. On wide screens it is non-modal: the page stays usable, and an element
 * that gets focus behind the panel is scrolled clear of it (or the panel closes) so focus is never
 * hidden. On narrow screens it is a modal sheet that keeps focus inside.
 */
export default function AssistantPanel({ id, mode, onModeChange, onClose, startCallRequest, launcherRef, services }: AssistantPanelProps) {
  const { chat, voice } = services ?? assistantServices();
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

  useEffect(() => {
    if (isSheet) return;
    const onFocusIn = (event: FocusEvent) => {
      const panel = panelRef.current;
      const target = event.target;
      if (!panel || !(target instanceof Element) || panel.contains(target) || launcherRef?.current?.contains(target)) return;
      const hidden = () => overlaps(target.getBoundingClientRect(), panel.getBoundingClientRect());
      if (!hidden()) return;
      window.scrollBy({ top: target.getBoundingClientRect().bottom - panel.getBoundingClientRect().top + 16, behavior: 'instant' });
      // Fixed elements (and anything the page cannot scroll clear) win over the panel.
      if (hidden()) onClose({ restoreFocus: false });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [isSheet, launcherRef, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose({ restoreFocus: true });
    } else if (event.key === 'Tab' && isSheet) {
      const focusable = [...(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = MODES.indexOf(mode);
    const next =
      event.key === 'ArrowRight' ? MODES[(index + 1) % MODES.length]
      : event.key === 'ArrowLeft' ? MODES[(index + MODES.length - 1) % MODES.length]
      : event.key === 'Home' ? MODES[0]
      : event.key === 'End' ? MODES.at(-1)
      : undefined;
    if (!next) return;
    event.preventDefault();
    onModeChange(next);
    document.getElementById(tabIds[next])?.focus();
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
        <div className="on-dark flex items-center gap-2 bg-navy-900 py-2 pr-2 pl-4 text-white">
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold">
              {ASSISTANT_COPY.panelTitle}
              {voiceState.status === 'live' ? (
                <span className="inline-flex items-center gap-1.5 rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold tracking-wide uppercase">
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-white motion-safe:animate-pulse" />
                  {ASSISTANT_COPY.live}
                </span>
              ) : null}
            </h2>
            <p className="text-xs text-slate-300">{ASSISTANT_COPY.panelSubtitle}</p>
          </div>
          {canClear ? (
            <button
              type="button"
              onClick={() => {
                chat.clear();
                // The button goes away with the conversation; focus goes where the visitor starts over.
                focusStart(panelRef.current);
              }}
              title={ASSISTANT_COPY.clear}
              className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-white/10"
            >
              <RotateCcw className="size-5" aria-hidden="true" />
              <span className="sr-only">{ASSISTANT_COPY.clear}</span>
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => onClose({ restoreFocus: true })}
            className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-white/10"
          >
            <X className="size-5" aria-hidden="true" />
            <span className="sr-only">{ASSISTANT_COPY.close}</span>
          </button>
        </div>

        <div role="tablist" aria-label={ASSISTANT_COPY.modeTabsLabel} className="flex border-b border-slate-200">
          {MODES.map((tab) => (
            <button
              key={tab}
              id={tabIds[tab]}
              type="button"
              role="tab"
              aria-selected={mode === tab}
              aria-controls={tabPanelId}
              tabIndex={mode === tab ? 0 : -1}
              onClick={() => onModeChange(tab)}
              onKeyDown={onTabKeyDown}
              className="min-h-11 flex-1 border-b-2 border-transparent text-sm font-semibold text-slate-600 hover:text-navy-900 aria-selected:border-ocean-700 aria-selected:text-ocean-700"
            >
              {tab === 'chat' ? ASSISTANT_COPY.chatTab : ASSISTANT_COPY.voiceTab}
            </button>
          ))}
        </div>

        <div id={tabPanelId} role="tabpanel" aria-labelledby={tabIds[mode]} className="flex min-h-0 flex-1 flex-col">
          {mode === 'chat' ? <ChatView chat={chat} /> : <VoiceView voice={voice} chat={chat} onModeChange={onModeChange} />}
        </div>
      </div>
      {/* Room below the page, so anything focused behind the panel can be scrolled clear of it. */}
      {isSheet ? null : createPortal(<div aria-hidden="true" className="h-[520px]" />, document.body)}
    </>
  );
}
