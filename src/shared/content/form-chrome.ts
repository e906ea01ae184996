/**
 * The lead forms' own words (the demo form, the investor form, the chat's lead form): the notice after a failed
 * submission, and the validation messages the shared lead schema gives (src/shared/leads/lead-schema.ts), on the
 * form and in the API's 400 answer. Spanish twin: es/form-chrome.ts.
 */
export const FORM_CHROME = {
  /** src/client/features/demo-request/SubmitFailedNotice.tsx */
  submitFailed: {
    title: 'Your request was not sent',
    unavailable: 'Our system is not answering just now, so nothing was saved.',
    failed: 'Something went wrong on our side, so nothing was saved.',
    kept: 'Everything you typed is still here.',
    retry: 'Try again',
    callPrefix: 'Or call us at',
  },
  validation: {
    required: 'Required',
    email: 'Enter a valid e-mail address, like name@company.com',
    phone: 'Enter a valid phone number',
    industry: 'Choose one of the listed industries',
    tooLong: (max: number) => `Must be ${max} characters or fewer`,
    characters: 'Contains characters that are not allowed',
    consentChanged: 'The consent text has changed. Reload the page and tick the box again.',
    callBackPhone: 'Enter the number we should call',
    chatConsent: 'Please agree so that we may contact you',
    chatReach: 'Enter an e-mail address or a phone number',
  },
} as const;

export type FormValidationWords = (typeof FORM_CHROME)['validation'];
