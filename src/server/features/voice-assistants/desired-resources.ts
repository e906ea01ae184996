import { createHmac } from 'node:crypto';
import { VOICE_EVENTS_PATH } from '../call-back/index.ts';
import { DEFAULT_SALES_TRANSFER_TIMEOUT_SECONDS, parseSalesPhone } from '../../config/sales-line.ts';
import { createSiteConfig } from '../../../shared/site-config.ts';
import type { AssistantDefinition, AssistantEval, AssistantTransfer } from './assistant-definitions.ts';
import { SERVER_TOOL_DEFINITIONS } from './server-tools.ts';

/** Marks the provider's assistants voice:sync made, so they are found again without the state file. */
export const MANAGED_BY = 'voice-sync';

export type ToolDefinitions = Readonly<Record<string, { description: string; parameters: Record<string, unknown> }>>;

/** What voice:sync needs beyond voice/: where the site is, the shared secret, and the code's tools. */
export interface SyncSettings {
  siteUrl: string;
  /** The server credential's bearer token (VAPI_SERVER_SECRET, or the one voice:sync made). */
  serverSecret: string;
  /** VAPI_PHONE_NUMBER_ID, else the state's, else the account's only number. */
  phoneNumberId?: string;
  toolDefinitions?: ToolDefinitions;
  /** Where a call-back hands the caller to a person (SALES_PHONE) and how long it rings there; default the site's sales number, 30 s. */
  salesLine?: { phoneE164: string; transferTimeoutSeconds: number };
}

/** The provider's ids of what the assistants reference; a placeholder stands for one not made yet (in a plan). */
export interface ResolvedIds {
  credentialId: string;
  toolIds: Readonly<Record<string, string>>;
  assistantIds: Readonly<Record<string, string>>;
}

export const eventsUrlOf = (siteUrl: string) => `${siteUrl.replace(/\/+$/, '')}${VOICE_EVENTS_PATH}`;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

/** Why the provider could not post to this site, if it could not: a local address is ours alone. */
export function unreachableBy(siteUrl: string): string | undefined {
  const { hostname } = new URL(siteUrl);
  if (!LOCAL_HOSTS.has(hostname) && !hostname.endsWith('.localhost')) return undefined;
  return `SITE_URL is ${siteUrl}, which the provider cannot reach: its server messages and tool calls fail until SITE_URL is the site's public https address.`;
}

/**
 * The credential's name carries a fingerprint of the secret (an HMAC of a fixed text, not the secret): the
 * provider never shows a token again, so a changed secret is seen as a new name, and the credential is replaced.
 */
export function credentialNameOf(siteUrl: string, secret: string): string {
  const fingerprint = createHmac('sha256', secret).update('voice-sync credential fingerprint').digest('hex').slice(0, 8);
  return `${credentialPrefixOf(siteUrl)}${fingerprint}`;
}

export const credentialPrefixOf = (siteUrl: string) => `voice-events ${new URL(siteUrl).host} `;

/** The custom credential of kind bearer the provider puts on every server message: `Authorization: Bearer <secret>`. */
export function desiredCredential(settings: SyncSettings) {
  return {
    provider: 'custom-credential',
    name: credentialNameOf(settings.siteUrl, settings.serverSecret),
    authenticationPlan: { type: 'bearer', token: settings.serverSecret, headerName: 'Authorization', bearerPrefixEnabled: true },
  };
}

const serverOf = (settings: SyncSettings, ids: ResolvedIds) => ({ url: eventsUrlOf(settings.siteUrl), credentialId: ids.credentialId });

export const toolDefinitionsOf = (settings: SyncSettings): ToolDefinitions => settings.toolDefinitions ?? SERVER_TOOL_DEFINITIONS;

/** A function tool our server answers, its name, description and parameters from the code (voice-tools.ts). */
export function desiredTool(name: string, settings: SyncSettings, ids: ResolvedIds) {
  const definition = toolDefinitionsOf(settings)[name];
  if (!definition) throw new Error(`Our server answers no tool named ${name}.`);
  return {
    type: 'function',
    async: false,
    function: { name, description: definition.description, parameters: definition.parameters },
    server: serverOf(settings, ids),
  };
}

/** Drops the keys whose value is undefined: what is not set in voice/ is left as the provider has it. */
function defined<T extends Record<string, unknown>>(object: T): Partial<T> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as Partial<T>;
}

