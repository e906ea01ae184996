import type { FastifyBaseLogger } from 'fastify';
import { industryLabel } from '../../../shared/leads/lead-model.ts';
import type { CallBackConfig } from '../../config.ts';
import type { Database } from '../../db/connection.ts';
import type { ContactRow } from '../../db/schema.ts';
import { createVapiApi, VapiApiError, type FindCallInput, type ProviderCall, type VapiApi } from '../../voice-provider/vapi-api.ts';
import { DeferDelivery, PermanentDeliveryError, type DeliveryChannelSender } from '../leads/index.ts';
import { isWithinCallingHours, nextCallingTime } from './calling-hours.ts';
import { callOf, markCallNotPlaced, markCallPlaced, NOT_CALLED, numberCalledRecently } from './call-back-repository.ts';

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

/** What the assistant's prompt can refer to as {{firstName}}, {{company}} … so it opens with context. */
export function callContext(contact: ContactRow): Record<string, string> {
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    name: `${contact.firstName} ${contact.lastName}`,
    company: contact.company,
    industry: industryLabel(contact.industry),
    message: contact.message ?? '',
  };
}

/**
 * Places a consenting lead's AI call-back (POST {VAPI_API_BASE_URL}/call). Runs in the outbox worker:
 * a timeout or 5xx is retried on the schedule, a 4xx fails at once, and outside calling hours the
 * delivery waits for the next opening. A lead whose call was placed is never called again: each call carries
 * the lead's id as its name, and every attempt first asks the provider whether that call exists already.
 */
export function createCallBackChannel(options: {
  db: Database;
  log: CallBackLog;
  settings: CallBackConfig & { provider: NonNullable<CallBackConfig['provider']> };
  now?: () => Date;
}): DeliveryChannelSender {
  const { db, settings } = options;
  const { provider } = settings;
  const now = options.now ?? (() => new Date());
  const api = createVapiApi({ baseUrl: provider.baseUrl, privateKey: provider.privateKey, timeoutMs: provider.timeoutMs });
  return {
    channel: 'callback',
    async send({ contact }) {
      const call = await callOf(db, contact.id);
      // Already placed, or decided against: nothing to do (and never a second call).
      if (!call || call.status !== 'scheduled' || !call.phoneE164) return;
      const timeZone = call.timeZone ?? settings.siteTimeZone;
      const at = now();
      if (!isWithinCallingHours(at, timeZone, settings.hours)) throw new DeferDelivery(nextCallingTime(at, timeZone, settings.hours));
      if (await numberCalledRecently(db, call.phoneE164, contact.id)) {
        await markCallNotPlaced(db, contact.id, NOT_CALLED.recentlyCalled);
        return;
      }
      try {
        const line = { assistantId: provider.assistantId, phoneNumberId: provider.phoneNumberId };
        // A request that timed out (or a worker that died before recording the answer) may have placed the call
        // anyway: the provider knows it by the lead's id, so it is found here rather than placed a second time.
        const placed =
          (await earlierCall(api, { ...line, name: contact.id, createdAtGe: new Date(contact.createdAt.getTime() - CLOCK_SKEW_MARGIN_MS) }, options.log)) ??
          (await api.createCall({
            ...line,
            name: contact.id,
            customer: { number: call.phoneE164, name: `${contact.firstName} ${contact.lastName}`.slice(0, 40) },
            variableValues: callContext(contact),
          }));
        await markCallPlaced(db, contact.id, placed);
      } catch (error) {
        if (isRefusal(error)) {
          await markCallNotPlaced(db, contact.id, `The voice provider refused the call (HTTP ${error.status}).`);
          throw new PermanentDeliveryError(error.message, { cause: error });
        }
        throw error;
      }
    },
  };
}
