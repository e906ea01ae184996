import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { SalesLine } from '../../config/sales-line.ts';
import type { Database } from '../../db/connection.ts';
import { answerTransferCheck, CALL_BACK_TOOLS } from './transfer-tool.ts';

type ToolCallsAnswer = { results: { toolCallId: string; result: string }[] };
export type AnswerToolCalls = (message: unknown, log: FastifyBaseLogger) => Promise<ToolCallsAnswer>;

const ourToolNames = new Set<string>(Object.values(CALL_BACK_TOOLS));

const toolCallsSchema = z.looseObject({
  call: z.looseObject({ id: z.string().min(1).max(200) }).optional(),
  toolCallList: z.array(z.looseObject({ id: z.string().min(1).max(200), name: z.string().optional(), function: z.looseObject({ name: z.string() }).optional() })).max(20),
});

const nameOf = (toolCall: { name?: string; function?: { name: string } }) => toolCall.name ?? toolCall.function?.name;

/**
 * Answers a tool-calls message: the call-back's own tools (checkTransfer) here, the others by `others` (the booking
 * feature's), each result in the order the provider asked.
 */
export function callBackToolAnswerer(deps: { db: Database; salesLine: SalesLine; now: () => Date; others?: AnswerToolCalls }): AnswerToolCalls {
  return async (message, log) => {
    const parsed = toolCallsSchema.safeParse(message);
    if (!parsed.success) return deps.others ? deps.others(message, log) : { results: [] };
    const ours = parsed.data.toolCallList.filter((toolCall) => ourToolNames.has(nameOf(toolCall) ?? ''));
    const rest = parsed.data.toolCallList.filter((toolCall) => !ours.includes(toolCall));
    const theirs = rest.length > 0 && deps.others ? await deps.others({ ...parsed.data, toolCallList: rest }, log) : { results: [] };
    const answered = new Map(theirs.results.map((result) => [result.toolCallId, result.result]));
    for (const toolCall of ours) {
      try {
        answered.set(toolCall.id, await answerTransferCheck(deps.db, deps.salesLine, deps.now(), parsed.data.call?.id));
      } catch (error) {
        log.error({ err: error, tool: nameOf(toolCall) }, 'voice tool call failed');
        answered.set(toolCall.id, 'The sales line cannot be checked just now. Offer a meeting instead: call checkAvailability.');
      }
    }
    return { results: parsed.data.toolCallList.flatMap((toolCall) => (answered.has(toolCall.id) ? [{ toolCallId: toolCall.id, result: answered.get(toolCall.id)! }] : [])) };
  };
}
