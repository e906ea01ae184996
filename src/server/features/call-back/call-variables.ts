import type { Locale } from '../../../shared/i18n/locales.ts';
import type { LeadRow } from '../../db/schema.ts';

/** The longest first name and company read to the person called; longer ones are cut at a word. */
export const CALL_VARIABLE_LIMITS = { firstName: 40, company: 80 } as const;

const EMAIL = /\S+@\S+/gu;
const URL_WITH_SCHEME = /\b(?:[a-z][a-z\d+.-]*:\/\/|www\.)\S*/giu;
/** "evil.example", "pay-here.co/refund": a name with a dot and a top-level domain is an address, not a word. */
const BARE_DOMAIN = /[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,}(?:[/?#]\S*)?/giu;

function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > max / 2 ? cut.slice(0, lastSpace) : text.slice(0, max)).trim();
}

/** What a stranger typed, made safe to be read aloud: no addresses of any kind, one line, length-capped. */
export function speakableText(value: string, max: number): string {
  const stripped = value.replace(EMAIL, ' ').replace(URL_WITH_SCHEME, ' ').replace(BARE_DOMAIN, ' ');
  const oneLine = stripped.replace(/\s+/gu, ' ').replace(/^[\s\p{P}]+|[\s,;:/-]+$/gu, '').trim();
  return cutAtWord(oneLine, max);
}

/**
 * The values the call-back assistant's prompt may use ({{firstName}}, {{company}}, {{language}}). Only the first name
 * and the company of what the visitor typed, because whatever a variable holds can be read to the person called, who
 * may not be the person who typed it: the message, the last name and the industry stay in our records. `language`
 * ("en", "es") is ours: the language the lead's page was in, which the assistant speaks.
 */
export function callVariables(lead: Pick<LeadRow, 'firstName' | 'company' | 'language'>): { firstName: string; company: string; language: Locale } {
  return {
    firstName: speakableText(lead.firstName, CALL_VARIABLE_LIMITS.firstName),
    company: speakableText(lead.company, CALL_VARIABLE_LIMITS.company),
    language: lead.language,
  };
}
