import { CheckCircle2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { transcriptOf } from '../../../shared/assistant/transcript.ts';
import { LEAD_LIMITS, chatLeadInputSchema, type FieldErrors } from '../../../shared/leads/lead-schema.ts';
import { FormField, fieldControlProps } from '../../components/form/FormField.tsx';
import { HoneypotField, spamSignalsOf } from '../../components/form/spam-signals.tsx';
import { submitLead } from '../../components/form/submit-lead.ts';
import { useLeadSubmit } from '../../components/form/use-lead-submit.ts';
import { liveConversationToken } from '../../lib/conversation-token.ts';
import { ASSISTANT_COPY, CHAT_LEAD_COPY } from './assistant-copy.ts';
import type { ChatStore } from './chat/chat-store.ts';

/** "name@x.com" is an e-mail address; anything else the visitor typed is read as a phone number. */
const reachFields = (reach: string) => (reach.includes('@') ? { email: reach, phone: '' } : { email: '', phone: reach });

const ID_PREFIX = 'chat-lead';
const FIELD_ORDER = ['name', 'reach', 'consent'] as const;

/** The schema's fields as the form shows them: e-mail or phone is one field, "reach". */
const formErrorsOf = (errors: FieldErrors): FieldErrors => ({ name: errors.name, reach: errors.email ?? errors.phone, consent: errors.consent });

/**
 * The chat's short lead form: name, e-mail or phone, consent. Validated by the shared chat lead
 * schema (the demo form's own field rules) through the form layer every lead form uses, and sent as a lead with
 * source "chat", the transcript and the live conversation's token (the server attaches the turns it relayed itself).
 */
export function ChatLeadForm({ chat, onClose }: { chat: ChatStore; onClose: () => void }) {
  const [name, setName] = useState('');
  const [reach, setReach] = useState('');
  const [consent, setConsent] = useState(false);
  const form = useLeadSubmit({ idPrefix: ID_PREFIX, fieldOrder: FIELD_ORDER, schema: chatLeadInputSchema, formErrorsOf });
  const { errors, state } = form;
  const headingId = useId();
  const ids = { name: `${ID_PREFIX}-name`, reach: `${ID_PREFIX}-reach`, consent: `${ID_PREFIX}-consent` };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const transcript = transcriptOf(chat.getSnapshot().messages);
    const payload = { name, ...reachFields(reach.trim()), consent, transcript, conversationToken: liveConversationToken() };
    const spamSignals = spamSignalsOf(event.currentTarget);
    await form.submit(payload, (lead) => submitLead({ ...lead, source: 'chat', ...spamSignals }));
  };

  if (state === 'sent') {
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
    <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="grid gap-2 rounded-xl border border-slate-200 p-3 text-sm">
      <h3 id={headingId} className="font-semibold text-navy-900">
        {CHAT_LEAD_COPY.heading}
      </h3>
      <FormField id={ids.name} label={CHAT_LEAD_COPY.name} required error={errors.name}>
        <input {...fieldControlProps(ids.name, 'name', errors.name)} autoComplete="name" maxLength={LEAD_LIMITS.firstName + LEAD_LIMITS.lastName} value={name} onChange={(event) => setName(event.target.value)} />
      </FormField>
      <FormField id={ids.reach} label={CHAT_LEAD_COPY.reach} required error={errors.reach}>
        <input {...fieldControlProps(ids.reach, 'reach', errors.reach)} autoComplete="email" maxLength={LEAD_LIMITS.email} value={reach} onChange={(event) => setReach(event.target.value)} />
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
      <HoneypotField idPrefix={ID_PREFIX} />
      {form.failure && state !== 'sending' ? (
        <p role="alert" className="text-red-700">
          {CHAT_LEAD_COPY.failed}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className="btn-primary min-h-10 flex-1 py-1.5" aria-disabled={state === 'sending' || undefined}>
          {state === 'sending' ? CHAT_LEAD_COPY.sending : CHAT_LEAD_COPY.submit}
        </button>
        <button type="button" onClick={onClose} className="btn-secondary min-h-10 py-1.5">
          {ASSISTANT_COPY.cancelCall}
        </button>
      </div>
    </form>
  );
}
