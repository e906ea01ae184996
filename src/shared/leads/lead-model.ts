import { z } from 'zod';
import type { LeadMeeting } from '../booking/meeting-admin-model.ts';
import type { Locale } from '../i18n/locales.ts';
import type { LeadAttribution, LeadCallResult, LeadCallTransfer } from './call-result.ts';
import type { LeadCallAttempts } from './call-attempts.ts';
import { LEAD_SOURCES, INDUSTRY_OPTIONS, INDUSTRY_VALUES, type LeadSource, type TranscriptEntry } from './lead-schema.ts';

/** The sales pipeline a lead moves through in the inbox. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * The outbox's channels, each enabled by its environment variables: a new lead is announced by e-mail
 * and webhook; a consenting lead's AI call-back is placed by "callback"; its outcome is e-mailed by
 * "call-email" and posted to the webhook as lead.call_completed by "call-webhook". "call-cap-alert" e-mails the staff,
 * once a day, that the daily call-back cap stopped the calls (queued on the lead that hit it). "booking-alert" e-mails the staff,
 * at most once an hour, that meetings are being booked faster than people book them (queued on the booking that tripped it).
 */
export const DELIVERY_CHANNELS = ['email', 'webhook', 'callback', 'call-email', 'call-webhook', 'call-cap-alert', 'meeting-invite', 'meeting-webhook', 'booking-alert'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
/** The channels every new (non-spam, non-duplicate) lead gets a row for. */
export const NEW_LEAD_CHANNELS = ['email', 'webhook'] as const satisfies readonly DeliveryChannel[];

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const CHANNEL_LABELS: Record<DeliveryChannel, string> = {
  email: 'E-mail',
  webhook: 'Webhook',
  callback: 'AI call-back',
  'call-email': 'E-mail: call result',
  'call-webhook': 'Webhook: call result',
  'call-cap-alert': 'E-mail: daily call cap reached',
  'meeting-invite': 'E-mail: meeting invitation',
  'meeting-webhook': 'Webhook: meeting',
  'booking-alert': 'E-mail: bookings spiking',
};

/** A placed call's statuses, as the provider reports them (status-update server messages). */
export const PROVIDER_CALL_STATUSES = ['queued', 'ringing', 'in-progress', 'forwarding', 'ended'] as const;
export type ProviderCallStatus = (typeof PROVIDER_CALL_STATUSES)[number];
/** A status the provider sent, if it is one we know. */
export const providerCallStatus = (value: unknown): ProviderCallStatus | undefined => PROVIDER_CALL_STATUSES.find((known) => known === value);
/** A lead's call-back: scheduled or refused by us, then the provider's statuses once placed. */
export const LEAD_CALL_STATUSES = ['scheduled', 'not-called', ...PROVIDER_CALL_STATUSES] as const;
export type LeadCallStatus = (typeof LEAD_CALL_STATUSES)[number];
/** The provider's server messages we store on the call's timeline. */
export const CALL_EVENT_TYPES = ['status-update', 'end-of-call-report', 'transfer-update'] as const;
export type CallEventType = (typeof CALL_EVENT_TYPES)[number];

/** How a number came onto the do-not-call list: typed in by staff, or asked for by the person during a call. */
export const DO_NOT_CALL_SOURCES = ['staff', 'call-outcome'] as const;
export type DoNotCallSource = (typeof DO_NOT_CALL_SOURCES)[number];
export const SOURCE_LABELS: Record<LeadSource, string> = { demo: 'Demo request', investor: 'Investor enquiry', chat: 'Chat' };
/** The lead's language as staff read it (the admin, the sales e-mail, the CSV speak English). */
export const LANGUAGE_LABELS: Record<Locale, string> = { en: 'English', es: 'Spanish' };
export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
};

