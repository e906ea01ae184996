import { CALL_CONSENT, CALL_CONSENT_TEXT } from '../content/call-consent.ts';
import { CALL_CONSENT as SPANISH_CALL_CONSENT, CALL_CONSENT_TEXT as SPANISH_CALL_CONSENT_TEXT } from '../content/es/call-consent.ts';
import type { Locale } from '../i18n/locales.ts';

/** The call-back consent each language's form shows: its label, disclosure and version (docs/decisions/0009). */
export const CALL_CONSENTS: Readonly<Record<Locale, { version: string; label: string; disclosure: string }>> = {
  en: CALL_CONSENT,
  es: SPANISH_CALL_CONSENT,
};

/** Exactly what a visitor agreed to, by the version their form sent: the words stored with the lead. */
const CONSENT_TEXT_BY_VERSION: ReadonlyMap<string, string> = new Map([
  [CALL_CONSENT.version, CALL_CONSENT_TEXT],
  [SPANISH_CALL_CONSENT.version, SPANISH_CALL_CONSENT_TEXT],
]);

/** The versions a form may send: each language's current one. */
export const CALL_CONSENT_VERSIONS = [...CONSENT_TEXT_BY_VERSION.keys()] as [string, ...string[]];

/** The consent text of a version the schema accepted. */
export function callConsentTextOf(version: string): string {
  const text = CONSENT_TEXT_BY_VERSION.get(version);
  if (text === undefined) throw new Error(`Unknown call consent version "${version}"`);
  return text;
}

/**
 * The versions whose words say we may call more than once when nobody answers (from 2026-11-28, issue 38): a lead
 * who agreed to an earlier wording is called once and never retried.
 */
const REPEAT_CALL_VERSIONS: ReadonlySet<string> = new Set([CALL_CONSENT.version, SPANISH_CALL_CONSENT.version]);

export const consentAllowsRepeatCalls = (version: string): boolean => REPEAT_CALL_VERSIONS.has(version);
