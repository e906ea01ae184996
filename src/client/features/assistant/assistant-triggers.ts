import type { AssistantMode } from '../../components/AssistantButton.tsx';
import { hydrateIsland } from '../../islands/hydrate-islands.ts';
import { sendAssistantCommand } from './assistant-commands.ts';

/**
 * Makes every `[data-assistant-open]` button open the assistant: it wakes the widget's island and
 * asks it to open in that mode (voice also starts a call). One delegated listener, no React.
 */
export function installAssistantTriggers(root: Document = document) {
  root.addEventListener('click', (event) => {
    const trigger = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-assistant-open]') : null;
    const island = trigger && root.querySelector<HTMLElement>('[data-island="assistant"]');
    if (!trigger || !island) return;
    const mode: AssistantMode = trigger.dataset.assistantOpen === 'voice' ? 'voice' : 'chat';
    sendAssistantCommand({ mode, startCall: mode === 'voice' });
    void hydrateIsland(island);
  });
}
