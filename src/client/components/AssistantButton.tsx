import type { ReactNode } from 'react';

export type AssistantMode = 'chat' | 'voice';

/**
 * Opens the assistant panel (and, in voice mode, starts a call). A plain button: the small client
 * entry handles its click by loading the assistant, so the page ships no React for it.
 */
export function AssistantButton({ mode, className, children }: { mode: AssistantMode; className?: string; children: ReactNode }) {
  return (
    <button type="button" data-assistant-open={mode} className={className}>
      {children}
    </button>
  );
}
