import { siteConfig } from '../site-config.ts';

/**
 * What the consent allows when nobody answers: this many calls at most, within this many days (calling hours only).
 * The retry settings (CALLBACK_MAX_ATTEMPTS, CALLBACK_RETRY_WINDOW_HOURS) may lower these, never raise them.
 */
export const CONSENTED_CALL_ATTEMPTS = { maxAttempts: 3, withinDays: 2 } as const;

/**
 * The demo form's call-back consent: the checkbox label and its disclosure, shown word for word and
 * stored with the lead as evidence. Change the wording → change the version (docs/decisions/0009).
 */
export const CALL_CONSENT = {
  version: '2026-11-28',
  label: `Call me now: ${siteConfig.companyName}'s AI assistant will phone me about this request`,
  disclosure:
    `By ticking this box you agree that ${siteConfig.companyName} may call the phone number above with an automated ` +
    `AI voice assistant about this request. If we cannot reach you, we may call up to ${CONSENTED_CALL_ATTEMPTS.maxAttempts} times ` +
    `within ${CONSENTED_CALL_ATTEMPTS.withinDays} days, only during calling hours, and leave a short voicemail. ` +
    `The calls may be recorded and transcribed. Consent is not a condition of ` +
    `purchase. You can opt out at any time by saying "stop calling" during the call or by e-mailing ${siteConfig.privacyEmail}.`,
} as const;

/** Exactly what the visitor agreed to, as stored with the lead. */
export const CALL_CONSENT_TEXT = `${CALL_CONSENT.label}. ${CALL_CONSENT.disclosure}`;
