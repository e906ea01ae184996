import { z } from 'zod';
import { CONTACT_SOURCES, INDUSTRY_OPTIONS, type ContactSource } from '../demo-request/contact-schema.ts';

/** The sales pipeline a lead moves through in the inbox. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Where a new lead is announced; each is enabled by its environment variables. */
export const DELIVERY_CHANNELS = ['email', 'webhook'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const CHANNEL_LABELS: Record<DeliveryChannel, string> = { email: 'E-mail', webhook: 'Webhook' };
export const SOURCE_LABELS: Record<ContactSource, string> = { demo: 'Demo request', investor: 'Investor enquiry', chat: 'Chat' };
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

export const LEADS_PAGE_SIZE = 25;

const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The inbox's list filter, read from the query string by the list and the CSV export alike. */
export const leadFilterSchema = z.object({
  q: optionalFilter(z.string().trim().max(200)),
  industry: optionalFilter(z.enum(INDUSTRY_OPTIONS.map((option) => option.value) as [string, ...string[]])),
  status: optionalFilter(z.enum(LEAD_STATUSES)),
  source: optionalFilter(z.enum(CONTACT_SOURCES)),
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
  source: ContactSource;
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
  deliveries: LeadDelivery[];
  notes: LeadNote[];
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
