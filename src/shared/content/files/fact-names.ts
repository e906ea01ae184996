/**
 * The facts a content file writes as {{name}} instead of by value: the ones a deploy may set in the environment
 * (company name, phone numbers, e-mail addresses: README "Configuration"), the prices, written the way each language
 * writes them, and the business hours. The build refuses a file that names any other (scripts/content); their values
 * are filled in by facts.ts.
 */
export const FACT_NAMES = [
  'company', 'legalName', 'phone', 'salesPhone', 'salesEmail', 'supportEmail', 'pressEmail', 'investorEmail', 'privacyEmail',
  'legalEmail', 'siteUrl', 'streetAddress', 'postalCode', 'city', 'foundedYear', 'demoResponseHours', 'businessHours',
  'setupMin', 'setupMax', 'monthlyFrom', 'setupRange', 'setupRangeInProse', 'setupRangeBetween', 'monthlyFromPlus',
] as const;

export type FactName = (typeof FACT_NAMES)[number];

/** `{{name}}`, with or without spaces inside the braces. */
export const FACT_PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** A text with each {{name}} replaced by its value; names not given are left as written (the build has refused them). */
export function fillFacts(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(FACT_PLACEHOLDER, (written, name: string) => values[name] ?? written);
}

/** Every string inside a parsed content file with its facts filled in, the shape kept. */
export function fillFactsDeep<T>(value: T, values: Readonly<Record<string, string>>): T {
  if (typeof value === 'string') return fillFacts(value, values) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillFactsDeep(item, values)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillFactsDeep(item, values)])) as T;
  }
  return value;
}
