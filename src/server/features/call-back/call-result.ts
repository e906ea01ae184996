import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { BUYING_TIMELINES, INTEREST_LEVELS, type LeadCallResult } from '../../../shared/leads/call-result.ts';
import type { Database } from '../../db/connection.ts';
import { leads, type LeadRow } from '../../db/schema.ts';

/**
 * What the call-back assistant is asked to learn (its structured data, voice/assistants/call-back.*.md asks for the
 * same properties: call-result.test.ts holds them together). A value the person did not give is left out or null.
 */
export const callResultSchema = z.object({
  companySize: z.number().int().min(0).max(10_000_000).nullish(),
  monthlyCallVolume: z.number().int().min(0).max(100_000_000).nullish(),
  currentTools: z.array(z.string().trim().min(1).max(100)).max(20).nullish(),
  timeline: z.enum(BUYING_TIMELINES).nullish(),
  decisionMaker: z.boolean().nullish(),
  interest: z.enum(INTEREST_LEVELS).nullish(),
  doNotCall: z.boolean(),
});
export type CallResult = z.infer<typeof callResultSchema>;

/** The name of the structured output holding it, for accounts that use the provider's structured outputs. */
export const CALL_RESULT_OUTPUT_NAME = 'callResult';

const structuredOutputsSchema = z.record(z.string(), z.looseObject({ name: z.string().optional(), result: z.unknown() }));

/**
 * The structured data of an end-of-call report: `analysis.structuredData` (the analysis plan), else the structured
 * output named callResult in `artifact.structuredOutputs` (the provider's newer path).
 */
export function structuredDataOf(message: { analysis?: { structuredData?: unknown }; artifact?: Record<string, unknown> }): unknown {
  if (message.analysis?.structuredData !== undefined) return message.analysis.structuredData;
  const outputs = structuredOutputsSchema.safeParse(message.artifact?.structuredOutputs);
  if (!outputs.success) return undefined;
  return Object.values(outputs.data).find((output) => output.name === CALL_RESULT_OUTPUT_NAME)?.result;
}

export type CallResultOutcome = { kind: 'stored'; result: CallResult } | { kind: 'absent' } | { kind: 'invalid'; problems: string };

/**
 * Validates the call's structured result and stores it on the lead (the latest call's wins, every field: a value
 * the latest call did not learn is cleared rather than mixed with an older call's). Invalid data changes nothing.
 */
export async function storeCallResult(tx: Pick<Database, 'update'>, leadId: string, structuredData: unknown, learnedAt: Date): Promise<CallResultOutcome> {
  if (structuredData === undefined || structuredData === null) return { kind: 'absent' };
  const parsed = callResultSchema.safeParse(structuredData);
  if (!parsed.success) return { kind: 'invalid', problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') };
  const result = parsed.data;
  await tx
    .update(leads)
    .set({
      companySize: result.companySize ?? null,
      monthlyCallVolume: result.monthlyCallVolume ?? null,
      currentTools: result.currentTools?.length ? result.currentTools : null,
      buyingTimeline: result.timeline ?? null,
      decisionMaker: result.decisionMaker ?? null,
      interestLevel: result.interest ?? null,
      doNotCall: result.doNotCall,
      callResultAt: learnedAt,
    })
    .where(eq(leads.id, leadId));
  return { kind: 'stored', result };
}

/** The lead's stored call result, or null when no call has reported one. */
export function callResultOf(lead: LeadRow): LeadCallResult | null {
  if (!lead.callResultAt) return null;
  return {
    companySize: lead.companySize,
    monthlyCallVolume: lead.monthlyCallVolume,
    currentTools: lead.currentTools,
    buyingTimeline: lead.buyingTimeline,
    decisionMaker: lead.decisionMaker,
    interest: lead.interestLevel,
    doNotCall: lead.doNotCall,
    learnedAt: lead.callResultAt.toISOString(),
  };
}
