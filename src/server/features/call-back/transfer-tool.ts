import { eq } from 'drizzle-orm';
import { meetingWhen, timeZoneLabel } from '../../../shared/booking/slot-display.ts';
import type { SalesLine } from '../../config/sales-line.ts';
import type { Database } from '../../db/connection.ts';
import { leadCalls, leadCallTransfers, leads } from '../../db/schema.ts';
import { nextSalesOpening, salesLineOpenAt } from './sales-line.ts';
import { TRANSFER_WORDS } from './transfer-words.ts';

/** The call-back's own tools (the booking feature answers checkAvailability and bookMeeting). */
export const CALL_BACK_TOOLS = { checkTransfer: 'checkTransfer' } as const;

/** As voice:sync describes them to the provider (the assistant calls checkTransfer before transferCall). */
export const CALL_BACK_TOOL_DEFINITIONS = {
  [CALL_BACK_TOOLS.checkTransfer]: {
    description:
      'Says whether a person from the sales team can take this call right now (their hours and holidays). Call it when the caller asks for a person or is ready to talk to sales, before transferCall.',
    parameters: { type: 'object', properties: {}, additionalProperties: false },
  },
} as const;

/**
 * checkTransfer for the call `providerCallId`: open only during the sales line's hours, and only once per call (a
 * transfer nobody answered is not tried again: the assistant offers a meeting). Words in the lead's language.
 */
export async function answerTransferCheck(db: Database, line: SalesLine, now: Date, providerCallId: string | undefined): Promise<string> {
  const [call] = providerCallId
    ? await db
        .select({ language: leads.language, transferId: leadCallTransfers.id })
        .from(leadCalls)
        .innerJoin(leads, eq(leads.id, leadCalls.leadId))
        .leftJoin(leadCallTransfers, eq(leadCallTransfers.providerCallId, leadCalls.providerCallId))
        .where(eq(leadCalls.providerCallId, providerCallId))
    : [];
  if (!call) return TRANSFER_WORDS.en.unknownCall;
  const words = TRANSFER_WORDS[call.language];
  if (call.transferId) return words.alreadyTried;
  if (salesLineOpenAt(line, now)) return words.open;
  const next = nextSalesOpening(line, now);
  return words.closed(next && `${meetingWhen(next, line.timeZone, call.language)} (${timeZoneLabel(line.timeZone, next, call.language)})`);
}
