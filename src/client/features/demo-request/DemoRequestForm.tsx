import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { BookingPass } from '../../../shared/booking/booking-schema.ts';
import { localizedPath, type Locale } from '../../../shared/i18n/locales.ts';
import { EMPTY_LEAD_FORM, type CallBackPromise, type LeadFormValues } from '../../../shared/leads/lead-schema.ts';
import { chatAttachmentInThisTab, chatTranscriptInThisTab } from '../../components/form/chat-attachment.ts';
import { LeadField, type LeadFieldName, type LeadFieldSpec } from '../../components/form/LeadField.tsx';
import { HoneypotField, spamSignalsOf } from '../../components/form/spam-signals.tsx';
import { submitLead } from '../../components/form/submit-lead.ts';
import { useLeadSubmit, type SubmitFailureKind, type SubmitState } from '../../components/form/use-lead-submit.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import { track } from '../../lib/analytics.ts';
import { DemoThankYou } from './DemoThankYou.tsx';
import { DEMO_WORDS, type DemoWords } from './demo-words.ts';
import { clearDraft, loadDraft, saveDraft } from './form-draft.ts';
import { SubmitFailedNotice } from './SubmitFailedNotice.tsx';

/** The form's fields, two to a row on wide screens; the message spans the row. */
const fieldRowsOf = ({ form: { labels, industryPlaceholder }, industries }: DemoWords): readonly (readonly LeadFieldSpec[])[] => [
  [
    { name: 'firstName', label: labels.firstName, control: 'text', autoComplete: 'given-name' },
    { name: 'lastName', label: labels.lastName, control: 'text', autoComplete: 'family-name' },
  ],
  [
    { name: 'email', label: labels.email, control: 'email', autoComplete: 'email' },
    { name: 'phone', label: labels.phone, control: 'tel', autoComplete: 'tel' },
  ],
  [
    { name: 'company', label: labels.company, control: 'text', autoComplete: 'organization' },
    { name: 'industry', label: labels.industry, control: 'select', placeholderOption: industryPlaceholder, options: industries },
  ],
];
const messageFieldOf = ({ form }: DemoWords): LeadFieldSpec => ({ name: 'message', label: form.labels.message, control: 'textarea' });
const FIELD_ORDER: readonly LeadFieldName[] = [...fieldRowsOf(DEMO_WORDS.en).flat().map((spec) => spec.name), 'message'];

/**
 * After hydration: keep anything typed before React took over, else the draft saved in this tab; and say
 * whether a chat of this tab will be attached.
 */
