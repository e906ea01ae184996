import type { VoiceState } from '../../config/voice-state.ts';
import { BOOKING_ADDRESS_VARIABLE, type AssistantDefinition } from './assistant-definitions.ts';
import { eventsUrlOf, toolDefinitionsOf, type SyncSettings } from './desired-resources.ts';
import type { ProviderResource, VoiceProviderResources } from './provider-resources.ts';
import { functionNameOf, serverUrlOf, syncVoiceProvider, type SyncStep } from './voice-sync.ts';

/** Why our server needs each server message (said when an assistant does not send it). */
const NEEDED_MESSAGES = {
  'status-update': 'the lead\'s page would not follow the call',
  'end-of-call-report': 'no call summary, outcome e-mail, CRM event or do-not-call request would reach us',
  'tool-calls': 'its tools would never reach our server',
  'transfer-update': 'a hand-off to the sales line would never reach the lead\'s timeline',
} as const;

type NeededMessage = keyof typeof NEEDED_MESSAGES;

function neededMessages(definition: AssistantDefinition): NeededMessage[] {
  const forCalls: NeededMessage[] = definition.role === 'call-back' ? ['status-update', 'end-of-call-report', ...(definition.transfer ? (['transfer-update'] as const) : [])] : [];
  return definition.tools.length > 0 ? [...forCalls, 'tool-calls'] : forCalls;
}

function stepProblem(step: SyncStep): string {
  switch (step.action) {
    case 'create':
      return step.kind === 'credential'
        ? `The server ${step.label} is missing on the provider: our server would refuse its messages.`
        : `The ${step.label} is missing on the provider.`;
    case 'update':
      return `The ${step.label} differs from the repository in ${step.changes.map((change) => change.path).join(', ')}.`;
    case 'delete':
      return `The ${step.label} is on the provider but no longer in the repository.`;
    case 'unchanged':
      return '';
  }
}

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** A call-back that reaches a machine must know it and leave the message that says how to book (issue 38). */
function voicemailProblems(name: string, assistant: ProviderResource): string[] {
  const detection = assistant.voicemailDetection;
  const problems: string[] = [];
  if (typeof record(detection).provider !== 'string') {
    problems.push(`${name} has no voicemail detection: on an answering machine it would talk to the greeting, and the call would count as answered.`);
  }
  const message = assistant.voicemailMessage;
  if (typeof message !== 'string' || !message.includes(BOOKING_ADDRESS_VARIABLE)) {
    problems.push(`${name}'s voicemail message does not say ${BOOKING_ADDRESS_VARIABLE}: a lead who missed the call would not hear how to book.`);
  }
  return problems;
}

/** What our server needs of one assistant as the provider holds it, in words. */
function serverNeedProblems(definition: AssistantDefinition, assistant: ProviderResource, tools: readonly ProviderResource[], credentials: readonly ProviderResource[], settings: SyncSettings): string[] {
  const problems: string[] = [];
  const name = `Assistant ${definition.key}`;
  const eventsUrl = eventsUrlOf(settings.siteUrl);
  const url = serverUrlOf(assistant);
  if (url !== eventsUrl) problems.push(`${name} sends its server messages to ${typeof url === 'string' ? url : 'no server URL'}, not ${eventsUrl}: our server hears nothing of its calls.`);
  const credentialId = record(assistant.server).credentialId;
  if (typeof credentialId !== 'string') problems.push(`${name}'s server URL has no credential: our server refuses its messages (401).`);
  else if (!credentials.some((credential) => credential.id === credentialId)) problems.push(`${name}'s server URL names credential ${credentialId}, which is not on the provider.`);

  const sent = strings(assistant.serverMessages);
  for (const message of neededMessages(definition)) {
    if (!sent.includes(message)) problems.push(`${name} does not send ${message} server messages: ${NEEDED_MESSAGES[message]}.`);
  }

  const model = record(assistant.model);
  const toolNames = strings(model.toolIds).flatMap((id) => {
    const tool = tools.find((candidate) => candidate.id === id);
    if (!tool) problems.push(`${name} names tool ${id}, which is not on the provider.`);
    const toolName = tool && functionNameOf(tool);
    return typeof toolName === 'string' ? [toolName] : [];
  });
  for (const inline of Array.isArray(model.tools) ? model.tools : []) {
    const toolName = record(record(inline).function).name;
    if (typeof toolName === 'string') toolNames.push(toolName);
  }
  const answered = Object.keys(toolDefinitionsOf(settings));
  for (const toolName of toolNames.filter((candidate) => !answered.includes(candidate))) {
    problems.push(`${name} can call ${toolName}, which our server does not answer (it answers ${answered.join(', ')}).`);
  }
  for (const toolName of definition.tools.filter((candidate) => !toolNames.includes(candidate))) {
    problems.push(`${name} lacks the tool ${toolName} that our server answers and ${definition.file} gives it.`);
  }

  if (definition.role === 'call-back') problems.push(...voicemailProblems(name, assistant));
  if (definition.role === 'call-back') {
    const plan = record(record(assistant.analysisPlan).structuredDataPlan);
    const doNotCall = record(record(record(plan.schema).properties).doNotCall);
    if (plan.enabled !== true || doNotCall.type !== 'boolean') {
      problems.push(`${name} does not ask for a boolean doNotCall in its structured data: a "stop calling" would only be caught from the transcript's words.`);
    }
  }
  return problems;
}

/**
 * Every way the provider differs from voice/ and from what our server needs, in plain words; none means in sync.
 * Reads the provider only.
 */
export async function checkVoiceProvider(
  provider: VoiceProviderResources,
  definitions: readonly AssistantDefinition[],
  settings: SyncSettings,
  state: VoiceState | undefined,
): Promise<string[]> {
  const plan = await syncVoiceProvider(provider, definitions, settings, state, { apply: false });
  const problems = [...plan.steps.map(stepProblem).filter(Boolean), ...plan.notes];
  for (const definition of definitions) {
    const assistant = plan.snapshot.assistants.find((candidate) => candidate.id === plan.state.assistantIds[definition.key]);
    if (assistant) problems.push(...serverNeedProblems(definition, assistant, plan.snapshot.tools, plan.snapshot.credentials, settings));
  }
  return [...new Set(problems)];
}
