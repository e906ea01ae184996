import { BOOKING_TEXT } from '../../../shared/content/booking.ts';
import { BOOKING_TEXT as SPANISH_BOOKING_TEXT } from '../../../shared/content/es/booking.ts';
import { FORM_CHROME as SPANISH_FORM_CHROME } from '../../../shared/content/es/form-chrome.ts';
import { DEMO_FORM_TEXT as SPANISH_DEMO_FORM_TEXT } from '../../../shared/content/es/forms.ts';
import { INDUSTRY_OPTIONS as SPANISH_INDUSTRY_OPTIONS, SITE_CHROME as SPANISH_SITE_CHROME } from '../../../shared/content/es/site-chrome.ts';
import { FORM_CHROME } from '../../../shared/content/form-chrome.ts';
import { DEMO_FORM_TEXT } from '../../../shared/content/forms.ts';
import { SITE_CHROME } from '../../../shared/content/site-chrome.ts';
import type { Words } from '../../../shared/content/words.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { CALL_CONSENTS } from '../../../shared/leads/call-consents.ts';
import { INDUSTRY_OPTIONS } from '../../../shared/leads/lead-schema.ts';

/** Every word the demo form island says (the form, its thank-you page and booking picker, its toasts), in one language. */
export interface DemoWords {
  form: Words<typeof DEMO_FORM_TEXT>;
  booking: Words<typeof BOOKING_TEXT>;
  submitFailed: Words<typeof FORM_CHROME.submitFailed>;
  consent: (typeof CALL_CONSENTS)[Locale];
  industries: readonly { value: string; label: string }[];
  toaster: Words<typeof SITE_CHROME.toaster>;
  honeypotLabel: string;
}

export const DEMO_WORDS: Readonly<Record<Locale, DemoWords>> = {
  en: {
    form: DEMO_FORM_TEXT,
    booking: BOOKING_TEXT,
    submitFailed: FORM_CHROME.submitFailed,
    consent: CALL_CONSENTS.en,
    industries: INDUSTRY_OPTIONS,
    toaster: SITE_CHROME.toaster,
    honeypotLabel: SITE_CHROME.honeypot.label,
  },
  es: {
    form: SPANISH_DEMO_FORM_TEXT,
    booking: SPANISH_BOOKING_TEXT,
    submitFailed: SPANISH_FORM_CHROME.submitFailed,
    consent: CALL_CONSENTS.es,
    industries: SPANISH_INDUSTRY_OPTIONS,
    toaster: SPANISH_SITE_CHROME.toaster,
    honeypotLabel: SPANISH_SITE_CHROME.honeypot.label,
  },
};