function useRestoreAfterHydration(
  formRef: RefObject<HTMLFormElement | null>,
  restore: (values: LeadFormValues) => void,
  attachChat: (attached: boolean) => void,
) {
  useEffect(() => {
    const form = formRef.current;
    const typed = { ...EMPTY_LEAD_FORM } as LeadFormValues;
    let typedSomething = false;
    for (const name of FIELD_ORDER) {
      const element = form?.elements.namedItem(name) as HTMLInputElement | null;
      if (element?.value) {
        typed[name] = element.value;
        typedSomething = true;
      }
    }
    const restored = typedSomething ? typed : loadDraft();
    if (restored) restore(restored);
    if (chatTranscriptInThisTab()) attachChat(true);
    // Only once, when the island hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

function toastFailure(kind: SubmitFailureKind, text: DemoWords['form']) {
  showToast({
    title: text.errorTitle,
    description: kind === 'rate-limited' ? text.rateLimitedText : text.errorText,
    variant: 'destructive',
  });
}

function RequiredNote({ text }: { text: DemoWords['form'] }) {
  return (
    <p className="text-sm text-slate-600">
      {text.requiredBefore}{' '}
      <span className="text-red-700" aria-hidden="true">
        *
      </span>
      <span className="sr-only">{text.requiredSymbolName}</span> {text.requiredAfter}
    </p>
  );
}

function PrivacyNote({ text, locale }: { text: DemoWords['form']; locale: Locale }) {
  return (
    <p className="text-xs text-slate-600">
      {text.privacyBefore}{' '}
      <a href={localizedPath('/privacy', locale)} className="font-medium text-ocean-700 underline">
        {text.privacyLink}
      </a>
      .
    </p>
  );
}

function CallConsentCheckbox({ consent, checked, onChange }: { consent: DemoWords['consent']; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="flex items-start gap-3">
      <input
        id="demo-callConsent"
        name="callConsent"
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-ocean-700"
        checked={checked}
        aria-describedby="demo-callConsent-disclosure"
        onChange={(event) => onChange(event.target.checked)}
      />
      <div>
        <label htmlFor="demo-callConsent" className="font-medium text-navy-900">
          {consent.label}
        </label>
        <p id="demo-callConsent-disclosure" className="mt-1 text-xs text-slate-600">
          {consent.disclosure}
        </p>
      </div>
    </div>
  );
}

let formStarted = false;
/** The visitor typed into the form for the first time on this page (analytics: demo form started). */
function noteFormStarted() {
  if (formStarted) return;
  formStarted = true;
  track('demo_form_started');
}

/** Back from the thank-you page ("send another"): the first field takes the focus. */
function useFocusOnReturn(state: SubmitState) {
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const returning = useRef(false);
  useEffect(() => {
    if (state !== 'sent' && returning.current) {
      returning.current = false;
      firstFieldRef.current?.focus();
    }
  }, [state]);
  return { firstFieldRef, markReturning: () => (returning.current = true) };
}

/** The form's state and actions: the fields and their draft, the call-back consent, the chat attachment, sending. */
function useDemoRequest(locale: Locale) {
  const words = DEMO_WORDS[locale];
  const text = words.form;
  const [values, setValues] = useState<LeadFormValues>({ ...EMPTY_LEAD_FORM });
  /** "Call me now": unticked until the visitor ticks it; never restored from a draft. */
  const [callMe, setCallMe] = useState(false);
  const [callBack, setCallBack] = useState<CallBackPromise | undefined>();
  const [booking, setBooking] = useState<BookingPass | undefined>();
  /** The visitor chatted in this tab: checked after hydration and whenever they come back to the form. */
  const [chatAttached, setChatAttached] = useState(false);
  const form = useLeadSubmit({ idPrefix: 'demo', fieldOrder: FIELD_ORDER, locale });
  const formRef = useRef<HTMLFormElement>(null);
  const { firstFieldRef, markReturning } = useFocusOnReturn(form.state);
  const checkChat = () => setChatAttached(chatTranscriptInThisTab() !== undefined);

  useRestoreAfterHydration(formRef, setValues, setChatAttached);

  const update = (name: LeadFieldName, value: string) => {
    noteFormStarted();
    const next = { ...values, [name]: value };
    setValues(next);
    saveDraft(next);
    form.clearError(name);
  };

  /** What is validated and sent: the fields, plus the consent evidence when the box is ticked. */
  const submission = () => ({
    ...values,
    language: locale,
    ...(callMe ? { callConsent: { version: words.consent.version, page: window.location.pathname } } : {}),
  });

  const validateField = (name: LeadFieldName) => form.validateOnBlur(submission(), name);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const spamSignals = spamSignalsOf(formRef.current);
    const outcome = await form.submit(submission(), (input) => submitLead({ ...input, source: 'demo', ...spamSignals, ...chatAttachmentInThisTab() }));
    if (!outcome.sent) {
      if (outcome.failure !== 'invalid' && outcome.failure !== 'busy') toastFailure(outcome.failure, text);
      return;
    }
    setCallBack(outcome.result.callBack);
    setBooking(outcome.result.booking);
    setValues({ ...EMPTY_LEAD_FORM });
    setCallMe(false);
    clearDraft();
    showToast({ title: text.successTitle, description: text.successText });
  };

  return { values, update, validateField, onSubmit, callMe, setCallMe, callBack, booking, chatAttached, checkChat, form, formRef, firstFieldRef, markReturning };
}

export function DemoRequestForm({ locale }: { locale: Locale }) {
  const words = DEMO_WORDS[locale];
  const text = words.form;
  const { values, update, validateField, onSubmit, callMe, setCallMe, callBack, booking, chatAttached, checkChat, form, formRef, firstFieldRef, markReturning } =
    useDemoRequest(locale);

  if (form.state === 'sent') {
    return (
      <DemoThankYou
        locale={locale}
        callBack={callBack}
        booking={booking}
        onAnother={() => {
          markReturning();
          form.restart();
        }}
      />
    );
  }

  const field = (spec: LeadFieldSpec) => (
    <LeadField
      key={spec.name}
      spec={spec}
      idPrefix="demo"
      value={values[spec.name]}
      error={form.errors[spec.name]}
      onChange={(value) => update(spec.name, value)}
      onBlur={() => validateField(spec.name)}
      inputRef={spec.name === 'firstName' ? firstFieldRef : undefined}
    />
  );
  const ourSideFailed = form.failure === 'unavailable' || form.failure === 'failed';

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} onFocus={checkChat} className="card grid gap-5" aria-labelledby="demo-form-title">
      <RequiredNote text={text} />
      {fieldRowsOf(words).map((row) => (
        <div key={row[0]!.name} className="grid gap-5 sm:grid-cols-2">
          {row.map(field)}
        </div>
      ))}
      <HoneypotField idPrefix="demo" label={words.honeypotLabel} />
      {field(messageFieldOf(words))}
      <CallConsentCheckbox
        consent={words.consent}
        checked={callMe}
        onChange={(checked) => {
          setCallMe(checked);
          if (!checked) form.clearError('phone');
        }}
      />
      {chatAttached ? (
        <p className="rounded-lg bg-ocean-50 px-3 py-2 text-sm text-slate-800" data-testid="demo-transcript-note">
          {text.transcriptAttached}
        </p>
      ) : null}
      {ourSideFailed ? <SubmitFailedNotice text={words.submitFailed} failure={{ unavailable: form.failure === 'unavailable' }} retrying={form.state === 'sending'} /> : null}
      <button type="submit" className="btn-primary w-full" disabled={form.state === 'sending'}>
        {form.state === 'sending' ? text.submitting : text.submit}
      </button>
      <PrivacyNote text={text} locale={locale} />
    </form>
  );
}
