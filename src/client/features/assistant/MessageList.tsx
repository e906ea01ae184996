import { useEffect, useRef } from 'react';
import type { ChatMessage } from '../../../shared/assistant/chat-message.ts';
import { ASSISTANT_COPY } from './assistant-copy.ts';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

function MessageBubble({ message }: { message: ChatMessage }) {
  const mine = message.role === 'user';
  const speaker = mine ? ASSISTANT_COPY.you : ASSISTANT_COPY.assistant;
  const via = message.type === 'transcript' ? ` (${ASSISTANT_COPY.viaVoice})` : '';
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`} data-role={message.role} data-type={message.type}>
      <div
        className={`max-w-[85%] rounded-2xl px-3.5 py-2 ${
          mine ? 'rounded-br-sm bg-ocean-700 text-white' : 'rounded-bl-sm bg-slate-100 text-slate-900'
        }`}
      >
        <p className="sr-only">{`${speaker}${via}:`}</p>
        <p className="text-sm leading-6 break-words whitespace-pre-wrap">{message.content}</p>
        <p className={`mt-1 text-xs ${mine ? 'text-ocean-100' : 'text-slate-600'}`} aria-hidden="true">
          {message.type === 'transcript' ? `${ASSISTANT_COPY.viaVoice} · ` : ''}
          {timeFormat.format(message.timestamp)}
        </p>
      </div>
    </li>
  );
}

function TypingIndicator() {
  return (
    <li className="flex justify-start">
      <div className="flex items-center gap-1 rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-3.5">
        <span className="sr-only">{ASSISTANT_COPY.typing}</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            className="size-2 rounded-full bg-slate-500 motion-safe:animate-bounce"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
    </li>
  );
}

/** The conversation (chat and voice transcripts): a log that screen readers announce as it grows. */
export function MessageList({ messages, typing, className = '' }: { messages: readonly ChatMessage[]; typing: boolean; className?: string }) {
  const logRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, typing]);

  return (
    <div
      ref={logRef}
      role="log"
      aria-label={ASSISTANT_COPY.conversationLabel}
      // Focusable so keyboard users can scroll it.
      tabIndex={0}
      className={`overflow-y-auto overscroll-contain px-4 py-3 ${className}`}
    >
      <ol className="flex flex-col gap-3">
        {messages.map((message, index) => (
          <MessageBubble key={`${message.timestamp}-${index}`} message={message} />
        ))}
        {typing ? <TypingIndicator /> : null}
      </ol>
    </div>
  );
}
