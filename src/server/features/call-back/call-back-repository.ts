import { and, asc, eq, sql } from 'drizzle-orm';
import { LOCALES, type Locale } from '../../../shared/i18n/locales.ts';
import { callConsentTextOf } from '../../../shared/leads/call-consents.ts';
import type { CallBackPromise } from '../../../shared/leads/lead-schema.ts';
import { providerCallStatus, type LeadCallBack, type LeadCallStatus } from '../../../shared/leads/lead-model.ts';
import type { CallBackConfig } from '../../config/config.ts';
import type { Database } from '../../db/connection.ts';
import { callConsents, leads, leadCallEvents, leadCalls, leadDeliveries, type LeadCallRow } from '../../db/schema.ts';
import { queueDelivery } from '../outbox/index.ts';
import {
  CALL_REFUSALS,
  callsFromNetworkToday,
  clientNetworkOf,
  dailyCapRefusal,
  isOnDoNotCallList,
  lockFor,
  MAX_CALLS_PER_NETWORK_PER_DAY,
  numberCalledRecently,
} from './call-limits.ts';
import { leadCallAttempts } from './call-attempts.ts';
import { describeCallTime, nextCallingTime } from './calling-hours.ts';
import { callableNumber, refusalWords, type CallRefusal, type LocalizedText } from './phone-number.ts';

type Executor = Pick<Database, 'insert' | 'update' | 'select' | 'execute'>;

export async function recordCallConsent(tx: Executor, leadId: string, consent: { version: string; page: string }, ip: string | null) {
  await tx.insert(callConsents).values({ leadId, text: callConsentTextOf(consent.version), version: consent.version, page: consent.page, ip });
}

async function saveCall(tx: Executor, leadId: string, values: Partial<typeof leadCalls.$inferInsert> & { status: LeadCallStatus }) {
  const reset = { phoneE164: null, timeZone: null, scheduledFor: null, reason: null, clientNetwork: null, placedAt: null, ...values, updatedAt: sql`now()` };
  await tx
    .insert(leadCalls)
    .values({ leadId, ...values })
    .onConflictDoUpdate({ target: leadCalls.leadId, set: reset });
}

/** A call-back decided: when it comes (in every language), or why not (in the staff's words and in the visitor's). */
export type CallBackDecision = { scheduled: true; at: string; when: LocalizedText } | { scheduled: false; refusal: CallRefusal };

/** The decision as the visitor's form answer says it, in the lead's language. */
export function promiseToVisitor(decision: CallBackDecision, locale: Locale): CallBackPromise {
  return decision.scheduled ? { scheduled: true, at: decision.at, when: decision.when[locale] } : { scheduled: false, reason: decision.refusal.visitor[locale] };
}

/**
 * Decides, in the lead's transaction, whether and when a consenting lead is called: the number must be a
 * mobile or fixed line in CALLBACK_COUNTRIES whose local time is known, not on the do-not-call list, not called in
 * the last 30 days; the visitor's network may have 2 call-backs a day, and the day's cap must have room. The call
 * waits for calling hours in the lead's time zone: an outbox row (channel "callback") due then; the 201 does not
 * wait for it. `clientIp` is null when staff place the call (their choice is not the visitor's network's).
 */
export async function scheduleCallBack(
  tx: Executor,
  lead: { id: string; phone: string | null },
  settings: CallBackConfig,
  clientIp: string | null,
  now = new Date(),
): Promise<CallBackDecision> {
  if (!settings.provider) return { scheduled: false, refusal: CALL_REFUSALS.unavailable };
  const number = callableNumber(lead.phone, { defaultCountry: settings.defaultCountry, allowedCountries: settings.allowedCountries });
  const refuse = async (refusal: CallRefusal, values: { phoneE164?: string } = {}): Promise<CallBackDecision> => {
    await saveCall(tx, lead.id, { status: 'not-called', reason: refusal.staff, ...values });
    return { scheduled: false, refusal };
  };
  if (!number.ok) return refuse(number);
  const phoneE164 = number.e164;
  // Two leads with one number, submitted together: the lock lets exactly one of them be called.
  await lockFor(tx, `call:${phoneE164}`);
  if (await isOnDoNotCallList(tx, phoneE164)) return refuse(CALL_REFUSALS.doNotCall, { phoneE164 });
  if (await numberCalledRecently(tx, phoneE164, lead.id)) return refuse(CALL_REFUSALS.recentlyCalled, { phoneE164 });
  const clientNetwork = clientIp === null ? null : clientNetworkOf(clientIp);
  if (clientNetwork !== null) {
    await lockFor(tx, `call-network:${clientNetwork}`);
    if ((await callsFromNetworkToday(tx, clientNetwork)) >= MAX_CALLS_PER_NETWORK_PER_DAY) return refuse(CALL_REFUSALS.networkLimit, { phoneE164 });
  }
  const capRefusal = await dailyCapRefusal(tx, lead.id, settings, now, 'promised');
  if (capRefusal) return refuse(capRefusal, { phoneE164 });
  const at = nextCallingTime(now, number.timeZone, settings.hours);
  await saveCall(tx, lead.id, { status: 'scheduled', phoneE164, timeZone: number.timeZone, scheduledFor: at, clientNetwork });
  await queueDelivery(tx, lead.id, 'callback', at);
  const when = Object.fromEntries(LOCALES.map((locale) => [locale, describeCallTime(now, at, number.timeZone, settings.hours, locale)])) as LocalizedText;
  return { scheduled: true, at: at.toISOString(), when };
}

