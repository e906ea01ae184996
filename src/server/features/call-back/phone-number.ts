import { parsePhoneNumberFromString, type CountryCode, type NumberType } from 'libphonenumber-js/max';
import { CALL_BACK_REFUSAL_WORDS } from '../../../shared/content/call-back-refusal-words.ts';
import { LOCALES, type Locale } from '../../../shared/i18n/locales.ts';
import { NANP_AREA_CODE_TIME_ZONES, SINGLE_ZONE_COUNTRIES } from './area-code-time-zones.ts';

/** Words in every language of the site. */
export type LocalizedText = Readonly<Record<Locale, string>>;

type RefusalWords = (typeof CALL_BACK_REFUSAL_WORDS)[Locale];

/** A refusal's words for the visitor in every language, from the content model. */
export const refusalWords = (pick: (words: RefusalWords, locale: Locale) => string): LocalizedText =>
  Object.fromEntries(LOCALES.map((locale) => [locale, pick(CALL_BACK_REFUSAL_WORDS[locale], locale)])) as LocalizedText;

/**
 * Why a number is not called: `staff` is stored on the lead for the admin, `visitor` is what the form's answer says,
 * in the lead's language.
 */
export interface CallRefusal {
  staff: string;
  visitor: LocalizedText;
}

export type CallableNumber = { ok: true; e164: string; timeZone: string; country: CountryCode } | ({ ok: false } & CallRefusal);

/**
 * The kinds of line a call-back may ring. Premium-rate, shared-cost, toll-free, satellite, personal, pager, VoIP,
 * UAN, voicemail and numbers of unknown type cost us money per minute or reach no one who asked: never called.
 */
const CALLABLE_TYPES: ReadonlySet<NumberType> = new Set(['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE']);

const TYPE_NAMES: Partial<Record<NonNullable<NumberType>, string>> = {
  PREMIUM_RATE: 'a premium-rate number',
  SHARED_COST: 'a shared-cost number',
  TOLL_FREE: 'a toll-free number',
  PERSONAL_NUMBER: 'a personal (forwarding) number',
  VOIP: 'an internet (VoIP) number',
  PAGER: 'a pager number',
  UAN: 'a company-wide (UAN) number',
  VOICEMAIL: 'a voicemail number',
};

const countryNames = { en: new Intl.DisplayNames(['en'], { type: 'region' }), es: new Intl.DisplayNames(['es'], { type: 'region' }) };
const countryName = (code: string, locale: Locale = 'en') => countryNames[locale].of(code) ?? code;

/** "the United States and Canada", "Canada", "the United States, Canada and Mexico"; "Estados Unidos y Canadá". */
export function describeCountries(countries: readonly string[], locale: Locale = 'en'): string {
  const names = countries.map((code) => (code === 'US' && locale === 'en' ? 'the United States' : countryName(code, locale)));
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${CALL_BACK_REFUSAL_WORDS[locale].and} ${names.at(-1)}`;
}

const CANNOT_CALL_AUTOMATICALLY = refusalWords((words) => words.cannotCallAutomatically);
const NO_NUMBER = refusalWords((words) => words.noNumber);

/**
 * Whether a call-back may ring this number, judged on libphonenumber-js's full metadata ("max"): it must be a
 * valid mobile or fixed line in one of `allowedCountries` (the other +1 regions, such as Jamaica or the Bahamas,
 * are countries of their own), and its owner's time zone must be known: from the +1 area code or a single-zone
 * country. A number whose local time we cannot tell is refused rather than rung at a guessed hour.
 */
export function callableNumber(
  raw: string | null,
  options: { defaultCountry: CountryCode; allowedCountries: readonly CountryCode[] },
): CallableNumber {
  if (!raw?.trim()) return { ok: false, staff: NO_NUMBER.en, visitor: NO_NUMBER };
  const parsed = parsePhoneNumberFromString(raw, { defaultCountry: options.defaultCountry, extract: false });
  if (!parsed || !parsed.isValid()) {
    const invalid = `The phone number "${raw.trim()}" is not a valid number.`;
    return { ok: false, staff: invalid, visitor: refusalWords((words) => words.invalidNumber(raw.trim())) };
  }
  const e164 = parsed.number;
  const country = parsed.country;
  if (!country || !options.allowedCountries.includes(country)) {
    return {
      ok: false,
      staff: `${e164} is ${country ? `a number in ${countryName(country)}` : 'not a number of any one country (satellite or international service)'}; call-backs go only to ${describeCountries(options.allowedCountries)} (CALLBACK_COUNTRIES).`,
      visitor: refusalWords((words, locale) => words.outsideCountries(describeCountries(options.allowedCountries, locale))),
    };
  }
  const type = parsed.getType();
  if (!type || !CALLABLE_TYPES.has(type)) {
    return {
      ok: false,
      staff: `${e164} is ${(type && TYPE_NAMES[type]) ?? 'a number of unknown type'}; call-backs ring mobile and fixed lines only.`,
      visitor: CANNOT_CALL_AUTOMATICALLY,
    };
  }
  const timeZone = (parsed.countryCallingCode === '1' ? NANP_AREA_CODE_TIME_ZONES.get(parsed.nationalNumber.slice(0, 3)) : undefined) ?? SINGLE_ZONE_COUNTRIES[country];
  if (!timeZone) {
    return {
      ok: false,
      staff: `The local time of ${e164} cannot be told from its area code, so it is not called at a guessed hour.`,
      visitor: refusalWords((words) => words.unknownLocalTime),
    };
  }
  return { ok: true, e164, timeZone, country };
}

export { CANNOT_CALL_AUTOMATICALLY };
