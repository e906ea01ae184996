import type { CountryCode } from 'libphonenumber-js/max';
import { normalisedNumber } from '../call-back/index.ts';

/** Mailbox providers known to ignore dots in the local part and to deliver `name+anything` to `name`. */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address reaches, as one key: lower case, without a `+tag`, and for Gmail without dots, so
 * `Ann.Lee+demo2@GoogleMail.com` and `annlee@gmail.com` hold one meeting between them. Other providers' dots are
 * kept: for them `a.b` and `ab` may be two people.
 */
export function emailKeyOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const domain = address.slice(at + 1);
  let local = address.slice(0, at).split('+')[0] || address.slice(0, at);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) local = local.replaceAll('.', '');
  return `${local}@${dotless ?? domain}`;
}

/** The number a phone field reaches, in E.164; null when none was given or it is not a possible number. */
export function phoneKeyOf(phone: string | null, defaultCountry: CountryCode): string | null {
  const raw = phone?.trim();
  return raw ? normalisedNumber(raw, defaultCountry) : null;
}
