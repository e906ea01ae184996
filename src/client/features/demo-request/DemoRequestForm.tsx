import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  CONTACT_LIMITS,
  EMPTY_CONTACT_FORM,
  INDUSTRY_OPTIONS,
  contactInputSchema,
  fieldErrorsOf,
  type CallBackPromise,
  type ContactFormValues,
  type FieldErrors,
} from '../../../shared/demo-request/contact-schema.ts';
import { CALL_CONSENT } from '../../../shared/content/call-consent.ts';
import { siteConfig } from '../../../shared/site-config.ts';
import { FormField, fieldControlProps } from '../../components/form/FormField.tsx';
import { showToast } from '../../components/toast/toast-store.ts';
import { ApiError } from '../../lib/api-request.ts';
import { chatTranscriptInThisTab } from './chat-transcript.ts';
import { clearDraft, loadDraft, saveDraft } from './form-draft.ts';
import { HoneypotField, spamSignalsOf } from './spam-signals.tsx';
import { SubmitFailedNotice, type SubmitFailure } from './SubmitFailedNotice.tsx';
import { submitContact } from './submit-demo-request.ts';

type FieldName = keyof ContactFormValues;
type Status = 'idle' | 'submitting' | 'sent';

export const DEMO_FORM_TEXT = {
  submit: 'Request My Free Demo',
  submitting: 'Submitting...',
  successTitle: 'Success!',
  successText: "Your demo request has been submitted. We'll contact you within 24 hours.",
  errorTitle: 'Error',
  errorText: 'Failed to submit your request. Please try again.',
  rateLimitedText: 'You have sent several requests in a short time. Please wait a minute and try again.',
  thankYouTitle: 'Thank you!',
  thankYouText: `Our team will contact you within ${siteConfig.demoResponseHours} hours to schedule your personalized demonstration.`,
  another: 'Send another request',
  transcriptAttached: 'Your conversation with our chat assistant in this tab will be attached to this request.',
  callBackScheduled: (when: string) => `Our AI assistant will call you ${when}.`,
  callBackNotScheduled: (reason: string) => `${reason} Our team will contact you instead.`,
} as const;

const FIELD_ORDER: readonly FieldName[] = ['firstName', 'lastName', 'email', 'phone', 'company', 'industry', 'message'];

