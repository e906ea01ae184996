import { CalendarDays, CheckCircle2, Mail, X } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { INVESTOR_FORM_TEXT as SPANISH_TEXT } from '../../../shared/content/es/forms.ts';
import { SITE_CHROME as SPANISH_SITE_CHROME } from '../../../shared/content/es/site-chrome.ts';
import { INVESTOR_FORM_TEXT, type InvestorFormPurpose as Purpose } from '../../../shared/content/forms.ts';
import { SITE_CHROME } from '../../../shared/content/site-chrome.ts';
import type { Words } from '../../../shared/content/words.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { LeadField, type LeadFieldSpec } from '../../components/form/LeadField.tsx';
import { useLeadSubmit } from '../../components/form/use-lead-submit.ts';
import { HoneypotField, spamSignalsOf } from '../../components/form/spam-signals.tsx';
import { submitLead } from '../../components/form/submit-lead.ts';

const EMPTY = { firstName: '', lastName: '', email: '', company: '', message: '' };
type Values = typeof EMPTY;

type InvestorWords = Words<typeof INVESTOR_FORM_TEXT>;
/** The dialog's words and its honeypot's label, in each language. */
const WORDS: Readonly<Record<Locale, { text: InvestorWords; honeypotLabel: string }>> = {
  en: { text: INVESTOR_FORM_TEXT, honeypotLabel: SITE_CHROME.honeypot.label },
  es: { text: SPANISH_TEXT, honeypotLabel: SPANISH_SITE_CHROME.honeypot.label },
};

const fieldsFor = (purpose: Purpose, TEXT: InvestorWords): readonly LeadFieldSpec[] => [
  { name: 'firstName', label: TEXT.labels.firstName, control: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: TEXT.labels.lastName, control: 'text', autoComplete: 'family-name' },
  { name: 'email', label: TEXT.labels.email, control: 'email', autoComplete: 'email' },
  { name: 'company', label: TEXT.labels.company, control: 'text', autoComplete: 'organization' },
  // The purpose goes before the message when it is sent.
  { name: 'message', label: TEXT.labels.message[purpose], control: 'textarea', reservedLength: 20 },
];
const FIELD_ORDER = fieldsFor('call', INVESTOR_FORM_TEXT).map((spec) => spec.name);

function InvestorFormSent({ TEXT, onClose }: { TEXT: InvestorWords; onClose: () => void }) {
  return (
    <div className="mt-6 text-center" role="status">
      <CheckCircle2 className="mx-auto size-12 text-teal-700" aria-hidden="true" />
      <p className="mt-4 text-lg font-semibold text-navy-900">{TEXT.sentTitle}</p>
      <p className="mt-2 text-slate-700">{TEXT.sentText}</p>
      <button type="button" className="btn-secondary mt-6" onClick={onClose}>
        {TEXT.close}
      </button>
    </div>
  );
}

/** Schedule Investor Call and Send Message: the investor form in a modal dialog, stored as source "investor". */
export default function InvestorFormIsland({ locale = 'en', scheduleLabel, messageLabel }: { locale?: Locale; scheduleLabel: string; messageLabel: string }) {
  const { text: TEXT, honeypotLabel } = WORDS[locale];
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [purpose, setPurpose] = useState<Purpose>('call');
  const [values, setValues] = useState<Values>(EMPTY);
  const form = useLeadSubmit({ idPrefix: 'investor', fieldOrder: FIELD_ORDER, locale });
  const [showFailure, setShowFailure] = useState(false);
  const [first, second, ...rest] = fieldsFor(purpose, TEXT);

  const open = (next: Purpose) => {
    setPurpose(next);
    if (form.state === 'sent') {
      form.restart();
      setValues(EMPTY);
    }
    setShowFailure(false);
    dialogRef.current?.showModal();
  };
  const close = () => dialogRef.current?.close();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = values.message.trim() || TEXT.intro[purpose].title;
    const payload = { ...values, message: `[${TEXT.messagePrefix[purpose]}] ${message}`, source: 'investor' as const, language: locale };
    const spamSignals = spamSignalsOf(event.currentTarget);
    setShowFailure(false);
    const outcome = await form.submit(payload, (input) => submitLead({ ...input, source: 'investor', ...spamSignals }));
    setShowFailure(!outcome.sent && outcome.failure !== 'invalid' && outcome.failure !== 'busy');
  };

  const field = (spec: LeadFieldSpec) => (
    <LeadField
      key={spec.name}
      spec={spec}
      idPrefix="investor"
      requiredAttribute={false}
      value={values[spec.name as keyof Values]}
      error={form.errors[spec.name]}
      onChange={(value) => setValues((current) => ({ ...current, [spec.name]: value }))}
    />
  );

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
              {TEXT.intro[purpose].title}
            </h2>
            <button type="button" className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100" onClick={close}>
              <X className="size-5" aria-hidden="true" />
              <span className="sr-only">{TEXT.close}</span>
            </button>
          </div>
          {form.state === 'sent' ? (
            <InvestorFormSent TEXT={TEXT} onClose={close} />
          ) : (
            <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4">
              <p className="text-slate-700">{TEXT.intro[purpose].text}</p>
              <div className="grid gap-4 sm:grid-cols-2">
                {field(first!)}
                {field(second!)}
              </div>
              {rest.slice(0, 2).map(field)}
              <HoneypotField idPrefix="investor" label={honeypotLabel} />
              {rest.slice(2).map(field)}
              {showFailure ? (
                <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
                  {form.failure === 'rate-limited' ? TEXT.rateLimited : TEXT.failed}
                </p>
              ) : null}
              <button type="submit" className="btn-primary" disabled={form.state === 'sending'}>
                {form.state === 'sending' ? TEXT.submitting : TEXT.submit}
              </button>
            </form>
          )}
        </div>
      </dialog>
    </>
  );
}
