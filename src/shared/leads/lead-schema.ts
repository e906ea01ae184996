import type { BookingPass } from '../booking/booking-schema.ts';
import { isMultiLineText, isSingleLineText, toSingleLine } from '../text/plain-text.ts';
import { CALL_CONSENT } from '../content/call-consent.ts';
import { conversationTokenSchema } from '../assistant/live-chat-schema.ts';
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

const MESSAGES = {
  required: 'Required',
  email: 'Enter a valid e-mail address, like name@company.com',
  phone: 'Enter a valid phone number',
  industry: 'Choose one of the listed industries',
  tooLong: (max: number) => `Must be ${max} characters or fewer`,
  characters: 'Contains characters that are not allowed',
} as const;

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Zod's classic wording: "Required" when missing, "Expected string, received number" for a wrong type. */
const stringError = (issue: { input?: unknown }) =>
  issue.input === undefined ? MESSAGES.required : `Expected string, received ${describeType(issue.input)}`;

/**
 * A single-line field: line breaks and tabs fold into one space (a pasted name keeps working), and
 * any other control character is refused, so no field can forge a line of the sales e-mail.
 */
const singleLine = () => z.string({ error: stringError }).overwrite(toSingleLine).trim();

const requiredText = (max: number) =>
  singleLine().min(1, MESSAGES.required).max(max, MESSAGES.tooLong(max)).refine(isSingleLineText, MESSAGES.characters);

const optionalText = (max: number) =>
  singleLine().max(max, MESSAGES.tooLong(max)).refine(isSingleLineText, MESSAGES.characters).optional().default('');

/** The message is the one multi-line field: line breaks stay, other control characters are refused. */
const multiLineText = (max: number) =>
  z
    .string({ error: stringError })
    .trim()
    .max(max, MESSAGES.tooLong(max))
    .refine(isMultiLineText, MESSAGES.characters)
    .optional()
    .default('');

/** Phone is optional; when given it needs at least 7 digits and only phone punctuation. */
const phoneSchema = optionalText(LEAD_LIMITS.phone).refine(
  (value) => value === '' || (/^[+\d\s().\-ext]*$/i.test(value) && value.replace(/\D/g, '').length >= 7),
  MESSAGES.phone,
);

/**
 * The chat conversation a lead may carry, as the visitor's browser reports it: what the visitor and the assistant
 * said, in order. The browser's word only: stored and shown apart from the turns our server relayed itself.
 */
export const TRANSCRIPT_LIMITS = { messages: 100, chars: 2000 } as const;

const transcriptSchema = z
  .array(
    z.object({
      role: z.enum(['user', 'assistant']),
      content: z.string().max(TRANSCRIPT_LIMITS.chars).refine(isMultiLineText, MESSAGES.characters),
      /** Milliseconds since the epoch, as the browser recorded it. */
      timestamp: z.number().int().nonnegative(),
    }),
  )
  .max(TRANSCRIPT_LIMITS.messages, `At most ${TRANSCRIPT_LIMITS.messages} messages`);

export type TranscriptEntry = z.output<typeof transcriptSchema>[number];
/**
 * The visitor ticked "Call me now": the version of the consent text they saw and the page they were
 * on. The server stores the matching text, the time and the IP as evidence.
 */
const callConsentSchema = z.object({
  version: z.literal(CALL_CONSENT.version, { error: 'The consent text has changed. Reload the page and tick the box again.' }),
  page: z.string().trim().max(300).regex(/^\//, 'Expected a path such as /').refine(isSingleLineText, MESSAGES.characters),
});

/** Name of the honeypot input: plausible to a bot, hidden from people. */
export const HONEYPOT_FIELD = 'website';

/**
 * The demo request as the visitor submits it: the spec's Contact entity without id and createdAt.
 * Shared by the form (inline errors) and the server (the authority).
 */
export const leadInputSchema = z.object({
  firstName: requiredText(LEAD_LIMITS.firstName),
  lastName: requiredText(LEAD_LIMITS.lastName),
  email: requiredText(LEAD_LIMITS.email).pipe(z.email(MESSAGES.email)),
  phone: phoneSchema,
  company: requiredText(LEAD_LIMITS.company),
  industry: z
    .union([z.literal(''), z.enum(INDUSTRY_VALUES, { error: MESSAGES.industry })], { error: MESSAGES.industry })
    .optional()
    .default(''),
  message: multiLineText(LEAD_LIMITS.message),
  source: z.enum(LEAD_SOURCES).optional().default('demo'),
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
}).refine((lead) => !lead.callConsent || lead.phone !== '', {
  message: 'Enter the number we should call',
  path: ['phone'],
});

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

/** The answer of POST /api/contacts on success. */
export interface LeadCreated {
  id: string;
  createdAt: string;
  /** Present when the visitor asked for a call-back: when it will come, or why it will not. */
  callBack?: CallBackPromise;
  /** Books a meeting with sales for this lead (GET /api/booking/slots, POST /api/booking). */
  booking?: BookingPass;
}

/**
 * The chat's short lead form: a name, an e-mail address or a phone number, and consent to be
 * contacted. Its fields use the demo form's own rules (the same validators above).
 */
export const chatLeadInputSchema = z
  .object({
    name: requiredText(LEAD_LIMITS.firstName + LEAD_LIMITS.lastName),
    email: optionalText(LEAD_LIMITS.email).refine((value) => value === '' || z.email().safeParse(value).success, MESSAGES.email),
    phone: phoneSchema,
    consent: z.literal(true, { error: 'Please agree so that we may contact you' }),
    transcript: transcriptSchema.optional(),
    conversationToken: conversationTokenSchema.optional(),
    [HONEYPOT_FIELD]: z.string({ error: stringError }).optional(),
    elapsedMs: z.number({ error: 'Expected a number of milliseconds' }).nonnegative().optional(),
  })
  .refine((lead) => lead.email !== '' || lead.phone !== '', { path: ['email'], message: 'Enter an e-mail address or a phone number' });

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
  };
}

export type CallBackPromise = { scheduled: true; at: string; when: string } | { scheduled: false; reason: string };
