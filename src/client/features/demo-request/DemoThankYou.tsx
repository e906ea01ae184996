import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { BookingPass } from '../../../shared/booking/booking-schema.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import type { CallBackPromise } from '../../../shared/leads/lead-schema.ts';
import { DEMO_WORDS } from './demo-words.ts';
import { MeetingPicker } from './MeetingPicker.tsx';

interface DemoThankYouProps {
  locale: Locale;
  callBack: CallBackPromise | undefined;
  /** The lead's booking token: the panel offers the sales calendar at once. */
  booking: BookingPass | undefined;
  onAnother: () => void;
}

/** What replaces the form once a request is stored; focus moves to its heading so a screen reader says so. */
export function DemoThankYou({ locale, callBack, booking, onAnother }: DemoThankYouProps) {
  const text = DEMO_WORDS[locale].form;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="card text-center" data-testid="demo-thank-you">
      <CheckCircle2 className="mx-auto size-12 text-teal-700" aria-hidden="true" />
      <h3 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-navy-900 focus:outline-none">
        {text.thankYouTitle}
      </h3>
      {callBack ? (
        <p className="mt-2 font-semibold text-navy-900" data-testid="demo-call-back">
          {callBack.scheduled ? text.callBackScheduled(callBack.when) : text.callBackNotScheduled(callBack.reason)}
        </p>
      ) : null}
      <p className="mt-2 text-slate-700">{text.thankYouText}</p>
      {booking ? <MeetingPicker pass={booking} locale={locale} /> : null}
      <button type="button" className="btn-secondary mt-6" onClick={onAnother}>
        {text.another}
      </button>
    </div>
  );
}
