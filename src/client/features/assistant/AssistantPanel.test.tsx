// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_GREETING, INTENT_REPLIES, QUICK_REPLIES } from '../../../shared/assistant/chat-rules.ts';
import { inProcessAnswerEngine } from '../../../shared/assistant/knowledge/test-engine.ts';
import type { VoiceConfig } from '../../../shared/assistant/voice-config.ts';
import type { AssistantMode } from '../../components/AssistantButton.tsx';
import { ASSISTANT_COPY, VOICE_NOTICES } from '../../../shared/content/assistant.ts';
import AssistantPanel from './AssistantPanel.tsx';
import { createChatStore } from './chat/chat-store.ts';
import { createConversationStorage } from '../../lib/conversation-storage.ts';
import { fakeVapiFactory, type FakeVapi } from '../../../../tests/support/fake-vapi-sdk.ts';
import { createVoiceController } from './voice/voice-controller.ts';

const VOICE_ON: VoiceConfig = { enabled: true, publicKey: 'pk_test_123', assistantId: 'asst_123' };

interface Options {
  mode?: AssistantMode;
  config?: VoiceConfig;
  requestMicrophone?: () => Promise<void>;
  startCallRequest?: number;
}

function renderPanel({ mode = 'chat', config = VOICE_ON, requestMicrophone = async () => {}, startCallRequest = 0 }: Options = {}) {
  const items = new Map<string, string>();
  const chat = createChatStore({
    reply: inProcessAnswerEngine(),
    storage: createConversationStorage({ getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) }),
  });
  const { factory, instances } = fakeVapiFactory();
  const voice = createVoiceController({
    loadConfig: async () => config,
    loadVapi: async () => factory,
    requestMicrophone,
    onTranscript: (role, text) => chat.addTranscript(role, text),
  });
  const onClose = vi.fn();
  function Harness() {
    const [current, setCurrent] = useState(mode);
    return (
      <AssistantPanel id="assistant-panel" mode={current} onModeChange={setCurrent} onClose={onClose} startCallRequest={startCallRequest} services={{ chat, voice }} />
    );
  }
  const view = render(<Harness />);
  const vapi = () => instances[0] as FakeVapi;
  /** Emits an SDK event the way the SDK does: outside React. */
  const emit = (fn: (fake: FakeVapi) => void) => act(() => fn(vapi()));
  return { ...view, chat, voice, onClose, vapi, emit, instances };
}

