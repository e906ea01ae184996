import { z } from '../zod.ts';

/**
 * What the beacon may report (docs/decisions/0016-cookieless-visitor-counting.md): a page view and the few things
 * a visitor does on the way to a lead. The server refuses any other name.
 */
export const ANALYTICS_EVENT_NAMES = [
  'page_view',
  'chat_opened',
  'question_asked',
  'voice_call_started',
  'demo_form_started',
  'lead_sent',
  'call_back_requested',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/** The events that make a visit "engaged": the visitor started a conversation or a form. */
export const ENGAGEMENT_EVENT_NAMES: readonly AnalyticsEventName[] = ['chat_opened', 'question_asked', 'voice_call_started', 'demo_form_started', 'lead_sent'];

/** The UTM parameters a landing page may carry, and the short keys the beacon sends them under. */
export const UTM_KEYS = { source: 'utm_source', medium: 'utm_medium', campaign: 'utm_campaign', term: 'utm_term', content: 'utm_content' } as const;
export type UtmKey = keyof typeof UTM_KEYS;

export const ANALYTICS_LIMITS = {
  /** A whole request body, in bytes: the beacon's are under 600. */
  bodyBytes: 2048,
  path: 512,
  referrer: 1024,
  utm: 100,
} as const;

/** Printable single-line text: what a path, a referrer or a campaign name can be. */
const printable = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[^\p{Cc}\p{Cs}]*$/u, 'must be printable text on one line');

const utmSchema = z
  .object({
    source: printable(ANALYTICS_LIMITS.utm).min(1).optional(),
    medium: printable(ANALYTICS_LIMITS.utm).min(1).optional(),
    campaign: printable(ANALYTICS_LIMITS.utm).min(1).optional(),
    term: printable(ANALYTICS_LIMITS.utm).min(1).optional(),
    content: printable(ANALYTICS_LIMITS.utm).min(1).optional(),
  })
  .strict();
export type Utm = z.infer<typeof utmSchema>;

/**
 * The body of POST /api/events: one event. `answered` says whether a question was answered from the site's content
 * (true) or declined (false), and is only for question_asked. Unknown keys are refused, not ignored.
 */
export const analyticsEventSchema = z
  .object({
    name: z.enum(ANALYTICS_EVENT_NAMES),
    /** The page's path, without its query: a query could hold what a visitor typed. */
    path: printable(ANALYTICS_LIMITS.path).regex(/^\/[^?#]*$/, 'must be a path such as /solutions'),
    /** document.referrer of a page view; only its host is kept. */
    referrer: printable(ANALYTICS_LIMITS.referrer).optional(),
    utm: utmSchema.optional(),
    answered: z.boolean().optional(),
  })
  .strict()
  .refine((event) => event.answered === undefined || event.name === 'question_asked', {
    message: 'answered is only for question_asked',
    path: ['answered'],
  });
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** Attribution a lead carries from the visit that made it (landing page, referrer's host, UTM parameters). */
export const leadAttributionSchema = z
  .object({
    landingPage: printable(ANALYTICS_LIMITS.path).regex(/^\/[^?#]*$/, 'must be a path such as /solutions').optional(),
    referrerHost: printable(253).regex(/^[a-z0-9.-]+(:\d+)?$/i, 'must be a host name').optional(),
    utm: utmSchema.optional(),
  })
  .strict();
export type LeadAttribution = z.infer<typeof leadAttributionSchema>;

/** The host of a referrer URL, lower case, or undefined when it is not an http(s) URL. */
export function referrerHostOf(referrer: string | undefined): string | undefined {
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    return /^https?:$/.test(url.protocol) && url.hostname ? url.hostname.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}