export function industryLabel(value: string | null): string {
  if (!value) return '';
  return INDUSTRY_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

/**
 * The two transcripts a lead may carry, named the same in the admin, the e-mail and the webhook docs: only the
 * relayed one is what our assistant said; the browser's may be written by anyone.
 */
export const TRANSCRIPT_HEADINGS = {
  relayed: 'Chat relayed by our server',
  browser: 'Reported by the visitor’s browser — not verified',
} as const;

export const LEADS_PAGE_SIZE = 25;

const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The inbox's list filter, read from the query string by the list and the CSV export alike. */
export const leadFilterSchema = z.object({
  q: optionalFilter(z.string().trim().max(200)),
  industry: optionalFilter(z.enum(INDUSTRY_VALUES)),
  status: optionalFilter(z.enum(LEAD_STATUSES)),
  source: optionalFilter(z.enum(LEAD_SOURCES)),
  /** Instants (ISO 8601): the browser turns the chosen local dates into them. */
  from: optionalFilter(z.iso.datetime({ offset: true })),
  to: optionalFilter(z.iso.datetime({ offset: true })),
  /** "only": the spam folder. Spam is never mixed into the normal list. */
  spam: optionalFilter(z.literal('only')),
  page: optionalFilter(z.coerce.number().int().min(1).max(100_000)),
});
export type LeadFilter = z.output<typeof leadFilterSchema>;

export interface LeadSummary {
  id: string;
  createdAt: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  industry: string | null;
  source: LeadSource;
  /** The language of the page the lead was sent from. */
  language: Locale;
  status: LeadStatus;
  isSpam: boolean;
}

export interface LeadList {
  leads: LeadSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface LeadDelivery {
  id: string;
  channel: DeliveryChannel;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  deliveredAt: string | null;
}

export interface LeadNote {
  id: string;
  authorName: string;
  body: string;
  createdAt: string;
}

export interface LeadDetail extends LeadSummary {
  phone: string | null;
  message: string | null;
  /** The live chat turns our server relayed itself, when the lead carried its conversation's token. */
  relayedTranscript: TranscriptEntry[] | null;
  /** The chat as the visitor's browser reported it with the lead: not verified, anyone can write it. */
  browserTranscript: TranscriptEntry[] | null;
  deliveries: LeadDelivery[];
  /** Channels the server has no configuration for: they send nothing and cannot be retried. */
  unconfiguredChannels: DeliveryChannel[];
  notes: LeadNote[];
  /** The AI call-back: consent evidence, the call and its timeline (absent on older servers). */
  callBack?: LeadCallBack;
  /** The lead's meetings with sales, the latest first (absent on older servers). */
  meetings?: LeadMeeting[];
  /** When staff last revoked the lead's booking links (tokens signed before stop working); null when never. */
  bookingLinksRevokedAt?: string | null;
  /** What the AI call-back learned (its latest reported call); null before any (absent on older servers). */
  callResult?: LeadCallResult | null;
  /** Where the lead came from: landing page, referrer, UTM (absent on older servers). */
  attribution?: LeadAttribution;
}

export interface LeadCallBack {
  consent: { text: string; version: string; consentedAt: string; ip: string | null; page: string | null } | null;
  call: {
    status: string;
    reason: string | null;
    phone: string | null;
    timeZone: string | null;
    scheduledFor: string | null;
    placedAt: string | null;
    endedAt: string | null;
    endedReason: string | null;
    durationSeconds: number | null;
    summary: string | null;
    transcript: string | null;
    recordingUrl: string | null;
  } | null;
  /** The provider's messages, oldest first. */
  events: { type: string; status: string | null; receivedAt: string }[];
  /** Why staff cannot place a call-back now; null when they can. */
  placeRefusal: string | null;
  /** The calls handed to the sales line, oldest first (absent on older servers). */
  transfers?: LeadCallTransfer[];
  /** Every call placed (the first and each retry) and the next one planned (absent on older servers). */
  attempts?: LeadCallAttempts;
}

export const NOTE_MAX_LENGTH = 5000;
export const leadUpdateSchema = z.object({ status: z.enum(LEAD_STATUSES) });
export const noteInputSchema = z.object({
  body: z.string().trim().min(1, 'Write a note first').max(NOTE_MAX_LENGTH, `Must be ${NOTE_MAX_LENGTH} characters or fewer`),
});

export const signInSchema = z.object({
  username: z.string().trim().min(1, 'Required').max(64),
  password: z.string().min(1, 'Required').max(1024),
});

export interface AdminIdentity {
  username: string;
}

/** A number on the do-not-call list, as the admin shows it. */
export interface DoNotCallEntry {
  phone: string;
  source: DoNotCallSource;
  note: string | null;
  addedBy: string | null;
  /** The lead whose call asked for it (call-outcome entries). */
  leadId: string | null;
  createdAt: string;
}

export const DO_NOT_CALL_NOTE_MAX_LENGTH = 500;
/** Staff add a number to the do-not-call list: any way of writing it; the server normalises it. */
export const doNotCallInputSchema = z.object({
  phone: z.string().trim().min(1, 'Enter the phone number').max(40, 'Must be 40 characters or fewer'),
  note: z.string().trim().max(DO_NOT_CALL_NOTE_MAX_LENGTH, `Must be ${DO_NOT_CALL_NOTE_MAX_LENGTH} characters or fewer`).optional().default(''),
});
export type DoNotCallInput = z.input<typeof doNotCallInputSchema>;
