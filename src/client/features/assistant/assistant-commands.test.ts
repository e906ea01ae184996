// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

const hydrateIsland = vi.fn(async () => {});
vi.mock('../../islands/hydrate-islands.ts', () => ({ hydrateIsland }));

const { handleAssistantCommands, sendAssistantCommand } = await import('./assistant-commands.ts');
const { installAssistantTriggers } = await import('./assistant-triggers.ts');

describe('assistant commands', () => {
  let unsubscribe = () => {};
  afterEach(() => {
    unsubscribe();
    document.body.innerHTML = '';
    hydrateIsland.mockClear();
  });

  it('holds a command sent before the widget listens, and delivers it once', () => {
    sendAssistantCommand({ mode: 'voice', startCall: true });
    const received = vi.fn();
    unsubscribe = handleAssistantCommands(received);
    expect(received).toHaveBeenCalledExactlyOnceWith({ mode: 'voice', startCall: true });
    sendAssistantCommand({ mode: 'chat', startCall: false });
    expect(received).toHaveBeenLastCalledWith({ mode: 'chat', startCall: false });
    expect(received).toHaveBeenCalledTimes(2);
  });

  it('the hero button wakes the assistant island and asks for a voice call', () => {
    installAssistantTriggers(document);
    document.body.innerHTML = `
      <button type="button" data-assistant-open="voice"><svg></svg><span>Talk with Our AI Assistant</span></button>
      <div data-island="assistant"></div>`;
    const received = vi.fn();
    unsubscribe = handleAssistantCommands(received);
    document.querySelector('span')!.click();
    expect(received).toHaveBeenCalledExactlyOnceWith({ mode: 'voice', startCall: true });
    expect(hydrateIsland).toHaveBeenCalledExactlyOnceWith(document.querySelector('[data-island="assistant"]'));
  });

  it('does nothing on pages without the assistant, or for other clicks', () => {
    installAssistantTriggers(document);
    document.body.innerHTML = `<button type="button" data-assistant-open="voice">Talk</button><button id="other">Other</button>`;
    const received = vi.fn();
    unsubscribe = handleAssistantCommands(received);
    document.querySelector<HTMLButtonElement>('[data-assistant-open]')!.click();
    document.body.insertAdjacentHTML('beforeend', '<div data-island="assistant"></div>');
    document.querySelector<HTMLButtonElement>('#other')!.click();
    expect(received).not.toHaveBeenCalled();
    expect(hydrateIsland).not.toHaveBeenCalled();
  });
});
