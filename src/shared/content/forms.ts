import { siteConfig } from '../site-config.ts';

/** The demo request form's words (spec section 5). */
export const DEMO_FORM_TEXT = {
  labels: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Business Email',
    phone: 'Phone Number',
    company: 'Company Name',
    industry: 'Industry',
    message: 'Tell us about your needs',
  },
  industryPlaceholder: 'Select your industry',
  requiredBefore: 'Fields marked',
  requiredAfter: 'are required.',
  requiredSymbolName: 'with an asterisk',
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
  privacyBefore: 'By submitting, you agree to be contacted about your request. See our',
  privacyLink: 'Privacy Policy',
} as const;

export type InvestorFormPurpose = 'call' | 'message';

/** The investor enquiry dialog's words. */
export const INVESTOR_FORM_TEXT = {
  intro: {
    call: {
      title: 'Schedule an investor call',
      text: 'Tell us who you are and when suits you. Our investor relations team will reply within two business days with times for a call.',
    },
    message: {
      title: 'Send a message to investor relations',
      text: 'Ask us anything about the company, our results or the documents above. We reply within two business days.',
    },
  },
  labels: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    company: 'Organisation',
    message: { call: 'Preferred times and topics', message: 'Message' },
  },
  /** Put before the message, so the inbox tells a call request from a message. */
  messagePrefix: { call: 'Call request', message: 'Message' },
  close: 'Close',
  sentTitle: 'Thank you, your enquiry has been sent.',
  sentText: 'Our investor relations team will reply within two business days.',
  submit: 'Send enquiry',
  submitting: 'Submitting...',
  rateLimited: 'You have sent several requests in a short time. Please wait a minute and try again.',
  failed: `We could not send your enquiry. Please try again, or e-mail ${siteConfig.investorEmail}.`,
} as const;