const salesLineOf = (settings: SyncSettings) =>
  settings.salesLine ?? { phoneE164: parseSalesPhone(createSiteConfig().salesPhone.display), transferTimeoutSeconds: DEFAULT_SALES_TRANSFER_TIMEOUT_SECONDS };

/**
 * The provider's transferCall tool, inline on the assistant's model: one destination, the sales line, with a warm plan
 * (the person who picks up hears a summary of the call) and a fallback that keeps the assistant on the call when nobody
 * answers, to offer a meeting. Our checkTransfer tells the assistant beforehand whether anyone is there.
 */
export function desiredTransferTool(transfer: AssistantTransfer, settings: SyncSettings) {
  const line = salesLineOf(settings);
  return {
    type: 'transferCall',
    destinations: [
      {
        type: 'number',
        number: line.phoneE164,
        description: 'Sales team',
        message: transfer.callerMessage,
        transferPlan: {
          mode: transfer.mode,
          timeout: line.transferTimeoutSeconds,
          summaryPlan: {
            enabled: true,
            messages: [
              { role: 'system', content: transfer.summaryInstructions },
              { role: 'user', content: 'Here is the transcript:\n\n{{transcript}}\n\n' },
            ],
          },
          fallbackPlan: { message: transfer.noAnswerMessage, endCallEnabled: false },
        },
      },
    ],
  };
}

/** One assistant as the provider's CreateAssistantDto. */
export function desiredAssistant(definition: AssistantDefinition, settings: SyncSettings, ids: ResolvedIds) {
  return defined({
    name: definition.name,
    firstMessage: definition.firstMessage,
    firstMessageMode: definition.firstMessageMode,
    model: defined({
      provider: definition.model.provider,
      model: definition.model.model,
      temperature: definition.model.temperature,
      messages: [{ role: 'system', content: definition.prompt }],
      toolIds: definition.tools.map((tool) => ids.toolIds[tool]),
      tools: definition.transfer && [desiredTransferTool(definition.transfer, settings)],
    }),
    voice: definition.voice,
    transcriber: definition.transcriber,
    server: serverOf(settings, ids),
    serverMessages: definition.serverMessages,
    analysisPlan: {
      summaryPlan: { enabled: definition.analysis.summary },
      structuredDataPlan: definition.analysis.structuredData ? { enabled: true, schema: definition.analysis.structuredData } : { enabled: false },
    },
    artifactPlan: { recordingEnabled: definition.recording },
    voicemailDetection: definition.voicemail && defined({ provider: definition.voicemail.detection, beepMaxAwaitSeconds: definition.voicemail.beepMaxAwaitSeconds }),
    voicemailMessage: definition.voicemail?.message,
    endCallPhrases: definition.endCallPhrases,
    maxDurationSeconds: definition.maxDurationSeconds,
    metadata: { managedBy: MANAGED_BY, key: definition.key, siteUrl: settings.siteUrl },
  });
}

/** The eval's name on the provider: the assistant's key and the test's name. */
export const evalNameOf = (definition: AssistantDefinition, test: AssistantEval) => `${definition.key}: ${test.name}`;

/** What marks the evals voice:sync made for this site (their description). */
export const evalMarkOf = (siteUrl: string) => `${MANAGED_BY} ${new URL(siteUrl).host}`;

/** The rubric a model judges the reply by: pass or fail, nothing else. */
const judgeRubric = (criterion: string) =>
  `You judge the assistant's last reply in the conversation so far. It passes only if: ${criterion} Answer with one word: pass or fail.`;

function judgePlanOf(test: AssistantEval) {
  if ('regex' in test.expect) return { type: 'regex', content: test.expect.regex };
  if ('tool' in test.expect) return { type: 'regex', content: '[\\s\\S]*', toolCalls: [{ name: test.expect.tool }] };
  return {
    type: 'ai',
    autoIncludeMessageHistory: true,
    model: { provider: 'openai', model: 'gpt-4o', temperature: 0, messages: [{ role: 'system', content: judgeRubric(test.expect.judge) }] },
  };
}

/** One test as the provider's CreateEvalDto: a mock chat of one turn, the reply judged. */
export function desiredEval(definition: AssistantDefinition, test: AssistantEval, settings: SyncSettings) {
  return {
    name: evalNameOf(definition, test),
    description: `${evalMarkOf(settings.siteUrl)}: ${definition.file.split('/').slice(-3).join('/')}`,
    type: 'chat.mockConversation',
    messages: [
      { role: 'user', content: test.say },
      { role: 'assistant', judgePlan: judgePlanOf(test) },
    ],
  };
}
