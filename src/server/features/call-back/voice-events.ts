import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CALL_EVENT_TYPES, providerCallStatus, type DeliveryChannel } from '../../../shared/leads/lead-model.ts';
import type { Database } from '../../db/connection.ts';
import { leadCallEvents, leadCalls, type LeadCallRow } from '../../db/schema.ts';
import { queueDelivery } from '../outbox/index.ts';
import { storeCallResult, structuredDataOf } from './call-result.ts';
import { recordTransfer, settleTransfer, whenOf } from './call-transfers.ts';
import { inboundCallerOf, recordInboundCall } from './inbound-calls.ts';
import { addToDoNotCallList, asksNotToBeCalled } from './do-not-call.ts';


/** The provider's server message envelope; only the fields we store are read. */
export const serverMessageSchema = z.object({
  message: z.looseObject({
    type: z.string().max(100),
    call: z
      .looseObject({ id: z.string().min(1).max(200), type: z.string().max(50).optional(), customer: z.looseObject({ number: z.string().max(50).optional() }).optional() })
      .optional(),
    timestamp: z.union([z.number(), z.string().max(100)]).optional(),
    status: z.string().max(50).optional(),
    endedReason: z.string().max(200).optional(),
    durationSeconds: z.number().nonnegative().optional(),
    startedAt: z.string().max(100).optional(),
    endedAt: z.string().max(100).optional(),
    analysis: z.looseObject({ summary: z.string().optional(), structuredData: z.unknown().optional() }).optional(),
    artifact: z.looseObject({ transcript: z.string().optional(), recordingUrl: z.string().optional() }).optional(),
  }),
});
export type ServerMessage = z.infer<typeof serverMessageSchema>['message'];

/** What the call-back does when a call's report arrives, in its transaction (call-attempts.ts: the outcome, a retry). */
export type CallEndedHook = (tx: Pick<Database, 'insert' | 'update' | 'select' | 'execute'>, call: LeadCallRow, message: ServerMessage) => Promise<void>;

export type RecordOutcome = 'stored' | 'duplicate' | 'unknown-call' | 'ignored';

function durationOf(message: ServerMessage): number | null {
  if (message.durationSeconds !== undefined) return Math.round(message.durationSeconds);
  const started = Date.parse(message.startedAt ?? '');
  const ended = Date.parse(message.endedAt ?? '');
  return Number.isFinite(started) && Number.isFinite(ended) && ended >= started ? Math.round((ended - started) / 1000) : null;
}

/** Whether the call's end-of-call report is stored already (read under the call's row lock). */
async function hasReport(tx: Pick<Database, 'select'>, callId: string): Promise<boolean> {
  const [report] = await tx
    .select({ id: leadCallEvents.id })
    .from(leadCallEvents)
    .where(and(eq(leadCallEvents.providerCallId, callId), eq(leadCallEvents.type, 'end-of-call-report')))
    .limit(1);
  return report !== undefined;
}

const httpUrl = (value: string | undefined) => (value && /^https?:\/\//i.test(value) ? value : null);

/**
 * Stores a status-update or end-of-call-report once per (call, type, timestamp) and moves the lead's
 * call along. A report also queues the outcome on the configured report channels (e-mail, CRM webhook);
 * a call has one report: another for it, whatever its timestamp, changes nothing and notifies no one.
 */
export async function recordServerMessage(
  db: Database,
  message: ServerMessage,
  options: { reportChannels: readonly DeliveryChannel[]; log?: { warn(details: object, message: string): void }; onCallEnded?: CallEndedHook },
): Promise<RecordOutcome> {
  const callId = message.call?.id;
  const type = CALL_EVENT_TYPES.find((stored) => stored === message.type);
  if (!callId || !type) return 'ignored';
  const eventKey = message.timestamp !== undefined ? String(message.timestamp) : createHash('sha256').update(JSON.stringify(message)).digest('hex');
  return db.transaction(async (tx) => {
    const [call] = await tx.select().from(leadCalls).where(eq(leadCalls.providerCallId, callId)).for('update');
    if (!call) {
      const caller = inboundCallerOf(message);
      return caller && (await recordInboundCall(tx, callId, caller, whenOf(message.timestamp, new Date()))) ? 'stored' : 'unknown-call';
    }
    if (message.type === 'end-of-call-report' && (await hasReport(tx, callId))) return 'duplicate';
    const status = message.type === 'end-of-call-report' ? 'ended' : providerCallStatus(message.status);
    const inserted = await tx
      .insert(leadCallEvents)
      .values({ leadId: call.leadId, providerCallId: callId, type, eventKey, status: status ?? null })
      .onConflictDoNothing()
      .returning({ id: leadCallEvents.id });
    if (inserted.length === 0) return 'duplicate';
    if (message.type === 'status-update') {
      // Messages can arrive out of order: an ended call stays ended, and so does one whose retry is planned.
      if (status && call.status !== 'ended' && call.status !== 'scheduled') await tx.update(leadCalls).set({ status, updatedAt: sql`now()` }).where(eq(leadCalls.id, call.id));
      return 'stored';
    }
    if (message.type === 'transfer-update') {
      await recordTransfer(tx, { leadId: call.leadId, providerCallId: callId }, message, new Date());
      return 'stored';
    }
    const endedAt = Date.parse(message.endedAt ?? '');
    await tx
      .update(leadCalls)
      .set({
        status: 'ended',
        endedReason: message.endedReason ?? null,
        durationSeconds: durationOf(message),
        summary: message.analysis?.summary ?? null,
        structuredData: message.analysis?.structuredData ?? null,
        transcript: message.artifact?.transcript ?? null,
        recordingUrl: httpUrl(message.artifact?.recordingUrl),
        endedAt: Number.isFinite(endedAt) ? new Date(endedAt) : sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(leadCalls.id, call.id));
    const reportedAt = Number.isFinite(endedAt) ? new Date(endedAt) : new Date();
    await settleTransfer(tx, callId, message.endedReason, reportedAt);
    const structuredData = structuredDataOf(message);
    const result = await storeCallResult(tx, call.leadId, structuredData, reportedAt);
    if (result.kind === 'invalid') options.log?.warn({ callId, problems: result.problems }, 'call result refused: not what the assistant was asked for');
    if (call.phoneE164 && asksNotToBeCalled({ structuredData, transcript: message.artifact?.transcript })) {
      const note = 'Asked during the AI call-back not to be called again.';
      await addToDoNotCallList(tx, { phoneE164: call.phoneE164, source: 'call-outcome', leadId: call.leadId, note });
    }
    // The attempt's outcome and the retry it may plan read the do-not-call list as just updated.
    await options.onCallEnded?.(tx, call, message);
    for (const channel of options.reportChannels) await queueDelivery(tx, call.leadId, channel, new Date());
    return 'stored';
  });
}
