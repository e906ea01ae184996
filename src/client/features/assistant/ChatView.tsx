import { SendHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useAssistantWords } from './assistant-words.ts';
import { ChatBookingPicker } from './ChatBookingPicker.tsx';
import { ChatLeadForm, type ChatLeadPurpose } from './ChatLeadForm.tsx';
import type { ChatStore } from './chat/chat-store.ts';
import { MessageList } from './MessageList.tsx';
import { useStore } from './use-store.ts';

/** Chat mode: the conversation (with the free times when booking), quick replies for the four topics, and the message box. */
export function ChatView({ chat }: { chat: ChatStore }) {
  const { messages, pending, booking } = useStore(chat);
  const [leadFormOpen, setLeadFormOpen] = useState(false);
  const bookingForm = booking.step === 'details';
  const bookingPage = 'page' in booking ? booking.page : 0;

  return (
    <>
      <MessageList
        messages={messages}
        typing={pending}
        className="min-h-0 flex-1"
        onOfferLeadForm={() => setLeadFormOpen(true)}
        after={<ChatBookingPicker booking={booking} actions={chat.booking} timeZone={chat.timeZone} />}
        afterKey={`${booking.step}-${bookingPage}`}
      />
      <ChatForms chat={chat} purpose={bookingForm ? 'booking' : leadFormOpen ? 'contact' : null} onCloseContact={() => setLeadFormOpen(false)} />
      <div className="border-t border-slate-200 px-3 pt-2 pb-3">
        <QuickReplies pending={pending} onSend={(message) => chat.send(message)} />
        <MessageBox onSend={(message) => chat.send(message)} pending={pending} bookingStep={booking.step} />
      </div>
    </>
  );
}

function QuickReplies({ pending, onSend }: { pending: boolean; onSend: (message: string) => void }) {
  const { copy, chat: { quickReplies } } = useAssistantWords();
  return (
    <ul aria-label={copy.quickRepliesLabel} className="flex flex-wrap gap-1.5">
      {quickReplies.map((quick) => (
        <li key={quick.topic}>
          <button
            type="button"
            onClick={() => onSend(quick.message)}
            aria-disabled={pending || undefined}
            className="inline-flex min-h-8 items-center rounded-full border border-ocean-700 px-3 text-sm font-medium text-ocean-700 hover:bg-ocean-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
          >
            {quick.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The message box: Enter sends, an empty send says what is missing; it takes the focus back when a booking step ends. */
function MessageBox({ onSend, pending, bookingStep }: { onSend: (message: string) => boolean; pending: boolean; bookingStep: string }) {
  const { copy } = useAssistantWords();
  const [text, setText] = useState('');
  const [askForText, setAskForText] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const hintId = useId();
  const emptyId = useId();

  useEffect(() => {
    // A booking step that ended with the control that had focus (booked, the form sent or closed) hands it back
    // to the message box rather than leaving it nowhere.
    if (document.activeElement === document.body || document.activeElement === null) inputRef.current?.focus();
  }, [bookingStep]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!text.trim()) {
      // An empty send is answered, not ignored: say what is missing and put the cursor there.
      setAskForText(true);
      inputRef.current?.focus();
      return;
    }
    if (onSend(text)) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a new line; an IME composition's Enter is neither.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <>
      <form onSubmit={submit} className="mt-2 flex items-end gap-2">
        <label htmlFor={inputId} className="sr-only">
          {copy.messageLabel}
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          data-autofocus=""
          rows={2}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setAskForText(false);
          }}
          onKeyDown={onKeyDown}
          placeholder={copy.messagePlaceholder}
          aria-describedby={askForText ? `${emptyId} ${hintId}` : hintId}
          aria-invalid={askForText || undefined}
          maxLength={2000}
          className="field-input max-h-32 min-h-11 flex-1 resize-none"
        />
        <button
          type="submit"
          aria-disabled={pending || undefined}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-ocean-700 text-white hover:bg-navy-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
        >
          <SendHorizontal className="size-5" aria-hidden="true" />
          <span className="sr-only">{copy.send}</span>
        </button>
      </form>
      {askForText ? (
        <p id={emptyId} className="mt-1 text-sm text-red-700">
          {copy.messageEmpty}
        </p>
      ) : null}
      <p id={hintId} className="sr-only">
        {copy.messageHint}
      </p>
    </>
  );
}

/** The chat's lead form under the conversation: asked for by a booking, or opened from a reply that offers it. */
function ChatForms({ chat, purpose, onCloseContact }: { chat: ChatStore; purpose: ChatLeadPurpose | null; onCloseContact: () => void }) {
  if (!purpose) return null;
  return (
    <div className="max-h-72 shrink-0 overflow-y-auto border-t border-slate-200 px-3 py-2">
      {purpose === 'booking' ? (
        <ChatLeadForm key="booking" purpose="booking" chat={chat} onClose={chat.booking.dismiss} />
      ) : (
        <ChatLeadForm key="contact" chat={chat} onClose={onCloseContact} />
      )}
    </div>
  );
}
