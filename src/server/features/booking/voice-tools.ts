import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { z } from 'zod';
import type { MeetingAvailability } from '../../config/meeting-availability.ts';
import type { Database } from '../../db/connection.ts';
import { leadCalls } from '../../db/schema.ts';
import type { BookingGuard } from './booking-limits.ts';
import type { TimeSpan } from './free-slots.ts';
import { bookMeeting, findFreeSlots, NEXT_SLOTS_OFFERED, type BookingEffects } from './meeting-repository.ts';
import { spokenSlot, spokenSlots } from './spoken-time.ts';

/** The tools the call-back assistant is given (configured on the provider's assistant with our server URL). */
export const VOICE_TOOLS = { checkAvailability: 'checkAvailability', bookMeeting: 'bookMeeting' } as const;

/** One tool call as the provider sends it: `{ id, name, arguments }`, or OpenAI's `{ id, function: { name, arguments } }`. */
const toolCallSchema = z.looseObject({
  id: z.string().min(1).max(200),
  name: z.string().max(100).optional(),
  arguments: z.unknown().optional(),
  function: z.looseObject({ name: z.string().max(100), arguments: z.unknown().optional() }).optional(),
});

export const toolCallsMessageSchema = z.looseObject({
  type: z.literal('tool-calls'),
  call: z.looseObject({ id: z.string().min(1).max(200) }).optional(),
  toolCallList: z.array(toolCallSchema).max(20),
});

export interface ToolResult {
  toolCallId: string;
  result: string;
}

/** The answer the provider expects: one result per tool call, in words the assistant can say. */
export interface ToolCallsAnswer {
  results: ToolResult[];
}

export const TOOL_ANSWERS = {
  notUnderstood: 'I could not read that request. Please try again.',
  unknownCall: 'I cannot book from this call. Please tell the caller our team will e-mail them to arrange a time.',
  unknownTool: 'That tool is not available.',
  calendarDown: 'I could not reach the calendar just now. Please tell the caller our team will e-mail them to arrange a time.',
  badDay: 'Please give the day as a date like 2026-11-24.',
  badStart: 'Please give the start as an ISO 8601 time with its offset, like 2026-11-24T14:30:00-05:00, from the free times I gave.',
  contactHasMeeting: 'A meeting is already booked for this e-mail address or phone number. Please tell the caller to use the link in its invitation to change it.',
  nothingFree: 'There are no free times in the next two weeks. Please tell the caller our team will e-mail them to arrange a time.',
} as const;

const dayArgumentsSchema = z.object({ day: z.iso.date().optional().describe('The day asked for, as YYYY-MM-DD. Leave it out for the next free times.') });
const startArgumentsSchema = z.object({
  start: z.iso.datetime({ offset: true }).describe('The start of one of the free times checkAvailability gave, ISO 8601 with its offset.'),
});

/** A JSON Schema a model reads: no $schema line, and formats instead of zod's long regular expressions. */
function functionParameters(schema: z.ZodObject): Record<string, unknown> {
  const { $schema: _, properties = {}, ...rest } = z.toJSONSchema(schema, { io: 'input' });
  const readable = Object.entries(properties).map(([name, property]) => {
    const { pattern: __, ...kept } = property as Record<string, unknown>;
    return [name, kept];
  });
  return { ...rest, properties: Object.fromEntries(readable) };
}

/**
 * What the provider's assistants are told about each tool: its name, what it does and its parameters as JSON Schema,
 * generated from the schemas that read the arguments here (voice:sync pushes them), so a renamed tool or argument
 * cannot drift from the code that answers it.
 */
export const VOICE_TOOL_DEFINITIONS = {
  [VOICE_TOOLS.checkAvailability]: {
    description: 'Finds free meeting times with the sales team, on a given day or the next ones. Answers with the times in words and the start values to book them with.',
    parameters: functionParameters(dayArgumentsSchema),
  },
  [VOICE_TOOLS.bookMeeting]: {
    description: 'Books a meeting with the sales team for the person on the call, at one of the free times checkAvailability gave.',
    parameters: functionParameters(startArgumentsSchema),
  },
} as const;

export type VoiceToolName = keyof typeof VOICE_TOOL_DEFINITIONS;

