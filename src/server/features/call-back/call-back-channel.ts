import type { FastifyBaseLogger } from 'fastify';
import type { CallBackConfig } from '../../config/config.ts';
import type { Database } from '../../db/connection.ts';
import { createVapiApi, VapiApiError, type FindCallInput, type ProviderCall, type VapiApi } from '../../voice-provider/vapi-api.ts';
import { DeferDelivery, PermanentDeliveryError, type DeliveryChannelSender } from '../outbox/index.ts';
import { isWithinCallingHours, nextCallingTime } from './calling-hours.ts';
import type { CallAttemptRow, LeadCallRow, LeadRow } from '../../db/schema.ts';
import { callOf, markCallNotPlaced, markCallPlaced } from './call-back-repository.ts';
import { callOffRetry, claimAttempt, firstAttemptOf, latestAttemptOf, markAttemptFailed, markAttemptPlaced } from './call-attempts.ts';
import { CALL_REFUSALS, isOnDoNotCallList, numberCalledRecently } from './call-limits.ts';
import { callVariables } from './call-variables.ts';
import { whyNotCallAgain } from './retries/retry-stops.ts';
import { spokenAddress } from './spoken-address.ts';

/** The provider's clock and our database's may differ: the search for an earlier call starts this much sooner. */
const CLOCK_SKEW_MARGIN_MS = 10 * 60_000;

type CallBackLog = Pick<FastifyBaseLogger, 'warn'>;

/** A 4xx is the provider's "no"; 408 and 429 say "later", and are retried like a 5xx. */
const isRefusal = (error: unknown): error is VapiApiError =>
  error instanceof VapiApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;

/**
 * The lead's call, if an earlier attempt placed it. The lookup is a safeguard: a provider that refuses the
 * query itself must not stop the call (we then place it as if there were none); one that is down is retried.
 */
async function earlierCall(api: VapiApi, input: FindCallInput, log: CallBackLog): Promise<ProviderCall | undefined> {
  try {
    return await api.findCall(input);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    log.warn({ status: error.status }, 'call-back: the provider refused the lookup for an earlier call; placing the call');
    return undefined;
  }
}

/** The provider's name of an attempt's call: the lead's id for the first, `<lead id>-<n>` for a retry (40 characters at most). */
export const callNameOf = (leadId: string, attemptNumber: number) => (attemptNumber === 1 ? leadId : `${leadId}-${attemptNumber}`);

type ScheduledCall = LeadCallRow & { phoneE164: string };

export interface CallBackChannelOptions {
  db: Database;
  log: CallBackLog;
  settings: CallBackConfig & { provider: NonNullable<CallBackConfig['provider']> };
  now?: () => Date;
  /** The lead's booking page as a short address (the booking feature's), which the voicemail message says. */
  shortLinkFor?: (leadId: string) => Promise<string | null>;
}

/**
 * Why this attempt must not be made, or null: for a retry, what retry-stops.ts says (the lead booked, staff took
 * over…); then, for every attempt, the do-not-call list and the other leads may have changed since it was scheduled.
 */
async function refusalOf(db: Database, leadId: string, call: ScheduledCall, isRetry: boolean): Promise<string | null> {
  if (isRetry) {
    const first = await firstAttemptOf(db, leadId);
    const stop = first ? await whyNotCallAgain(db, leadId, call.phoneE164, first.placedAt) : null;
    if (stop) return stop;
  }
  if (await isOnDoNotCallList(db, call.phoneE164)) return CALL_REFUSALS.doNotCall.staff;
  if (await numberCalledRecently(db, call.phoneE164, leadId)) return CALL_REFUSALS.recentlyCalled.staff;
  return null;
}

/**
 * Places a consenting lead's AI call-back (POST {VAPI_API_BASE_URL}/call), and each retry planned after a call that
 * reached nobody (call-attempts.ts). Runs in the outbox worker: a timeout or 5xx is retried on the schedule, a 4xx
 * fails at once, and outside calling hours the delivery waits for the next opening. An attempt is placed once: its
 * call carries the lead's id (and the attempt's number) as its name, and every try first asks the provider whether
 * that call exists already.
 */
