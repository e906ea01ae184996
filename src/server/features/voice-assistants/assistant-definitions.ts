import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { LOCALES, type Locale } from '../../../shared/i18n/locales.ts';
import { projectPath } from '../../project-root.ts';
import { fillGrounding, groundingVariables } from './prompt-grounding.ts';
import { SERVER_TOOL_DEFINITIONS } from './server-tools.ts';

export const ASSISTANTS_DIR = projectPath('voice', 'assistants');

export const ASSISTANT_ROLES = ['website', 'call-back'] as const;
export type AssistantRole = (typeof ASSISTANT_ROLES)[number];

/** The server messages the provider may send us (its names); voice:check names any our server needs and lacks. */
const SERVER_MESSAGES = ['status-update', 'end-of-call-report', 'tool-calls', 'transfer-update', 'conversation-update', 'transcript', 'hang'] as const;

/**
 * A test conversation the provider can run against the assistant (its "eval"): the visitor's words, then how the
 * reply is judged: a regular expression, a tool it must call, or a rubric a model judges.
 */
const evalSchema = z.strictObject({
  name: z.string().min(1).max(80),
  say: z.string().min(1),
  expect: z.union([
    z.strictObject({ regex: z.string().min(1) }),
    z.strictObject({ tool: z.string().min(1) }),
    z.strictObject({ judge: z.string().min(1) }),
  ]),
});

export type AssistantEval = z.infer<typeof evalSchema>;

/**
 * The warm hand-off to a person (the provider's transferCall tool, dialling SALES_PHONE): how the salesperson is told
 * about the caller (a summary after they speak first, by default), what the caller hears, and what the assistant says
 * when nobody answers (then it offers a meeting).
 */
const transferSchema = z.strictObject({
  mode: z
    .enum(['warm-transfer-say-summary', 'warm-transfer-wait-for-operator-to-speak-first-and-then-say-summary'])
    .default('warm-transfer-wait-for-operator-to-speak-first-and-then-say-summary'),
  callerMessage: z.string().min(1),
  /** The instruction the provider's model summarises the call by, for the person who picks up. */
  summaryInstructions: z.string().min(1),
  noAnswerMessage: z.string().min(1),
});
export type AssistantTransfer = z.infer<typeof transferSchema>;

/**
 * Voicemail (issue 38): the provider's answering-machine detection (its own, Google's, OpenAI's or Twilio's) and the
 * one short message left on a machine, after which the call ends with endedReason "voicemail" (an attempt, retried).
 */
const voicemailSchema = z.strictObject({
  detection: z.enum(['vapi', 'google', 'openai', 'twilio']),
  /** The longest wait for the beep before the message is spoken (the provider's default and maximum: 30). */
  beepMaxAwaitSeconds: z.number().min(0).max(30).optional(),
  /** About 20 seconds spoken at most: who called, why, and how to book. */
  message: z.string().min(1).max(400),
});

/** The variable the call-back's voicemail must say: the lead's short booking address (call-back-channel.ts). */
export const BOOKING_ADDRESS_VARIABLE = '{{bookingAddress}}';

/** The front matter of voice/assistants/<role>.<language>.md; the Markdown below it is the system prompt. */
const frontMatterSchema = z.strictObject({
  name: z.string().min(1).max(40),
  firstMessage: z.string().min(1),
  firstMessageMode: z.enum(['assistant-speaks-first', 'assistant-waits-for-user']).default('assistant-speaks-first'),
  model: z.strictObject({ provider: z.string().min(1), model: z.string().min(1), temperature: z.number().min(0).max(2).optional() }),
  voice: z.looseObject({ provider: z.string().min(1), voiceId: z.string().min(1) }),
  transcriber: z.looseObject({ provider: z.string().min(1), model: z.string().optional(), language: z.string().optional() }),
  tools: z.array(z.string()).default([]),
  serverMessages: z.array(z.enum(SERVER_MESSAGES)).min(1),
  analysis: z
    .strictObject({
      summary: z.boolean().default(false),
      /** JSON Schema of the structured data asked of the call (the call-back's carries doNotCall). */
      structuredData: z.record(z.string(), z.unknown()).optional(),
    })
    .default({ summary: false }),
  recording: z.boolean().default(false),
  voicemail: voicemailSchema.optional(),
  transfer: transferSchema.optional(),
  endCallPhrases: z.array(z.string().min(1)).optional(),
  maxDurationSeconds: z.number().int().min(10).max(43_200).optional(),
  evals: z.array(evalSchema).default([]),
});

