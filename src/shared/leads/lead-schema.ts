import type { BookingPass } from '../booking/booking-schema.ts';
import { isMultiLineText, isSingleLineText, toSingleLine } from '../text/plain-text.ts';
import { FORM_CHROME, type FormValidationWords } from '../content/form-chrome.ts';
import { FORM_CHROME as SPANISH_FORM_CHROME } from '../content/es/form-chrome.ts';
import { conversationTokenSchema } from '../assistant/live-chat-schema.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales.ts';
import { z } from '../zod.ts';
import { CALL_CONSENT_VERSIONS } from './call-consents.ts';

/** Industry options of the demo form: values are stored, labels are shown. */
export const INDUSTRY_OPTIONS = [
  { value: 'real-estate', label: 'Real Estate' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'legal', label: 'Legal Services' },
  { value: 'ecommerce', label: 'E-commerce' },
  { value: 'other', label: 'Other' },
] as const;

export type Industry = (typeof INDUSTRY_OPTIONS)[number]['value'];
export const INDUSTRY_VALUES = INDUSTRY_OPTIONS.map((option) => option.value) as [Industry, ...Industry[]];

/** Which form made a lead: the demo request form, the investor form or the chat lead form. */
export const LEAD_SOURCES = ['demo', 'investor', 'chat'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** Maximum lengths, enforced by the form (maxLength) and by the server. */
export const LEAD_LIMITS = {
  firstName: 80,
  lastName: 80,
  email: 254,
  phone: 32,
  company: 150,
  message: 2000,
} as const;

export type LeadField = keyof typeof LEAD_LIMITS | 'industry';

/** The validation messages in each language: the form validates with its page's, the server with the lead's. */
const VALIDATION_WORDS: Readonly<Record<Locale, FormValidationWords | typeof SPANISH_FORM_CHROME.validation>> = {
  en: FORM_CHROME.validation,
  es: SPANISH_FORM_CHROME.validation,
};

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * The chat conversation a lead may carry, as the visitor's browser reports it: what the visitor and the assistant
 * said, in order. The browser's word only: stored and shown apart from the turns our server relayed itself.
 */
export const TRANSCRIPT_LIMITS = { messages: 100, chars: 2000 } as const;

const transcriptSchema = z
  .array(
    z.object({
      role: z.enum(['user', 'assistant']),
      content: z.string().max(TRANSCRIPT_LIMITS.chars).refine(isMultiLineText, FORM_CHROME.validation.characters),
      /** Milliseconds since the epoch, as the browser recorded it. */
      timestamp: z.number().int().nonnegative(),
    }),
  )
  .max(TRANSCRIPT_LIMITS.messages, `At most ${TRANSCRIPT_LIMITS.messages} messages`);

export type TranscriptEntry = z.output<typeof transcriptSchema>[number];
/** Name of the honeypot input: plausible to a bot, hidden from people. */
export const HONEYPOT_FIELD = 'website';

/** The lead's language: the page's the visitor sent it from, English when the form does not say. */
const languageSchema = z.enum(LOCALES).optional().default(DEFAULT_LOCALE);

/** The lead schemas with their messages in one language (the rules are the same in every language). */
function buildLeadSchemas(words: FormValidationWords | typeof SPANISH_FORM_CHROME.validation) {
  /** Zod's classic wording for a wrong type: "Expected string, received number"; a missing field is required. */
  const stringError = (issue: { input?: unknown }) =>
    issue.input === undefined ? words.required : `Expected string, received ${describeType(issue.input)}`;

  /**
   * A single-line field: line breaks and tabs fold into one space (a pasted name keeps working), and
   * any other control character is refused, so no field can forge a line of the sales e-mail.
   */
  const singleLine = () => z.string({ error: stringError }).overwrite(toSingleLine).trim();

  const requiredText = (max: number) =>
    singleLine().min(1, words.required).max(max, words.tooLong(max)).refine(isSingleLineText, words.characters);

  const optionalText = (max: number) =>
    singleLine().max(max, words.tooLong(max)).refine(isSingleLineText, words.characters).optional().default('');

  /** The message is the one multi-line field: line breaks stay, other control characters are refused. */
  const multiLineText = (max: number) =>
    z.string({ error: stringError }).trim().max(max, words.tooLong(max)).refine(isMultiLineText, words.characters).optional().default('');

  /** Phone is optional; when given it needs at least 7 digits and only phone punctuation. */
  const phoneSchema = optionalText(LEAD_LIMITS.phone).refine(
    (value) => value === '' || (/^[+\d\s().\-ext]*$/i.test(value) && value.replace(/\D/g, '').length >= 7),
    words.phone,
  );

  /**
   * The visitor ticked "Call me now": the version of the consent text they saw (any language's current one) and
   * the page they were on. The server stores the text of that version, the time and the IP as evidence.
   */
  const callConsentSchema = z.object({
    version: z.enum(CALL_CONSENT_VERSIONS, { error: words.consentChanged }),
    page: z.string().trim().max(300).regex(/^\//, 'Expected a path such as /').refine(isSingleLineText, words.characters),
  });

  /**
   * The demo request as the visitor submits it: the spec's Contact entity without id and createdAt.
   * Shared by the form (inline errors) and the server (the authority).
   */
  const lead = z
    .object({
      firstName: requiredText(LEAD_LIMITS.firstName),
      lastName: requiredText(LEAD_LIMITS.lastName),
      email: requiredText(LEAD_LIMITS.email).pipe(z.email(words.email)),
      phone: phoneSchema,
      company: requiredText(LEAD_LIMITS.company),
      industry: z
        .union([z.literal(''), z.enum(INDUSTRY_VALUES, { error: words.industry })], { error: words.industry })
        .optional()
        .default(''),
      message: multiLineText(LEAD_LIMITS.message),
      source: z.enum(LEAD_SOURCES).optional().default('demo'),
      language: languageSchema,
      /**
       * Spam signals our forms send (docs/decisions/0004-spam-protection.md). `website` is a honeypot:
       * an input people never see, so any value means a bot filled it. `elapsedMs` is the time from page
       * load to sending, measured by the browser's monotonic clock (performance.now()), not a timestamp.
       * Neither is stored; a bot's submission is answered like any other.
       */
      [HONEYPOT_FIELD]: z.string({ error: stringError }).optional(),
      elapsedMs: z.number({ error: 'Expected a number of milliseconds' }).nonnegative().optional(),
      /** The visitor's chat with the assistant in the same tab, as their browser reports it. */
      transcript: transcriptSchema.optional(),
      /** The live conversation's token: the server attaches the turns it relayed in that conversation. */
      conversationToken: conversationTokenSchema.optional(),
      callConsent: callConsentSchema.optional(),
    })
    .refine((input) => !input.callConsent || input.phone !== '', { message: words.callBackPhone, path: ['phone'] });

  /**
   * The chat's short lead form: a name, an e-mail address or a phone number, and consent to be
   * contacted. Its fields use the demo form's own rules (the same validators above).
   */
  const chatLead = z
    .object({
      name: requiredText(LEAD_LIMITS.firstName + LEAD_LIMITS.lastName),
      email: optionalText(LEAD_LIMITS.email).refine((value) => value === '' || z.email().safeParse(value).success, words.email),
      phone: phoneSchema,
      consent: z.literal(true, { error: words.chatConsent }),
      language: languageSchema,
      transcript: transcriptSchema.optional(),
      conversationToken: conversationTokenSchema.optional(),
      [HONEYPOT_FIELD]: z.string({ error: stringError }).optional(),
      elapsedMs: z.number({ error: 'Expected a number of milliseconds' }).nonnegative().optional(),
    })
    .refine((input) => input.email !== '' || input.phone !== '', { path: ['email'], message: words.chatReach });

  return { lead, chatLead };
}

type LeadSchemas = ReturnType<typeof buildLeadSchemas>;
const schemasByLocale = new Map<Locale, LeadSchemas>();

/** The lead schemas whose messages are in `locale` (built once per language, on first use). */
export function leadSchemasFor(locale: Locale): LeadSchemas {
  let schemas = schemasByLocale.get(locale);
  if (!schemas) {
    schemas = buildLeadSchemas(VALIDATION_WORDS[locale]);
    schemasByLocale.set(locale, schemas);
  }
  return schemas;
}

/** The demo request, with English messages (see leadSchemasFor for another language's). */
export const leadInputSchema = leadSchemasFor(DEFAULT_LOCALE).lead;

/** The chat's short lead form, with English messages. */
export const chatLeadInputSchema = leadSchemasFor(DEFAULT_LOCALE).chatLead;

export type LeadInput = z.input<typeof leadInputSchema>;
export type LeadSubmission = z.output<typeof leadInputSchema>;

/** What the form starts with: every field an empty string (spec section 5). */
export const EMPTY_LEAD_FORM = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  industry: '',
  message: '',
} as const satisfies Record<LeadField, string>;

export type LeadFormValues = { -readonly [K in keyof typeof EMPTY_LEAD_FORM]: string };

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

/** A required text field left empty (the schema's `.min(1)`): told apart by the issue's code, in any language. */
const isEmptyFieldIssue = (issue: z.core.$ZodIssue) => issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1;

/** The fields whose first problem is that they are empty: the form's required fields, whatever the messages say. */
export function emptyFieldsOf(error: z.ZodError): ReadonlySet<string> {
  const firstIssues = new Map<string, z.core.$ZodIssue>();
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_form';
    if (!firstIssues.has(key)) firstIssues.set(key, issue);
  }
  return new Set([...firstIssues].filter(([, issue]) => isEmptyFieldIssue(issue)).map(([key]) => key));
}