/** Arguments arrive as an object, or as the JSON text of one (OpenAI's shape). */
function argumentsOf(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? {};
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** The starts the assistant passes back to bookMeeting: local ISO times with their offsets. */
function startValues(slots: readonly TimeSpan[], timeZone: string): string {
  return slots.map((slot) => DateTime.fromJSDate(slot.start, { zone: timeZone }).toISO({ suppressMilliseconds: true })).join(', ');
}

function offerOf(slots: readonly TimeSpan[], timeZone: string): string {
  return `${spokenSlots(slots.map((slot) => slot.start), timeZone)}. To book one, call bookMeeting with its start: ${startValues(slots, timeZone)}.`;
}

export interface VoiceToolDeps {
  db: Database;
  availability: MeetingAvailability;
  now: () => Date;
  effects: BookingEffects;
  guard: BookingGuard;
  wakeOutbox: () => void;
}

/** Where a failed tool call is reported (the request's logger). */
export interface ErrorLog {
  error(details: object, message: string): void;
}

type CallOf = { leadId: string; leadCallId: string } | undefined;

async function checkAvailability(deps: VoiceToolDeps, args: unknown): Promise<string> {
  const parsed = dayArgumentsSchema.safeParse(argumentsOf(args));
  if (!parsed.success) return TOOL_ANSWERS.badDay;
  const { availability } = deps;
  const now = deps.now();
  if (parsed.data.day) {
    const onDay = await findFreeSlots(deps.db, availability, now, { day: parsed.data.day, limit: NEXT_SLOTS_OFFERED });
    if (onDay.length > 0) return `Free times: ${offerOf(onDay, availability.timeZone)}`;
  }
  const earliest = await findFreeSlots(deps.db, availability, now, { limit: NEXT_SLOTS_OFFERED });
  if (earliest.length === 0) return TOOL_ANSWERS.nothingFree;
  const day = parsed.data.day ? DateTime.fromISO(parsed.data.day, { zone: availability.timeZone }).setLocale('en-US').toFormat('cccc, LLLL d') : undefined;
  return `${day ? `Nothing is free on ${day}. ` : ''}The next free times are ${offerOf(earliest, availability.timeZone)}`;
}

async function bookFromCall(deps: VoiceToolDeps, call: CallOf, args: unknown): Promise<string> {
  const parsed = startArgumentsSchema.safeParse(argumentsOf(args));
  if (!parsed.success) return TOOL_ANSWERS.badStart;
  if (!call) return TOOL_ANSWERS.unknownCall;
  const { availability } = deps;
  const start = new Date(parsed.data.start);
  const request = { leadId: call.leadId, leadCallId: call.leadCallId, start, bookedVia: 'voice' } as const;
  const outcome = await bookMeeting(deps.db, availability, request, deps.now(), deps.effects, deps.guard);
  switch (outcome.kind) {
    case 'booked':
      if (deps.effects.channels.length > 0) deps.wakeOutbox();
      return `Booked: ${spokenSlot(outcome.meeting.startsAt, availability.timeZone)}, for ${availability.meetingMinutes} minutes.`;
    case 'already-booked':
      return `The caller already has a meeting booked: ${spokenSlot(outcome.meeting.startsAt, availability.timeZone)}.`;
    case 'booking-limit':
      return TOOL_ANSWERS.contactHasMeeting;
    case 'slot-taken':
      return outcome.nextSlots.length > 0 ? `That time was just taken. The next free times are ${offerOf(outcome.nextSlots, availability.timeZone)}` : TOOL_ANSWERS.nothingFree;
    case 'not-offered': {
      const earliest = await findFreeSlots(deps.db, availability, deps.now(), { limit: NEXT_SLOTS_OFFERED });
      return earliest.length > 0 ? `That time is not one we offer. The next free times are ${offerOf(earliest, availability.timeZone)}` : TOOL_ANSWERS.nothingFree;
    }
    case 'unknown-lead':
      return TOOL_ANSWERS.unknownCall;
  }
}

/** The lead and call-back a provider call was placed for (lead_calls.provider_call_id). */
async function callOf(db: Database, providerCallId: string | undefined): Promise<CallOf> {
  if (!providerCallId) return undefined;
  const [call] = await db.select({ leadId: leadCalls.leadId, leadCallId: leadCalls.id }).from(leadCalls).where(eq(leadCalls.providerCallId, providerCallId));
  return call;
}

/**
 * Answers a `tool-calls` server message: checkAvailability and bookMeeting for the lead the call was placed for.
 * Every failure is an answer in words (the assistant tells the caller), never an error status: the provider would
 * only retry or go silent.
 */
export async function answerToolCalls(deps: VoiceToolDeps, message: unknown, log?: ErrorLog): Promise<ToolCallsAnswer> {
  const parsed = toolCallsMessageSchema.safeParse(message);
  if (!parsed.success) return { results: [] };
  const calls = parsed.data.toolCallList;
  let call: CallOf;
  try {
    call = await callOf(deps.db, parsed.data.call?.id);
  } catch (error) {
    log?.error({ err: error }, 'voice tool call failed');
    return { results: calls.map((toolCall) => ({ toolCallId: toolCall.id, result: TOOL_ANSWERS.calendarDown })) };
  }
  const results: ToolResult[] = [];
  for (const toolCall of calls) {
    const name = toolCall.name ?? toolCall.function?.name;
    const args = toolCall.arguments ?? toolCall.function?.arguments;
    let result: string;
    try {
      if (name === VOICE_TOOLS.checkAvailability) result = await checkAvailability(deps, args);
      else if (name === VOICE_TOOLS.bookMeeting) result = await bookFromCall(deps, call, args);
      else result = TOOL_ANSWERS.unknownTool;
    } catch (error) {
      log?.error({ err: error, tool: name }, 'voice tool call failed');
      result = TOOL_ANSWERS.calendarDown;
    }
    results.push({ toolCallId: toolCall.id, result });
  }
  return { results };
}
