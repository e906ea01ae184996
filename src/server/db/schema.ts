import { sql, type SQL } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { MEETING_BOOKED_VIA, MEETING_STATUSES, type MeetingBookedVia, type MeetingStatus } from '../../shared/booking/booking-schema.ts';
import { ANALYTICS_EVENT_NAMES, type AnalyticsEventName } from '../../shared/analytics/analytics-events.ts';
import { LOCALES, type Locale } from '../../shared/i18n/locales.ts';
import { SUPPRESSION_REASONS, type SuppressionReason } from '../../shared/leads/suppression-model.ts';
import { CALL_ATTEMPT_OUTCOMES, type CallAttemptOutcome } from '../../shared/leads/call-attempts.ts';
import { BUYING_TIMELINES, INTEREST_LEVELS, TRANSFER_OUTCOMES, type BuyingTimeline, type InterestLevel, type TransferOutcome } from '../../shared/leads/call-result.ts';
import {
  LEAD_SOURCES,
  INDUSTRY_VALUES,
  type LeadSource,
  type Industry,
  type TranscriptEntry,
} from '../../shared/leads/lead-schema.ts';
import {
  DELIVERY_CHANNELS,
  DELIVERY_STATUSES,
  CALL_EVENT_TYPES,
  DO_NOT_CALL_SOURCES,
  LEAD_CALL_STATUSES,
  PROVIDER_CALL_STATUSES,
  LEAD_STATUSES,
  type DeliveryChannel,
  type DeliveryStatus,
  type CallEventType,
  type DoNotCallSource,
  type LeadCallStatus,
  type ProviderCallStatus,
  type LeadStatus,
} from '../../shared/leads/lead-model.ts';

