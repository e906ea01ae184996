import type { CountryCode } from 'libphonenumber-js/max';
import { normalisedNumber } from '../call-back/index.ts';
import { emailAddressKey } from '../email-recipients/index.ts';

/**
 * The mailbox an address reaches, as one key (lower case, without a `+tag`, Gmail without dots): the same key the
 * e-mail caps and the suppression list use, so one mailbox holds one meeting between its spellings.
 */
export const emailKeyOf = emailAddressKey;

/** The number a phone field reaches, in E.164; null when none was given or it is not a possible number. */
export function phoneKeyOf(phone: string | null, defaultCountry: CountryCode): string | null {
  const raw = phone?.trim();
  return raw ? normalisedNumber(raw, defaultCountry) : null;
}
