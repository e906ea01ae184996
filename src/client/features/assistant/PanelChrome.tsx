import { RotateCcw, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import type { AssistantMode } from '../../components/AssistantButton.tsx';
import { useAssistantWords } from './assistant-words.ts';

const MODES: readonly AssistantMode[] = ['chat', 'voice'];

/** The panel's title bar: title, a LIVE badge during a call, clear (once there is something to clear) and close. */
export function PanelHeader({ titleId, live, onClear, onClose }: { titleId: string; live: boolean; onClear?: () => void; onClose: () => void }) {
  const { copy: ASSISTANT_COPY } = useAssistantWords();
  return (
    <div className="on-dark flex items-center gap-2 bg-navy-900 py-2 pr-2 pl-4 text-white">
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold">
          {ASSISTANT_COPY.panelTitle}
          {live ? (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold tracking-wide uppercase">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-white motion-safe:animate-pulse" />
              {ASSISTANT_COPY.live}
            </span>
          ) : null}
        </h2>
        <p className="text-xs text-slate-300">{ASSISTANT_COPY.panelSubtitle}</p>
      </div>
      {onClear ? (
        <button type="button" onClick={onClear} title={ASSISTANT_COPY.clear} className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-white/10">
          <RotateCcw className="size-5" aria-hidden="true" />
          <span className="sr-only">{ASSISTANT_COPY.clear}</span>
        </button>
      ) : null}
      <button type="button" onClick={onClose} className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-white/10">
        <X className="size-5" aria-hidden="true" />
        <span className="sr-only">{ASSISTANT_COPY.close}</span>
      </button>
    </div>
  );
}

/** Chat and Voice as ARIA tabs: arrows, Home and End move between them. */
export function ModeTabs({
  mode,
  onModeChange,
  tabIds,
  tabPanelId,
}: {
  mode: AssistantMode;
  onModeChange: (mode: AssistantMode) => void;
  tabIds: Record<AssistantMode, string>;
  tabPanelId: string;
}) {
  const { copy: ASSISTANT_COPY } = useAssistantWords();
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
  );
}