export function createCallBackChannel(options: CallBackChannelOptions): DeliveryChannelSender {
  const { db, settings } = options;
  const { provider } = settings;
  const now = options.now ?? (() => new Date());
  const api = createVapiApi({ baseUrl: provider.baseUrl, privateKey: provider.privateKey, timeoutMs: provider.timeoutMs });

  /** A refusal ends the first attempt as "not called"; for a retry it calls the retry off and the lead's call stays ended. */
  const refuse = async (leadId: string, previous: CallAttemptRow | undefined, reason: string) => {
    if (previous) await callOffRetry(db, leadId, previous, reason);
    else await markCallNotPlaced(db, leadId, reason);
  };

  /** The call's variables: the lead's first name and company (call-variables.ts), and the booking address the voicemail says. */
  const variablesOf = async (lead: LeadRow) => {
    const link = await options.shortLinkFor?.(lead.id);
    return { ...callVariables(lead), ...(link ? { bookingAddress: spokenAddress(link, lead.language) } : {}) };
  };

  async function place(lead: LeadRow, call: ScheduledCall, attempt: CallAttemptRow) {
    // A Spanish lead gets the Spanish assistant when there is one; either way the variables say the language.
    const assistantId = (lead.language === 'es' ? provider.spanishAssistantId : undefined) ?? provider.assistantId;
    const line = { assistantId, phoneNumberId: provider.phoneNumberId };
    const name = callNameOf(lead.id, attempt.attemptNumber);
    const variables = await variablesOf(lead);
    // A request that timed out (or a worker that died before recording the answer) may have placed the call
    // anyway: the provider knows it by its name, so it is found here rather than placed a second time.
    const placed =
      (await earlierCall(api, { ...line, name, createdAtGe: new Date(lead.createdAt.getTime() - CLOCK_SKEW_MARGIN_MS) }, options.log)) ??
      (await api.createCall({ ...line, name, customer: { number: call.phoneE164, name: variables.firstName }, variableValues: variables }));
    await markAttemptPlaced(db, attempt.id, placed.id);
    await markCallPlaced(db, lead.id, placed);
  }

  return {
    channel: 'callback',
    async send({ lead }) {
      const call = await callOf(db, lead.id);
      // Already placed, or decided against: nothing to do (and never a second call for one attempt).
      if (!call || call.status !== 'scheduled' || !call.phoneE164) return;
      const scheduled = call as ScheduledCall;
      const timeZone = call.timeZone ?? settings.siteTimeZone;
      const at = now();
      if (!isWithinCallingHours(at, timeZone, settings.hours)) throw new DeferDelivery(nextCallingTime(at, timeZone, settings.hours));
      const latest = await latestAttemptOf(db, lead.id);
      // An attempt that claimed a call but was never placed (a timeout, a crash) is tried again as it is.
      const unplaced = latest && !latest.providerCallId && !latest.outcome ? latest : undefined;
      const isRetry = latest !== undefined && (unplaced === undefined || unplaced.attemptNumber > 1);
      // A retry is due at the time it was planned by the server's clock, whatever woke the queue before it.
      if (isRetry && !unplaced && call.scheduledFor && call.scheduledFor > at) throw new DeferDelivery(call.scheduledFor);
      const refusal = await refusalOf(db, lead.id, scheduled, isRetry);
      if (refusal) {
        if (unplaced) await markAttemptFailed(db, unplaced.id, refusal, at);
        return refuse(lead.id, isRetry ? latest : undefined, refusal);
      }
      const claim = await claimAttempt(db, scheduled, settings, at);
      if ('refusal' in claim) return refuse(lead.id, isRetry ? latest : undefined, claim.refusal.staff);
      try {
        await place(lead, scheduled, claim.attempt);
      } catch (error) {
        if (!isRefusal(error)) throw error;
        const reason = `The voice provider refused the call (HTTP ${error.status}).`;
        await markAttemptFailed(db, claim.attempt.id, reason, at);
        await refuse(lead.id, claim.attempt.attemptNumber > 1 ? claim.attempt : undefined, reason);
        throw new PermanentDeliveryError(error.message, { cause: error });
      }
    },
  };
}
