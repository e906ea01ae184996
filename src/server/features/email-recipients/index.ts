/**
 * Who may receive our mail about a lead: addresses confirmed by their owner, the suppression list, the per-address
 * caps on meeting e-mails, and the signed tokens of the e-mail's confirm, "this wasn't me" and unsubscribe links.
 */
export { emailAddressKey } from './address-key.ts';
export { confirmEmail, isEmailConfirmed, isEmailSuppressed, recipientOf, suppressEmail, suppressionList, unsuppressAddress } from './recipient-state.ts';
export {
  admitMeetingMessage,
  wasMeetingVersionSent,
  CONFIRMED_MESSAGES_PER_DAY,
  UNCONFIRMED_MESSAGES_PER_DAY,
  WITHHELD_NOTES,
  type MeetingMessageAdmission,
  type WithheldReason,
} from './message-caps.ts';
export { issueMailLinkToken, leadOfMailLinkToken, MAIL_LINK_DAYS, type MailLinkPurpose } from './mail-link-token.ts';
