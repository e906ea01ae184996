import type { FastifyBaseLogger } from 'fastify';
import type { CallBackConfig } from '../../config/config.ts';
import type { Database } from '../../db/connection.ts';
import { createVapiApi, VapiApiError, type FindCallInput, type ProviderCall, type VapiApi } from '../../voice-provider/vapi-api.ts';
import { DeferDelivery, PermanentDeliveryError, type DeliveryChannelSender } from '../outbox/index.ts';
import { isWithinCallingHours, nextCallingTime } from './calling-hours.ts';
import { callOf, markCallNotPlaced, markCallPlaced } from './call-back-repository.ts';
import { CALL_REFUSALS, claimDailyCall, isOnDoNotCallList, numberCalledRecently } from './call-limits.ts';
import { callVariables } from './call-variables.ts';

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
    async send({ lead }) {
      const call = await callOf(db, lead.id);
      // Already placed, or decided against: nothing to do (and never a second call).
      if (!call || call.status !== 'scheduled' || !call.phoneE164) return;
      const timeZone = call.timeZone ?? settings.siteTimeZone;
      const at = now();
      if (!isWithinCallingHours(at, timeZone, settings.hours)) throw new DeferDelivery(nextCallingTime(at, timeZone, settings.hours));
      // The list and the other leads may have changed since the call was scheduled; the cap is claimed last.
      const refusal =
        ((await isOnDoNotCallList(db, call.phoneE164)) ? CALL_REFUSALS.doNotCall : null) ??
        ((await numberCalledRecently(db, call.phoneE164, lead.id)) ? CALL_REFUSALS.recentlyCalled : null) ??
        (await claimDailyCall(db, lead.id, settings, at));
      if (refusal) {
        await markCallNotPlaced(db, lead.id, refusal.staff);
        return;
      }
      try {
        // A Spanish lead gets the Spanish assistant when there is one; either way the variables say the language.
        const assistantId = (lead.language === 'es' ? provider.spanishAssistantId : undefined) ?? provider.assistantId;
        const line = { assistantId, phoneNumberId: provider.phoneNumberId };
        const variables = callVariables(lead);
        // A request that timed out (or a worker that died before recording the answer) may have placed the call
        // anyway: the provider knows it by the lead's id, so it is found here rather than placed a second time.
        const placed =
          (await earlierCall(api, { ...line, name: lead.id, createdAtGe: new Date(lead.createdAt.getTime() - CLOCK_SKEW_MARGIN_MS) }, options.log)) ??
          (await api.createCall({
            ...line,
            name: lead.id,
            customer: { number: call.phoneE164, name: variables.firstName },
            variableValues: variables,
          }));
        await markCallPlaced(db, lead.id, placed);
      } catch (error) {
        if (isRefusal(error)) {
          await markCallNotPlaced(db, lead.id, `The voice provider refused the call (HTTP ${error.status}).`);
          throw new PermanentDeliveryError(error.message, { cause: error });
        }
        throw error;
      }
    },
  };
}
