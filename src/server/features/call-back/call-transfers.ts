import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { LeadCallTransfer, TransferOutcome } from '../../../shared/leads/call-result.ts';
import type { Database } from '../../db/connection.ts';
import { leadCallTransfers } from '../../db/schema.ts';

type Tx = Pick<Database, 'insert' | 'update'>;

/** The destination of a transfer-update (or a status-update "forwarding"): a number or a SIP address, maybe named. */
const destinationSchema = z.looseObject({
  type: z.string().max(50).optional(),
  number: z.string().max(50).optional(),
  sipUri: z.string().max(300).optional(),
  description: z.string().max(200).optional(),
  name: z.string().max(200).optional(),
});

/** A server message's timestamp (ms or ISO) as a date, or `fallback` when it names none. */
export function whenOf(timestamp: number | string | undefined, fallback: Date): Date {
  const at = typeof timestamp === 'number' ? new Date(timestamp) : new Date(Date.parse(timestamp ?? ''));
  return Number.isFinite(at.getTime()) ? at : fallback;
}

/**
 * A transfer-update: the provider is handing the call to the sales line. Stored once per call (a repeat, or a second
 * attempt the assistant should not have made, keeps the first), outcome "dialing" until the call's report.
 */
export async function recordTransfer(
  tx: Tx,
  call: { leadId: string; providerCallId: string },
  message: { destination?: unknown; timestamp?: number | string },
  now: Date,
): Promise<void> {
  const destination = destinationSchema.safeParse(message.destination ?? {});
  const target = destination.success ? destination.data : {};
  await tx
    .insert(leadCallTransfers)
    .values({
      leadId: call.leadId,
      providerCallId: call.providerCallId,
      destination: target.number ?? target.sipUri ?? '(not reported)',
      takenBy: target.name ?? target.description ?? null,
      requestedAt: whenOf(message.timestamp, now),
    })
    .onConflictDoNothing();
}

/** Ended reasons after which the caller was with a person: the provider forwarded the call and left it. */
const CONNECTED = new Set(['assistant-forwarded-call']);
/** The caller hung up while the sales line rang or before the hand-off. */
const CALLER_LEFT = new Set(['customer-ended-call-during-transfer', 'customer-ended-call-before-warm-transfer']);

/** How a transfer ended, from the call's endedReason: anything else means nobody took it and the assistant carried on. */
export function transferOutcomeOf(endedReason: string | undefined): Exclude<TransferOutcome, 'dialing'> {
  if (endedReason && CONNECTED.has(endedReason)) return 'connected';
  if (endedReason && CALLER_LEFT.has(endedReason)) return 'caller-left';
  return 'not-answered';
}

/** The end-of-call report settles the call's transfer, if it had one. */
export async function settleTransfer(tx: Tx, providerCallId: string, endedReason: string | undefined, endedAt: Date): Promise<void> {
  await tx
    .update(leadCallTransfers)
    .set({ outcome: transferOutcomeOf(endedReason), settledAt: endedAt })
    .where(and(eq(leadCallTransfers.providerCallId, providerCallId), eq(leadCallTransfers.outcome, 'dialing')));
}

/** The lead's hand-offs, oldest first, as the timeline shows them. */
export async function transfersOfLead(db: Pick<Database, 'select'>, leadId: string): Promise<LeadCallTransfer[]> {
  const rows = await db.select().from(leadCallTransfers).where(eq(leadCallTransfers.leadId, leadId)).orderBy(asc(leadCallTransfers.requestedAt));
  return rows.map((row) => ({
    destination: row.destination,
    takenBy: row.takenBy,
    outcome: row.outcome,
    requestedAt: row.requestedAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  }));
}
