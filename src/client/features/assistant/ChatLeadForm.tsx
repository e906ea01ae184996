import { CheckCircle2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { transcriptOf } from '../../../shared/assistant/transcript.ts';
import { CONTACT_LIMITS, chatLeadInputSchema, fieldErrorsOf, type FieldErrors } from '../../../shared/demo-request/contact-schema.ts';
import { ApiError } from '../../lib/api-request.ts';
import { FormField, fieldControlProps } from '../../components/form/FormField.tsx';
import { HoneypotField, spamSignalsOf, submitContact } from '../demo-request/index.ts';
import { ASSISTANT_COPY, CHAT_LEAD_COPY } from './assistant-copy.ts';
import type { ChatStore } from './chat/chat-store.ts';
import { liveConversationToken } from './chat/conversation-token.ts';

/** "name@x.com" is an e-mail address; anything else the visitor typed is read as a phone number. */
const contactFields = (reach: string) => (reach.includes('@') ? { email: reach, phone: '' } : { email: '', phone: reach });

/**
 * The chat's short lead form: name, e-mail or phone, consent. Validated by the shared chat lead
 * schema (the demo form's own field rules) and sent as a lead with source "chat", the transcript and the live
 * conversation's token (the server attaches the turns it relayed itself).
 */
export function ChatLeadForm({ chat, onClose }: { chat: ChatStore; onClose: () => void }) {
  const [name, setName] = useState('');
  const [reach, setReach] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const ids = { name: useId(), reach: useId(), consent: useId() };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'sending') return;
    const transcript = transcriptOf(chat.getSnapshot().messages);
    const input = { name, ...contactFields(reach.trim()), consent, transcript, conversationToken: liveConversationToken() };
    const parsed = chatLeadInputSchema.safeParse(input);
    const fieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    const shown = { name: fieldErrors.name, reach: fieldErrors.email ?? fieldErrors.phone, consent: fieldErrors.consent };
    setErrors(shown);
    if (!parsed.success) {
      const first = (['name', 'reach', 'consent'] as const).find((field) => shown[field]);
      if (first) document.getElementById(ids[first])?.focus();
      return;
    }
    setStatus('sending');
    try {
      await submitContact({ ...parsed.data, source: 'chat', ...spamSignalsOf(formRef.current) });
      setStatus('sent');
    } catch (error) {
      console.error('Chat lead failed:', error);
      const serverFields = error instanceof ApiError && error.status === 400 ? error.body?.fields : undefined;
      if (serverFields) setErrors({ name: serverFields.name, reach: serverFields.email ?? serverFields.phone, consent: serverFields.consent });
      setStatus('failed');
    }
  };

  if (status === 'sent') {
    return (
      <div role="status" className="flex items-start gap-2 rounded-xl bg-ocean-50 p-3 text-sm text-slate-900">
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-teal-700" aria-hidden="true" />
        <p>
          {CHAT_LEAD_COPY.sent}{' '}
          <button type="button" onClick={onClose} className="font-medium text-ocean-700 underline">
            {CHAT_LEAD_COPY.done}
          </button>
        </p>
      </div>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="grid gap-2 rounded-xl border border-slate-200 p-3 text-sm">
      <h3 id={headingId} className="font-semibold text-navy-900">
        {CHAT_LEAD_COPY.heading}
      </h3>
      <FormField id={ids.name} label={CHAT_LEAD_COPY.name} required error={errors.name}>
        <input {...fieldControlProps(ids.name, 'name', errors.name)} autoComplete="name" maxLength={CONTACT_LIMITS.firstName + CONTACT_LIMITS.lastName} value={name} onChange={(event) => setName(event.target.value)} />
      </FormField>
      <FormField id={ids.reach} label={CHAT_LEAD_COPY.reach} required error={errors.reach}>
        <input {...fieldControlProps(ids.reach, 'reach', errors.reach)} autoComplete="email" maxLength={CONTACT_LIMITS.email} value={reach} onChange={(event) => setReach(event.target.value)} />
      </FormField>
      <div>
        <div className="flex items-start gap-2">
          <input
            id={ids.consent}
            type="checkbox"
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${ids.consent}-error` : undefined}
            className="mt-1 size-4"
          />
          <label htmlFor={ids.consent} className="text-slate-700">
            {CHAT_LEAD_COPY.consent}{' '}
            <a href="/privacy" className="font-medium text-ocean-700 underline">
              {CHAT_LEAD_COPY.privacy}
            </a>
          </label>
        </div>
        {errors.consent ? (
          <p id={`${ids.consent}-error`} className="field-error">
            {errors.consent}
          </p>
        ) : null}
      </div>
      <HoneypotField idPrefix="chat-lead" />
      {status === 'failed' ? (
        <p role="alert" className="text-red-700">
          {CHAT_LEAD_COPY.failed}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className="btn-primary min-h-10 flex-1 py-1.5" aria-disabled={status === 'sending' || undefined}>
          {status === 'sending' ? CHAT_LEAD_COPY.sending : CHAT_LEAD_COPY.submit}
        </button>
        <button type="button" onClick={onClose} className="btn-secondary min-h-10 py-1.5">
          {ASSISTANT_COPY.cancelCall}
        </button>
      </div>
    </form>
  );
}
