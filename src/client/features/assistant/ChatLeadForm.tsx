import { CheckCircle2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { transcriptOf } from '../../../shared/assistant/transcript.ts';
import { LEAD_LIMITS, chatLeadInputSchema, type FieldErrors } from '../../../shared/leads/lead-schema.ts';
import { FormField, fieldControlProps } from '../../components/form/FormField.tsx';
import { HoneypotField, spamSignalsOf } from '../../components/form/spam-signals.tsx';
import { submitLead } from '../../components/form/submit-lead.ts';
import { useLeadSubmit } from '../../components/form/use-lead-submit.ts';
import { liveConversationToken } from '../../lib/conversation-token.ts';
import { useAssistantWords } from './assistant-words.ts';
import type { ChatStore } from './chat/chat-store.ts';
import { mayTakeFocus } from './panel-focus.ts';

/** "name@x.com" is an e-mail address; anything else the visitor typed is read as a phone number. */
const reachFields = (reach: string) => (reach.includes('@') ? { email: reach, phone: '' } : { email: '', phone: reach });

const ID_PREFIX = 'chat-lead';
const FIELD_ORDER = ['name', 'reach', 'consent'] as const;

/** The schema's fields as the form shows them: e-mail or phone is one field, "reach". */
const formErrorsOf = (errors: FieldErrors): FieldErrors => ({ name: errors.name, reach: errors.email ?? errors.phone, consent: errors.consent });

/** What the form is for: leaving details for the team, or the name and e-mail a booking needs first. */
export type ChatLeadPurpose = 'contact' | 'booking';

/**
 * The chat's short lead form: name, e-mail or phone (e-mail only when booking: the invitation goes there), consent. Validated by the shared chat lead
 * schema (the demo form's own field rules) through the form layer every lead form uses, and sent as a lead with
 * source "chat", the transcript and the live conversation's token (the server attaches the turns it relayed itself).
 */
export function ChatLeadForm({ chat, onClose, purpose = 'contact' }: { chat: ChatStore; onClose: () => void; purpose?: ChatLeadPurpose }) {
  const { copy: ASSISTANT_COPY, lead: CHAT_LEAD_COPY, booking: CHAT_BOOKING_COPY, privacyHref } = useAssistantWords();
  const booking = purpose === 'booking';
  const [name, setName] = useState('');
  const [reach, setReach] = useState('');
  const [consent, setConsent] = useState(false);
  const [canBook, setCanBook] = useState(false);
  const form = useLeadSubmit({
    idPrefix: ID_PREFIX,
    fieldOrder: FIELD_ORDER,
    schema: chatLeadInputSchema,
    // A booking asks for an e-mail address, so "e-mail or phone" would mislead.
    formErrorsOf: (errors) => {
      const shown = formErrorsOf(errors);
      return booking && shown.reach && reach.trim() === '' ? { ...shown, reach: CHAT_BOOKING_COPY.formEmailMissing } : shown;
    },
  });
  const { errors, state } = form;
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const ids = { name: `${ID_PREFIX}-name`, reach: `${ID_PREFIX}-reach`, consent: `${ID_PREFIX}-consent` };

  useEffect(() => {
    // Asked for by the chat when the visitor asked to book: the answer starts at the name.
    if (booking && formRef.current && mayTakeFocus(formRef.current)) document.getElementById(ids.name)?.focus();
  }, [booking, ids.name]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const transcript = transcriptOf(chat.getSnapshot().messages);
    const contact = booking ? { email: reach.trim(), phone: '' } : reachFields(reach.trim());
    const payload = { name, ...contact, consent, transcript, conversationToken: liveConversationToken() };
    const spamSignals = spamSignalsOf(event.currentTarget);
    const outcome = await form.submit(payload, (lead) => submitLead({ ...lead, source: 'chat', ...spamSignals }));
    if (!outcome.sent) return;
    const pass = outcome.result.booking;
    setCanBook(pass !== undefined);
    chat.booking.leadSent({ pass: pass && { ...pass, ...(contact.email ? { email: contact.email } : {}) } });
  };

  if (state === 'sent') return <ChatLeadSent onPickTime={canBook ? () => chat.booking.request() : undefined} onClose={onClose} />;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="grid gap-2 rounded-xl border border-slate-200 p-3 text-sm">
      <h3 id={headingId} className="font-semibold text-navy-900">
        {booking ? CHAT_BOOKING_COPY.formHeading : CHAT_LEAD_COPY.heading}
      </h3>
      <FormField id={ids.name} label={CHAT_LEAD_COPY.name} required error={errors.name}>
        <input {...fieldControlProps(ids.name, 'name', errors.name)} autoComplete="name" maxLength={LEAD_LIMITS.firstName + LEAD_LIMITS.lastName} value={name} onChange={(event) => setName(event.target.value)} />
      </FormField>
      <FormField id={ids.reach} label={booking ? CHAT_BOOKING_COPY.formEmail : CHAT_LEAD_COPY.reach} required error={errors.reach}>
        <input {...fieldControlProps(ids.reach, 'reach', errors.reach)} type={booking ? 'email' : 'text'} autoComplete="email" maxLength={LEAD_LIMITS.email} value={reach} onChange={(event) => setReach(event.target.value)} />
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
            <a href={privacyHref} className="font-medium text-ocean-700 underline">
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
      <HoneypotField idPrefix={ID_PREFIX} />
      {form.failure && state !== 'sending' ? (
        <p role="alert" className="text-red-700">
          {CHAT_LEAD_COPY.failed}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className="btn-primary min-h-10 flex-1 py-1.5" aria-disabled={state === 'sending' || undefined}>
          {state === 'sending' ? CHAT_LEAD_COPY.sending : booking ? CHAT_BOOKING_COPY.formSubmit : CHAT_LEAD_COPY.submit}
        </button>
        <button type="button" onClick={onClose} className="btn-secondary min-h-10 py-1.5">
          {ASSISTANT_COPY.cancelCall}
        </button>
      </div>
    </form>
  );
}

/** The lead is stored: thanks, and (when the lead may book) the way to the free times. */
function ChatLeadSent({ onPickTime, onClose }: { onPickTime?: () => void; onClose: () => void }) {
  const { lead: CHAT_LEAD_COPY, booking: CHAT_BOOKING_COPY } = useAssistantWords();
  return (
    <div role="status" className="flex items-start gap-2 rounded-xl bg-ocean-50 p-3 text-sm text-slate-900">
      <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-teal-700" aria-hidden="true" />
      <p>
        {CHAT_LEAD_COPY.sent}{' '}
        {onPickTime ? (
          <>
            <button
              type="button"
              onClick={() => {
                onPickTime();
                onClose();
              }}
              className="font-medium text-ocean-700 underline"
            >
              {CHAT_BOOKING_COPY.pickTime}
            </button>{' '}
          </>
        ) : null}
        <button type="button" onClick={onClose} className="font-medium text-ocean-700 underline">
          {CHAT_LEAD_COPY.done}
        </button>
      </p>
    </div>
  );
}
