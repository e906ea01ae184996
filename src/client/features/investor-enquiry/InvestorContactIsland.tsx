import { CalendarDays, CheckCircle2, Mail, X } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { CONTACT_LIMITS, contactInputSchema, fieldErrorsOf, type FieldErrors } from '../../../shared/demo-request/contact-schema.ts';
import { siteConfig } from '../../../shared/site-config.ts';
import { FormField, fieldControlProps } from '../../components/form/FormField.tsx';
import { ApiError } from '../../lib/api-request.ts';
import { HoneypotField, spamSignalsOf } from '../demo-request/spam-signals.tsx';
import { submitContact } from '../demo-request/submit-demo-request.ts';

type Purpose = 'call' | 'message';
const EMPTY = { firstName: '', lastName: '', email: '', company: '', message: '' };
type Values = typeof EMPTY;

const INTRO: Record<Purpose, { title: string; text: string }> = {
  call: {
    title: 'Schedule an investor call',
    text: 'Tell us who you are and when suits you. Our investor relations team will reply within two business days with times for a call.',
  },
  message: {
    title: 'Send a message to investor relations',
    text: 'Ask us anything about the company, our results or the documents above. We reply within two business days.',
  },
};

/** Schedule Investor Call and Send Message: a short enquiry in a modal dialog, stored as source "investor". */
export default function InvestorContactIsland({ scheduleLabel, messageLabel }: { scheduleLabel: string; messageLabel: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [purpose, setPurpose] = useState<Purpose>('call');
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [failure, setFailure] = useState<string | null>(null);

  const open = (next: Purpose) => {
    setPurpose(next);
    if (state === 'sent') {
      setState('editing');
      setValues(EMPTY);
    }
    setFailure(null);
    dialogRef.current?.showModal();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = values.message.trim() || INTRO[purpose].title;
    const payload = { ...values, message: `[${purpose === 'call' ? 'Call request' : 'Message'}] ${message}`, source: 'investor' as const };
    const parsed = contactInputSchema.safeParse(payload);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      setErrors(fieldErrors);
      const first = (['firstName', 'lastName', 'email', 'company', 'message'] as const).find((name) => fieldErrors[name]);
      if (first) document.getElementById(`investor-${first}`)?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    setState('sending');
    try {
      await submitContact({ ...payload, ...spamSignalsOf(event.currentTarget) });
      setState('sent');
    } catch (error) {
      console.error('Investor enquiry failed:', error);
      setState('editing');
      if (error instanceof ApiError && error.status === 400 && error.body?.fields) setErrors(error.body.fields);
      setFailure(
        error instanceof ApiError && error.status === 429
          ? 'You have sent several requests in a short time. Please wait a minute and try again.'
          : `We could not send your enquiry. Please try again, or e-mail ${siteConfig.investorEmail}.`,
      );
    }
  };

  const control = (name: keyof Values) => ({
    ...fieldControlProps(`investor-${name}`, name, errors[name]),
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <button type="button" className="btn-primary" onClick={() => open('call')}>
          <CalendarDays className="size-5" aria-hidden="true" />
          {scheduleLabel}
        </button>
        <button type="button" className="btn-secondary" onClick={() => open('message')}>
          <Mail className="size-5" aria-hidden="true" />
          {messageLabel}
        </button>
      </div>
      <dialog
        ref={dialogRef}
        aria-labelledby="investor-dialog-title"
        className="m-auto w-[min(100%-2rem,34rem)] rounded-2xl p-0 text-left shadow-2xl backdrop:bg-navy-950/60"
      >
        <div className="p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <h2 id="investor-dialog-title" className="text-2xl font-bold text-navy-900">
              {INTRO[purpose].title}
            </h2>
            <button type="button" className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100" onClick={() => dialogRef.current?.close()}>
              <X className="size-5" aria-hidden="true" />
              <span className="sr-only">Close</span>
            </button>
          </div>
          {state === 'sent' ? (
            <div className="mt-6 text-center" role="status">
              <CheckCircle2 className="mx-auto size-12 text-teal-700" aria-hidden="true" />
              <p className="mt-4 text-lg font-semibold text-navy-900">Thank you, your enquiry has been sent.</p>
              <p className="mt-2 text-slate-700">Our investor relations team will reply within two business days.</p>
              <button type="button" className="btn-secondary mt-6" onClick={() => dialogRef.current?.close()}>
                Close
              </button>
            </div>
          ) : (
            <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4">
              <p className="text-slate-700">{INTRO[purpose].text}</p>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField id="investor-firstName" label="First Name" required error={errors.firstName}>
                  <input {...control('firstName')} autoComplete="given-name" maxLength={CONTACT_LIMITS.firstName} aria-required="true" />
                </FormField>
                <FormField id="investor-lastName" label="Last Name" required error={errors.lastName}>
                  <input {...control('lastName')} autoComplete="family-name" maxLength={CONTACT_LIMITS.lastName} aria-required="true" />
                </FormField>
              </div>
              <FormField id="investor-email" label="Email" required error={errors.email}>
                <input {...control('email')} type="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} aria-required="true" />
              </FormField>
              <FormField id="investor-company" label="Organisation" required error={errors.company}>
                <input {...control('company')} autoComplete="organization" maxLength={CONTACT_LIMITS.company} aria-required="true" />
              </FormField>
              <HoneypotField idPrefix="investor" />
              <FormField id="investor-message" label={purpose === 'call' ? 'Preferred times and topics' : 'Message'} error={errors.message}>
                <textarea {...control('message')} rows={4} maxLength={CONTACT_LIMITS.message - 20} />
              </FormField>
              {failure ? (
                <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
                  {failure}
                </p>
              ) : null}
              <button type="submit" className="btn-primary" disabled={state === 'sending'}>
                {state === 'sending' ? 'Submitting...' : 'Send enquiry'}
              </button>
            </form>
          )}
        </div>
      </dialog>
    </>
  );
}