/**
 * A CHECK that the column holds one of the values the TypeScript type allows: the database refuses what the
 * code would never write, from the same list (a new value needs a migration, which drizzle-kit generates).
 */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} IN (${sql.raw(list)})`;
}

/** Leads: what the demo request form, the investor form and the chat lead form send (the spec's Contact entity, section 3). */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company').notNull(),
    industry: text('industry').$type<Industry>(),
    message: text('message'),
    source: text('source').$type<LeadSource>().notNull().default('demo'),
    /** The language of the page the lead was sent from: what the call-back, the invitation and the booking page speak. */
    language: text('language').$type<Locale>().notNull().default('en'),
    /**
     * The chat conversation as the visitor's browser reported it with the lead: the browser's word, never shown
     * as what our assistant said (see relayedTranscript).
     */
    transcript: jsonb('transcript').$type<TranscriptEntry[]>(),
    /** The live chat turns our server relayed itself (assistant_turns of the visitor's conversation), copied at the lead. */
    relayedTranscript: jsonb('relayed_transcript').$type<TranscriptEntry[]>(),
    /** Sales pipeline status: new, contacted, qualified, won, lost. */
    status: text('status').$type<LeadStatus>().notNull().default('new'),
    /** Caught by the honeypot or the minimum fill time: kept, never notified. */
    isSpam: boolean('is_spam').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Attribution of the visit that made the lead (src/server/features/analytics): its first page, referrer's host, UTM parameters. */
    landingPage: text('landing_page'),
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmTerm: text('utm_term'),
    utmContent: text('utm_content'),
    /** Signed into every booking token of the lead; staff raise it to revoke the links handed out so far (booking-token.ts). */
    bookingTokenGeneration: integer('booking_token_generation').notNull().default(0),
    /** When staff last revoked the lead's booking links. */
    bookingLinksRevokedAt: timestamp('booking_links_revoked_at', { withTimezone: true }),
    /** What the AI call-back learned (call-back/call-result.ts): the latest reported call's structured result; null until one. */
    companySize: integer('company_size'),
    monthlyCallVolume: integer('monthly_call_volume'),
    currentTools: text('current_tools').array(),
    buyingTimeline: text('buying_timeline').$type<BuyingTimeline>(),
    decisionMaker: boolean('decision_maker'),
    interestLevel: text('interest_level').$type<InterestLevel>(),
    doNotCall: boolean('do_not_call'),
    callResultAt: timestamp('call_result_at', { withTimezone: true }),
  },
  (table) => [
    index('leads_created_at_idx').on(table.createdAt.desc()),
    // The duplicate check of each new lead (accept_lead): same e-mail in any case, recent first.
    index('leads_email_lower_created_at_idx').on(sql`lower(${table.email})`, table.createdAt.desc()),
    check('leads_industry_known', oneOf(table.industry, INDUSTRY_VALUES)),
    check('leads_source_known', oneOf(table.source, LEAD_SOURCES)),
    check('leads_status_known', oneOf(table.status, LEAD_STATUSES)),
    check('leads_language_known', oneOf(table.language, LOCALES)),
    check('leads_buying_timeline_known', oneOf(table.buyingTimeline, BUYING_TIMELINES)),
    check('leads_interest_level_known', oneOf(table.interestLevel, INTEREST_LEVELS)),
    check('leads_call_counts_sane', sql`${table.companySize} >= 0 AND ${table.monthlyCallVolume} >= 0`),
  ],
);

/** Staff accounts for the leads inbox (spec section 3, User). */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  isActive: boolean('is_active').notNull().default(true),
});

/**
 * The notification outbox: one row per lead and channel, written in the lead's own transaction and
 * delivered by the worker in src/server/features/leads (at least once, with retries).
 */
export const leadDeliveries = pgTable(
  'lead_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** email or webhook. */
    channel: text('channel').$type<DeliveryChannel>().notNull(),
    /** pending, delivered, failed (retries exhausted) or skipped (channel not configured). */
    status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a pending delivery is due; while an instance holds it, the end of that instance's lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the instance that claimed the current attempt, so only it records the outcome. */
    claimToken: uuid('claim_token'),
    /**
     * Raised when news is queued while a send is in flight (the meeting's channels): the worker records success only
     * for the generation it claimed, and otherwise sends again, so the latest change is never marked done unsent.
     */
    generation: integer('generation').notNull().default(0),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('lead_deliveries_lead_channel_unique').on(table.leadId, table.channel),
    index('lead_deliveries_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    check('lead_deliveries_channel_known', oneOf(table.channel, DELIVERY_CHANNELS)),
    check('lead_deliveries_status_known', oneOf(table.status, DELIVERY_STATUSES)),
  ],
);

/** Internal notes on a lead, written in the leads inbox. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept when the account is deleted, so the note still says who wrote it. */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lead_notes_lead_idx').on(table.leadId, table.createdAt)],
);

/** Server-side admin sessions. The cookie holds a random token; only its SHA-256 is stored. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('admin_sessions_user_idx').on(table.userId)],
);

/**
 * Browsers that signed in before (device cookies): one of them is trusted for its user's sign-ins and not
 * held back by the brake that strangers' failures put on the username. Only the token's hash is stored.
 */
export const adminDevices = pgTable(
  'admin_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('admin_devices_user_idx').on(table.userId)],
);

/** Failed sign-ins, counted per client (an IP, or a trusted device) and per username for the sign-in rate limit. */
export const adminLoginFailures = pgTable(
  'admin_login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ip: text('ip').notNull(),
    username: text('username').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('admin_login_failures_ip_idx').on(table.ip, table.failedAt),
    index('admin_login_failures_username_idx').on(table.username, table.failedAt),
  ],
);

/** Evidence of a visitor's consent to an automated call-back: exactly what they agreed to, when and where. */
export const callConsents = pgTable('call_consents', {
  leadId: uuid('lead_id')
    .primaryKey()
    .references(() => leads.id, { onDelete: 'cascade' }),
  /** The checkbox label and disclosure as shown, word for word. */
  text: text('text').notNull(),
  version: text('version').notNull(),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
  ip: text('ip'),
  /** Path of the page the form was on. */
  page: text('page'),
});

/**
 * The AI call-back of a consenting lead: one per lead at most (never called twice). The outbox row
 * (lead_deliveries, channel "callback") places it; the provider's server messages fill in the outcome.
 */
export const leadCalls = pgTable(
  'lead_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .unique()
      .references(() => leads.id, { onDelete: 'cascade' }),
    phoneE164: text('phone_e164'),
    /** The lead's time zone, inferred from the number (else the company's). */
    timeZone: text('time_zone'),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    /** scheduled, not-called, then the provider's: queued, ringing, in-progress, forwarding, ended. */
    status: text('status').$type<LeadCallStatus>().notNull(),
    /** Why the lead is not called (number refused, called before, a cap reached, refused by the provider). */
    reason: text('reason'),
    /** The consenting visitor's address, or its IPv6 /64: at most a few call-backs per network a day. */
    clientNetwork: text('client_network'),
    providerCallId: text('provider_call_id').unique(),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    endedReason: text('ended_reason'),
    durationSeconds: integer('duration_seconds'),
    summary: text('summary'),
    structuredData: jsonb('structured_data'),
    transcript: text('transcript'),
    recordingUrl: text('recording_url'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lead_calls_phone_idx').on(table.phoneE164, table.createdAt),
    index('lead_calls_client_network_idx').on(table.clientNetwork, table.createdAt),
    index('lead_calls_placed_at_idx').on(table.placedAt),
    check('lead_calls_status_known', oneOf(table.status, LEAD_CALL_STATUSES)),
  ],
);

/**
 * Each call placed for a lead's call-back (issue 38): the first and every retry. A row is written when the attempt
 * claims one of the day's calls (placed_at: what the daily cap counts), before the provider is asked; the provider's
 * call id follows, and the end-of-call report fills in how it ended and the next attempt planned, if any.
 */
export const callAttempts = pgTable(
  'call_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    leadCallId: uuid('lead_call_id')
      .notNull()
      .references(() => leadCalls.id, { onDelete: 'cascade' }),
    /** 1 for the first call, then 2, 3… */
    attemptNumber: integer('attempt_number').notNull(),
    phoneE164: text('phone_e164').notNull(),
    providerCallId: text('provider_call_id').unique(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedReason: text('ended_reason'),
    outcome: text('outcome').$type<CallAttemptOutcome>(),
    /** The next attempt planned when this one ended; null when none is. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Why no further attempt follows, or why the planned one was called off (staff's words). */
    retryNote: text('retry_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('call_attempts_lead_number').on(table.leadId, table.attemptNumber),
    index('call_attempts_placed_at_idx').on(table.placedAt),
    check('call_attempts_outcome_known', oneOf(table.outcome, CALL_ATTEMPT_OUTCOMES)),
    check('call_attempts_number_positive', sql`${table.attemptNumber} >= 1`),
  ],
);

/**
 * A booking page address short enough to say in a voicemail (/b/<code>): it stands for the lead's booking page
 * token, with the same expiry and the same revocation (the lead's booking token generation when it was made).
 */
export const bookingShortLinks = pgTable(
  'booking_short_links',
  {
    code: text('code').primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    tokenGeneration: integer('token_generation').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('booking_short_links_lead_idx').on(table.leadId, table.expiresAt)],
);

/** Numbers that are never called: entered by staff in the admin, or added when a person asked during a call. */
export const doNotCallNumbers = pgTable(
  'do_not_call_numbers',
  {
    phoneE164: text('phone_e164').primaryKey(),
    source: text('source').$type<DoNotCallSource>().notNull(),
    /** Staff's note, or what the call outcome said. */
    note: text('note'),
    /** The staff member who added it (kept as a name when the account is deleted). */
    addedBy: text('added_by'),
    /** The lead whose call asked for it. */
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('do_not_call_numbers_source_known', oneOf(table.source, DO_NOT_CALL_SOURCES))],
);

/**
 * A call a lead made to our number (the website assistant answers it), recorded from its first server message when
 * the caller's number is one a call-back rang: the person replied, so no planned retry rings them again
 * (retries/retry-stops.ts). Calls from other numbers are not recorded. Deleted with the lead.
 */
export const leadInboundCalls = pgTable(
  'lead_inbound_calls',
  {
    providerCallId: text('provider_call_id').primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    phoneE164: text('phone_e164').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('lead_inbound_calls_phone_idx').on(table.phoneE164, table.receivedAt), index('lead_inbound_calls_lead_idx').on(table.leadId)],
);

/** The day (in SITE_TIMEZONE) the daily call-back cap was reached: one alert e-mail a day, queued on that lead. */
export const callCapAlerts = pgTable('call_cap_alerts', {
  day: text('day').primaryKey(),
  leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The hour (UTC, `YYYY-MM-DDTHH`) whose bookings ran fast enough to alert the staff: one alert e-mail an hour at most. */
export const bookingSpikeAlerts = pgTable('booking_spike_alerts', {
  hour: text('hour').primaryKey(),
  leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
  bookings: integer('bookings').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A live chat conversation relayed to the provider. The browser holds a random token (only its SHA-256 is here),
 * so it can continue its own conversation and no other; the provider's chat id never leaves the server.
 */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The provider's id of the last turn, which chains the next one. */
    providerChatId: text('provider_chat_id'),
    liveTurns: integer('live_turns').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastTurnAt: timestamp('last_turn_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('assistant_conversations_last_turn_idx').on(table.lastTurnAt)],
);

/** Each turn our server relayed: the visitor's words as sent, the provider's reply as received. */
export const assistantTurns = pgTable(
  'assistant_turns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('assistant_turns_conversation_idx').on(table.conversationId, table.createdAt),
    check('assistant_turns_role_known', sql`${table.role} IN ('user', 'assistant')`),
  ],
);

/** Live chat turns per UTC day, across instances: the model budget (ASSISTANT_LIVE_MAX_PER_DAY). */
export const assistantLiveUsage = pgTable('assistant_live_usage', {
  day: text('day').primaryKey(),
  turns: integer('turns').notNull().default(0),
});

/**
 * Questions the chat could not answer from our content, with personal data taken out, counted per UTC day: where
 * the content should grow. No visitor, conversation or address is kept with them.
 */
export const assistantUnansweredQuestions = pgTable(
  'assistant_unanswered_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The question folded for counting: lower case, letters and digits only. */
    questionKey: text('question_key').notNull(),
    /** The question as first asked that day, personal data replaced by [email], [phone], [name]... */
    questionText: text('question_text').notNull(),
    askedOn: date('asked_on', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(1),
    lastAskedAt: timestamp('last_asked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('assistant_unanswered_questions_key_day').on(table.questionKey, table.askedOn), index('assistant_unanswered_questions_day_idx').on(table.askedOn)],
);

/** Each server message about a call, stored once per (call, type, timestamp): the admin's call timeline. */
export const leadCallEvents = pgTable(
  'lead_call_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    providerCallId: text('provider_call_id').notNull(),
    type: text('type').$type<CallEventType>().notNull(),
    /** The message's own timestamp (or a hash of it when it has none): the key that makes a repeat a no-op. */
    eventKey: text('event_key').notNull(),
    /** The status the message reported (a report: ended); null when it named none we know. */
    status: text('status').$type<ProviderCallStatus>(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('lead_call_events_once').on(table.providerCallId, table.type, table.eventKey),
    index('lead_call_events_lead_idx').on(table.leadId, table.receivedAt),
    check('lead_call_events_type_known', oneOf(table.type, CALL_EVENT_TYPES)),
    check('lead_call_events_status_known', oneOf(table.status, PROVIDER_CALL_STATUSES)),
  ],
);

/**
 * A call-back handed to a person on the sales line (a warm transfer, issue 38): one row per provider call, from its
 * transfer-update; the end-of-call report settles the outcome. Counted by the dashboard as "transferred" (connected).
 */
export const leadCallTransfers = pgTable(
  'lead_call_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    providerCallId: text('provider_call_id').notNull().unique(),
    /** The number the call was transferred to (SALES_PHONE when the transfer was set up). */
    destination: text('destination').notNull(),
    /** The destination's name as the provider reported it, e.g. "Sales team". */
    takenBy: text('taken_by'),
    outcome: text('outcome').$type<TransferOutcome>().notNull().default('dialing'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('lead_call_transfers_lead_idx').on(table.leadId, table.requestedAt),
    index('lead_call_transfers_requested_idx').on(table.requestedAt),
    check('lead_call_transfers_outcome_known', oneOf(table.outcome, TRANSFER_OUTCOMES)),
  ],
);

/**
 * What the beacon reported (src/server/features/analytics), kept ANALYTICS_RETENTION_DAYS and rolled up daily. No
 * address, no cookie: a visitor is a hash of address and browser with a salt that changes every UTC day and is
 * never stored, so one visitor's days cannot be linked (docs/decisions/0016-cookieless-visitor-counting.md).
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    name: text('name').$type<AnalyticsEventName>().notNull(),
    path: text('path').notNull(),
    visitorHash: text('visitor_hash').notNull(),
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmTerm: text('utm_term'),
    utmContent: text('utm_content'),
    /** question_asked only: answered from the site's content (true) or declined (false). */
    answered: boolean('answered'),
  },
  (table) => [
    index('analytics_events_occurred_at_idx').on(table.occurredAt),
    // A lead's attribution (accept_lead) is its network's first page view today: a lookup however busy the day was.
    index('analytics_events_page_view_visitor_idx').on(table.visitorHash, table.occurredAt, table.id).where(sql`${table.name} = 'page_view'`),
    check('analytics_events_name_known', oneOf(table.name, ANALYTICS_EVENT_NAMES)),
  ],
);

/** A UTC day and a visit's attribution (its first page, referrer's host, UTM), '' standing for "none": the key of the daily rollups. */
const dailyAttribution = () => ({
    day: date('day', { mode: 'string' }).notNull(),
    landingPage: text('landing_page').notNull(),
    referrerHost: text('referrer_host').notNull(),
    utmSource: text('utm_source').notNull(),
    utmMedium: text('utm_medium').notNull(),
    utmCampaign: text('utm_campaign').notNull(),
});

/**
 * One row per UTC day and attribution (the first page view of each visit: its page, referrer's host, UTM): visits,
 * engaged visits and page views. '' stands for "none", so each combination has one row. Kept for good.
 */
export const analyticsDailyVisits = pgTable(
  'analytics_daily_visits',
  {
    ...dailyAttribution(),
    visits: integer('visits').notNull(),
    engagedVisits: integer('engaged_visits').notNull(),
    pageViews: integer('page_views').notNull(),
  },
  (table) => [index('analytics_daily_visits_day_idx').on(table.day)],
);

/**
 * One row per UTC day and attribution of the day's leads (not spam): how many, and what became of their call-backs,
 * so the dashboard reads a year without joining every lead to its call. '' stands for "none" ('' landing page: the
 * lead's visit was not tracked). Rolled up again while outcomes can still change (analytics/lead-rollups.ts).
 */
export const analyticsDailyLeads = pgTable(
  'analytics_daily_leads',
  {
    ...dailyAttribution(),
    leads: integer('leads').notNull(),
    callBacksRequested: integer('call_backs_requested').notNull(),
    callsPlaced: integer('calls_placed').notNull(),
    callsAnswered: integer('calls_answered').notNull(),
    /** The sales line (issue 38): calls placed, first and retries. */
    callAttempts: integer('call_attempts').notNull().default(0),
    /** Leads a person answered at some attempt. */
    answeredByPerson: integer('answered_by_person').notNull().default(0),
    /** Calls that reached an answering machine. */
    voicemails: integer('voicemails').notNull().default(0),
    /** Leads handed to a person on the sales line who picked up. */
    transferred: integer('transferred').notNull().default(0),
    /** Leads who booked a meeting during one of our calls, not cancelled. */
    meetingsFromCall: integer('meetings_from_call').notNull().default(0),
  },
  (table) => [index('analytics_daily_leads_day_idx').on(table.day)],
);

/**
 * The day's visit rollup summed by source (UTM source, else referrer host, else "(direct)") and, apart, by landing
 * page: what the dashboard's funnels, weeks and days read, a few dozen rows a day where analytics_daily_visits has
 * one per combination. Written with it, in the same transaction.
 */
export const analyticsDailyFunnel = pgTable(
  'analytics_daily_funnel',
  {
    day: date('day', { mode: 'string' }).notNull(),
    dimension: text('dimension').$type<'source' | 'landingPage'>().notNull(),
    key: text('key').notNull(),
    visits: integer('visits').notNull(),
    engagedVisits: integer('engaged_visits').notNull(),
    pageViews: integer('page_views').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.dimension, table.key] }), check('analytics_daily_funnel_dimension_known', oneOf(table.dimension, ['source', 'landingPage']))],
);

/** Page views and visitors per UTC day and page. */
export const analyticsDailyPages = pgTable(
  'analytics_daily_pages',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    views: integer('views').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.path] })],
);

/** Each event per UTC day (question_asked split into answered and declined): how often, and by how many visitors. */
export const analyticsDailyEvents = pgTable(
  'analytics_daily_events',
  {
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').$type<AnalyticsEventName>().notNull(),
    /** '' for events without one; 'answered' or 'declined' for question_asked. */
    outcome: text('outcome').notNull(),
    count: integer('count').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.name, table.outcome] })],
);

/**
 * Events POST /api/events accepted per UTC day, counted across instances as they are written: past
 * ANALYTICS_MAX_EVENTS_PER_DAY a day's events are dropped, not written, and counted in `dropped`.
 */
export const analyticsDailyIntake = pgTable('analytics_daily_intake', {
  day: date('day', { mode: 'string' }).primaryKey(),
  received: bigint('received', { mode: 'number' }).notNull(),
  dropped: bigint('dropped', { mode: 'number' }).notNull(),
});

/** The days whose raw events have been rolled up, and when: raw events of a day not here are never deleted. */
export const analyticsRolledDays = pgTable('analytics_rolled_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull(),
});

/**
 * Meetings with sales (src/server/features/booking), booked by a lead on the site or in its call-back. blocked_from
 * and blocked_until are the meeting plus its buffers: the exclusion constraint meetings_no_overlap, written by hand in
 * migration 0014 (drizzle-kit cannot express one), refuses two booked meetings whose blocked spans overlap.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** The call-back the meeting was booked in. */
    leadCallId: uuid('lead_call_id').references(() => leadCalls.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    blockedFrom: timestamp('blocked_from', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    /** The company's time zone when it was booked, in which it was offered and is told. */
    timeZone: text('time_zone').notNull(),
    status: text('status').$type<MeetingStatus>().notNull().default('booked'),
    bookedVia: text('booked_via').$type<MeetingBookedVia>().notNull(),
    /** The iCalendar SEQUENCE: raised by every move and the cancel. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The booking visitor's network (IPv4 address, IPv6 /64); null for a booking made in a call: the per-network caps count it. */
    clientNetwork: text('client_network'),
    /** The lead's e-mail and phone as one person has them (booking-identity.ts): one upcoming meeting per address and per number. */
    emailKey: text('email_key'),
    phoneKey: text('phone_key'),
  },
  (table) => [
    index('meetings_lead_idx').on(table.leadId, table.startsAt),
    index('meetings_client_network_idx').on(table.clientNetwork, table.createdAt),
    index('meetings_email_key_idx').on(table.emailKey).where(sql`${table.status} = 'booked'`),
    index('meetings_phone_key_idx').on(table.phoneKey).where(sql`${table.status} = 'booked'`),
    index('meetings_created_at_idx').on(table.createdAt),
    index('meetings_starts_at_idx').on(table.startsAt).where(sql`${table.status} = 'booked'`),
    check('meetings_status_known', oneOf(table.status, MEETING_STATUSES)),
    check('meetings_booked_via_known', oneOf(table.bookedVia, MEETING_BOOKED_VIA)),
    check('meetings_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
    check('meetings_blocked_covers_meeting', sql`${table.blockedFrom} <= ${table.startsAt} and ${table.blockedUntil} >= ${table.endsAt}`),
  ],
);

/**
 * Addresses a lead named that we e-mail (the meeting invitation), by their normalised form
 * (features/email-recipients/address-key.ts): whether the owner confirmed it by the invitation's link, and whether
 * they asked us to stop (the suppression list staff see). A row exists only once either happened.
 */
export const emailRecipients = pgTable(
  'email_recipients',
  {
    addressKey: text('address_key').primaryKey(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    suppressedAt: timestamp('suppressed_at', { withTimezone: true }),
    suppressionReason: text('suppression_reason').$type<SuppressionReason>(),
    /** The lead whose e-mail the owner answered. */
    suppressedLeadId: uuid('suppressed_lead_id').references(() => leads.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('email_recipients_suppressed_idx').on(table.suppressedAt.desc()).where(sql`${table.suppressedAt} is not null`),
    check('email_recipients_reason_known', oneOf(table.suppressionReason, SUPPRESSION_REASONS)),
    check('email_recipients_reason_with_suppression', sql`(${table.suppressedAt} is null) = (${table.suppressionReason} is null)`),
  ],
);

/**
 * Each version of a meeting e-mailed to an address (its SEQUENCE), written before the send: what the per-address
 * caps count (one message per meeting and 3 a day while unconfirmed), and what lets a retry of the same version through.
 */
export const emailRecipientMessages = pgTable(
  'email_recipient_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    addressKey: text('address_key').notNull(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('email_recipient_messages_version_unique').on(table.addressKey, table.meetingId, table.sequence),
    index('email_recipient_messages_address_sent_idx').on(table.addressKey, table.sentAt),
  ],
);

export type LeadRow = typeof leads.$inferSelect;
export type NewLeadRow = typeof leads.$inferInsert;
export type LeadDeliveryRow = typeof leadDeliveries.$inferSelect;
export type LeadNoteRow = typeof leadNotes.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type CallConsentRow = typeof callConsents.$inferSelect;
export type LeadCallRow = typeof leadCalls.$inferSelect;
export type LeadCallEventRow = typeof leadCallEvents.$inferSelect;
export type DoNotCallRow = typeof doNotCallNumbers.$inferSelect;
export type CallAttemptRow = typeof callAttempts.$inferSelect;
export type AssistantConversationRow = typeof assistantConversations.$inferSelect;
export type AnalyticsEventRow = typeof analyticsEvents.$inferInsert;
export type MeetingRow = typeof meetings.$inferSelect;
export type EmailRecipientRow = typeof emailRecipients.$inferSelect;
