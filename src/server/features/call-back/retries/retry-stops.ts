import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { consentAllowsRepeatCalls } from '../../../../shared/leads/call-consents.ts';
import type { Database } from '../../../db/connection.ts';
import { callConsents, leadCalls, leadInboundCalls, leadNotes, leads, meetings } from '../../../db/schema.ts';
import { isOnDoNotCallList } from '../call-limits.ts';

type Reader = Pick<Database, 'select'>;

const exists = async (query: Promise<unknown[]>) => (await query).length > 0;

/** Another request from the same person since this lead came in: the same e-mail address, or the same number called. */
async function gotInTouchAgain(db: Reader, lead: { id: string; email: string; createdAt: Date }, phoneE164: string): Promise<boolean> {
  const sameEmail = db
    .select({ id: leads.id })
    .from(leads)
    .where(and(ne(leads.id, lead.id), gt(leads.createdAt, lead.createdAt), sql`lower(${leads.email}) = lower(${lead.email})`))
    .limit(1);
  const sameNumber = db
    .select({ id: leadCalls.id })
    .from(leadCalls)
    .innerJoin(leads, eq(leads.id, leadCalls.leadId))
    .where(and(ne(leadCalls.leadId, lead.id), eq(leadCalls.phoneE164, phoneE164), gt(leads.createdAt, lead.createdAt)))
    .limit(1);
  return (await exists(sameEmail)) || (await exists(sameNumber));
}

/** A call the person made to our number since the first call-back rang them (inbound-calls.ts). */
const calledUsBack = (db: Reader, phoneE164: string, firstPlacedAt: Date) =>
  exists(db.select({ id: leadInboundCalls.providerCallId }).from(leadInboundCalls).where(and(eq(leadInboundCalls.phoneE164, phoneE164), gt(leadInboundCalls.receivedAt, firstPlacedAt))).limit(1));

/**
 * Why a lead whose call reached nobody must not be called again, in the staff's words, or null when it may be: checked
 * when the retry is planned and again just before it is placed, since any of it can change in between. The lead
 * agreed only to a wording that allowed one call; the number went on the do-not-call list; the lead booked a meeting
 * (on the site, in the chat or by phone); staff took the lead over (its status moved on from "new", or a note was
 * written since the first call); or the person got in touch again (another request with the same e-mail or number, or
 * a call to our number from the number we rang).
 */
export async function whyNotCallAgain(db: Reader, leadId: string, phoneE164: string, firstPlacedAt: Date): Promise<string | null> {
  const [lead] = await db
    .select({ id: leads.id, email: leads.email, createdAt: leads.createdAt, status: leads.status, consentVersion: callConsents.version })
    .from(leads)
    .leftJoin(callConsents, eq(callConsents.leadId, leads.id))
    .where(eq(leads.id, leadId));
  if (!lead) return 'The lead was deleted.';
  if (!lead.consentVersion || !consentAllowsRepeatCalls(lead.consentVersion)) {
    return `Not called again: the lead agreed to consent version ${lead.consentVersion ?? '(none)'}, which allows one call only.`;
  }
  if (await isOnDoNotCallList(db, phoneE164)) return 'Not called again: the number is on the do-not-call list.';
  if (await exists(db.select({ id: meetings.id }).from(meetings).where(eq(meetings.leadId, leadId)).limit(1))) {
    return 'Not called again: the lead booked a meeting.';
  }
  if (lead.status !== 'new') return `Not called again: staff moved the lead to "${lead.status}".`;
  const noteSince = db
    .select({ id: leadNotes.id })
    .from(leadNotes)
    .where(and(eq(leadNotes.leadId, leadId), gt(leadNotes.createdAt, firstPlacedAt)))
    .limit(1);
  if (await exists(noteSince)) return 'Not called again: staff wrote a note on the lead since the first call.';
  if (await gotInTouchAgain(db, lead, phoneE164)) return 'Not called again: the person got in touch again (a newer request with the same e-mail or number).';
  if (await calledUsBack(db, phoneE164, firstPlacedAt)) return 'Not called again: the person called us back from the number we rang.';
  return null;
}
