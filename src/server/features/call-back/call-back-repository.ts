import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { CALL_CONSENT_TEXT } from '../../../shared/content/call-consent.ts';
import type { CallBackPromise } from '../../../shared/demo-request/contact-schema.ts';
import type { LeadCallBack } from '../../../shared/leads/lead-model.ts';
import type { CallBackConfig } from '../../config.ts';
import type { Database } from '../../db/connection.ts';
import { callConsents, contacts, leadCallEvents, leadCalls, leadDeliveries, type LeadCallRow } from '../../db/schema.ts';
import { queueDelivery } from '../leads/index.ts';
import { describeCallTime, nextCallingTime } from './calling-hours.ts';
import { callableNumber } from './phone-number.ts';

type Executor = Pick<Database, 'insert' | 'update' | 'select' | 'execute'>;

/** The same number is called at most once in this window, whichever lead it belongs to. */
export const SAME_NUMBER_WINDOW_HOURS = 24;

export const NOT_CALLED = {
  unavailable: 'Call-backs are not set up on this site, so no call was placed.',
  recentlyCalled: `This number was already called in the last ${SAME_NUMBER_WINDOW_HOURS} hours.`,
} as const;

export async function recordCallConsent(tx: Executor, contactId: string, consent: { version: string; page: string }, ip: string | null) {
  await tx.insert(callConsents).values({ contactId, text: CALL_CONSENT_TEXT, version: consent.version, page: consent.page, ip });
}

/** Another lead's call to this number that was placed (or is about to be) within the window. */
export async function numberCalledRecently(tx: Executor, e164: string, exceptContactId: string): Promise<boolean> {
  const [match] = await tx
    .select({ id: leadCalls.id })
    .from(leadCalls)
    .where(
      and(
        eq(leadCalls.phoneE164, e164),
        ne(leadCalls.contactId, exceptContactId),
        ne(leadCalls.status, 'not-called'),
        gt(sql`coalesce(${leadCalls.placedAt}, ${leadCalls.createdAt})`, sql`now() - make_interval(hours => ${SAME_NUMBER_WINDOW_HOURS})`),
      ),
    )
    .limit(1);
  return match !== undefined;
}

async function saveCall(tx: Executor, contactId: string, values: Partial<typeof leadCalls.$inferInsert> & { status: string }) {
  const reset = { phoneE164: null, timeZone: null, scheduledFor: null, reason: null, ...values, updatedAt: sql`now()` };
  await tx
    .insert(leadCalls)
    .values({ contactId, ...values })
    .onConflictDoUpdate({ target: leadCalls.contactId, set: reset });
}

/**
 * Decides, in the contact's transaction, whether and when a consenting lead is called: the number must
 * be valid and not called in the last 24 h, and the call waits for calling hours in the lead's time zone.
 * A scheduled call is an outbox row (channel "callback") due at that time; the 201 does not wait for it.
 */
export async function scheduleCallBack(
  tx: Executor,
  contact: { id: string; phone: string | null },
  settings: CallBackConfig,
  now = new Date(),
): Promise<CallBackPromise> {
  if (!settings.provider) return { scheduled: false, reason: NOT_CALLED.unavailable };
  const number = callableNumber(contact.phone, settings.defaultCountry, settings.siteTimeZone);
  if (!number.ok) {
    await saveCall(tx, contact.id, { status: 'not-called', reason: number.reason });
    return { scheduled: false, reason: number.reason };
  }
  // Two leads with one number, submitted together: the lock lets exactly one of them be called.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`call:${number.e164}`}, 0))`);
  if (await numberCalledRecently(tx, number.e164, contact.id)) {
    await saveCall(tx, contact.id, { status: 'not-called', phoneE164: number.e164, reason: NOT_CALLED.recentlyCalled });
    return { scheduled: false, reason: NOT_CALLED.recentlyCalled };
  }
  const at = nextCallingTime(now, number.timeZone, settings.hours);
  await saveCall(tx, contact.id, { status: 'scheduled', phoneE164: number.e164, timeZone: number.timeZone, scheduledFor: at });
  await queueDelivery(tx, contact.id, 'callback', at);
  return { scheduled: true, at: at.toISOString(), when: describeCallTime(now, at, number.timeZone, settings.hours) };
}

/** Why staff cannot place a call-back for this lead now, or null when they can. */
export async function whyNoManualCallBack(db: Database, contactId: string, settings: CallBackConfig): Promise<string | null> {
  if (!settings.provider) return NOT_CALLED.unavailable;
  const [consent] = await db.select({ id: callConsents.contactId }).from(callConsents).where(eq(callConsents.contactId, contactId));
  if (!consent) return 'This lead did not agree to be called, so no call-back can be placed.';
  const call = await callOf(db, contactId);
  if (call?.providerCallId) return 'This lead has already been called; a lead is never called twice.';
  const [delivery] = await db
    .select({ status: leadDeliveries.status })
    .from(leadDeliveries)
    .where(and(eq(leadDeliveries.contactId, contactId), eq(leadDeliveries.channel, 'callback')));
  if (call?.status === 'scheduled' && delivery?.status === 'pending') return 'A call-back is already scheduled for this lead.';
  return null;
}

/** Staff place a call-back for a consenting lead (admin): same rules and calling hours as the form's. */
export async function placeManualCallBack(db: Database, contactId: string, settings: CallBackConfig): Promise<CallBackPromise> {
  const refusal = await whyNoManualCallBack(db, contactId, settings);
  if (refusal) return { scheduled: false, reason: refusal };
  return db.transaction(async (tx) => {
    const [contact] = await tx.select({ id: contacts.id, phone: contacts.phone }).from(contacts).where(eq(contacts.id, contactId));
    if (!contact) return { scheduled: false, reason: 'There is no such lead.' };
    return scheduleCallBack(tx, contact, settings);
  });
}

export async function callOf(db: Pick<Database, 'select'>, contactId: string): Promise<LeadCallRow | undefined> {
  const [row] = await db.select().from(leadCalls).where(eq(leadCalls.contactId, contactId));
  return row;
}

export async function markCallPlaced(db: Database, contactId: string, call: { id: string; status?: string }) {
  await db
    .update(leadCalls)
    .set({ status: call.status ?? 'queued', providerCallId: call.id, placedAt: sql`now()`, reason: null, updatedAt: sql`now()` })
    .where(eq(leadCalls.contactId, contactId));
}

export async function markCallNotPlaced(db: Database, contactId: string, reason: string) {
  await db.update(leadCalls).set({ status: 'not-called', reason, updatedAt: sql`now()` }).where(eq(leadCalls.contactId, contactId));
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The lead page's call-back section: consent evidence, the call, its timeline, and whether staff can call. */
export async function leadCallBackDetail(db: Database, contactId: string, settings: CallBackConfig): Promise<LeadCallBack> {
  const [[consent], call, events, placeRefusal] = await Promise.all([
    db.select().from(callConsents).where(eq(callConsents.contactId, contactId)),
    callOf(db, contactId),
    db.select().from(leadCallEvents).where(eq(leadCallEvents.contactId, contactId)).orderBy(asc(leadCallEvents.receivedAt)),
    whyNoManualCallBack(db, contactId, settings),
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
  };
}