/** Why staff cannot place a call-back for this lead now, or null when they can. */
export async function whyNoManualCallBack(db: Database, leadId: string, settings: CallBackConfig): Promise<string | null> {
  if (!settings.provider) return CALL_REFUSALS.unavailable.staff;
  const [consent] = await db.select({ id: callConsents.leadId }).from(callConsents).where(eq(callConsents.leadId, leadId));
  if (!consent) return 'This lead did not agree to be called, so no call-back can be placed.';
  const call = await callOf(db, leadId);
  if (call?.providerCallId) return 'This lead has already been called; a lead is never called twice.';
  const [delivery] = await db
    .select({ status: leadDeliveries.status })
    .from(leadDeliveries)
    .where(and(eq(leadDeliveries.leadId, leadId), eq(leadDeliveries.channel, 'callback')));
  if (call?.status === 'scheduled' && delivery?.status === 'pending') return 'A call-back is already scheduled for this lead.';
  return null;
}

/**
 * Staff place a call-back for a consenting lead (admin): the form's rules and calling hours, but for the visitor's
 * network limit (staff chose this lead). A refusal is said in the staff's words.
 */
export async function placeManualCallBack(db: Database, leadId: string, settings: CallBackConfig): Promise<CallBackPromise> {
  const refusal = await whyNoManualCallBack(db, leadId, settings);
  if (refusal) return { scheduled: false, reason: refusal };
  const decision = await db.transaction(async (tx): Promise<CallBackDecision> => {
    const [lead] = await tx.select({ id: leads.id, phone: leads.phone }).from(leads).where(eq(leads.id, leadId));
    if (!lead) return { scheduled: false, refusal: { staff: 'There is no such lead.', visitor: refusalWords(() => '') } };
    return scheduleCallBack(tx, lead, settings, null);
  });
  return decision.scheduled ? { scheduled: true, at: decision.at, when: decision.when.en } : { scheduled: false, reason: decision.refusal.staff };
}

export async function callOf(db: Pick<Database, 'select'>, leadId: string): Promise<LeadCallRow | undefined> {
  const [row] = await db.select().from(leadCalls).where(eq(leadCalls.leadId, leadId));
  return row;
}

export async function markCallPlaced(db: Database, leadId: string, call: { id: string; status?: string }) {
  await db
    .update(leadCalls)
    // The provider's own word for a call it just accepted ("scheduled", say) is no status of ours: it is queued.
    .set({ status: providerCallStatus(call.status) ?? 'queued', providerCallId: call.id, placedAt: sql`coalesce(${leadCalls.placedAt}, now())`, reason: null, updatedAt: sql`now()` })
    .where(eq(leadCalls.leadId, leadId));
}

export async function markCallNotPlaced(db: Database, leadId: string, reason: string) {
  await db.update(leadCalls).set({ status: 'not-called', reason, updatedAt: sql`now()` }).where(eq(leadCalls.leadId, leadId));
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The lead page's call-back section: consent evidence, the call, its timeline, and whether staff can call. */
export async function leadCallBackDetail(db: Database, leadId: string, settings: CallBackConfig): Promise<LeadCallBack> {
  const [[consent], call, events, placeRefusal, attempts] = await Promise.all([
    db.select().from(callConsents).where(eq(callConsents.leadId, leadId)),
    callOf(db, leadId),
    db.select().from(leadCallEvents).where(eq(leadCallEvents.leadId, leadId)).orderBy(asc(leadCallEvents.receivedAt)),
    whyNoManualCallBack(db, leadId, settings),
    leadCallAttempts(db, leadId),
  ]);
  return {
    consent: consent
      ? { text: consent.text, version: consent.version, consentedAt: consent.consentedAt.toISOString(), ip: consent.ip, page: consent.page }
      : null,
    call: call
      ? {
          status: call.status,
          reason: call.reason,
          phone: call.phoneE164,
          timeZone: call.timeZone,
          scheduledFor: iso(call.scheduledFor),
          placedAt: iso(call.placedAt),
          endedAt: iso(call.endedAt),
          endedReason: call.endedReason,
          durationSeconds: call.durationSeconds,
          summary: call.summary,
          transcript: call.transcript,
          recordingUrl: call.recordingUrl,
        }
      : null,
    events: events.map((event) => ({ type: event.type, status: event.status, receivedAt: event.receivedAt.toISOString() })),
    placeRefusal,
    attempts,
  };
}