export function DemoRequestForm() {
  const [values, setValues] = useState<ContactFormValues>({ ...EMPTY_CONTACT_FORM });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  /** "Call me now": unticked until the visitor ticks it; never restored from a draft. */
  const [callMe, setCallMe] = useState(false);
  const [callBack, setCallBack] = useState<CallBackPromise | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  const thankYouRef = useRef<HTMLHeadingElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const returningFromThankYou = useRef(false);
  /** The visitor chatted in this tab: checked after hydration and whenever they come back to the form. */
  const [chatAttached, setChatAttached] = useState(false);
  const checkChat = () => setChatAttached(chatTranscriptInThisTab() !== undefined);

  // After hydration: keep anything typed before React took over, else restore the saved draft.
  useEffect(() => {
    const form = formRef.current;
    const typed = { ...EMPTY_CONTACT_FORM } as ContactFormValues;
    let typedSomething = false;
    if (form) {
      for (const name of FIELD_ORDER) {
        const element = form.elements.namedItem(name) as HTMLInputElement | null;
        if (element?.value) {
          typed[name] = element.value;
          typedSomething = true;
        }
      }
    }
    const restored = typedSomething ? typed : loadDraft();
    if (restored) setValues(restored);
    if (chatTranscriptInThisTab()) setChatAttached(true);
  }, []);

  useEffect(() => {
    if (status === 'sent') thankYouRef.current?.focus();
    else if (returningFromThankYou.current) {
      returningFromThankYou.current = false;
      firstFieldRef.current?.focus();
    }
  }, [status]);

  const update = (name: FieldName, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    saveDraft(next);
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  /** What is validated and sent: the fields, plus the consent evidence when the box is ticked. */
  const submission = () => ({
    ...values,
    ...(callMe ? { callConsent: { version: CALL_CONSENT.version, page: window.location.pathname } } : {}),
  });

  const validateField = (name: FieldName) => {
    const result = contactInputSchema.safeParse(submission());
    const message = result.success ? undefined : fieldErrorsOf(result.error)[name];
    // Only complain about an empty required field once the visitor has tried to submit.
    if (message === 'Required' && !errors[name]) return;
    setErrors((current) => ({ ...current, [name]: message }));
  };

  const focusFirstError = (fieldErrors: FieldErrors) => {
    const first = FIELD_ORDER.find((name) => fieldErrors[name]);
    if (first) (formRef.current?.elements.namedItem(first) as HTMLElement | null)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    const parsed = contactInputSchema.safeParse(submission());
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      setErrors(fieldErrors);
      focusFirstError(fieldErrors);
      return;
    }
    setErrors({});
    setStatus('submitting');
    try {
      const transcript = chatTranscriptInThisTab();
      const created = await submitContact({ ...parsed.data, source: 'demo', ...spamSignalsOf(formRef.current), ...(transcript ? { transcript } : {}) });
      setCallBack(created.callBack);
      setValues({ ...EMPTY_CONTACT_FORM });
      setCallMe(false);
      clearDraft();
      setFailure(null);
      setStatus('sent');
      showToast({ title: DEMO_FORM_TEXT.successTitle, description: DEMO_FORM_TEXT.successText });
    } catch (error) {
      console.error('Demo request failed:', error);
      setStatus('idle');
      const serverFields = error instanceof ApiError && error.status === 400 ? error.body?.fields : undefined;
      // Our side failed (server down, database away, network): the visitor can only retry or call.
      const oursFailed = !(error instanceof ApiError) || error.status >= 500;
      setFailure(oursFailed ? { unavailable: error instanceof ApiError && error.status === 503 } : null);
      if (serverFields) {
        setErrors(serverFields);
        focusFirstError(serverFields);
      }
      showToast({
        title: DEMO_FORM_TEXT.errorTitle,
        description: error instanceof ApiError && error.status === 429 ? DEMO_FORM_TEXT.rateLimitedText : DEMO_FORM_TEXT.errorText,
        variant: 'destructive',
      });
    }
  };

  if (status === 'sent') {
    return (
      <div className="card text-center" data-testid="demo-thank-you">
        <CheckCircle2 className="mx-auto size-12 text-teal-700" aria-hidden="true" />
        <h3 ref={thankYouRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-navy-900 focus:outline-none">
          {DEMO_FORM_TEXT.thankYouTitle}
        </h3>
        {callBack ? (
          <p className="mt-2 font-semibold text-navy-900" data-testid="demo-call-back">
            {callBack.scheduled ? DEMO_FORM_TEXT.callBackScheduled(callBack.when) : DEMO_FORM_TEXT.callBackNotScheduled(callBack.reason)}
          </p>
        ) : null}
        <p className="mt-2 text-slate-700">{DEMO_FORM_TEXT.thankYouText}</p>
        <button
          type="button"
          className="btn-secondary mt-6"
          onClick={() => {
            returningFromThankYou.current = true;
            setStatus('idle');
          }}
        >
          {DEMO_FORM_TEXT.another}
        </button>
      </div>
    );
  }

  const inputProps = (name: FieldName) => ({
    ...fieldControlProps(`demo-${name}`, name, errors[name]),
    value: values[name],
    onBlur: () => validateField(name),
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} onFocus={checkChat} className="card grid gap-5" aria-labelledby="demo-form-title">
      <p className="text-sm text-slate-600">
        Fields marked <span className="text-red-700" aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="demo-firstName" label="First Name" required error={errors.firstName}>
          <input
            {...inputProps('firstName')}
            ref={firstFieldRef}
            type="text"
            autoComplete="given-name"
            required
            aria-required="true"
            maxLength={CONTACT_LIMITS.firstName}
            onChange={(event) => update('firstName', event.target.value)}
          />
        </FormField>
        <FormField id="demo-lastName" label="Last Name" required error={errors.lastName}>
          <input
            {...inputProps('lastName')}
            type="text"
            autoComplete="family-name"
            required
            aria-required="true"
            maxLength={CONTACT_LIMITS.lastName}
            onChange={(event) => update('lastName', event.target.value)}
          />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="demo-email" label="Business Email" required error={errors.email}>
          <input
            {...inputProps('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            aria-required="true"
            maxLength={CONTACT_LIMITS.email}
            onChange={(event) => update('email', event.target.value)}
          />
        </FormField>
        <FormField id="demo-phone" label="Phone Number" error={errors.phone}>
          <input
            {...inputProps('phone')}
            type="tel"
            autoComplete="tel"
            maxLength={CONTACT_LIMITS.phone}
            onChange={(event) => update('phone', event.target.value)}
          />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="demo-company" label="Company Name" required error={errors.company}>
          <input
            {...inputProps('company')}
            type="text"
            autoComplete="organization"
            required
            aria-required="true"
            maxLength={CONTACT_LIMITS.company}
            onChange={(event) => update('company', event.target.value)}
          />
        </FormField>
        <FormField id="demo-industry" label="Industry" error={errors.industry}>
          <select {...inputProps('industry')} onChange={(event) => update('industry', event.target.value)}>
            <option value="">Select your industry</option>
            {INDUSTRY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <HoneypotField idPrefix="demo" />
      <FormField id="demo-message" label="Tell us about your needs" error={errors.message}>
        <textarea
          {...inputProps('message')}
          rows={4}
          maxLength={CONTACT_LIMITS.message}
          onChange={(event) => update('message', event.target.value)}
        />
      </FormField>
      <div className="flex items-start gap-3">
        <input
          id="demo-callConsent"
          name="callConsent"
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-ocean-700"
          checked={callMe}
          aria-describedby="demo-callConsent-disclosure"
          onChange={(event) => {
            setCallMe(event.target.checked);
            if (!event.target.checked && errors.phone) setErrors((current) => ({ ...current, phone: undefined }));
          }}
        />
        <div>
          <label htmlFor="demo-callConsent" className="font-medium text-navy-900">
            {CALL_CONSENT.label}
          </label>
          <p id="demo-callConsent-disclosure" className="mt-1 text-xs text-slate-600">
            {CALL_CONSENT.disclosure}
          </p>
        </div>
      </div>
      {chatAttached ? (
        <p className="rounded-lg bg-ocean-50 px-3 py-2 text-sm text-slate-800" data-testid="demo-transcript-note">
          {DEMO_FORM_TEXT.transcriptAttached}
        </p>
      ) : null}
      {failure ? <SubmitFailedNotice failure={failure} retrying={status === 'submitting'} /> : null}
      <button type="submit" className="btn-primary w-full" disabled={status === 'submitting'}>
        {status === 'submitting' ? DEMO_FORM_TEXT.submitting : DEMO_FORM_TEXT.submit}
      </button>
      <p className="text-xs text-slate-600">
        By submitting, you agree to be contacted about your request. See our{' '}
        <a href="/privacy" className="font-medium text-ocean-700 underline">
          Privacy Policy
        </a>
        .
      </p>
    </form>
  );
}