/** The answer of POST /api/contacts on success. */
export interface LeadCreated {
  id: string;
  createdAt: string;
  /** Present when the visitor asked for a call-back: when it will come, or why it will not. */
  callBack?: CallBackPromise;
  /** Books a meeting with sales for this lead (GET /api/booking/slots, POST /api/booking). */
  booking?: BookingPass;
}

export type ChatLeadInput = z.input<typeof chatLeadInputSchema>;
export type ChatLead = z.output<typeof chatLeadInputSchema>;

/** The chat lead as a lead submission: split name, no company, a message saying how to reach the visitor. */
export function leadFromChatLead(lead: ChatLead): LeadSubmission {
  const [firstName = '', ...rest] = lead.name.split(/\s+/);
  return {
    firstName,
    lastName: rest.join(' '),
    email: lead.email,
    phone: lead.phone,
    company: '',
    industry: '',
    message: `Asked in the chat to be contacted${lead.phone ? ` by phone at ${lead.phone}` : ''}${lead.email ? `${lead.phone ? ' or' : ''} by e-mail at ${lead.email}` : ''}.`,
    source: 'chat',
    transcript: lead.transcript,
    conversationToken: lead.conversationToken,
    website: lead.website,
    elapsedMs: lead.elapsedMs,
    language: lead.language,
  };
}

export type CallBackPromise = { scheduled: true; at: string; when: string } | { scheduled: false; reason: string };
