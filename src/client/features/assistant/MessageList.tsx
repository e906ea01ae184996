import { useEffect, useRef, type ReactNode } from 'react';
import type { ChatMessage } from '../../../shared/assistant/chat-message.ts';
import { useAssistantWords } from './assistant-words.ts';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** Where an answer came from, and the way to the demo form when the reply offers one. */
function ReplyLinks({ message, onOfferLeadForm }: { message: ChatMessage; onOfferLeadForm?: () => void }) {
  const { copy: ASSISTANT_COPY, demoFormHref: DEMO_FORM_HREF } = useAssistantWords();
  if (!message.source && !message.offerDemo) return null;
  return (
    <div className="mt-2 flex flex-col items-start gap-1 text-sm">
      {message.source && message.source.href !== DEMO_FORM_HREF ? (
        <p>
          <a href={message.source.href} className="font-medium text-ocean-700 underline underline-offset-2 hover:text-navy-900">
            {`${ASSISTANT_COPY.sourcePrefix} ${message.source.title}`}
          </a>
        </p>
      ) : null}
      {message.offerDemo ? (
        <>
          <p>
            <a href={DEMO_FORM_HREF} className="font-medium text-ocean-700 underline underline-offset-2 hover:text-navy-900">
              {ASSISTANT_COPY.demoFormLink}
            </a>
          </p>
          {onOfferLeadForm ? (
            <p>
              <button type="button" onClick={onOfferLeadForm} className="font-medium text-ocean-700 underline underline-offset-2 hover:text-navy-900">
                {ASSISTANT_COPY.leadFormOpen}
              </button>
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

function MessageBubble({ message, onOfferLeadForm }: { message: ChatMessage; onOfferLeadForm?: () => void }) {
  const { copy: ASSISTANT_COPY } = useAssistantWords();
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
        {mine ? null : <ReplyLinks message={message} onOfferLeadForm={onOfferLeadForm} />}
        <p className={`mt-1 text-xs ${mine ? 'text-ocean-100' : 'text-slate-600'}`} aria-hidden="true">
          {message.type === 'transcript' ? `${ASSISTANT_COPY.viaVoice} · ` : ''}
          {timeFormat.format(message.timestamp)}
        </p>
      </div>
    </li>
  );
}

function TypingIndicator() {
  const { copy: ASSISTANT_COPY } = useAssistantWords();
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
export function MessageList({
  messages,
  typing,
  className = '',
  onOfferLeadForm,
  after,
  afterKey,
}: {
  messages: readonly ChatMessage[];
  typing: boolean;
  className?: string;
  /** Shown on replies that offer a demo: opens the chat's own short form. */
  onOfferLeadForm?: () => void;
  /** A list item after the last message (the free times on offer), and what changes when it does. */
  after?: ReactNode;
  afterKey?: string;
}) {
  const { copy: ASSISTANT_COPY } = useAssistantWords();
  const logRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, typing, afterKey]);

  return (
    <div
      ref={logRef}
      role="log"
      // A log is polite by default; said explicitly so every screen reader announces each new reply.
      aria-live="polite"
      aria-relevant="additions"
      aria-label={ASSISTANT_COPY.conversationLabel}
      // Focusable so keyboard users can scroll it.
      tabIndex={0}
      className={`overflow-y-auto overscroll-contain px-4 py-3 ${className}`}
    >
      <ol className="flex flex-col gap-3">
        {messages.map((message, index) => (
          <MessageBubble key={`${message.timestamp}-${index}`} message={message} onOfferLeadForm={onOfferLeadForm} />
        ))}
        {after}
        {typing ? <TypingIndicator /> : null}
      </ol>
    </div>
  );
}
