import { Mic, MicOff, Phone, PhoneOff } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AssistantMode } from '../../components/AssistantButton.tsx';
import { useAssistantWords, type AssistantWords } from './assistant-words.ts';
import type { ChatStore } from './chat/chat-store.ts';
import { MessageList } from './MessageList.tsx';
import { useStore } from './use-store.ts';
import type { VoiceController } from './voice/voice-controller.ts';
import type { VoiceState } from './voice/voice-state.ts';

interface PrimaryAction {
  label: string;
  icon: ReactNode;
  tone: 'start' | 'end' | 'neutral';
  run: () => void;
}

function primaryAction(state: VoiceState, voice: VoiceController, onModeChange: (mode: AssistantMode) => void, ASSISTANT_COPY: AssistantWords['copy']): PrimaryAction {
  const start = () => void voice.start();
  const end = () => voice.end();
  if (state.availability === 'unavailable') {
    return { label: ASSISTANT_COPY.useChat, icon: null, tone: 'neutral', run: () => onModeChange('chat') };
  }
  switch (state.status) {
    case 'connecting':
      return { label: ASSISTANT_COPY.cancelCall, icon: <PhoneOff className="size-5" aria-hidden="true" />, tone: 'end', run: end };
    case 'live':
      return { label: ASSISTANT_COPY.endCall, icon: <PhoneOff className="size-5" aria-hidden="true" />, tone: 'end', run: end };
    case 'ended':
    case 'idle': {
      const label = state.notice ? ASSISTANT_COPY.retryCall : state.status === 'ended' ? ASSISTANT_COPY.restartCall : ASSISTANT_COPY.startCall;
      return { label, icon: <Phone className="size-5" aria-hidden="true" />, tone: 'start', run: start };
    }
  }
}

const TONE_CLASSES = {
  start: 'bg-ocean-700 text-white hover:bg-navy-800',
  end: 'bg-red-700 text-white hover:bg-red-800',
  neutral: 'border border-ocean-700 bg-white text-ocean-700 hover:bg-ocean-50',
} as const;

function statusText(state: VoiceState, ASSISTANT_COPY: AssistantWords['copy']): string {
  if (state.availability === 'unavailable') return '';
  if (state.availability === 'checking' && state.status === 'idle') return ASSISTANT_COPY.voiceChecking;
  if (state.status === 'connecting') return ASSISTANT_COPY.connecting;
  if (state.status === 'live') return ASSISTANT_COPY.callLive;
  if (state.status === 'ended' && !state.notice) return ASSISTANT_COPY.callEnded;
  return state.notice ? '' : ASSISTANT_COPY.voiceIntro;
}

function VolumeMeter({ level }: { level: number }) {
  const { copy: ASSISTANT_COPY } = useAssistantWords();
  const percent = Math.round(level * 100);
  return (
    <div
      role="meter"
      aria-label={ASSISTANT_COPY.volumeLabel}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full rounded-full bg-teal-700 motion-safe:transition-[width] motion-safe:duration-100" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** Voice mode: start and end a call, see whether it is live and who is speaking, mute the microphone. */
export function VoiceView({ voice, chat, onModeChange }: { voice: VoiceController; chat: ChatStore; onModeChange: (mode: AssistantMode) => void }) {
  const { copy: ASSISTANT_COPY, voiceNotices: VOICE_NOTICES } = useAssistantWords();
  const state = useStore(voice);
  const { messages, pending } = useStore(chat);
  const action = primaryAction(state, voice, onModeChange, ASSISTANT_COPY);
  const live = state.status === 'live';
  const status = statusText(state, ASSISTANT_COPY);
  const notice = state.availability === 'unavailable' ? ASSISTANT_COPY.voiceUnavailable : state.notice ? VOICE_NOTICES[state.notice] : null;

  return (
    <>
      <div className="border-b border-slate-200 px-4 py-4">
        {notice ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {notice}
          </p>
        ) : null}
        <p role="status" className={`text-sm text-slate-700 ${status ? '' : 'sr-only'}`}>
          {status}
        </p>
        {live ? (
          <div className="mt-3">
            {/* Not a live region: it changes every few seconds while the assistant talks. */}
            <p className="mb-2 flex items-center text-sm font-medium text-navy-900">
              <span
                aria-hidden="true"
                className={`mr-2 inline-block size-2.5 rounded-full ${state.assistantSpeaking ? 'bg-teal-700 motion-safe:animate-pulse' : 'bg-slate-400'}`}
              />
              {state.assistantSpeaking ? ASSISTANT_COPY.assistantSpeaking : ASSISTANT_COPY.assistantListening}
            </p>
            <VolumeMeter level={state.volume} />
            {state.partialTranscript ? (
              <p className="mt-2 line-clamp-2 text-sm text-slate-600 italic">{state.partialTranscript.text}</p>
            ) : null}
          </div>
        ) : null}
        <div className="mt-3 flex items-center gap-2">
          <button
            type="button"
            data-autofocus=""
            onClick={action.run}
            className={`btn min-h-11 flex-1 px-4 ${TONE_CLASSES[action.tone]}`}
          >
            {action.icon}
            {action.label}
          </button>
          {live ? (
            <button
              type="button"
              aria-pressed={state.muted}
              onClick={() => voice.toggleMute()}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-400 text-navy-900 hover:bg-slate-100 aria-pressed:border-navy-900 aria-pressed:bg-navy-900 aria-pressed:text-white"
            >
              {state.muted ? <MicOff className="size-5" aria-hidden="true" /> : <Mic className="size-5" aria-hidden="true" />}
              <span className="sr-only">{ASSISTANT_COPY.mute}</span>
            </button>
          ) : null}
        </div>
        {live && state.muted ? <p className="mt-2 text-sm font-medium text-slate-700">{ASSISTANT_COPY.muted}</p> : null}
      </div>
      <MessageList messages={messages} typing={pending} className="min-h-0 flex-1" />
    </>
  );
}
