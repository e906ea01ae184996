import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { leadCalls, leadInboundCalls, leads } from '../../db/schema.ts';
import { normalisedNumber } from './do-not-call.ts';

type Writer = Pick<Database, 'insert' | 'select'>;

/** The provider's name for a call a person made to one of our numbers. */
const INBOUND_PHONE_CALL = 'inboundPhoneCall';

/** The caller's number in E.164, when the message is about a call someone made to our number. */
export function inboundCallerOf(message: { call?: { type?: string; customer?: { number?: string } } }): string | null {
  const call = message.call;
  if (call?.type !== INBOUND_PHONE_CALL || typeof call.customer?.number !== 'string') return null;
  // The provider writes the caller's number in E.164, so the default country is never used.
  return normalisedNumber(call.customer.number, 'US');
}

/**
 * Records a call made to our number by someone a call-back rang (the newest such lead), once per provider call:
 * the person replied. Returns whether it was recorded; a caller no call-back rang leaves no trace here.
 */
export async function recordInboundCall(tx: Writer, providerCallId: string, callerE164: string, receivedAt: Date): Promise<boolean> {
  const [rung] = await tx
    .select({ leadId: leadCalls.leadId })
    .from(leadCalls)
    .innerJoin(leads, eq(leads.id, leadCalls.leadId))
    .where(eq(leadCalls.phoneE164, callerE164))
    .orderBy(desc(leads.createdAt))
    .limit(1);
  if (!rung) return false;
  await tx.insert(leadInboundCalls).values({ providerCallId, leadId: rung.leadId, phoneE164: callerE164, receivedAt }).onConflictDoNothing();
  return true;
}