export type AssistantFrontMatter = z.infer<typeof frontMatterSchema>;

export interface AssistantDefinition extends AssistantFrontMatter {
  /** `<role>.<language>`, the file's name: the key in the state file and the assistant's metadata. */
  key: string;
  role: AssistantRole;
  language: Locale;
  /** The system prompt, its `[[facts]]` filled from the content model. */
  prompt: string;
  /** Where it was read from, for messages. */
  file: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Reads one assistant file's text; every mistake is an error naming the file and what is wrong. */
export function parseAssistantFile(file: string, text: string, toolNames: readonly string[] = Object.keys(SERVER_TOOL_DEFINITIONS)): AssistantDefinition {
  const key = basename(file, '.md');
  const [role, language, extra] = key.split('.');
  if (extra !== undefined || !ASSISTANT_ROLES.includes(role as AssistantRole) || !LOCALES.includes(language as Locale)) {
    throw new Error(`${file}: name it <role>.<language>.md with a role of ${ASSISTANT_ROLES.join(', ')} and a language of ${LOCALES.join(', ')}.`);
  }
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error(`${file}: expected YAML front matter between two --- lines, then the prompt.`);
  const parsed = frontMatterSchema.safeParse(parseYaml(match[1]!));
  if (!parsed.success) {
    throw new Error(`${file}: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || '(front matter)'}: ${issue.message}`).join('; ')}`);
  }
  const evalTools = parsed.data.evals.flatMap((test) => ('tool' in test.expect ? [test.expect.tool] : []));
  const unknownTools = [...new Set([...parsed.data.tools, ...evalTools])].filter((tool) => !toolNames.includes(tool));
  if (unknownTools.length > 0) {
    throw new Error(`${file}: our server answers no tool named ${unknownTools.join(', ')} (it answers ${toolNames.join(', ')}: src/server/features/booking/voice-tools.ts, src/server/features/call-back/transfer-tool.ts).`);
  }
  if (role === 'call-back' && !parsed.data.voicemail?.message.includes(BOOKING_ADDRESS_VARIABLE)) {
    throw new Error(`${file}: a call-back leaves a voicemail that says how to book: set voicemail.detection and a voicemail.message with ${BOOKING_ADDRESS_VARIABLE}.`);
  }
  const facts = groundingVariables(language as Locale);
  const prompt = fillGrounding(match[2]!.trim(), facts, file);
  if (!prompt) throw new Error(`${file}: the prompt (below the front matter) is empty.`);
  return {
    ...parsed.data,
    firstMessage: fillGrounding(parsed.data.firstMessage, facts, file),
    voicemail: parsed.data.voicemail && { ...parsed.data.voicemail, message: fillGrounding(parsed.data.voicemail.message, facts, file) },
    transfer: parsed.data.transfer && fillTransfer(parsed.data.transfer, (text) => fillGrounding(text, facts, file)),
    key,
    role: role as AssistantRole,
    language: language as Locale,
    prompt,
    file,
  };
}

function fillTransfer(transfer: AssistantTransfer, fill: (text: string) => string): AssistantTransfer {
  return { ...transfer, callerMessage: fill(transfer.callerMessage), summaryInstructions: fill(transfer.summaryInstructions), noAnswerMessage: fill(transfer.noAnswerMessage) };
}

/** Every assistant in the folder, in file name order. */
export function loadAssistantDefinitions(dir = ASSISTANTS_DIR, toolNames?: readonly string[]): AssistantDefinition[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => parseAssistantFile(join(dir, name), readFileSync(join(dir, name), 'utf8'), toolNames));
}
