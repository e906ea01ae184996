import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a link in our e-mail to a lead may do: each token does one thing only. */
export type MailLinkPurpose = 'confirm' | 'not-me' | 'unsubscribe';

/** Long enough to answer a mail read weeks later; the owner can always still reply to the sales inbox. */
export const MAIL_LINK_DAYS = 90;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const macOf = (secret: string, purpose: MailLinkPurpose, payload: string) =>
  createHmac('sha256', secret).update(`mail-link.v1.${purpose}.${payload}`).digest('base64url');

/**
 * `<lead id>.<expiry in seconds>.<HMAC-SHA256>`, the MAC over the purpose too: a confirm link cannot be replayed as
 * "this wasn't me", nor a booking token as either (their MACs are over other prefixes). Nothing is stored.
 */
export function issueMailLinkToken(secret: string, purpose: MailLinkPurpose, leadId: string, now: Date): string {
  const payload = `${leadId}.${Math.floor(now.getTime() / 1000) + MAIL_LINK_DAYS * 86_400}`;
  return `${payload}.${macOf(secret, purpose, payload)}`;
}

/** The lead a token for this purpose names, or null when it is malformed, forged, for another purpose or expired. */
export function leadOfMailLinkToken(secret: string, purpose: MailLinkPurpose, token: string, now: Date): string | null {
  const [leadId, expires, mac, ...rest] = token.split('.');
  if (!leadId || !expires || !mac || rest.length > 0 || !UUID.test(leadId) || !/^\d{1,12}$/.test(expires)) return null;
  const expected = Buffer.from(macOf(secret, purpose, `${leadId}.${expires}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(expires) * 1000 > now.getTime() ? leadId : null;
}
