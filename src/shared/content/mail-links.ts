import { localizedPath, type Locale } from '../i18n/locales.ts';
import { siteConfig } from '../site-config.ts';

/** The pages the invitation e-mail's own links open: confirm the address, "this wasn't me", unsubscribe. */
export const MAIL_LINK_PATHS = { confirm: '/email/confirm', notMe: '/email/not-me', unsubscribe: '/email/unsubscribe' } as const;
export type MailLinkPage = keyof typeof MAIL_LINK_PATHS;

/** `/email/confirm?token=…` (`/es/email/…` in Spanish). */
export function mailLinkHref(page: MailLinkPage, token: string, locale: Locale = 'en'): string {
  return `${localizedPath(MAIL_LINK_PATHS[page], locale)}?${new URLSearchParams({ token })}`;
}

/**
 * The words of the invitation's confirm and "this wasn't me" links and of the pages they open (GET asks, a button
 * does it: mail scanners open links). Spanish twin: es/mail-links.ts.
 */
export const MAIL_LINK_TEXT = {
  emailConfirm: 'Confirm my address',
  emailConfirmWhy: 'Confirm your address to get updates if this meeting changes:',
  emailNotMe: 'This wasn’t me',
  emailNotMeWhy: 'Did not book this? One click cancels the meeting and stops all our e-mail to this address:',
  confirmTitle: 'Confirm your e-mail address',
  confirmIntro: (address: string) => `Confirm that ${address} is yours, and we will e-mail you if your meeting changes.`,
  confirmButton: 'Confirm my address',
  confirmedTitle: 'Thank you: your address is confirmed',
  confirmedText: 'We will e-mail you if your meeting with us changes.',
  notMeTitle: 'Did not book a meeting with us?',
  notMeIntro: (address: string) => `If you did not ask for it, we will cancel the meeting and stop all e-mail from us to ${address}.`,
  notMeButton: 'Cancel it and stop e-mailing me',
  notMeDoneTitle: 'Done: we will not e-mail you again',
  notMeDoneText: (address: string) => `The meeting is cancelled and our e-mail to ${address} has stopped. Sorry for the trouble.`,
  unsubscribeTitle: 'Stop our e-mail to this address?',
  unsubscribeIntro: (address: string) => `We will send no more e-mail to ${address}.`,
  unsubscribeButton: 'Stop e-mailing me',
  unsubscribedTitle: 'You are unsubscribed',
  unsubscribedText: (address: string) => `We will send no more e-mail to ${address}.`,
  invalidTitle: 'This link is not valid',
  invalidText: `It may have expired. To reach us, call ${siteConfig.salesPhone.display} or e-mail ${siteConfig.salesEmail}.`,
} as const;