const log = () => screen.getByRole('log', { name: 'Conversation' });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('assistant panel: chat', () => {
  const user = () => userEvent.setup();

  it('is a labelled dialog that greets the visitor and puts focus in the message box', () => {
    renderPanel();
    expect(screen.getByRole('dialog', { name: /AI Assistant/ })).toBeTruthy();
    expect(within(log()).getByText(CHAT_GREETING)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message' }));
    expect(screen.getByRole('tab', { name: 'Chat' }).getAttribute('aria-selected')).toBe('true');
  });

  it('sends on Enter, shows the typing indicator, then the reply after 1 s', async () => {
    // Fake timers for the 1000 ms: fireEvent, since user-event waits on real timers.
    vi.useFakeTimers();
    try {
      renderPanel();
      const box = screen.getByRole('textbox', { name: 'Message' });
      fireEvent.change(box, { target: { value: 'What does it cost?' } });
      fireEvent.keyDown(box, { key: 'Enter' });
      expect(within(log()).getByText('What does it cost?')).toBeTruthy();
      expect((box as HTMLTextAreaElement).value).toBe('');
      expect(within(log()).getByText('Assistant is typing…')).toBeTruthy();

      await act(() => vi.advanceTimersByTimeAsync(999));
      expect(within(log()).queryByText(INTENT_REPLIES.pricing)).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(within(log()).getByText(INTENT_REPLIES.pricing)).toBeTruthy();
      expect(within(log()).queryByText('Assistant is typing…')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('adds a new line on Shift+Enter instead of sending', async () => {
    const { chat } = renderPanel();
    const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    await user().type(box, 'first line{Shift>}{Enter}{/Shift}second line');
    expect(box.value).toBe('first line\nsecond line');
    expect(chat.getSnapshot().messages).toHaveLength(1);
  });

  it('sends nothing for blank text but says what is missing, and nothing while a reply is pending', async () => {
    const { chat } = renderPanel();
    const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    const u = user();
    await u.type(box, '   {Enter}');
    expect(chat.getSnapshot().messages).toHaveLength(1);
    await u.click(screen.getByRole('button', { name: 'Send message' }));
    expect(chat.getSnapshot().messages).toHaveLength(1);
    expect(screen.getByText(ASSISTANT_COPY.messageEmpty)).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toContain(screen.getByText(ASSISTANT_COPY.messageEmpty).id);
    expect(document.activeElement).toBe(box);
    await u.clear(box);
    await u.type(box, 'hello{Enter}');
    await u.type(box, 'too soon{Enter}');
    expect(box.value).toBe('too soon');
    expect(chat.getSnapshot().messages.map((message) => message.content)).toEqual([CHAT_GREETING, 'hello']);
  });

  it('answers a quick-reply chip, and clears the conversation', async () => {
    renderPanel();
    const u = user();
    // The greeting alone is nothing to clear.
    expect(screen.queryByRole('button', { name: 'Clear conversation' })).toBeNull();
    const chips = within(screen.getByRole('list', { name: 'Suggested questions' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(QUICK_REPLIES.map((quick) => quick.label));
    await u.click(screen.getByRole('button', { name: 'Contact' }));
    expect(within(log()).getByText(QUICK_REPLIES[3]!.message)).toBeTruthy();
    expect(await within(log()).findByText(INTENT_REPLIES.contact, {}, { timeout: 2000 })).toBeTruthy();

    await u.click(screen.getByRole('button', { name: 'Clear conversation' }));
    expect(within(log()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(log()).getByText(CHAT_GREETING)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear conversation' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message' }));
  });

  it('closes on Escape and on its close button, asking for focus to go back', async () => {
    const { onClose } = renderPanel();
    const u = user();
    await u.keyboard('{Escape}');
    expect(onClose).toHaveBeenLastCalledWith({ restoreFocus: true });
    await u.click(screen.getByRole('button', { name: 'Close assistant' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('switches mode with the tabs, by keyboard too', async () => {
    renderPanel({ config: { enabled: false } });
    const u = user();
    screen.getByRole('tab', { name: 'Chat' }).focus();
    await u.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Voice' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Voice' }));
  });
});

describe('assistant panel: voice with a fake SDK', () => {
  it('says voice is unavailable when it is not configured, and chat keeps working', async () => {
    const user = userEvent.setup();
    const { instances } = renderPanel({ config: { enabled: false } });
    await user.click(screen.getByRole('tab', { name: 'Voice' }));
    expect(await screen.findByText('Voice calls are not available right now, so please use the text chat instead.')).toBeTruthy();
    // One message only: no invitation to talk beside it.
    expect(screen.queryByText(/Talk with our AI assistant/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Start voice call/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Use text chat' }));
    expect(screen.getByRole('tab', { name: 'Chat' }).getAttribute('aria-selected')).toBe('true');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'hi{Enter}');
    expect(within(log()).getByText('hi')).toBeTruthy();
    expect(instances).toHaveLength(0);
  });

  it('shows connecting, then Live with the volume meter, speaking indicator and transcripts', async () => {
    const user = userEvent.setup();
    const { vapi, emit } = renderPanel({ mode: 'voice' });
    await user.click(await screen.findByRole('button', { name: 'Start voice call' }));
    expect(await screen.findByText('Connecting…')).toBeTruthy();
    expect(vapi().startCalls).toEqual(['asst_123']);
    expect(screen.queryByText('Live')).toBeNull();

    emit((fake) => fake.goLive());
    const title = screen.getByRole('heading', { name: /AI Assistant/ });
    expect(within(title).getByText('Live')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'End call' })).toBeTruthy();

    emit((fake) => fake.emit('volume-level', 0.42));
    expect(screen.getByRole('meter', { name: 'Assistant voice level' }).getAttribute('aria-valuenow')).toBe('42');

    emit((fake) => fake.emit('speech-start'));
    expect(screen.getByText('Assistant is speaking')).toBeTruthy();
    emit((fake) => fake.emit('speech-end'));
    expect(screen.getByText('Listening…')).toBeTruthy();

    emit((fake) => fake.emit('message', { type: 'transcript', role: 'assistant', transcriptType: 'partial', transcript: 'Hello, how can' }));
    expect(screen.getByText('Hello, how can')).toBeTruthy();
    emit((fake) =>
      fake.emit('message', { type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Hello, how can I help?' }),
    );
    expect(screen.queryByText('Hello, how can')).toBeNull();
    const line = within(log()).getByText('Hello, how can I help?').closest('li')!;
    expect(line.getAttribute('data-type')).toBe('transcript');
    expect(within(line).getByText('Assistant (voice):')).toBeTruthy();
  });

  it('mutes the microphone and ends the call', async () => {
    const user = userEvent.setup();
    const { vapi, emit } = renderPanel({ mode: 'voice' });
    await user.click(await screen.findByRole('button', { name: 'Start voice call' }));
    await screen.findByText('Connecting…');
    emit((fake) => fake.goLive());

    const mute = screen.getByRole('button', { name: 'Mute microphone' });
    await user.click(mute);
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Microphone muted')).toBeTruthy();
    expect(vapi().mutedCalls).toEqual([true]);
    await user.click(mute);
    expect(mute.getAttribute('aria-pressed')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'End call' }));
    expect(vapi().stopCalls).toBe(1);
    expect(screen.queryByText('Live')).toBeNull();
    expect(screen.getByText(/Call ended/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start a new call' })).toBeTruthy();
  });

  it('shows the voice error on a call error, and lets the visitor try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { vapi, emit } = renderPanel({ mode: 'voice' });
    await user.click(await screen.findByRole('button', { name: 'Start voice call' }));
    await screen.findByText('Connecting…');
    emit((fake) => {
      fake.emit('error', { type: 'daily-call-join-error' });
      fake.finishStart(null);
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Sorry, I'm having trouble with the voice connection. Please try again or use chat.",
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Connecting…');
    await vi.waitFor(() => expect(vapi().startCalls).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('explains how to allow a denied microphone', async () => {
    const user = userEvent.setup();
    const { instances } = renderPanel({
      mode: 'voice',
      requestMicrophone: async () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    });
    await user.click(await screen.findByRole('button', { name: 'Start voice call' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(VOICE_NOTICES['microphone-denied']);
    expect(alert.textContent).toMatch(/Microphone access is blocked/);
    expect(alert.textContent).toMatch(/set Microphone to Allow/);
    expect(instances[0]?.startCalls ?? []).toEqual([]);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('starts a call at once when opened by the hero button', async () => {
    const { vapi } = renderPanel({ mode: 'voice', startCallRequest: 1 });
    expect(await screen.findByText('Connecting…')).toBeTruthy();
    await vi.waitFor(() => expect(vapi().startCalls).toEqual(['asst_123']));
  });

  it('ends the call when the panel closes', async () => {
    const user = userEvent.setup();
    const { vapi, emit, unmount } = renderPanel({ mode: 'voice' });
    await user.click(await screen.findByRole('button', { name: 'Start voice call' }));
    await screen.findByText('Connecting…');
    emit((fake) => fake.goLive());
    unmount();
    await vi.waitFor(() => expect(vapi().stopCalls).toBe(1));
  });
});
