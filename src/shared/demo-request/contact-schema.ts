import { z } from '../zod.ts';

/** Industry options of the demo form: values are stored, labels are shown. */
export const INDUSTRY_OPTIONS = [
  { value: 'real-estate', label: 'Real Estate' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'legal', label: 'Legal Services' },
  { value: 'ecommerce', label: 'E-commerce' },
  { value: 'other', label: 'Other' },
] as const;

export type Industry = (typeof INDUSTRY_OPTIONS)[number]['value'];
const industryValues = INDUSTRY_OPTIONS.map((option) => option.value) as [Industry, ...Industry[]];

/** Where a contact came from: the demo form, the investor enquiry dialog or the chat. */
export const CONTACT_SOURCES = ['demo', 'investor', 'chat'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

/** Maximum lengths, enforced by the form (maxLength) and by the server. */
export const CONTACT_LIMITS = {
  firstName: 80,
  lastName: 80,
  email: 254,
  phone: 32,
  company: 150,
  message: 2000,
} as const;

export type ContactField = keyof typeof CONTACT_LIMITS | 'industry';

const MESSAGES = {
  required: 'Required',
  email: 'Enter a valid e-mail address, like name@company.com',
  phone: 'Enter a valid phone number',
  industry: 'Choose one of the listed industries',
  tooLong: (max: number) => `Must be ${max} characters or fewer`,
  characters: 'Contains characters that are not allowed',
} as const;

/** No NUL (PostgreSQL text cannot hold it) and no unpaired UTF-16 surrogate (not a character). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this excludes.
const STORABLE_TEXT = /^[^\u0000\p{Cs}]*$/u;

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Zod's classic wording: "Required" when missing, "Expected string, received number" for a wrong type. */
const stringError = (issue: { input?: unknown }) =>
  issue.input === undefined ? MESSAGES.required : `Expected string, received ${describeType(issue.input)}`;

const requiredText = (max: number) =>
  z.string({ error: stringError }).trim().min(1, MESSAGES.required).max(max, MESSAGES.tooLong(max)).regex(STORABLE_TEXT, MESSAGES.characters);

const optionalText = (max: number) =>
  z.string({ error: stringError }).trim().max(max, MESSAGES.tooLong(max)).regex(STORABLE_TEXT, MESSAGES.characters).optional().default('');

/** Phone is optional; when given it needs at least 7 digits and only phone punctuation. */
const phoneSchema = optionalText(CONTACT_LIMITS.phone).refine(
  (value) => value === '' || (/^[+\d\s().\-ext]*$/i.test(value) && value.replace(/\D/g, '').length >= 7),
  MESSAGES.phone,
);

/** Name of the honeypot input: plausible to a bot, hidden from people. */
export const HONEYPOT_FIELD = 'website';

/**
 * The demo request as the visitor submits it: the spec's Contact entity without id and createdAt.
 * Shared by the form (inline errors) and the server (the authority).
 */
export const contactInputSchema = z.object({
  firstName: requiredText(CONTACT_LIMITS.firstName),
  lastName: requiredText(CONTACT_LIMITS.lastName),
  email: requiredText(CONTACT_LIMITS.email).pipe(z.email(MESSAGES.email)),
  phone: phoneSchema,
  company: requiredText(CONTACT_LIMITS.company),
  industry: z
    .union([z.literal(''), z.enum(industryValues, { error: MESSAGES.industry })], { error: MESSAGES.industry })
    .optional()
    .default(''),
  message: optionalText(CONTACT_LIMITS.message),
  source: z.enum(CONTACT_SOURCES).optional().default('demo'),
  /**
   * Spam signals our forms send (docs/decisions/0004-spam-protection.md). `website` is a honeypot:
   * an input people never see, so any value means a bot filled it. `elapsedMs` is the time from page
   * load to sending, measured by the browser's monotonic clock (performance.now()), not a timestamp.
   * Neither is stored; a bot's submission is answered like any other.
   */
  [HONEYPOT_FIELD]: z.string({ error: stringError }).optional(),
  elapsedMs: z.number({ error: 'Expected a number of milliseconds' }).nonnegative().optional(),
});

export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactSubmission = z.output<typeof contactInputSchema>;

/** What the form starts with: every field an empty string (spec section 5). */
export const EMPTY_CONTACT_FORM = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  industry: '',
  message: '',
} as const satisfies Record<ContactField, string>;

export type ContactFormValues = { -readonly [K in keyof typeof EMPTY_CONTACT_FORM]: string };

export type FieldErrors = Partial<Record<string, string>>;

/** First message per field, the shape both the API's 400 answer and the form use. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_form';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The answer of POST /api/contacts on success. */
export interface ContactCreated {
  id: string;
  createdAt: string;
}
