import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { NANP_AREA_CODE_TIME_ZONES, SINGLE_ZONE_COUNTRIES } from './area-code-time-zones.ts';

export type CallableNumber = { ok: true; e164: string; timeZone: string } | { ok: false; reason: string };

/**
 * The number in E.164 and the time zone its owner most likely lives in: from the +1 area code, or a
 * single-zone country, else `fallbackTimeZone` (the company's own).
 */
export function callableNumber(raw: string | null, defaultCountry: CountryCode, fallbackTimeZone: string): CallableNumber {
  if (!raw?.trim()) return { ok: false, reason: 'No phone number was given.' };
  const parsed = parsePhoneNumberFromString(raw, { defaultCountry, extract: false });
  if (!parsed || !parsed.isValid()) return { ok: false, reason: `The phone number "${raw.trim()}" is not a valid number.` };
  const e164 = parsed.number;
  const timeZone =
    (parsed.countryCallingCode === '1' ? NANP_AREA_CODE_TIME_ZONES.get(parsed.nationalNumber.slice(0, 3)) : undefined) ??
    (parsed.country ? SINGLE_ZONE_COUNTRIES[parsed.country] : undefined) ??
    fallbackTimeZone;
  return { ok: true, e164, timeZone };
}
